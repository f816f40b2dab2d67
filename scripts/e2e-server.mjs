// The server the browser tests talk to: the real app on a fresh PGlite folder, built client included.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuilt, root } from './build-client.mjs';

ensureClientBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'email-buddy-e2e-'));
const port = process.env.E2E_PORT ?? '3100';
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
