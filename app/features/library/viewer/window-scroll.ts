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
 * Scrolls the window to the element (which is sized to fit the screen) when its top is hidden,
 * above the window or under the sticky site header its `scroll-margin-top` clears, or when
 * less than half of it shows: on a phone the viewer sits below the list.
 */
export function revealInWindow(element: HTMLElement) {
  const { top, bottom, height } = element.getBoundingClientRect();
  const coveredTop = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const shown = Math.min(bottom, window.innerHeight) - Math.max(top, coveredTop);
  if (top < coveredTop || shown < height / 2) element.scrollIntoView({ block: 'nearest' });
}
