import { propagationFigure, type BudgetCheck } from './budgets';
import { cls, count, kb, mib, ms, percent, table } from './format';
import type { LoadResult } from './http-load';
import type { ApiCpuResult } from './api-cpu';
import type { PracticeAnswersResult } from './practice-answers';
import type { PageAudit } from './lighthouse';
import type { RecordingsResult } from './recordings';
import { ratioToHello, type BenchResults, type BenchSettings, type TwoInstanceResults } from './results';
import { balancerUrl } from './two-instances';


const errorsCell = (r: LoadResult) => (r.timeouts ? `${count(r.errors)} (${count(r.timeouts)} timed out)` : count(r.errors));

/** The latency, failure and cost cells every load table ends with. */
const loadCells = (r: LoadResult) => [ms(r.p50Ms), ms(r.p95Ms), ms(r.p99Ms), count(r.non2xx), errorsCell(r), ms(r.cpuMsPerRequest)];

function httpTable(results: BenchResults) {
  const rows = results.http.map((r) => [
    r.label,
    String(r.connections),
    count(r.requestsPerSecond),
    r.name === 'hello-world' ? '100%' : percent(ratioToHello(results, r.name)),
    ...loadCells(r),
  ]);
  const title = `HTTP on PGlite (autocannon, ${results.settings.httpRuns}×${results.settings.httpSeconds} s)`;
  return table([[title, 'conns', 'req/s', 'vs hello', 'p50', 'p95', 'p99', 'non-2xx', 'errors', 'server CPU/req'], ...rows]);
}

/**
 * Each route on PGlite (from the table above, when measured), on one PostgreSQL instance and
 * on two, side by side; then how soon B saw purchases made through A.
 */
function twoInstanceSection(two: TwoInstanceResults, settings: BenchSettings, pglite: LoadResult[] = []): string {
  if (two.status !== 'ran') return `Two instances on PostgreSQL: ${two.status === 'skipped' ? 'SKIPPED' : 'FAILED'}: ${two.reason}`;
  const row = (setup: string, instances: string, r: LoadResult) => [r.label, setup, instances, count(r.requestsPerSecond), ...loadCells(r)];
  const rows = [...new Set(two.http.map((r) => r.name))].flatMap((name) => {
    const alone = pglite.find((r) => r.name === name);
    return [
      ...(alone ? [row('PGlite', '1', alone)] : []),
      ...two.http.filter((r) => r.name === name).map((r) => row('PostgreSQL', r.instances === 1 ? '1 (A)' : '2 (A, B)', r)),
    ];
  });
  const title = `One vs two instances (autocannon, ${settings.httpRuns}×${settings.httpSeconds} s, 50 connections)`;
  const { propagation: p } = two;
  return [
    table([[title, 'database', 'instances', 'req/s', 'p50', 'p95', 'p99', 'non-2xx', 'errors', 'server CPU/req'], ...rows]),
    `${two.server}; A and B share PUBLIC_URL ${balancerUrl}, AUTH_SECRET and the database; on two, the connections alternate A, B; CPU/req counts both`,
    `purchase through A → B's /api/subscription says subscribed: median ${propagationFigure(p.medianMs, p.boundMs)}, max ${propagationFigure(p.maxMs, p.boundMs)} ` +
      `(${p.runsMs.length} new members: ${p.runsMs.map((r) => propagationFigure(r, p.boundMs)).join(', ')}; B asked every ${p.pollEveryMs} ms from A's answer)`,
  ].join('\n');
}

function budgetLines(budgets: BudgetCheck[]): string[] {
  const met = budgets.filter((b) => b.met).length;
  return [
    'Budgets:',
    ...budgets.map((b) => `  ${b.met ? 'met   ' : 'MISSED'}  ${b.name}: ${b.figure}`),
    `budgets: ${met} of ${budgets.length} met`,
  ];
}

function lighthouseTable(pages: PageAudit[], settings: BenchSettings) {
  const rows = pages.map((p) => [
    `${p.name} ${p.route ?? p.path}`,
    String(p.performance),
    String(p.accessibility),
    String(p.bestPractices),
    String(p.seo),
    ms(p.lcpMs),
    ms(p.tbtMs),
    cls(p.cls),
  ]);
  return table([[`Lighthouse 12 mobile (median of ${settings.lighthouseRuns})`, 'perf', 'a11y', 'best', 'SEO', 'LCP', 'TBT', 'CLS'], ...rows]);
}

function apiCpuTable(reads: ApiCpuResult[], settings: BenchSettings) {
  const rows = reads.map((r) => [r.label, ms(r.cpuMsPerRequest), r.runsMs.map(ms).join(', '), count(r.non2xx), count(r.errors)]);
  const title = `API reads as the subscriber (${settings.httpRuns}×${count(settings.apiRequests)} requests, 10 connections)`;
  return table([[title, 'server CPU/req', 'runs', 'non-2xx', 'errors'], ...rows]);
}

function practiceAnswersTable(r: PracticeAnswersResult) {
  const title = `Practice answers saved (bounded loop, ${r.runs}×${r.seconds} s, one request at a time per member)`;
  return table([
    [title, 'req/s', 'p50', 'p95', 'p99', 'non-2xx', 'errors', 'server CPU/req'],
    [r.label, count(r.requestsPerSecond), ms(r.p50Ms), ms(r.p95Ms), ms(r.p99Ms), count(r.non2xx), count(r.errors), ms(r.cpuMsPerRequest)],
  ]);
}

const mibPerSecond = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} MiB/s` : 'n/a');

/** Per store: the straight upload against a plain copy, the server's RSS, the read-back, and the take that was cut and resumed. */
function recordingsSection(r: RecordingsResult): string {
  const ran = r.stores.flatMap((s) => (s.status === 'ran' ? [s] : []));
  const title = `Recordings over tus (${mib(r.fileBytes)} take, ${mib(r.chunkBytes)} PATCHes)`;
  const rows = ran.map(({ store, upload, readBack, resume }) => [
    store,
    mibPerSecond(upload.mibPerSecond),
    percent(upload.mibPerSecond / r.copy.mibPerSecond),
    `${ms(upload.serverCpuMsPerMib)} / ${ms(upload.benchCpuMsPerMib)}`,
    `${mib(upload.rss.startBytes)} / ${mib(upload.rss.beforeBytes)} / ${mib(upload.rss.maxBytes)}`,
    mib(upload.rss.growthBytes),
    count(upload.rss.samples),
    `${mibPerSecond(r.fileBytes / 1024 / 1024 / readBack.seconds)}, ${readBack.matches ? 'equal' : 'DIFFERS'}`,
    `${count(resume.sentBytes - r.fileBytes)} B, ${resume.readBack.matches ? 'equal' : 'DIFFERS'}`,
  ]);
  return [
    table([[title, 'upload', 'vs copy', 'CPU/MiB server / bench', 'RSS start / before / max', 'growth', 'samples', 'GET read-back, hash', 'resume: resent, hash'], ...rows]),
    `plain stream copy of the file on the same disk: ${mibPerSecond(r.copy.mibPerSecond)} (median of ${r.copy.runsSeconds.length}: ${r.copy.runsSeconds.map((s) => ms(s * 1000)).join(', ')})`,
    'CPU/MiB: the portal process, and the bench process that sends the take (and on S3 also runs s3rver)',
    ...ran.map(({ store, resume }) => `${store}: PATCH cut after ${count(resume.cutAfterBytes)} bytes of a chunk; HEAD answered offset ${count(resume.resumedFrom)}; ${count(resume.sentBytes)} bytes sent in all`),
    ...r.stores.flatMap((s) => (s.status === 'failed' ? [`${s.store}: FAILED: ${s.reason}`] : [])),
  ].join('\n');
}

function otherFigures(results: BenchResults) {
  const { homeWeight: weight, viewer, coldStart, memory } = results;
  const breakdown = viewer.runs.map((r) => `${ms(r.clickToFirstPageMs)} [link ${ms(r.linkIssuedMs)}, pdf.js ${ms(r.pdfjsLoadedMs)}, PDF ${ms(r.pdfFetchedMs)}]`);
  const rows: [string, string][] = [
    ['home JS / CSS shipped (gzip -9)', `${kb(weight.jsGzipBytes)} / ${kb(weight.cssGzipBytes)} in ${weight.assets.length} files`],
    ['pdf chunks referenced by home HTML', weight.pdfAssets.join(', ') || 'none'],
    ['cold start to first 200 on / (median)', `${ms(coldStart.medianMs)} (runs ${coldStart.runsMs.map(ms).join(', ')}; seeding start ${ms(coldStart.firstSeedMs)})`],
    ['RSS idle (start + 5 s) / after load', `${mib(memory.idleBytes)} / ${mib(memory.afterLoadBytes)}`],
    ['viewer click → page 1 drawn (median)', `${ms(viewer.medianMs)} ("${viewer.item}", ${viewer.pageCount} pages)`],
    ['  runs [responses done after the click]', breakdown.join('; ')],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
}

/**
 * The Lighthouse audits that cost points: the first place to look for a score's cause. Then
 * the public pages as a control: they load no scripts, so main-thread time they are charged
 * (TBT) is the browser's own parsing, style and layout on this machine, and what the member
 * pages are charged beyond it is theirs.
 */
function lighthouseFindings(pages: PageAudit[]) {
  const control = pages.filter((p) => p.public && (p.tbtMs > 50 || p.performance < 98));
  return [
    'Lighthouse audits below 0.9 (×runs):',
    ...pages.map((p) => `  ${p.route ?? p.path}: ${p.failingAudits.join('; ') || 'none'}`),
    ...control.map(
      (p) =>
        `WARNING: ${p.path} loads no scripts and still measured performance ${p.performance}, TBT ${ms(p.tbtMs)}: ` +
        'this machine parses and lays out pages too slowly for the TBT and performance budgets to judge any page',
    ),
  ].join('\n');
}

/** A busy machine slows every wall-clock figure; say so next to them. */
function machineLine({ machine }: BenchResults) {
  const busy = machine.busyWhileIdle > 0.25;
  return (
    `Other work on the machine: ${percent(machine.busyWhileIdle)} of all CPUs busy while the portal idled; load average ${machine.loadAverage.toFixed(2)} before the bench` +
    (busy ? '\nWARNING: the machine was busy with other work; wall-clock figures (req/s, latency, Lighthouse, start, viewer) are pessimistic' : '')
  );
}

export function formatReport(results: BenchResults, budgets: BudgetCheck[]): string {
  return [
    `Bench ${results.startedAt} on ${results.machine.cpus} CPUs, Node ${results.machine.node}, ${results.machine.chromium}`,
    machineLine(results),
    `Documents: ${results.documents.note}`,
    '',
    httpTable(results),
    '',
    apiCpuTable(results.apiCpu, results.settings),
    '',
    practiceAnswersTable(results.practiceAnswers),
    '',
    twoInstanceSection(results.twoInstances, results.settings, results.http),
    '',
    recordingsSection(results.recordings),
    '',
    lighthouseTable(results.lighthouse, results.settings),
    '',
    otherFigures(results),
    '',
    lighthouseFindings(results.lighthouse),
    '',
    ...budgetLines(budgets),
  ].join('\n');
}

/** What a `BENCH_ONLY` run measured: the sections it named. */
export type SectionResults = {
  lighthouse?: PageAudit[];
  apiCpu?: ApiCpuResult[];
  practiceAnswers?: PracticeAnswersResult;
  twoInstances?: TwoInstanceResults;
  recordings?: RecordingsResult;
};

/** `BENCH_ONLY=...`: the sections it ran with their budgets, under the machine's load when it started. */
export function formatSectionsReport(sections: SectionResults, settings: BenchSettings, budgets: BudgetCheck[], machine: string): string {
  const { lighthouse, apiCpu, practiceAnswers, twoInstances, recordings } = sections;
  return [
    machine,
    ...(apiCpu ? ['', apiCpuTable(apiCpu, settings)] : []),
    ...(practiceAnswers ? ['', practiceAnswersTable(practiceAnswers)] : []),
    ...(lighthouse ? ['', lighthouseTable(lighthouse, settings), '', lighthouseFindings(lighthouse)] : []),
    ...(twoInstances ? ['', twoInstanceSection(twoInstances, settings)] : []),
    ...(recordings ? ['', recordingsSection(recordings)] : []),
    '',
    ...budgetLines(budgets),
  ].join('\n');
}
