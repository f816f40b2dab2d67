// `npm run dev`: the API with reload on port 3001 behind Vite's dev server on 5173.
import { spawn } from 'node:child_process';
import { root } from './build-client.mjs';

const env = { ...process.env, PORT: process.env.API_PORT ?? '3001', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn(`${root}/node_modules/.bin/vite`, [], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: env.PORT } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
