import type { Database } from '../../db/client';
import { HttpError } from '../../platform/errors';
import type { Viewer } from '../auth/viewer';
import { insertDrafts } from './coach-items';
import { readItemsCsv, type ImportError } from './item-csv';

export type ImportReport = { imported: number; errors: ImportError[] };

/** A CSV of 500 items with long passages fits well within this. */
export const maxCsvBytes = 1024 * 1024;

/**
 * A coach imports items from CSV: every good row becomes a draft (audit-logged like one
 * written by hand), every bad row is reported by its row and column and nothing of it is
 * stored. The good rows go in one transaction, so a failure stores none of them.
 */
export async function importPracticeItems(db: Database, { csv, coach }: { csv: string; coach: Viewer }): Promise<ImportReport> {
  const { items, errors } = readItemsCsv(csv);
  if (items.length > 0) await db.transaction((tx) => insertDrafts(tx, { inputs: items.map((each) => each.item), coach, action: 'practice.item.import' }));
  return { imported: items.length, errors };
}

/** The `file` field of a form (the page's, or a multipart post to the API) read as the CSV to import. */
export async function importPracticeItemsFile(db: Database, { file, coach }: { file: FormDataEntryValue | null; coach: Viewer }) {
  if (file === null || typeof file === 'string' || file.size === 0) {
    throw new HttpError(400, 'validation_failed', 'Some fields need attention.', { file: 'Choose a CSV file to import' });
  }
  if (file.size > maxCsvBytes) {
    throw new HttpError(413, 'too_large', 'The file is too large.', { file: 'The file is larger than 1 MB: import it in parts' });
  }
  return importPracticeItems(db, { csv: await file.text(), coach });
}
