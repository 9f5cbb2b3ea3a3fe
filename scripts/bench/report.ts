import type { BudgetCheck } from './budgets';
import { cls, count, kb, mib, ms, percent, table } from './format';
import { ratioToHello, type BenchResults } from './results';

function httpTable(results: BenchResults) {
  const rows = results.http.map((r) => [
    r.label,
    String(r.connections),
    count(r.requestsPerSecond),
    r.name === 'hello-world' ? '100%' : percent(ratioToHello(results, r.name)),
    ms(r.p50Ms),
    ms(r.p99Ms),
    count(r.non2xx),
    r.timeouts ? `${count(r.errors)} (${count(r.timeouts)} timed out)` : count(r.errors),
    ms(r.cpuMsPerRequest),
  ]);
  const title = `HTTP (autocannon, ${results.settings.httpRuns}×${results.settings.httpSeconds} s)`;
  return table([[title, 'conns', 'req/s', 'vs hello', 'p50', 'p99', 'non-2xx', 'errors', 'server CPU/req'], ...rows]);
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
  const met = budgets.filter((b) => b.met).length;
  return [
    `Bench ${results.startedAt} on ${results.machine.cpus} CPUs, Node ${results.machine.node}, ${results.machine.chromium}`,
    machineLine(results),
    `Documents: ${results.documents.note}`,
    '',
    httpTable(results),
    '',
    lighthouseTable(results),
    '',
    otherFigures(results),
    '',
    'Lighthouse audits below 0.9 (×runs):',
    lighthouseFindings(results),
    '',
    'Budgets:',
    ...budgets.map((b) => `  ${b.met ? 'met   ' : 'MISSED'}  ${b.name}: ${b.figure}`),
    `budgets: ${met} of ${budgets.length} met`,
  ].join('\n');
}
