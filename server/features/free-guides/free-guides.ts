import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { site } from '../../../content/site';
import { projectRoot } from '../../platform/paths';
import { parseOutlineMarkdown } from '../../platform/pdf/markdown-outline';
import { renderDocumentPdf } from '../../platform/pdf/render-document';

/** The free PDF guides: written as Markdown outlines in content/free/, served from public/. */
export const freeGuides = [
  {
    source: 'content/free/arctic-shores-guide.md',
    output: 'public/Arctic_Shores_Guide.pdf',
    // Fixed so a rebuild is byte-identical; move it on when the guide's text changes.
    date: new Date('2025-09-01T09:00:00Z'),
  },
] as const;

export type FreeGuide = (typeof freeGuides)[number];

export async function renderFreeGuide(guide: FreeGuide) {
  const outline = parseOutlineMarkdown(await readFile(path.join(projectRoot, guide.source), 'utf8'));
  return renderDocumentPdf({ ...outline, brand: site.name, date: guide.date });
}
