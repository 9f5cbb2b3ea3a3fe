import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { uploads } from '../../../db/schema';
import type { ExportDocument } from '../export-document.schema';
import { exportedFile, iso, type ExportFile } from './export-values';

/** The documents the member uploaded, described and, as files, put in the ZIP beside `data.json`. */
export async function readUploads(db: Database, { userId }: { userId: string }): Promise<{ uploads: ExportDocument['uploads']; files: ExportFile[] }> {
  const rows = await db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(asc(uploads.createdAt));
  const described = rows.map((row) => ({ row, ...exportedFile(row.storageKey, { folder: 'uploads', id: row.id, name: row.name, type: row.type, size: row.size }) }));
  return {
    uploads: described.map(({ row, entry }) => ({ id: row.id, createdAt: iso(row.createdAt), ...entry })),
    files: described.map(({ file }) => file),
  };
}
