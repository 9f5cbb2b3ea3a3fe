import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { z } from 'zod';
import { libraryItems } from '../../db/schema';
import type { Services } from '../kit/context';
import { HttpError, notFound } from '../../platform/errors';
import { plainText } from '../../platform/http-kit/text.schema';
import type { Viewer } from '../auth/viewer';
import { receiveDocument } from '../uploads/receive-document';
import { addItem, replaceItemDocument } from './library-admin';

const newItemFields = z.object({
  title: plainText(160, 'Title must be at most 160 characters').pipe(z.string().min(1, 'Title is required')),
  description: plainText(300, 'Description must be at most 300 characters').default(''),
});

type LibraryServices = Pick<Services, 'db' | 'storage' | 'invalidations'>;

/**
 * Streams a coach's PDF into private storage (checked by content, size-limited) and reads
 * its page count; a file that is not a readable PDF is removed again.
 */
async function receiveLibraryPdf({ storage }: LibraryServices, request: Request, collectionSlug: string) {
  const key = `library/${collectionSlug}/${randomUUID()}/${randomUUID()}.pdf`;
  const received = await receiveDocument(storage, request, { key, accept: ['pdf'] });
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
    const pageCount = (await PDFDocument.load(Buffer.concat(chunks), { updateMetadata: false })).getPageCount();
    return { key, pageCount, fields: received.fields };
  } catch {
    await storage.delete(key);
    throw new HttpError(415, 'unsupported_type', 'That PDF could not be read. Please export it again and retry.');
  }
}

/** A coach replaces an item's document; the next signed link serves the new one. */
export async function replaceItemDocumentFromUpload(
  services: LibraryServices,
  { itemId, request, coach }: { itemId: string; request: Request; coach: Viewer },
) {
  if (!z.uuid().safeParse(itemId).success) throw notFound('No such item');
  const [item] = await services.db
    .select({ collectionSlug: libraryItems.collectionSlug })
    .from(libraryItems)
    .where(eq(libraryItems.id, itemId));
  if (!item) throw notFound('No such item');
  const document = await receiveLibraryPdf(services, request, item.collectionSlug);
  await replaceItemDocument(services, { itemId, document, coach });
  return { pageCount: document.pageCount };
}

/** A coach adds an item (title, description and its PDF) at the end of a collection. */
export async function addItemFromUpload(
  services: LibraryServices,
  { slug, request, coach }: { slug: string; request: Request; coach: Viewer },
) {
  const document = await receiveLibraryPdf(services, request, slug);
  const fields = newItemFields.safeParse(document.fields);
  if (!fields.success) {
    await services.storage.delete(document.key);
    const messages = Object.fromEntries(
      fields.error.issues.map((issue) => [String(issue.path[0] ?? '_'), issue.message]),
    );
    throw new HttpError(400, 'validation_failed', 'Some fields need attention.', messages);
  }
  try {
    return await addItem(services, { slug, ...fields.data, document, coach });
  } catch (error) {
    await services.storage.delete(document.key);
    throw error;
  }
}
