import { fileTypeFromBuffer, fileTypeFromStream } from 'file-type';
import { pullStream } from '../../platform/storage/pull-stream';
import type { FileStorage } from '../../platform/storage/storage';

/** The documents we accept, as stored and served, each told by its content, never by its name. */
export const documentKinds = {
  pdf: { mime: 'application/pdf', extension: 'pdf', label: 'PDF' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    label: 'DOCX',
  },
  doc: { mime: 'application/msword', extension: 'doc', label: 'DOC' },
} as const;
export type DocumentKind = keyof typeof documentKinds;

/** "PDF, DOCX or DOC". */
export const describeKinds = (kinds: readonly DocumentKind[]) =>
  new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(kinds.map((kind) => documentKinds[kind].label));

/** How many leading bytes are read to tell the type (file-type's own sample size). */
export const sniffBytes = 4100;

/**
 * The kind the first bytes prove, `'zip'` when they show a ZIP whose entries decide (a
 * DOCX whose `[Content_Types].xml` is not near the start), or undefined. Legacy DOC is an
 * OLE compound file, which file-type reports as 'cfb'.
 */
export async function sniffDocument(
  head: Uint8Array,
  accept: readonly DocumentKind[],
): Promise<DocumentKind | 'zip' | undefined> {
  const detected = (await fileTypeFromBuffer(head))?.ext;
  const kind = detected === 'cfb' ? 'doc' : detected;
  if (kind === 'zip' && accept.includes('docx')) return 'zip';
  return accept.find((candidate) => candidate === kind);
}

/** Reads a stored ZIP's entries to tell whether it is a Word document. */
export async function isStoredDocx(storage: FileStorage, key: string) {
  const stream = await storage.get(key);
  try {
    return (await fileTypeFromStream(pullStream(stream)))?.ext === 'docx';
  } finally {
    stream.destroy();
  }
}
