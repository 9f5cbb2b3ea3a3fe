// `npm run bench`: starts the production build on loopback and measures it against the
// performance budgets, alone on PGlite, then as two instances on one PostgreSQL database.
// Needs `npm run build` first. Prints a report, writes bench-results/bench.json, and exits 1
// when a budget is missed. BENCH_ONLY names sections to run alone (member-pages, api-cpu,
// practice-answers, two-instances, recordings; comma-separated).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { findChromium } from '../chromium.mjs';
import { prepareBenchDocuments, type BenchItem } from './bench-document';
import { dropBenchDatabases } from './bench-database';
import { apiCpuBudgets, checkBudgets, memberPageBudgets, practiceAnswerBudgets, recordingBudgets, twoInstanceBudgets, type BudgetCheck } from './budgets';
import { browserHeaders, measureLoad, type LoadTarget } from './http-load';
import { auditPages, type AuditedPage } from './lighthouse';
import { memberPages, startPracticeAttempt, trackApplications } from './member-pages';
import { measureApiCpu } from './api-cpu';
import { measurePracticeAnswers, practiceMembers } from './practice-answers';
import { machineBusyShare, readRssBytes } from './proc';
import { measurePageWeight } from './page-weight';
import { freePort, stopAll } from './processes';
import { closeS3Servers, measureRecordings } from './recordings';
import { formatReport, formatSectionsReport, type SectionResults } from './report';
import type { BenchResults, HttpTarget } from './results';
import { issueDocumentLink, signIn, type Session } from './session';
import { startHelloWorld, startPortal, type Portal } from './start-portal';
import { median } from './stats';
import { benchTwoInstances } from './two-instances';
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
    BENCH_API_REQUESTS: z.coerce.number().int().min(1_000).max(200_000).default(5_000),
    // Two takes of this size (and a 1 KiB one) must fit the member's 500 MB allowance.
    BENCH_RECORDING_MIB: z.coerce.number().int().min(20).max(240).default(200),
    // A folder for each Lighthouse run's whole report, to see why a page scored as it did.
    BENCH_LHR_DIR: z.string().min(1).optional(),
  })
  .transform((env) => ({
    httpSeconds: env.BENCH_HTTP_SECONDS,
    httpRuns: env.BENCH_HTTP_RUNS,
    lighthouseRuns: env.BENCH_LIGHTHOUSE_RUNS,
    viewerRuns: env.BENCH_VIEWER_RUNS,
    coldStarts: 3,
    apiRequests: env.BENCH_API_REQUESTS,
    recordingMib: env.BENCH_RECORDING_MIB,
    reportDir: env.BENCH_LHR_DIR,
  }))
  .parse(process.env);

/** Which parts run, and the PostgreSQL server for the second (kept out of bench.json: its URL may hold a password). */
const sectionNames = z.enum(['member-pages', 'api-cpu', 'practice-answers', 'two-instances', 'recordings']);
const parts = z
  .object({
    BENCH_ONLY: z
      .string()
      .transform((list) => list.split(','))
      .pipe(z.array(sectionNames).min(1))
      .optional(),
    BENCH_DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/test'),
  })
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
    { name: 'hello-world', label: 'hello-world (bare node:http)', url: `${hello.url}/`, connections: 50, serverPids: [hello.pid] },
  ]);
  await hello.stop();
  const member = { cookie: subscriber.cookie };
  const serverPids = [portal.pid];
  const portalResults = await measureHttp([
    { name: 'home', label: 'GET / (anonymous)', url: `${portal.url}/`, headers: browserHeaders, connections: 50, serverPids },
    { name: 'hub', label: 'GET /hub (subscriber)', url: `${portal.url}/hub`, headers: { ...browserHeaders, ...member }, connections: 50, serverPids },
    { name: 'subscription', label: 'GET /api/subscription', url: `${portal.url}/api/subscription`, headers: member, connections: 50, serverPids },
    {
      name: 'link',
      label: 'POST /api/library/items/:id/link',
      url: `${portal.url}/api/library/items/${pdfItem.id}/link`,
      method: 'POST',
      headers: { ...member, origin: portal.origin },
      connections: 50,
      serverPids,
    },
    {
      name: 'pdf',
      label: `GET signed PDF (${pdfItem.pageCount} pages)`,
      url: () => issueDocumentLink(subscriber, pdfItem.id),
      headers: member,
      connections: 10,
      serverPids,
    },
  ]);
  return [...helloResult, ...portalResults];
}

/** A public page; it loads no scripts, so its TBT is the machine's own (report.ts says so when it misses). */
const controlPage: AuditedPage = { name: 'services', path: '/services', public: true };

/** The subscriber's pages, once they track a few applications. */
async function subscriberPages(subscriber: Session): Promise<AuditedPage[]> {
  const [firstApplication] = await trackApplications(subscriber);
  return memberPages(subscriber, { applicationId: firstApplication!, attemptId: await startPracticeAttempt(subscriber) });
}

async function auditAll(portal: Portal, pages: AuditedPage[]) {
  step(`Lighthouse: ${pages.length} pages × ${settings.lighthouseRuns} runs`);
  return auditPages(portal.url, pages, settings.lighthouseRuns, settings.reportDir);
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

  const subscriber = await signIn(portal, 'subscriber@clearpath.test');
  const documents = await prepareBenchDocuments(await signIn(portal, 'coach@clearpath.test'));
  step(`documents: ${documents.note}`);

  const http = await measureAllHttp(portal, subscriber, documents.pdf, logFile);
  const afterLoadBytes = readRssBytes(portal.pid);

  step('API reads: server CPU per request');
  const apiCpu = await measureApiCpu(subscriber, portal.pid, { requests: settings.apiRequests, runs: settings.httpRuns });
  step(`practice answers: ${practiceMembers} members with open attempts`);
  const practiceAnswers = await measurePracticeAnswers(portal, portal.pid, { seconds: settings.httpSeconds, runs: settings.httpRuns });
  step('page weight of the home page');
  const homeWeight = await measurePageWeight(portal.url, '/');
  const lighthouse = await auditAll(portal, [
    { name: 'home', path: '/', public: true },
    controlPage,
    { name: 'article', path: '/blog/magic-circle-applications', public: true },
    ...(await subscriberPages(subscriber)),
  ]);
  step(`viewer: ${settings.viewerRuns} runs`);
  const viewer = await timeViewer(portal.url, subscriber.cookie, documents.viewer, settings.viewerRuns);
  await portal.stop(); // the two instances get the machine to themselves

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
    apiCpu,
    practiceAnswers,
    viewer,
    twoInstances: await runTwoInstances(dataDir, logFile),
    recordings: await runRecordings(dataDir, logFile),
  };
}

async function runTwoInstances(dataDir: string, logFile: string) {
  const load = { seconds: settings.httpSeconds, runs: settings.httpRuns };
  const results = await benchTwoInstances({ root, dataDir, logFile, serverUrl: parts.BENCH_DATABASE_URL, load, announce: step });
  if (results.status !== 'ran') step(`two instances on PostgreSQL ${results.status === 'skipped' ? 'SKIPPED' : 'FAILED'}: ${results.reason}`);
  return results;
}

/** A portal per store of its own, on the data directory's disk. */
const runRecordings = (dataDir: string, logFile: string) => measureRecordings({ root, dataDir, logFile, mib: settings.recordingMib, announce: step });

/** The 1, 5 and 15-minute load averages, as `uptime` shows them: how busy the shared machine was. */
const machineLoad = () => `Load average ${loadavg().map((l) => l.toFixed(2)).join(', ')} on ${cpus().length} CPUs when the run began`;

/**
 * BENCH_ONLY: the named sections alone, each judged by its own budgets, with the report and
 * bench-results/<sections>.json. The portal starts on a fresh data directory (its seeding
 * start is not measured) for the sections that need it.
 */
async function sectionsOnly(only: z.infer<typeof sectionNames>[], dataDir: string, logFile: string): Promise<BudgetCheck[]> {
  const machine = machineLoad();
  const sections: SectionResults = {};
  const budgets: BudgetCheck[] = [];
  if (only.includes('member-pages') || only.includes('api-cpu') || only.includes('practice-answers')) {
    step('starting the portal');
    const { portal } = await startPortal({ root, dataDir: path.join(dataDir, 'alone'), port: await freePort(), logFile });
    try {
      const subscriber = await signIn(portal, 'subscriber@clearpath.test');
      if (only.includes('api-cpu')) {
        step('API reads: server CPU per request');
        sections.apiCpu = await measureApiCpu(subscriber, portal.pid, { requests: settings.apiRequests, runs: settings.httpRuns });
        budgets.push(...apiCpuBudgets(sections.apiCpu));
      }
      if (only.includes('practice-answers')) {
        step(`practice answers: ${practiceMembers} members with open attempts`);
        sections.practiceAnswers = await measurePracticeAnswers(portal, portal.pid, { seconds: settings.httpSeconds, runs: settings.httpRuns });
        budgets.push(...practiceAnswerBudgets(sections.practiceAnswers));
      }
      if (only.includes('member-pages')) {
        // A public page, which loads no scripts, audited beside them as the machine's control.
        sections.lighthouse = await auditAll(portal, [controlPage, ...(await subscriberPages(subscriber))]);
        budgets.push(...memberPageBudgets(sections.lighthouse));
      }
    } finally {
      await portal.stop();
    }
  }
  if (only.includes('two-instances')) {
    sections.twoInstances = await runTwoInstances(dataDir, logFile);
    budgets.push(...twoInstanceBudgets(sections.twoInstances));
  }
  if (only.includes('recordings')) {
    sections.recordings = await runRecordings(dataDir, logFile);
    budgets.push(...recordingBudgets(sections.recordings));
  }
  console.log(formatSectionsReport(sections, settings, budgets, machine));
  writeFileSync(path.join(outDir, `${only.join('+')}.json`), `${JSON.stringify({ machine, settings, ...sections, budgets }, null, 2)}\n`);
  return budgets;
}

async function fullBench(dataDir: string, logFile: string) {
  const results = await bench(dataDir, logFile);
  const budgets = checkBudgets(results);
  console.log(formatReport(results, budgets));
  writeFileSync(path.join(outDir, 'bench.json'), `${JSON.stringify({ ...results, budgets }, null, 2)}\n`);
  return budgets;
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
    await dropBenchDatabases();
    await closeS3Servers();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C or kill: end the servers we started, drop the data directory and s3rver's (the browsers end with us).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  try {
    const budgets = parts.BENCH_ONLY ? await sectionsOnly(parts.BENCH_ONLY, dataDir, logFile) : await fullBench(dataDir, logFile);
    step(`done; results in ${path.relative(root, outDir)}/, server output in ${path.relative(root, logFile)}`);
    return budgets.every((b) => b.met) ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    await stopAll();
    await dropBenchDatabases();
    console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(2);
  },
);
