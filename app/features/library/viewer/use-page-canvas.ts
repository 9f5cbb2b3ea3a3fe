import type { PageViewport, PDFPageProxy } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';
import { isCancellation } from './load-pdfjs';
import { canvasPixelRatio } from './zoom';

/**
 * Draws the page into a fresh canvas while it is near the viewport and swaps it in when done,
 * so a zoom shows the old drawing (stretched) rather than a blank page. Far pages give their
 * canvas back.
 */
export function usePageCanvas(page: PDFPageProxy, viewport: PageViewport, near: boolean, onError: () => void) {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    if (!near) {
      releaseCanvases(host);
      return;
    }
    let active = true;
    const ratio = canvasPixelRatio(window.devicePixelRatio);
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.className = 'block size-full';
    const task = page.render({
      canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    });
    task.promise.then(
      () => {
        if (!active) return;
        canvas.dataset.rendered = 'true';
        releaseCanvases(host);
        host.append(canvas);
      },
      (error: unknown) => {
        if (active && !isCancellation(error)) onError();
      },
    );
    return () => {
      active = false;
      task.cancel();
    };
  }, [page, viewport, near, onError]);

  return hostRef;
}

/** Zeroing the size frees the bitmap now rather than at the next garbage collection. */
function releaseCanvases(host: HTMLElement) {
  for (const canvas of host.querySelectorAll('canvas')) {
    canvas.width = 0;
    canvas.height = 0;
  }
  host.replaceChildren();
}
