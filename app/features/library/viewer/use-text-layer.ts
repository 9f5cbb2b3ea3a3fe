import type { PageViewport, PDFPageProxy, TextLayer } from 'pdfjs-dist';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isCancellation, loadPdfjs } from './load-pdfjs';

/**
 * pdf.js's text layer: invisible text positioned over the canvas so that screen readers can
 * read the page. Built the first time the page comes near and then kept (it is cheap DOM);
 * a zoom only re-measures it.
 */
export function useTextLayer(page: PDFPageProxy, viewport: PageViewport, near: boolean) {
  const hostRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<TextLayer | null>(null);
  const [wanted, setWanted] = useState(near);
  if (near && !wanted) setWanted(true);
  const currentViewport = useEffectEvent(() => viewport);

  useEffect(() => {
    const host = hostRef.current;
    if (!wanted || !host) return;
    let layer: TextLayer | undefined;
    let cancelled = false;
    loadPdfjs()
      .then(({ TextLayer }) => {
        if (cancelled) return;
        layer = new TextLayer({ textContentSource: page.streamTextContent(), container: host, viewport: currentViewport() });
        layerRef.current = layer;
        return layer.render();
      })
      .catch((error: unknown) => {
        // The canvas still shows the page; only the screen-reader text is missing.
        if (!isCancellation(error)) host.replaceChildren();
      });
    return () => {
      cancelled = true;
      layer?.cancel();
      layerRef.current = null;
      host.replaceChildren();
    };
  }, [page, wanted]);

  useEffect(() => {
    layerRef.current?.update({ viewport });
  }, [viewport]);

  return hostRef;
}
