import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once React has taken over the server's HTML. Scripts load
 * after the first paint (ADR 0014), so until then buttons do nothing; browser tests wait
 * for this mark before they click (tests/e2e/support/test.ts).
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
