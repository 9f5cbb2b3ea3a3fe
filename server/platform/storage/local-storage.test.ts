import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { StorageLimitError } from './storage';

const newStorage = async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'storage-'));
  return { root, storage: createLocalStorage(root) };
};

// What every store must do is in tests/integration/storage-contract.test.ts; this is local disk's own.
describe('local storage', () => {
  it('removes folders once their last file is deleted, and only those', async () => {
    const { root, storage } = await newStorage();
    const put = (key: string) => storage.put(key, Readable.from([Buffer.from('x')]));
    await put('members/m1/reviews/r1/annotated');
    await put('members/m1/uploads/cv');
    await put('members/m2/uploads/cv');
    await storage.delete('members/m1/reviews/r1/annotated');
    expect((await readdir(path.join(root, 'members/m1'))).sort()).toEqual(['uploads']);
    await storage.delete('members/m1/uploads/cv');
    expect((await readdir(path.join(root, 'members'))).sort()).toEqual(['m2']);
    await storage.delete('members/m2/uploads/cv');
    expect((await readdir(root)).filter((entry) => entry !== '.tmp')).toEqual([]);
    await put('members/m1/uploads/again');
    expect(await storage.exists('members/m1/uploads/again')).toBe(true);
  });

  it('leaves no temporary file behind an oversize write', async () => {
    const { root, storage } = await newStorage();
    const chunks = Array.from({ length: 20 }, () => Buffer.alloc(1024, 1));
    await expect(storage.put('big/file', Readable.from(chunks), { maxBytes: 4096 })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });
});
