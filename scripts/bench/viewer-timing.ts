import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import type { BenchItem } from './bench-document';
import { median } from './stats';

/** What the viewer draws when page 1 is on screen (see app/features/library/viewer/use-page-canvas.ts). */
const firstPageDrawn = '[data-page-number="1"] canvas[data-rendered="true"]';

export type ViewerRun = {
  clickToFirstPageMs: number;
  /** Where the time went, from the browser's resource timing (ms from the click to each response end). */
  linkIssuedMs: number;
  pdfFetchedMs: number;
  pdfjsLoadedMs: number;
};

export type ViewerTiming = { item: string; pageCount: number; runs: ViewerRun[]; medianMs: number };

type Marks = { clickAt: number; drawnAt: number };
type BenchWindow = Window & { __bench?: Marks };

/**
 * Stamps the click and the first drawn page on the page's own clock: a MutationObserver
 * fires in the same task as the canvas is marked, so polling from outside adds nothing.
 */
function installMarks(selector: string) {
  const marks: Marks = { clickAt: 0, drawnAt: 0 };
  (window as BenchWindow).__bench = marks;
  document.addEventListener('click', () => (marks.clickAt ||= performance.now()), { capture: true });
  const observer = new MutationObserver(() => {
    if (marks.clickAt && !marks.drawnAt && document.querySelector(selector)) {
      marks.drawnAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-rendered'] });
}

/** Response end of the first resource matching `part` after the click, relative to the click. */
function resourceEnd(page: Page, part: string, clickAt: number) {
  return page.evaluate(
    ([needle, after]) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming && e.name.includes(needle) && e.startTime >= after);
      return entry ? entry.responseEnd - after : Number.NaN;
    },
    [part, clickAt] as const,
  );
}

/** React attaches its props to DOM nodes while hydrating: until then a click does nothing. */
const hydrated = (title: string) =>
  [...document.querySelectorAll('button')].some((b) => b.textContent?.includes(title) && Object.keys(b).some((k) => k.startsWith('__reactProps')));

async function timeOnce(browser: Browser, base: string, cookie: string, item: BenchItem): Promise<ViewerRun> {
  // A fresh context each run: an empty cache, as for a member's first document of the visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: base };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${base}${item.collectionPath}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(hydrated, item.title, { timeout: 15_000 });
    await page.evaluate(installMarks, firstPageDrawn);
    await page.locator('button', { hasText: item.title }).first().click();
    await page.locator(firstPageDrawn).waitFor({ state: 'visible', timeout: 15_000 });
    await page.waitForFunction(() => ((window as BenchWindow).__bench?.drawnAt ?? 0) > 0, undefined, { timeout: 5_000 });
    const marks = await page.evaluate(() => (window as BenchWindow).__bench ?? { clickAt: Number.NaN, drawnAt: Number.NaN });
    return {
      clickToFirstPageMs: marks.drawnAt - marks.clickAt,
      linkIssuedMs: await resourceEnd(page, `/api/library/items/${item.id}/link`, marks.clickAt),
      pdfFetchedMs: await resourceEnd(page, '/api/library/documents/', marks.clickAt),
      pdfjsLoadedMs: await resourceEnd(page, '/assets/pdf-', marks.clickAt),
    };
  } finally {
    await context.close();
  }
}

/** Click on the item's button in its collection → page 1 drawn, in Debian's Chromium. */
export async function timeViewer(base: string, cookie: string, item: BenchItem, runs: number): Promise<ViewerTiming> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH or run scripts/ensure-test-tools.mjs)');
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const results: ViewerRun[] = [];
    for (let run = 0; run < runs; run++) results.push(await timeOnce(browser, base, cookie, item));
    return { item: item.title, pageCount: item.pageCount, runs: results, medianMs: median(results.map((r) => r.clickToFirstPageMs)) };
  } finally {
    await browser.close();
  }
}
