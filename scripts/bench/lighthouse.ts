import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { z } from 'zod';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { isPdfChunk } from './page-weight';
import { median } from './stats';

/** `route` names a page whose path holds an id of the bench's own (`/applications/:id`); budgets use it. */
export type AuditedPage = { name: string; path: string; route?: string; public: boolean; cookie?: string };

/** One page's figures: medians across runs, scores 0–100, times in ms. */
export type PageAudit = {
  name: string;
  path: string;
  route?: string;
  public: boolean;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** pdf.js chunks the browser actually requested during any run. */
  pdfRequests: string[];
  /** Audits that cost points, with how many runs they failed in: the why behind a score. */
  failingAudits: string[];
};

type RunFigures = Omit<PageAudit, 'name' | 'path' | 'route' | 'public' | 'runs' | 'failingAudits' | 'pdfRequests'> & {
  requests: string[];
  failing: string[];
};

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
const networkTable = z.object({ items: z.array(z.object({ url: z.string() })) });

/** The audits (not the metrics) in our four categories that did not pass, e.g. "color-contrast" or "uses-text-compression (Est savings of 574 KiB)". */
function failingAudits(lhr: Result): string[] {
  const ids = new Set(Object.values(lhr.categories).flatMap((category) => category.auditRefs.filter((ref) => ref.group !== 'metrics').map((ref) => ref.id)));
  const failed: string[] = [];
  for (const id of ids) {
    const audit = lhr.audits[id];
    if (!audit || typeof audit.score !== 'number' || audit.score >= 0.9 || audit.scoreDisplayMode === 'informative') continue;
    failed.push(audit.displayValue ? `${id} (${audit.displayValue})` : id);
  }
  return failed;
}

function figures(lhr: Result): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const network = networkTable.safeParse(lhr.audits['network-requests']?.details);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    requests: network.success ? network.data.items.map((item) => item.url) : [],
    failing: failingAudits(lhr),
  };
}

const auditId = (audit: string) => audit.replace(/ \(.*\)$/, '');

function summarise(page: AuditedPage, runs: RunFigures[]): PageAudit {
  const middle = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  const failures = new Map<string, { shown: string; count: number }>();
  for (const audit of runs.flatMap((run) => run.failing)) {
    failures.set(auditId(audit), { shown: audit, count: (failures.get(auditId(audit))?.count ?? 0) + 1 });
  }
  const { cookie: _cookie, ...described } = page; // the session cookie stays out of bench.json
  return {
    ...described,
    runs: runs.length,
    performance: middle((r) => r.performance),
    accessibility: middle((r) => r.accessibility),
    bestPractices: middle((r) => r.bestPractices),
    seo: middle((r) => r.seo),
    lcpMs: middle((r) => r.lcpMs),
    tbtMs: middle((r) => r.tbtMs),
    cls: middle((r) => r.cls),
    pdfRequests: [...new Set(runs.flatMap((run) => run.requests).filter(isPdfChunk))],
    failingAudits: [...failures.values()].map(({ shown, count }) => `${shown} ×${count}`),
  };
}

/** Writes a run's whole report into `dir` (BENCH_LHR_DIR), when one is given. */
function keepReport(dir: string | undefined, url: string, lhr: Result) {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(join(dir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
}

/** Trace recording fails now and then on a busy machine (NO_NAVSTART, NO_FCP): retry twice. */
async function auditOnce(url: string, flags: Flags, reportDir: string | undefined, attempts = 3): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(url, flags);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      keepReport(reportDir, url, result.lhr);
      return figures(result.lhr);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`Lighthouse run on ${url} failed (${error instanceof Error ? error.message : String(error)}); retrying`);
    }
  }
}

/**
 * Lighthouse's default (mobile, simulated throttling) against Debian's Chromium, launched
 * once with the project's closed-network flags. Pages are audited round-robin so a slow
 * moment of the machine spreads over pages instead of sinking one.
 */
export async function auditPages(base: string, pages: AuditedPage[], runs: number, reportDir?: string): Promise<PageAudit[]> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('no Chromium found (set CHROMIUM_PATH or run scripts/ensure-test-tools.mjs)');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumArgs], logLevel: 'silent' });
  try {
    const runsByPage: RunFigures[][] = pages.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [index, page] of pages.entries()) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
        };
        runsByPage[index]?.push(await auditOnce(`${base}${page.path}`, flags, reportDir));
      }
    }
    return pages.map((page, index) => summarise(page, runsByPage[index] ?? []));
  } finally {
    chrome.kill();
  }
}
