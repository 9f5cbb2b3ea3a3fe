import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';
import { canZoomIn, canZoomOut, nextZoomIn, nextZoomOut, readableFitZoom } from './zoom';

/**
 * Zoom state: "fit" (the default) follows the scroll area's content width, re-fitting on
 * resize, but never below a readable size; a number is a zoom the reader chose.
 */
export function useZoom(scrollRef: RefObject<HTMLElement | null>, pageWidthPoints: number) {
  const [mode, setMode] = useState<'fit' | number>('fit');
  const availableWidth = useContentWidth(scrollRef);
  const zoom = mode === 'fit' ? readableFitZoom(availableWidth, pageWidthPoints) : mode;

  return {
    zoom,
    isFit: mode === 'fit',
    canZoomIn: canZoomIn(zoom),
    canZoomOut: canZoomOut(zoom),
    zoomIn: useCallback(() => setMode(nextZoomIn(zoom)), [zoom]),
    zoomOut: useCallback(() => setMode(nextZoomOut(zoom)), [zoom]),
    fitToWidth: useCallback(() => setMode('fit'), []),
  };
}

/** Width inside the element's padding, measured before first paint and on every resize. */
function useContentWidth(ref: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const style = getComputedStyle(element);
    setWidth(element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
