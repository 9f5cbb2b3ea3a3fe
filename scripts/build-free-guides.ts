// Writes the free PDF guides into public/ from their Markdown outlines (`npm run content:build`).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freeGuides, renderFreeGuide } from '@server/features/free-guides/free-guides';
import { projectRoot } from '@server/platform/paths';

for (const guide of freeGuides) {
  const pdf = await renderFreeGuide(guide);
  await writeFile(path.join(projectRoot, guide.output), pdf);
  console.log(`${guide.output}: ${pdf.byteLength} bytes`);
}
