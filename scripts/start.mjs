// `npm start`: build the client when needed, then run the server (API + SPA) in this process group.
import { spawn } from 'node:child_process';
import { ensureClientBuilt, root } from './build-client.mjs';

ensureClientBuilt();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
