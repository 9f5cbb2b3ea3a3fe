import { pagesForward } from './viewer-keys';

/** Whether the browser would scroll the window for this paging key if the viewer left it alone. */
export function windowScrollsFor(key: string): boolean {
  const scroller = document.scrollingElement ?? document.documentElement;
  const sideways = key.startsWith('Arrow');
  const position = sideways ? scroller.scrollLeft : scroller.scrollTop;
  const room = sideways ? scroller.scrollWidth - scroller.clientWidth : scroller.scrollHeight - scroller.clientHeight;
  return pagesForward(key) ? position < room - 1 : position > 0;
}

/**
 * Scrolls the window to the element (which is sized to fit the screen) when any of it is hidden
 * and it fits between the sticky site header its `scroll-margin-top` clears and the window's
 * foot: on a wide screen the collection's heading would otherwise push the reading area's foot
 * below the window. The sum is done here because `scrollIntoView` leaves a sticky element where
 * it is. An element taller than that is scrolled to when its top is hidden or less than half of
 * it shows (a phone, below the list).
 */
export function revealInWindow(element: HTMLElement) {
  const { top, bottom, height } = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const coveredTop = parseFloat(style.scrollMarginTop) || 0;
  const footMargin = parseFloat(style.scrollMarginBottom) || 0;
  if (height <= window.innerHeight - coveredTop - footMargin) {
    const by = top < coveredTop ? top - coveredTop : bottom > window.innerHeight ? bottom + footMargin - window.innerHeight : 0;
    if (by !== 0) window.scrollBy({ top: by });
    return;
  }
  const shown = Math.min(bottom, window.innerHeight) - Math.max(top, coveredTop);
  if (top < coveredTop || shown < height / 2) element.scrollIntoView({ block: 'nearest' });
}
