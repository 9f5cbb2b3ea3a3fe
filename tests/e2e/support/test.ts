import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test';

import { flushRecordedDocuments, recordServedDocuments } from './html-record';

export * from '@playwright/test';

/**
 * A test aid, not a product feature: until React has hydrated, a click on a button, typing
 * into a script-driven field or a keyboard shortcut reaches only the server's HTML, and
 * nothing replays it later. So after every navigation to an HTML page, wait for
 * <html data-hydrated> (set by app/components/layout/hydration-marker.tsx, or on a plain page
 * with islands by the islands' script once they have hydrated), in the test's own page and in
 * any other context a test opens (a coach next to a member). Pages that ship no JavaScript
 * (a route handle's `hydrate: false` without islands) have no module script and never
 * hydrate: nothing to wait for there.
 */
async function untilHydrated(page: Page, response: Response | null) {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  // The HTML as sent (React may drop the router's scripts from the document as it hydrates);
  // if the browser no longer holds it, wait as for any page.
  const html = await response.text().catch(() => undefined);
  if (html !== undefined && !/<script\b[^>]*\btype="module"/.test(html)) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const patchedPages = new WeakSet<Page>();
function waitForHydrationAfterNavigation(page: Page) {
  if (patchedPages.has(page)) return;
  patchedPages.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // `waitUntil: 'commit'` asks not to wait for the page at all.
    if (options?.waitUntil !== 'commit') await untilHydrated(page, response);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilHydrated(page, response);
    return response;
  };
}

function watchContext(context: BrowserContext) {
  context.pages().forEach(waitForHydrationAfterNavigation);
  context.on('page', waitForHydrationAfterNavigation);
  return context;
}

/** Every page of every context, with or without scripts, has its documents kept for the HTML checker. */
function recordContext(context: BrowserContext) {
  context.pages().forEach(recordServedDocuments);
  context.on('page', recordServedDocuments);
  // A journey closing a second person's context reads their last documents first.
  const close = context.close.bind(context);
  context.close = async (...args) => {
    await flushRecordedDocuments();
    return close(...args);
  };
  return context;
}

/** Whether this project's pages run their scripts (the no-javascript project sets it false). */
export type ScriptsOption = { scriptsRun: boolean };

export const test = base.extend<object, ScriptsOption>({
  scriptsRun: [true, { option: true, scope: 'worker' }],
  context: async ({ context, scriptsRun }, provide) => {
    recordContext(context);
    await provide(scriptsRun ? watchContext(context) : context);
    // Before Playwright closes the contexts, while the last documents' bodies can still be read.
    await flushRecordedDocuments();
  },
  page: async ({ page, scriptsRun }, provide) => {
    if (scriptsRun) waitForHydrationAfterNavigation(page);
    await provide(page);
  },
  browser: [
    async ({ browser, scriptsRun }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = recordContext(await newContext(...args));
        // Without JavaScript nothing hydrates, and nothing needs to.
        return scriptsRun ? watchContext(context) : context;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
});
