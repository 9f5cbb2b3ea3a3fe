import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { findPage, pageElements, pageNumberOf } from './page-elements';

/** Space kept above a page we jump to, so its top edge stays visible. */
const JUMP_MARGIN_PX = 12;

/** Where the reader is: a page, how far down it the area's top edge is, and the horizontal centre. */
type Anchor = { page: number; fraction: number; horizontal: number };

const clampPage = (page: number, pageCount: number) =>
  Number.isFinite(page) ? Math.min(Math.max(Math.round(page), 1), pageCount) : 1;

/**
 * Tracks the current page and moves the reader between pages inside the scroll area.
 *
 * The current page is the one filling most of the area. After a jump the requested page is
 * "pinned" until the reader scrolls by hand, which is any scroll that did not come from a
 * jump (wheel, touch, scrollbar, arrow keys, find in page): near the end of a document the
 * last pages cannot reach the top, so "most visible" would contradict the page asked for.
 * When page sizes change (`layoutKey`: zoom or resize) the same spot stays in view.
 */
export function usePageNavigation(
  scrollRef: RefObject<HTMLElement | null>,
  pageCount: number,
  initialPage: number,
  layoutKey: number,
) {
  const [currentPage, setCurrentPage] = useState(initialPage);
  const pinned = useRef<number | null>(initialPage);
  const jumpScrollTop = useRef<number | null>(null);
  const anchor = useRef<Anchor | null>(null);

  const scrollToPage = useCallback((root: HTMLElement, page: number) => {
    const element = findPage(root, page);
    if (!element) return;
    root.scrollTop = element.offsetTop - JUMP_MARGIN_PX;
    // A page wider than the area (a phone at a readable size) starts at its left edge, where its lines begin.
    root.scrollLeft = element.offsetLeft - JUMP_MARGIN_PX;
    jumpScrollTop.current = root.scrollTop; // read back: the browser clamps it as its scroll event will
  }, []);

  const goToPage = useCallback(
    (page: number) => {
      const root = scrollRef.current;
      if (!root || pageCount === 0) return;
      const target = clampPage(page, pageCount);
      pinned.current = target;
      setCurrentPage(target);
      scrollToPage(root, target);
    },
    [scrollRef, pageCount, scrollToPage],
  );

  const onScroll = useCallback(() => {
    const root = scrollRef.current;
    if (!root) return;
    anchor.current = measureAnchor(root);
    const fromJump = jumpScrollTop.current !== null && Math.abs(root.scrollTop - jumpScrollTop.current) <= 1;
    if (fromJump && pinned.current !== null) return;
    pinned.current = null;
    jumpScrollTop.current = null;
    const page = mostVisiblePage(root);
    if (page !== null) setCurrentPage(page);
  }, [scrollRef]);

  // Runs before paint, so a zoom never flashes the wrong part of the document.
  useLayoutEffect(() => {
    const root = scrollRef.current;
    if (!root || pageCount === 0) return;
    if (pinned.current !== null) {
      pinned.current = clampPage(pinned.current, pageCount);
      scrollToPage(root, pinned.current);
    } else if (anchor.current) {
      restoreAnchor(root, anchor.current);
    }
    if (anchor.current) root.scrollLeft = anchor.current.horizontal * root.scrollWidth - root.clientWidth / 2;
  }, [scrollRef, pageCount, layoutKey, scrollToPage]);

  return { currentPage: pageCount > 0 ? clampPage(currentPage, pageCount) : currentPage, goToPage, onScroll };
}

function mostVisiblePage(root: HTMLElement): number | null {
  const top = root.scrollTop;
  const bottom = top + root.clientHeight;
  let best: number | null = null;
  let bestShown = 0;
  for (const element of pageElements(root)) {
    const shown = Math.min(bottom, element.offsetTop + element.offsetHeight) - Math.max(top, element.offsetTop);
    if (shown > bestShown) {
      best = pageNumberOf(element);
      bestShown = shown;
    }
  }
  return best;
}

function measureAnchor(root: HTMLElement): Anchor | null {
  const top = root.scrollTop;
  const horizontal = root.scrollWidth > 0 ? (root.scrollLeft + root.clientWidth / 2) / root.scrollWidth : 0.5;
  for (const element of pageElements(root)) {
    if (element.offsetTop + element.offsetHeight > top) {
      return { page: pageNumberOf(element), fraction: (top - element.offsetTop) / element.offsetHeight, horizontal };
    }
  }
  return null;
}

function restoreAnchor(root: HTMLElement, { page, fraction }: Anchor) {
  const element = findPage(root, page);
  if (element) root.scrollTop = element.offsetTop + fraction * element.offsetHeight;
}
