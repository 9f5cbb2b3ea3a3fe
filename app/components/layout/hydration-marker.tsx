import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once React has taken over the server's HTML (on a plain page with
 * islands, the islands' script marks it instead: `app/islands/boot.client.ts`). Nothing in the
 * app reads it: browser tests wait for it after navigating (tests/e2e/support/test.ts), so
 * that typing and shortcuts reach the hydrated page rather than the server's HTML.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
