import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { collections as catalogue, questionBank } from '../../../content/library/collections';
import { site } from '../../../content/site';
import { collections, libraryItems } from '../../db/schema';
import type { Services } from '../kit/context';
import { projectRoot } from '../../platform/paths';
import { parseOutlineMarkdown } from '../../platform/pdf/markdown-outline';
import { renderDocumentPdf } from '../../platform/pdf/render-document';

const libraryDir = path.join(projectRoot, 'content/library');

/** Private storage key for a version of an item's document (never guessable from outside). */
export const documentKey = (collectionSlug: string, itemSlug: string) =>
  `library/${collectionSlug}/${itemSlug}/${randomUUID()}.pdf`;

type SourceItem = { slug: string; position: number; file: string };

async function sourceItems(collectionSlug: string): Promise<SourceItem[]> {
  if (collectionSlug === questionBank.slug) return [{ slug: questionBank.slug, position: 1, file: path.join(libraryDir, 'interview-question-bank.md') }];
  const files = (await readdir(path.join(libraryDir, collectionSlug))).filter((f) => f.endsWith('.md')).sort();
  return files.map((file, index) => ({
    slug: file.replace(/^\d+-/, '').replace(/\.md$/, ''),
    position: index + 1,
    file: path.join(libraryDir, collectionSlug, file),
  }));
}

/**
 * Each source's rendered PDF, made once per process: rendering all 63 takes seconds, and a
 * process that seeds several databases (the test suites) would otherwise pay it each time.
 * The bytes only depend on the source file and the fixed date, so a copy is always right.
 */
const rendered = new Map<string, Promise<Uint8Array>>();
function renderSource(file: string) {
  let pdf = rendered.get(file);
  if (!pdf) {
    pdf = readFile(file, 'utf8').then((markdown) =>
      renderDocumentPdf({ ...parseOutlineMarkdown(markdown), brand: site.name, date: new Date('2025-09-01T09:00:00Z') }),
    );
    pdf.catch(() => rendered.delete(file));
    rendered.set(file, pdf);
  }
  return pdf;
}

/** Renders an outline into the stored PDF and returns what the item row needs. */
export async function storeDocument(
  storage: Services['storage'],
  key: string,
  pdf: Uint8Array,
) {
  await storage.put(key, Readable.from([Buffer.from(pdf)]));
  const pageCount = (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
  return { documentKey: key, pageCount };
}

/**
 * Idempotent: inserts the collections and items that are missing and renders their
 * documents. What a coach has edited since (titles, order, documents) is left alone.
 */
export async function seedLibrary({ db, storage, logger }: Pick<Services, 'db' | 'storage' | 'logger'>) {
  const definitions = [
    ...catalogue.map((c, index) => ({ ...c, position: index + 1, listed: true })),
    { ...questionBank, intro: questionBank.description, kind: 'guide' as const, icon: 'messages', position: 99, listed: false },
  ];
  let created = 0;
  for (const definition of definitions) {
    await db
      .insert(collections)
      .values({
        slug: definition.slug,
        title: definition.title,
        description: definition.description,
        intro: definition.intro,
        path: definition.path,
        kind: definition.kind,
        icon: definition.icon,
        position: definition.position,
        listed: definition.listed,
      })
      .onConflictDoNothing();

    for (const item of await sourceItems(definition.slug)) {
      const [existing] = await db
        .select({ id: libraryItems.id, documentKey: libraryItems.documentKey })
        .from(libraryItems)
        .where(and(eq(libraryItems.collectionSlug, definition.slug), eq(libraryItems.slug, item.slug)));
      if (existing && (await storage.exists(existing.documentKey))) continue;

      const outline = parseOutlineMarkdown(await readFile(item.file, 'utf8'));
      const pdf = await renderSource(item.file);
      const stored = await storeDocument(storage, documentKey(definition.slug, item.slug), pdf);
      if (existing) {
        await db.update(libraryItems).set(stored).where(eq(libraryItems.id, existing.id));
      } else {
        await db.insert(libraryItems).values({
          collectionSlug: definition.slug,
          slug: item.slug,
          title: outline.title,
          description: outline.description ?? '',
          position: item.position,
          ...stored,
        });
      }
      created++;
    }
  }
  if (created > 0) logger.info({ documents: created }, 'library documents rendered');
}
