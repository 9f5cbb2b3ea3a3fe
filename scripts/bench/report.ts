import { propagationFigure, type BudgetCheck } from './budgets';
import { cls, count, kb, mib, ms, percent, table } from './format';
import type { LoadResult } from './http-load';
import { ratioToHello, type BenchResults, type TwoInstanceResults } from './results';
import { balancerUrl } from './two-instances';

type HttpSettings = BenchResults['settings'];

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
function twoInstanceSection(two: TwoInstanceResults, settings: HttpSettings, pglite: LoadResult[] = []): string {
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

function lighthouseTable(results: BenchResults) {
  const rows = results.lighthouse.map((p) => [
    `${p.name} ${p.path}`,
    String(p.performance),
    String(p.accessibility),
    String(p.bestPractices),
    String(p.seo),
    ms(p.lcpMs),
    ms(p.tbtMs),
    cls(p.cls),
  ]);
  return table([[`Lighthouse 12 mobile (median of ${results.settings.lighthouseRuns})`, 'perf', 'a11y', 'best', 'SEO', 'LCP', 'TBT', 'CLS'], ...rows]);
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

/** The Lighthouse audits that cost points: the first place to look for a score's cause. */
function lighthouseFindings(results: BenchResults) {
  return results.lighthouse.map((p) => `  ${p.path}: ${p.failingAudits.join('; ') || 'none'}`).join('\n');
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
    twoInstanceSection(results.twoInstances, results.settings, results.http),
    '',
    lighthouseTable(results),
    '',
    otherFigures(results),
    '',
    'Lighthouse audits below 0.9 (×runs):',
    lighthouseFindings(results),
    '',
    ...budgetLines(budgets),
  ].join('\n');
}

/** BENCH_ONLY=two-instances: that section and its budgets alone. */
export function formatTwoInstanceReport(two: TwoInstanceResults, settings: HttpSettings, budgets: BudgetCheck[]): string {
  return [twoInstanceSection(two, settings), '', ...budgetLines(budgets)].join('\n');
}
