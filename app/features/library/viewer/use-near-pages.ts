import { type RefObject, useEffect, useState } from 'react';
import { pageElements, pageNumberOf } from './page-elements';

/** Pages within this distance of the visible area are drawn ahead of the reader. */
const NEAR_MARGIN = '150% 0px';

/**
 * Page numbers close enough to the viewport to be drawn; pages that leave the zone are
 * released to bound canvas memory. `seedPage` is drawn at once, before the observer reports.
 */
export function useNearPages(scrollRef: RefObject<HTMLElement | null>, pageCount: number, seedPage: number) {
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([seedPage]));

  useEffect(() => {
    const root = scrollRef.current;
    if (!root || pageCount === 0) return;
    const observer = new IntersectionObserver(
      (entries) =>
        setNear((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            if (entry.isIntersecting) next.add(pageNumberOf(entry.target));
            else next.delete(pageNumberOf(entry.target));
          }
          return next;
        }),
      { root, rootMargin: NEAR_MARGIN },
    );
    pageElements(root).forEach((page) => observer.observe(page));
    return () => observer.disconnect();
  }, [scrollRef, pageCount]);

  return near;
}
