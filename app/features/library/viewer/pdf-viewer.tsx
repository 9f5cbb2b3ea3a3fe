import { useEffect, useEffectEvent, useRef } from 'react';
import { Skeleton } from '~/components/ui/skeleton';
import { PdfPage } from './pdf-page';
import { useCopyProtection } from './use-copy-protection';
import { useNearPages } from './use-near-pages';
import { usePageNavigation } from './use-page-navigation';
import { usePdfDocument } from './use-pdf-document';
import { useZoom } from './use-zoom';
import { isPagingKey, viewerCommand } from './viewer-keys';
import { ViewerError } from './viewer-error';
import { ViewerToolbar } from './viewer-toolbar';
import { revealInWindow, windowScrollsFor } from './window-scroll';
import { A4_WIDTH_POINTS } from './zoom';

export type PdfViewerProps = {
  /** Resolves to a short-lived URL of the watermarked PDF (fetched with the session cookie). Called again on retry. */
  getDocumentUrl: () => Promise<string>;
  /** Accessible name of the viewer region. */
  title: string;
  /** 1-based. */
  initialPage?: number;
  /** Move focus to the pages on opening, so that the keyboard pages at once (the reader chose this document). */
  autoFocus?: boolean;
  onPageChange?: (page: number) => void;
};

/**
 * Premium document viewer drawn with pdf.js (never the browser's PDF plug-in, which would
 * offer download and print). Pages are drawn lazily as they near the viewport. It fills its
 * container and scrolls inside it, so give the parent a height that fits the screen: every
 * jump to a page scrolls the area, and the window too when the viewer is mostly off screen.
 *
 * `getDocumentUrl` is called when loading and on retry only; to show another document,
 * remount the viewer (`key={documentId}`).
 */
export function PdfViewer({ getDocumentUrl, title, initialPage = 1, autoFocus = false, onPageChange }: PdfViewerProps) {
  const regionRef = useRef<HTMLElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  useCopyProtection(regionRef);

  const { state, retry, fail } = usePdfDocument(getDocumentUrl);
  const pages = state.status === 'ready' ? state.pages : [];
  const pageCount = pages.length;

  const zoom = useZoom(scrollRef, state.status === 'ready' ? state.widestPagePoints : A4_WIDTH_POINTS);
  const { currentPage, goToPage, onScroll } = usePageNavigation(scrollRef, pageCount, initialPage, zoom.zoom);
  const near = useNearPages(scrollRef, pageCount, initialPage);

  const reportPage = useEffectEvent((page: number) => onPageChange?.(page));
  useEffect(() => {
    if (pageCount > 0) reportPage(currentPage);
  }, [currentPage, pageCount]);

  const showPage = (page: number) => {
    goToPage(page);
    if (regionRef.current) revealInWindow(regionRef.current);
  };

  const openedWithFocus = useEffectEvent(() => autoFocus);
  useEffect(() => {
    if (openedWithFocus()) scrollRef.current?.focus({ preventScroll: true });
    if (regionRef.current) revealInWindow(regionRef.current);
  }, []);
  // Again once the pages are in: web fonts and the page around the viewer may have moved it since.
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready && regionRef.current) revealInWindow(regionRef.current);
  }, [ready]);

  /** Returns whether the viewer took the key. */
  const handleKey = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) => {
    const root = scrollRef.current;
    if (pageCount === 0 || !root) return false;
    const command = viewerCommand(event, {
      page: currentPage,
      pageCount,
      scrollsSideways: root.scrollWidth > root.clientWidth,
    });
    if (command === null) return false;
    if (command === 'zoomIn') zoom.zoomIn();
    else if (command === 'zoomOut') zoom.zoomOut();
    else if (command === 'fit') zoom.fitToWidth();
    else showPage(command.goTo);
    return true;
  };

  // With nothing focused, paging keys the window has no use for (it cannot scroll that way) page the document.
  const onUnfocusedKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.target !== document.body || !isPagingKey(event.key)) return;
    if (!windowScrollsFor(event.key) && handleKey(event)) event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onUnfocusedKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const retryAndKeepFocus = () => {
    scrollRef.current?.focus(); // the button is about to disappear
    retry();
  };

  return (
    <section
      ref={regionRef}
      aria-label={title}
      onKeyDown={(event) => {
        if (!(event.target instanceof HTMLInputElement) && handleKey(event)) event.preventDefault();
      }}
      // The margins clear the sticky site header (h-16) when the window scrolls to the viewer.
      className="flex h-full w-full scroll-mt-20 scroll-mb-4 flex-col overflow-hidden rounded-lg border bg-card text-card-foreground"
    >
      <ViewerToolbar
        page={currentPage}
        pageCount={pageCount}
        zoom={zoom.zoom}
        isFit={zoom.isFit}
        canZoomIn={zoom.canZoomIn}
        canZoomOut={zoom.canZoomOut}
        disabled={pageCount === 0}
        onGoToPage={showPage}
        onZoomIn={zoom.zoomIn}
        onZoomOut={zoom.zoomOut}
        onFitToWidth={zoom.fitToWidth}
      />
      <div
        ref={scrollRef}
        role="document"
        aria-label={`${title}, pages`}
        aria-busy={state.status === 'loading'}
        tabIndex={0}
        onScroll={onScroll}
        className="relative min-h-0 flex-1 overflow-auto bg-muted p-3 [scrollbar-gutter:stable] focus-visible:-outline-offset-2 sm:p-5"
      >
        {state.status === 'ready' && (
          <div className="flex w-fit min-w-full flex-col items-center gap-4">
            {pages.map((page) => (
              <PdfPage
                key={page.pageNumber}
                page={page}
                zoom={zoom.zoom}
                pageCount={pageCount}
                near={near.has(page.pageNumber)}
                onError={fail}
              />
            ))}
          </div>
        )}
        {state.status === 'loading' && (
          <Skeleton className="mx-auto aspect-[210/297] w-full rounded-none bg-card shadow-md ring-1 ring-border" />
        )}
        {state.status === 'error' && <ViewerError onRetry={retryAndKeepFocus} />}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {state.status === 'loading' ? 'Loading document…' : pageCount > 0 ? `Page ${currentPage} of ${pageCount}` : ''}
      </p>
    </section>
  );
}
