// `npm run bench`: starts the production build on loopback and measures it against the
// performance budgets. Needs `npm run build` first. Prints a report, writes
// bench-results/bench.json, and exits 1 when a budget is missed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { findChromium } from '../chromium.mjs';
import { prepareBenchDocuments, type BenchItem } from './bench-document';
import { checkBudgets } from './budgets';
import { measureLoad, type LoadTarget } from './http-load';
import { auditPages } from './lighthouse';
import { machineBusyShare, readRssBytes } from './proc';
import { measurePageWeight } from './page-weight';
import { freePort, stopAll } from './processes';
import { formatReport } from './report';
import type { BenchResults, HttpTarget } from './results';
import { issueDocumentLink, signIn, type Session } from './session';
import { startHelloWorld, startPortal, type Portal } from './start-portal';
import { median } from './stats';
import { timeViewer } from './viewer-timing';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = path.join(root, 'bench-results');

/** Run counts can be lowered for a quick look; the defaults keep the run near 8 minutes on 2 cores. */
const settings = z
  .object({
    BENCH_HTTP_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
    BENCH_HTTP_RUNS: z.coerce.number().int().min(1).max(5).default(3),
    BENCH_LIGHTHOUSE_RUNS: z.coerce.number().int().min(1).max(9).default(3),
    BENCH_VIEWER_RUNS: z.coerce.number().int().min(1).max(9).default(3),
  })
  .transform((env) => ({
    httpSeconds: env.BENCH_HTTP_SECONDS,
    httpRuns: env.BENCH_HTTP_RUNS,
    lighthouseRuns: env.BENCH_LIGHTHOUSE_RUNS,
    viewerRuns: env.BENCH_VIEWER_RUNS,
    coldStarts: 3,
  }))
  .parse(process.env);

const began = performance.now();
/** Progress goes to stderr so stdout carries only the report. */
const step = (message: string) => console.error(`[bench ${((performance.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);

function chromiumVersion() {
  const chromium = findChromium();
  if (!chromium) return 'no Chromium';
  // Debian's wrapper script prints a harmless shell warning on stderr; keep stdout only.
  return execFileSync(chromium, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** Spawn → first 200 on `/`, on a data directory that is already migrated and seeded. */
async function measureColdStarts(options: Parameters<typeof startPortal>[0]) {
  step('first start: migrating and seeding a fresh data directory');
  const seed = await startPortal(options);
  await seed.portal.stop();
  const runsMs: number[] = [];
  for (let run = 1; run <= settings.coldStarts; run++) {
    const { portal, startMs } = await startPortal(options);
    await portal.stop();
    runsMs.push(startMs);
    step(`cold start ${run}: ${startMs.toFixed(0)} ms`);
  }
  return { runsMs, medianMs: median(runsMs), firstSeedMs: seed.startMs };
}

async function measureHttp(targets: (LoadTarget & { name: HttpTarget })[]) {
  const results: BenchResults['http'] = [];
  for (const target of targets) {
    step(`load: ${target.label} at ${target.connections} connections`);
    results.push({ ...(await measureLoad(target, { seconds: settings.httpSeconds, runs: settings.httpRuns })), name: target.name });
  }
  return results;
}

/** The machine's ceiling first, then the portal's routes, one at a time. */
async function measureAllHttp(portal: Portal, subscriber: Session, pdfItem: BenchItem, logFile: string) {
  const hello = await startHelloWorld({ root, port: await freePort(), logFile });
  const helloResult = await measureHttp([
    { name: 'hello-world', label: 'hello-world (bare node:http)', url: `${hello.url}/`, connections: 50, serverPid: hello.pid },
  ]);
  await hello.stop();
  const member = { cookie: subscriber.cookie };
  // Pages are asked for as a browser asks: it always accepts compressed HTML.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const serverPid = portal.pid;
  const portalResults = await measureHttp([
    { name: 'home', label: 'GET / (anonymous)', url: `${portal.url}/`, headers: browser, connections: 50, serverPid },
    { name: 'hub', label: 'GET /hub (subscriber)', url: `${portal.url}/hub`, headers: { ...browser, ...member }, connections: 50, serverPid },
    { name: 'subscription', label: 'GET /api/subscription', url: `${portal.url}/api/subscription`, headers: member, connections: 50, serverPid },
    {
      name: 'link',
      label: 'POST /api/library/items/:id/link',
      url: `${portal.url}/api/library/items/${pdfItem.id}/link`,
      method: 'POST',
      headers: { ...member, origin: portal.url },
      connections: 50,
      serverPid,
    },
    {
      name: 'pdf',
      label: `GET signed PDF (${pdfItem.pageCount} pages)`,
      url: () => issueDocumentLink(subscriber, pdfItem.id),
      headers: member,
      connections: 10,
      serverPid,
    },
  ]);
  return [...helloResult, ...portalResults];
}

async function bench(dataDir: string, logFile: string): Promise<BenchResults> {
  const startedAt = new Date().toISOString();
  const loadAverage = loadavg()[0] ?? Number.NaN;
  const options = { root, dataDir, port: await freePort(), logFile };
  const coldStart = await measureColdStarts(options);

  step('starting the portal for measurement; idle for 5 s');
  const { portal } = await startPortal(options);
  // While the portal idles, whatever keeps the CPUs busy is someone else's work.
  const busyWhileIdle = await machineBusyShare(() => sleep(5_000));
  const idleBytes = readRssBytes(portal.pid);

  const subscriber = await signIn(portal.url, 'subscriber@clearpath.test');
  const documents = await prepareBenchDocuments(await signIn(portal.url, 'coach@clearpath.test'));
  step(`documents: ${documents.note}`);

  const http = await measureAllHttp(portal, subscriber, documents.pdf, logFile);
  const afterLoadBytes = readRssBytes(portal.pid);

  step('page weight of the home page');
  const homeWeight = await measurePageWeight(portal.url, '/');
  step(`Lighthouse: 4 pages × ${settings.lighthouseRuns} runs`);
  const lighthouse = await auditPages(
    portal.url,
    [
      { name: 'home', path: '/', public: true },
      { name: 'services', path: '/services', public: true },
      { name: 'article', path: '/blog/magic-circle-applications', public: true },
      { name: 'hub (subscriber)', path: '/hub', public: false, cookie: subscriber.cookie },
    ],
    settings.lighthouseRuns,
  );
  step(`viewer: ${settings.viewerRuns} runs`);
  const viewer = await timeViewer(portal.url, subscriber.cookie, documents.viewer, settings.viewerRuns);

  return {
    startedAt,
    machine: { cpus: cpus().length, node: process.version, chromium: chromiumVersion(), loadAverage, busyWhileIdle },
    settings,
    documents,
    http,
    coldStart,
    memory: { idleBytes, afterLoadBytes },
    homeWeight,
    lighthouse,
    viewer,
  };
}

async function main(): Promise<number> {
  if (!existsSync(path.join(root, 'build/server/main.js'))) {
    console.error('build/server/main.js is missing: run `npm run build` first, then `npm run bench`.');
    return 1;
  }
  mkdirSync(outDir, { recursive: true });
  const logFile = path.join(outDir, 'server.log');
  writeFileSync(logFile, '');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const cleanUp = async () => {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C or kill: end the servers we started and drop the data directory (the browsers end with us).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  try {
    const results = await bench(dataDir, logFile);
    const budgets = checkBudgets(results);
    console.log(formatReport(results, budgets));
    writeFileSync(path.join(outDir, 'bench.json'), `${JSON.stringify({ ...results, budgets }, null, 2)}\n`);
    step(`done; results in ${path.relative(root, outDir)}/bench.json, server output in ${path.relative(root, logFile)}`);
    return budgets.every((b) => b.met) ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    await stopAll();
    console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(2);
  },
);
