import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../platform/paths';
import { freeGuides, renderFreeGuide } from './free-guides';

describe('free guides', () => {
  it.each(freeGuides)('$output is a readable, multi-page PDF built from $source', async (guide) => {
    const committed = await readFile(path.join(projectRoot, guide.output));
    expect(committed.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(committed);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    // The committed file must match its source: run `npm run content:build` after editing it.
    expect(Buffer.from(await renderFreeGuide(guide)).equals(committed)).toBe(true);
  });
});
