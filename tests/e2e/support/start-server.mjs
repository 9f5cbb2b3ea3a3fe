// Starts the built portal for the browser tests on a fresh data directory, so every run
// begins from a clean seed and never touches a developer's .data.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
const server = spawn(process.execPath, ['--enable-source-maps', 'build/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
