import type { PDFPageProxy } from 'pdfjs-dist';
import { type CSSProperties, memo, useMemo } from 'react';
import { usePageCanvas } from './use-page-canvas';
import { useTextLayer } from './use-text-layer';
import { CSS_PX_PER_PDF_POINT } from './zoom';

/**
 * The essentials of pdf.js's `.textLayer` rules (web/pdf_viewer.css): spans sit absolutely,
 * sized from `--total-scale-factor` and the per-span variables pdf.js sets. On top of that the
 * text is transparent, unselectable and lets clicks through; forced-colour mode must not
 * repaint it visible.
 */
const textLayerClasses = [
  'absolute inset-0 overflow-clip leading-none origin-top-left select-none pointer-events-none forced-color-adjust-none',
  '[--text-scale-factor:calc(var(--total-scale-factor)*var(--min-font-size))] [--min-font-size-inv:calc(1/var(--min-font-size))]',
  '[&_:is(span,br)]:absolute [&_:is(span,br)]:whitespace-pre [&_:is(span,br)]:text-transparent [&_:is(span,br)]:origin-top-left',
  '[&_span]:[font-size:calc(var(--text-scale-factor)*var(--font-height))]',
  '[&_span]:[transform:rotate(var(--rotate,0deg))_scaleX(var(--scale-x,1))_scale(var(--min-font-size-inv))]',
  '[&_.markedContent]:contents',
].join(' ');

type PdfPageProps = {
  page: PDFPageProxy;
  zoom: number;
  pageCount: number;
  /** Close enough to the viewport to be drawn. */
  near: boolean;
  onError: () => void;
};

/** One page: a placeholder of the final size, its canvas once drawn, and the text layer. */
export const PdfPage = memo(function PdfPage({ page, zoom, pageCount, near, onError }: PdfPageProps) {
  const viewport = useMemo(() => page.getViewport({ scale: zoom * CSS_PX_PER_PDF_POINT }), [page, zoom]);
  const canvasRef = usePageCanvas(page, viewport, near, onError);
  const textRef = useTextLayer(page, viewport, near);
  const style = {
    width: Math.floor(viewport.width),
    height: Math.floor(viewport.height),
    '--total-scale-factor': viewport.scale,
    '--scale-round-x': '1px',
    '--scale-round-y': '1px',
  } as CSSProperties;

  return (
    <div
      role="group"
      aria-label={`Page ${page.pageNumber} of ${pageCount}`}
      data-page-number={page.pageNumber}
      className="relative shrink-0 bg-white shadow-md ring-1 ring-border"
      style={style}
    >
      <div ref={canvasRef} aria-hidden="true" className="absolute inset-0" />
      <div ref={textRef} className={textLayerClasses} />
    </div>
  );
});
