import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, assertDataDirFree, DataDirLockedError } from './data-dir-lock';

describe('data directory lock', () => {
  it('takes the lock with this PID and releases it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lock-'));
    const release = acquireDataDirLock(dir);
    expect(await readFile(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it('refuses while another live process holds it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(dir, 'server.pid'), String(holder.pid));
      expect(() => assertDataDirFree(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by a running server/);
    } finally {
      holder.kill();
    }
  });

  it('replaces a stale lock left by a dead process', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lock-'));
    await writeFile(path.join(dir, 'server.pid'), '999999');
    const release = acquireDataDirLock(dir);
    expect(await readFile(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
