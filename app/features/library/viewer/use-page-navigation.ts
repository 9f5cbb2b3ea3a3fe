import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { findPage, pageElements, pageNumberOf } from './page-elements';

/** Fine-grained thresholds so the observer reports as pages slide in and out. */
const THRESHOLDS = Array.from({ length: 21 }, (_, index) => index / 20);

/** Space kept above a page we jump to, so its top edge stays visible. */
const JUMP_MARGIN_PX = 12;

type Anchor = { page: number; fraction: number; horizontal: number };

/**
 * Tracks the current page and moves the reader between pages.
 *
 * The current page is the one taking most of the viewport. After a jump the requested page
 * is "pinned" until the reader scrolls by hand: near the end of a document the last pages
 * cannot reach the top, so "most visible" would contradict the page they asked for.
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
  const visibleHeights = useRef(new Map<number, number>());
  const anchor = useRef<Anchor | null>(null);

  useEffect(() => {
    const root = scrollRef.current;
    if (!root || pageCount === 0) return;
    const heights = visibleHeights.current;
    heights.clear();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          heights.set(pageNumberOf(entry.target), entry.isIntersecting ? entry.intersectionRect.height : 0);
        }
        const page = mostVisiblePage(heights);
        if (pinned.current === null && page !== null) setCurrentPage(page);
      },
      { root, threshold: THRESHOLDS },
    );
    pageElements(root).forEach((page) => observer.observe(page));
    return () => observer.disconnect();
  }, [scrollRef, pageCount]);

  const goToPage = useCallback(
    (page: number) => {
      const root = scrollRef.current;
      if (!root || pageCount === 0) return;
      const target = Number.isFinite(page) ? Math.min(Math.max(Math.round(page), 1), pageCount) : 1;
      pinned.current = target;
      setCurrentPage(target);
      scrollToPage(root, target);
    },
    [scrollRef, pageCount],
  );

  /** The reader scrolls by hand: follow what they see again. */
  const unpin = useCallback(() => {
    if (pinned.current === null) return;
    pinned.current = null;
    const page = mostVisiblePage(visibleHeights.current);
    if (page !== null) setCurrentPage(page);
  }, []);

  const onScroll = useCallback(() => {
    if (scrollRef.current) anchor.current = measureAnchor(scrollRef.current);
  }, [scrollRef]);

  // Runs before paint, so a zoom never flashes the wrong part of the document.
  useLayoutEffect(() => {
    const root = scrollRef.current;
    if (!root || pageCount === 0) return;
    if (pinned.current !== null) goToPage(pinned.current);
    else if (anchor.current) restoreAnchor(root, anchor.current);
  }, [scrollRef, pageCount, layoutKey, goToPage]);

  return { currentPage, goToPage, unpin, onScroll };
}

function mostVisiblePage(heights: ReadonlyMap<number, number>): number | null {
  let best: number | null = null;
  let bestHeight = 0;
  for (const [page, height] of heights) {
    if (height <= 0) continue;
    if (best === null || height > bestHeight || (height === bestHeight && page < best)) {
      best = page;
      bestHeight = height;
    }
  }
  return best;
}

function scrollToPage(root: HTMLElement, page: number) {
  const element = findPage(root, page);
  if (element) root.scrollTop = element.offsetTop - JUMP_MARGIN_PX;
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

function restoreAnchor(root: HTMLElement, { page, fraction, horizontal }: Anchor) {
  const element = findPage(root, page);
  if (!element) return;
  root.scrollTop = element.offsetTop + fraction * element.offsetHeight;
  root.scrollLeft = horizontal * root.scrollWidth - root.clientWidth / 2;
}
