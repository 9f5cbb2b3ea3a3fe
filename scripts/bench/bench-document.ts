import { PDFDocument, StandardFonts } from 'pdf-lib';
import { z } from 'zod';
import { apiJson, fetchApi, type Session } from './session';

export const benchPageCount = 20;
const benchTitle = 'Bench: twenty-page document';
/** A collection with several items, so the viewer is opened by clicking the item's button. */
const uploadCollection = 'firm-profiles';

/** A library item as the bench uses it: enough to fetch it and to find its button on the page. */
export type BenchItem = { id: string; title: string; pageCount: number; collectionPath: string; itemsInCollection: number };

export type BenchDocuments = {
  /** The document whose watermarked PDF is timed under load. */
  pdf: BenchItem;
  /** The document opened in the viewer: the same one unless it has no button to click. */
  viewer: BenchItem;
  /** How the documents were chosen, printed with the results. */
  note: string;
};

/** A text-heavy A4 document like the seeded guides (which pdf-lib renders the same way). */
export async function makeBenchPdf(pages = benchPageCount): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const line = 'Commercial awareness means knowing how a deal, a market shift or a regulation changes what a client needs.';
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Section ${n} of ${pages}`, { x: 56, y: 780, size: 18, font: bold });
    for (let row = 0; row < 48; row++) page.drawText(`${row + 1}. ${line}`, { x: 56, y: 750 - row * 14, size: 9, font });
  }
  return doc.save();
}

const itemsSchema = z.object({
  collection: z.object({ path: z.string() }),
  items: z.array(z.object({ id: z.string(), title: z.string(), pageCount: z.number() })),
});
const collectionsSchema = z.object({ collections: z.array(z.object({ slug: z.string() })) });

async function collectionItems(session: Session, slug: string): Promise<BenchItem[]> {
  const { collection, items } = await apiJson(session, `/api/library/${slug}`, itemsSchema);
  return items.map((item) => ({ ...item, collectionPath: collection.path, itemsInCollection: items.length }));
}

/**
 * Uploads a 20-page document as a coach through `POST /api/admin/library/:slug/items`.
 * Without an item, the reason says why (the route may not exist yet).
 */
async function uploadBenchDocument(coach: Session): Promise<{ item?: BenchItem; reason: string }> {
  const form = new FormData();
  form.append('title', benchTitle);
  form.append('description', `A generated ${benchPageCount}-page document for npm run bench.`);
  form.append('file', new Blob([new Uint8Array(await makeBenchPdf())], { type: 'application/pdf' }), 'bench.pdf');
  const response = await fetchApi(coach, `/api/admin/library/${uploadCollection}/items`, { method: 'POST', body: form });
  const text = await response.text();
  if (!response.ok) return { reason: `POST /api/admin/library/${uploadCollection}/items answered ${response.status} ${text.slice(0, 120)}` };
  const item = (await collectionItems(coach, uploadCollection)).find((candidate) => candidate.title === benchTitle);
  return item ? { item, reason: 'uploaded' } : { reason: 'the uploaded item is not listed in its collection' };
}

const largest = (items: BenchItem[]) => items.reduce((a, b) => (b.pageCount > a.pageCount ? b : a));

/**
 * The 20-page document when the coach upload works; otherwise the largest seeded item
 * for the PDF timing and the largest one with a list button for the viewer timing
 * (a single-item collection opens its document without a click).
 */
export async function prepareBenchDocuments(coach: Session): Promise<BenchDocuments> {
  const upload = await uploadBenchDocument(coach);
  if (upload.item) {
    return { pdf: upload.item, viewer: upload.item, note: `generated ${upload.item.pageCount}-page document uploaded to ${uploadCollection}` };
  }
  // The coach's list includes unlisted collections (the question bank).
  const { collections } = await apiJson(coach, '/api/admin/library', collectionsSchema);
  const all = (await Promise.all(collections.map((c) => collectionItems(coach, c.slug)))).flat();
  if (all.length === 0) throw new Error('the library has no items');
  const pdf = largest(all);
  const clickable = all.filter((item) => item.itemsInCollection > 1);
  const viewer = clickable.length > 0 ? largest(clickable) : pdf;
  return {
    pdf,
    viewer,
    note:
      `FALLBACK (${upload.reason}): no ${benchPageCount}-page document; PDF timed on the largest seeded item ` +
      `"${pdf.title}" (${pdf.pageCount} pages), viewer on "${viewer.title}" (${viewer.pageCount} pages)`,
  };
}
