// Writes brotli (.br) and gzip (.gz) copies of the built client's text assets, so the server
// sends them compressed at the best level without compressing on each request
// (serveStatic's `precompressed` option picks the copy the browser accepts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dir = 'build/client';
const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|map)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const files = (await readdir(dir, { recursive: true })).filter((file) => compressible.test(file));
let saved = 0;
for (const file of files) {
  const full = path.join(dir, file);
  const bytes = await readFile(full);
  if (bytes.length < 1024) continue;
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipped(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
  saved += bytes.length - br.length;
}
console.log(`precompressed ${files.length} assets (brotli saves ${(saved / 1024).toFixed(0)} KB in all)`);
