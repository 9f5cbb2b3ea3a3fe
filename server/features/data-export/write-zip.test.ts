import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/local-storage';
import { writeZip } from './write-zip';

const roots: string[] = [];
const newStorage = async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'zip-'));
  roots.push(root);
  return createLocalStorage(root);
};
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

/** `count` chunks of 64 KiB, produced only as they are read, and how many have been read. */
function chunks(count: number) {
  const made: Buffer[] = [];
  let read = 0;
  async function* generate() {
    for (let index = 0; index < count; index++) {
      const chunk = randomBytes(64 * 1024);
      made.push(chunk);
      read++;
      yield chunk;
    }
  }
  return { stream: () => Readable.from(generate()), all: () => Buffer.concat(made), read: () => read };
}

describe('writeZip', () => {
  it('streams entries one after another into storage, deflating only what it is asked to', async () => {
    const storage = await newStorage();
    const big = chunks(80); // 5 MiB
    const json = Buffer.from(JSON.stringify({ hello: 'world'.repeat(1000) }));
    const size = await writeZip(storage, 'members/m1/exports/e1.zip', [
      { path: 'data.json', compress: true, open: async () => [json] },
      { path: 'files/uploads/cv.pdf', compress: false, open: async () => big.stream() },
    ]);
    const stored: Buffer[] = [];
    for await (const chunk of await storage.get('members/m1/exports/e1.zip')) stored.push(chunk as Buffer);
    const zip = Buffer.concat(stored);
    expect(zip.length).toBe(size);
    const files = unzipSync(new Uint8Array(zip));
    expect(Buffer.from(files['data.json']!)).toEqual(json);
    expect(Buffer.from(files['files/uploads/cv.pdf']!)).toEqual(big.all());
  });

  it('leaves nothing at the key when a file cannot be read', async () => {
    const storage = await newStorage();
    const failing = async () =>
      Readable.from(
        (async function* () {
          yield Buffer.from('start');
          throw new Error('disk gone');
        })(),
      );
    await expect(
      writeZip(storage, 'members/m1/exports/e2.zip', [
        { path: 'data.json', compress: true, open: async () => [Buffer.from('{}')] },
        { path: 'files/uploads/cv.pdf', compress: false, open: failing },
      ]),
    ).rejects.toThrow('disk gone');
    expect(await storage.exists('members/m1/exports/e2.zip')).toBe(false);
  });

  it('names non-ASCII files so that unzip and Python read them alike', async () => {
    const storage = await newStorage();
    const name = 'files/uploads/CV – Zoë (final, v2).pdf';
    await writeZip(storage, 'members/m1/exports/e3.zip', [
      { path: 'data.json', compress: true, open: async () => [Buffer.from('{}')] },
      { path: name, compress: false, open: async () => [Buffer.from('%PDF-1.4')] },
    ]);
    const stored: Buffer[] = [];
    for await (const chunk of await storage.get('members/m1/exports/e3.zip')) stored.push(chunk as Buffer);
    const file = path.join(roots[0]!, 'export.zip');
    await writeFile(file, Buffer.concat(stored));

    const utf8 = { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C.UTF-8' } } as const;
    expect(execFileSync('unzip', ['-l', file], utf8)).toContain(name);
    const python = "import sys, zipfile; print('\\n'.join(zipfile.ZipFile(sys.argv[1]).namelist()))";
    expect(execFileSync('python3', ['-c', python, file], utf8).trim().split('\n')).toEqual(['data.json', name]);
  });
});
