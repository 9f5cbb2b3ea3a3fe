import type { PDFDocumentLoadingTask, PDFPageProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { loadPdfjs } from './load-pdfjs';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; pages: PDFPageProxy[]; widestPagePoints: number };

/**
 * Loads the document behind a freshly requested URL (signed links expire, so a retry asks
 * for a new one). Every page proxy is fetched up front: their sizes give the placeholders
 * their final height before anything is drawn, and the widest one sets fit-to-width.
 */
export function usePdfDocument(getDocumentUrl: () => Promise<string>) {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const requestUrl = useEffectEvent(() => getDocumentUrl());

  useEffect(() => {
    let cancelled = false;
    let task: PDFDocumentLoadingTask | undefined;
    const load = async () => {
      const [pdfjs, url] = await Promise.all([loadPdfjs(), requestUrl()]);
      if (cancelled) return;
      // Standard fonts only: no font or cMap URLs, nothing leaves our origin.
      task = pdfjs.getDocument({ url, withCredentials: true, isEvalSupported: false });
      const document = await task.promise;
      const pages = await Promise.all(
        Array.from({ length: document.numPages }, (_, index) => document.getPage(index + 1)),
      );
      const widestPagePoints = Math.max(...pages.map((page) => page.getViewport({ scale: 1 }).width));
      if (!cancelled) setState({ status: 'ready', pages, widestPagePoints });
    };
    load().catch(() => {
      if (!cancelled) setState({ status: 'error' });
    });
    return () => {
      cancelled = true;
      void task?.destroy(); // also destroys the document and terminates its worker
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const fail = useCallback(() => setState({ status: 'error' }), []);

  return { state, retry, fail };
}
