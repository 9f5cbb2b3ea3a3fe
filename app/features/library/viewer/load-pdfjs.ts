import type * as PdfJsModule from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

type PdfJs = typeof PdfJsModule;

let pdfjs: Promise<PdfJs> | undefined;

/**
 * pdf.js is imported on first use so that it lands in its own chunk, fetched only by pages
 * that show a document. The worker is a same-origin hashed asset, as the CSP requires.
 */
export function loadPdfjs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist').then(
    (module) => {
      module.GlobalWorkerOptions.workerSrc = workerUrl;
      return module;
    },
    (error: unknown) => {
      pdfjs = undefined; // a failed chunk load (e.g. just after a deploy) may succeed on retry
      throw error;
    },
  );
  return pdfjs;
}

/** pdf.js rejects with these when we cancel work ourselves; they are not failures. */
export function isCancellation(error: unknown): boolean {
  return error instanceof Error && (error.name === 'RenderingCancelledException' || error.name === 'AbortException');
}
