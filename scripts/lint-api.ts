import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp } from '../tests/support/test-app';
import { fetchApiDescription } from '../tests/support/api-description';

/** Lints the description a fresh test app serves with Redocly (redocly.yaml). */
const app = await createTestApp();
const dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
try {
  const file = path.join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(await fetchApiDescription(app), null, 2));
  execFileSync('npx', ['redocly', 'lint', file, '--config', path.resolve(import.meta.dirname, '../redocly.yaml')], { stdio: 'inherit' });
} finally {
  await app.close();
  await rm(dir, { recursive: true, force: true });
}
