import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp } from '../tests/support/test-app';
import { apiTypesOf, fetchApiDescription } from '../tests/support/api-description';

/** Writes tests/support/api-schema.d.ts from the description a fresh test app serves. */
const app = await createTestApp();
try {
  const types = await apiTypesOf(await fetchApiDescription(app));
  await writeFile(path.resolve(import.meta.dirname, '../tests/support/api-schema.d.ts'), types);
} finally {
  await app.close();
}
