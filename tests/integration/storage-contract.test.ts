import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '@server/platform/storage/local-storage';
import { openS3Storage } from '@server/platform/storage/s3-storage';
import { StorageLimitError, type FileStorage } from '@server/platform/storage/storage';
import { startS3Server, type S3TestServer } from '../support/s3-server';

const mebibyte = 1024 * 1024;
/** A body of `bytes`, produced in 64 KiB chunks as a network upload would arrive. */
const streamOf = (bytes: number, fill = 7) =>
  Readable.from(
    (function* () {
      for (let sent = 0; sent < bytes; sent += 64 * 1024) yield Buffer.alloc(Math.min(64 * 1024, bytes - sent), fill);
    })(),
  );

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
  s3.useCredentials();
});
afterAll(() => s3?.close());

let runs = 0;
const stores: [string, () => Promise<FileStorage>][] = [
  ['local disk', async () => createLocalStorage(await mkdtemp(path.join(tmpdir(), 'storage-')))],
  // Each test gets its own prefix in the one bucket, so no test sees another's objects.
  ['S3 (s3rver)', async () => prefixed(await openS3Storage(s3.location), `run${(runs += 1)}`)],
];

/** The same store seen under a prefix: keys in and out lose it, as a fresh store would show them. */
function prefixed(storage: FileStorage, prefix: string): FileStorage {
  const add = (key: string) => `${prefix}/${key}`;
  return {
    put: (key, body, options) => storage.put(add(key), body, options),
    get: (key, range) => storage.get(add(key), range),
    exists: (key) => storage.exists(add(key)),
    delete: (key) => storage.delete(add(key)),
    modifiedAt: (key) => storage.modifiedAt(add(key)),
    list: async (under) => (await storage.list(add(under))).map((key) => key.slice(prefix.length + 1)),
  };
}

describe.each(stores)('file storage contract: %s', (_name, open) => {
  it('stores, reads, lists and deletes a file', async () => {
    const storage = await open();
    const before = Date.now() - 60_000;
    expect(await storage.put('members/u1/a.bin', Readable.from([Buffer.from('hello')]))).toEqual({ size: 5 });
    expect(await text(await storage.get('members/u1/a.bin'))).toBe('hello');
    expect(await storage.exists('members/u1/a.bin')).toBe(true);
    expect((await storage.modifiedAt('members/u1/a.bin'))!.getTime()).toBeGreaterThan(before);
    await storage.delete('members/u1/a.bin');
    expect(await storage.exists('members/u1/a.bin')).toBe(false);
    expect(await storage.modifiedAt('members/u1/a.bin')).toBeUndefined();
    await storage.delete('members/u1/a.bin'); // deleting what is gone is not an error
  });

  it('reads a byte range, both ends included, as a seek in a video asks', async () => {
    const storage = await open();
    await storage.put('members/u1/r.bin', Readable.from([Buffer.from('0123456789')]));
    expect(await text(await storage.get('members/u1/r.bin', { start: 2, end: 5 }))).toBe('2345');
    expect(await text(await storage.get('members/u1/r.bin', { start: 9, end: 9 }))).toBe('9');
  });

  it('lists every key below a prefix, and only those', async () => {
    const storage = await open();
    for (const key of ['members/u1/x', 'members/u1/reviews/r1/y', 'members/u10/z', 'library/doc.pdf']) {
      await storage.put(key, Readable.from([Buffer.from(key)]));
    }
    expect((await storage.list('members/u1')).sort()).toEqual(['members/u1/reviews/r1/y', 'members/u1/x']);
    expect((await storage.list('members')).sort()).toEqual(['members/u1/reviews/r1/y', 'members/u1/x', 'members/u10/z']);
    expect(await storage.list('nothing-here')).toEqual([]);
  });

  it('streams a file larger than one multipart part, byte for byte', async () => {
    const storage = await open();
    const bytes = 11 * mebibyte + 123;
    expect(await storage.put('members/u1/big', streamOf(bytes), { maxBytes: 12 * mebibyte })).toEqual({ size: bytes });
    let read = 0;
    for await (const chunk of await storage.get('members/u1/big')) {
      read += (chunk as Buffer).length;
      expect((chunk as Buffer).every((byte) => byte === 7)).toBe(true);
    }
    expect(read).toBe(bytes);
  });

  it('stops an oversize write while streaming and leaves nothing at the key', async () => {
    const storage = await open();
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024, 1));
      },
    });
    await expect(storage.put('members/u1/too-big', endless, { maxBytes: 7 * mebibyte })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(produced).toBeLessThan(16 * mebibyte); // stopped near the limit, not after reading everything
    expect(await storage.exists('members/u1/too-big')).toBe(false);
    expect(await storage.list('members/u1')).toEqual([]);
  });

  it('keeps nothing when the body fails midway (a dropped connection)', async () => {
    const storage = await open();
    const broken = Readable.from(
      (function* () {
        yield Buffer.alloc(64 * 1024, 1);
        throw new Error('connection reset');
      })(),
    );
    await expect(storage.put('members/u1/cut', broken)).rejects.toThrow('connection reset');
    expect(await storage.exists('members/u1/cut')).toBe(false);
  });

  it('fails to read a key that holds nothing', async () => {
    const storage = await open();
    await expect(storage.get('members/u1/missing')).rejects.toThrow();
  });

  it('refuses keys that could escape their place', async () => {
    const storage = await open();
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', 'x\0y', 'a/./b/..']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
    }
  });
});

describe('S3 storage at start', () => {
  it('refuses a bucket it cannot reach, naming it', async () => {
    await expect(openS3Storage({ ...s3.location, bucket: 'no-such-bucket' })).rejects.toThrow(/no-such-bucket/);
  });
});
