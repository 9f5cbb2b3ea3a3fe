import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by the script loader (page-scripts.tsx): replays clicks made before hydration. */
    __replayHeldClicks?: () => void;
  }
}

/**
 * Marks <html data-hydrated> once React has taken over the server's HTML, and replays the
 * button clicks held until then (scripts load after the first paint, ADR 0014). Browser
 * tests wait for the mark after navigating (tests/e2e/support/test.ts).
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    window.__replayHeldClicks?.();
  }, []);
  return null;
}
