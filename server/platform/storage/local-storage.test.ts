import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { StorageLimitError } from './storage';

const newStorage = async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'storage-'));
  return { root, storage: createLocalStorage(root) };
};

describe('local storage', () => {
  it('stores, reads, lists and deletes a file', async () => {
    const { storage } = await newStorage();
    const { size } = await storage.put('uploads/u1/a.bin', Readable.from([Buffer.from('hello')]));
    expect(size).toBe(5);
    expect(await text(await storage.get('uploads/u1/a.bin'))).toBe('hello');
    expect(await storage.list('uploads')).toEqual(['uploads/u1/a.bin']);
    await storage.delete('uploads/u1/a.bin');
    expect(await storage.exists('uploads/u1/a.bin')).toBe(false);
  });

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

  it('stops an oversize write while streaming and leaves no file behind', async () => {
    const { root, storage } = await newStorage();
    const chunks = Array.from({ length: 20 }, () => Buffer.alloc(1024, 1));
    await expect(storage.put('big/file', Readable.from(chunks), { maxBytes: 4096 })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(await storage.exists('big/file')).toBe(false);
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('refuses keys that could escape the storage root', async () => {
    const { storage } = await newStorage();
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', 'x\0y']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(/Unsafe storage key/);
    }
  });
});
