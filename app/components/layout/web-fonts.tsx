import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Set once the web fonts have been fetched; from then on pages use them (see app.css). */
const storageKey = 'clearpath:web-fonts';
const families = ['Inter Variable', 'Source Serif 4 Variable'];

/**
 * Runs before the first paint (a blocking script of a few bytes in <head>): a visitor whose
 * browser has fetched the web fonts before gets them on this page, from the cache.
 */
const markScript = `try{localStorage.getItem(${JSON.stringify(storageKey)})&&document.documentElement.setAttribute('data-fonts','')}catch(e){}`;

let requested = false;

/** Fetches the two Latin font files; nothing on the page uses them yet, so nothing changes. */
function fetchFonts() {
  Promise.all(families.map((family) => document.fonts.load(`1em "${family}"`)))
    .then((loaded) => {
      if (loaded.every((faces) => faces.length > 0)) localStorage.setItem(storageKey, '1');
    })
    .catch(() => {
      requested = false; // offline or storage refused: try again after the next navigation
    });
}

/**
 * The web fonts, as an enhancement that never delays a first paint or moves text. A first
 * visit paints in system fonts. Once the visitor moves on to a second page (someone who is
 * browsing the site, not glancing at one page), the font files are fetched in idle time and
 * every later page load uses them. Skipped when the visitor asked to save data.
 */
export function WebFonts({ nonce }: { nonce: string | undefined }) {
  const { pathname } = useLocation();
  const landedOn = useRef(pathname);
  useEffect(() => {
    if (requested || pathname === landedOn.current || document.documentElement.hasAttribute('data-fonts')) return;
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData || !('fonts' in document)) return;
    requested = true;
    // Safari has no requestIdleCallback.
    const { requestIdleCallback } = window as Partial<Pick<Window, 'requestIdleCallback'>>;
    if (requestIdleCallback) requestIdleCallback(fetchFonts, { timeout: 5000 });
    else window.setTimeout(fetchFonts, 1000);
  }, [pathname]);
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: markScript }} />;
}
