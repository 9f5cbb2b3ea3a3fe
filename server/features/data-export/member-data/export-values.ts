/** Timestamps in the document are ISO 8601 in UTC. */
export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** A file in the ZIP: where it is stored, and where it goes in the archive. */
export type ExportFile = { storageKey: string; path: string };

/** A name safe as the last part of a path in any unzip tool: no separators, no dot files. */
const archiveName = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').replace(/^\.+/, '_') || 'file';

/**
 * A stored file of the member's as the document describes it (`files/<folder>/<id>-<name>`)
 * and as the ZIP writer fetches it: both from one place, so the two cannot disagree.
 */
export function exportedFile(storageKey: string, { folder, id, name, type, size }: { folder: string; id: string; name: string; type: string; size: number }) {
  const path = `files/${folder}/${id}-${archiveName(name)}`;
  return { entry: { path, name, type, size }, file: { storageKey, path } satisfies ExportFile };
}
