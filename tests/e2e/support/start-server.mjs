// Starts the built portal for the browser tests on a fresh data directory, so every run
// begins from a clean seed and never touches a developer's .data.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
// Demo mode (seeded accounts, dev mailbox, demo payments) is its own setting; a shell's
// NODE_ENV=production would refuse it, so the server gets none (it runs its libraries as in
// production either way, ADR 0040).
const env = { ...process.env, DATA_DIR: dataDir, DEMO_MODE: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
delete env.NODE_ENV;
const server = spawn(process.execPath, ['--enable-source-maps', 'build/server/main.js'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
