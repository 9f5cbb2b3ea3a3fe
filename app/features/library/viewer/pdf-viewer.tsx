import { type KeyboardEvent, useEffect, useEffectEvent, useRef } from 'react';
import { Skeleton } from '~/components/ui/skeleton';
import { PdfPage } from './pdf-page';
import { useCopyProtection } from './use-copy-protection';
import { useNearPages } from './use-near-pages';
import { usePageNavigation } from './use-page-navigation';
import { usePdfDocument } from './use-pdf-document';
import { useZoom } from './use-zoom';
import { isScrollKey, viewerAction } from './viewer-keys';
import { ViewerError } from './viewer-error';
import { ViewerToolbar } from './viewer-toolbar';
import { A4_WIDTH_POINTS } from './zoom';

export type PdfViewerProps = {
  /** Resolves to a short-lived URL of the watermarked PDF (fetched with the session cookie). Called again on retry. */
  getDocumentUrl: () => Promise<string>;
  /** Accessible name of the viewer region. */
  title: string;
  /** 1-based. */
  initialPage?: number;
  onPageChange?: (page: number) => void;
};

/**
 * Premium document viewer drawn with pdf.js (never the browser's PDF plug-in, which would
 * offer download and print). Pages are drawn lazily as they near the viewport. It fills its
 * container, so give the parent a height.
 *
 * `getDocumentUrl` is called when loading and on retry only; to show another document,
 * remount the viewer (`key={documentId}`).
 */
export function PdfViewer({ getDocumentUrl, title, initialPage = 1, onPageChange }: PdfViewerProps) {
  const regionRef = useRef<HTMLElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  useCopyProtection(regionRef);

  const { state, retry, fail } = usePdfDocument(getDocumentUrl);
  const pages = state.status === 'ready' ? state.pages : [];
  const pageCount = pages.length;

  const zoom = useZoom(scrollRef, state.status === 'ready' ? state.widestPagePoints : A4_WIDTH_POINTS);
  const { currentPage, goToPage, unpin, onScroll } = usePageNavigation(scrollRef, pageCount, initialPage, zoom.zoom);
  const near = useNearPages(scrollRef, pageCount, initialPage);

  const reportPage = useEffectEvent((page: number) => onPageChange?.(page));
  useEffect(() => {
    if (pageCount > 0) reportPage(currentPage);
  }, [currentPage, pageCount]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (pageCount === 0 || event.target instanceof HTMLInputElement) return;
    const action = viewerAction(event);
    if (action === null) {
      if (isScrollKey(event.key)) unpin();
      return;
    }
    event.preventDefault();
    if (action === 'next') goToPage(currentPage + 1);
    else if (action === 'previous') goToPage(currentPage - 1);
    else if (action === 'first') goToPage(1);
    else if (action === 'last') goToPage(pageCount);
    else if (action === 'zoomIn') zoom.zoomIn();
    else if (action === 'zoomOut') zoom.zoomOut();
    else zoom.fitToWidth();
  };

  const retryAndKeepFocus = () => {
    scrollRef.current?.focus(); // the button is about to disappear
    retry();
  };

  return (
    <section
      ref={regionRef}
      aria-label={title}
      onKeyDown={onKeyDown}
      className="flex h-full min-h-96 w-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground"
    >
      <ViewerToolbar
        page={currentPage}
        pageCount={pageCount}
        zoom={zoom.zoom}
        isFit={zoom.isFit}
        canZoomIn={zoom.canZoomIn}
        canZoomOut={zoom.canZoomOut}
        disabled={pageCount === 0}
        onGoToPage={goToPage}
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
        onWheel={unpin}
        onTouchStart={unpin}
        onPointerDown={unpin}
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
