import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';

/**
 * Every document the browser tests see, kept for the W3C Nu HTML checker that runs once after
 * the whole Playwright run (`npm run validate:html`, ADR 0034). Two kinds are kept: the HTML
 * the server sent for each top-level document (what a browser, a screen reader's virtual
 * buffer before scripts, and a crawler parse), and the DOM at each accessibility check (the
 * states a journey declares finished, including what React rendered after a client-side
 * navigation or an action). Files are named by the hash of their content, so a page seen in
 * forty journeys is checked once; `pages.ndjson` says where each was seen. The folder lives in
 * Playwright's output directory, which each run clears.
 */
export const htmlRecordDir = path.resolve('test-results', 'html');

const pending = new Set<Promise<void>>();
const recordedPages = new WeakSet<Page>();

/** The address without the values of its query (a verification or reset link carries a token there). */
function withoutQueryValues(url: string) {
  const address = new URL(url);
  for (const name of new Set(address.searchParams.keys())) address.searchParams.set(name, '…');
  return decodeURIComponent(address.toString());
}

function keep(html: string, url: string, source: string) {
  const hash = createHash('sha256').update(html).digest('hex').slice(0, 20);
  mkdirSync(htmlRecordDir, { recursive: true });
  // Concurrent workers may write the same content; the bytes are identical, so either wins.
  writeFileSync(path.join(htmlRecordDir, `${hash}.html`), html);
  // One short line per append stays whole when two workers append at once.
  appendFileSync(path.join(htmlRecordDir, 'pages.ndjson'), `${JSON.stringify({ hash, url: withoutQueryValues(url), source })}\n`);
}

function isServedDocument(page: Page, response: Response) {
  if (response.frame() !== page.mainFrame() || !response.request().isNavigationRequest()) return false;
  if (response.status() >= 300 && response.status() < 400) return false;
  return (response.headers()['content-type'] ?? '').includes('text/html');
}

/** Keeps the HTML of every top-level document this page receives. */
export function recordServedDocuments(page: Page) {
  if (recordedPages.has(page)) return;
  recordedPages.add(page);
  page.on('response', (response) => {
    if (!isServedDocument(page, response)) return;
    const saved = response
      .text()
      .then((html) => keep(html, response.url(), 'served'))
      // The page closed before its body could be read: nothing was shown, nothing to check.
      .catch(() => undefined)
      .finally(() => pending.delete(saved));
    pending.add(saved);
  });
}

/** Keeps the document as the browser holds it now (after scripts and client-side navigations). */
export async function recordRenderedDocument(page: Page, label: string) {
  keep(await page.content(), page.url(), `rendered at "${label}"`);
}

/** Waits for the served documents still being read, before the test's browser context closes. */
export async function flushRecordedDocuments() {
  await Promise.all([...pending]);
}
