import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { StorageLimitError } from './storage';

// What every store must do is in tests/integration/storage-contract.test.ts; this is local disk's own.
describe('local storage', () => {
  it('leaves no temporary file behind an oversize write', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'storage-'));
    const storage = createLocalStorage(root);
    const chunks = Array.from({ length: 20 }, () => Buffer.alloc(1024, 1));
    await expect(storage.put('big/file', Readable.from(chunks), { maxBytes: 4096 })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });
});
