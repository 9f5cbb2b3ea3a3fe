import { describe, expect, it } from 'vitest';
import { hubBlockingTimeBudget, twoInstanceBudgets } from './budgets';
import type { PageAudit } from './lighthouse';
import type { BenchResults, SharedLoadResult, TwoInstanceResults } from './results';

const audit = (path: string, isPublic: boolean, tbtMs: number): PageAudit => ({
  name: path,
  path,
  public: isPublic,
  runs: 3,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  tbtMs,
  cls: 0,
  pdfRequests: [],
  failingAudits: [],
});
const withPages = (...lighthouse: PageAudit[]) => ({ lighthouse }) as BenchResults;

describe('the subscriber /hub blocking-time budget', () => {
  it('is met at 50 ms and missed above it', () => {
    expect(hubBlockingTimeBudget(withPages(audit('/', true, 400), audit('/hub', false, 50)))).toMatchObject({ figure: '50 ms', met: true });
    expect(hubBlockingTimeBudget(withPages(audit('/hub', false, 51)))).toMatchObject({ figure: '51 ms', met: false });
  });

  it('is missed when the signed-in /hub was not audited', () => {
    expect(hubBlockingTimeBudget(withPages(audit('/', true, 0)))).toMatchObject({ figure: 'not measured', met: false });
  });
});

describe('the two-instance budgets', () => {
  const load = { non2xx: 0, errors: 0, requests: 1_000 } as SharedLoadResult;
  const ran = (runsMs: number[], failures = 0): TwoInstanceResults => ({
    status: 'ran',
    server: 'PostgreSQL',
    http: [load, { ...load, errors: failures }],
    propagation: { runsMs, medianMs: Number.NaN, maxMs: Math.max(...runsMs), pollEveryMs: 5, boundMs: 5_000 },
  });

  it('is met when B saw every purchase within a second and nothing failed under load', () => {
    expect(twoInstanceBudgets(ran([12, 999]))).toMatchObject([
      { name: 'purchase through A seen by B < 1 s (slowest of 2)', figure: '999 ms', met: true },
      { figure: '0 of 2,000', met: true },
    ]);
  });

  it('is missed by one slow purchase, one B never saw, or an error under load', () => {
    expect(twoInstanceBudgets(ran([12, 1_000]))[0]).toMatchObject({ figure: '1.00 s', met: false });
    expect(twoInstanceBudgets(ran([12, Number.POSITIVE_INFINITY]))[0]).toMatchObject({ figure: '> 5.00 s', met: false });
    expect(twoInstanceBudgets(ran([12], 1))[1]).toMatchObject({ figure: '1 of 2,000', met: false });
  });

  it('adds nothing when there was no PostgreSQL, and a missed budget when the run broke', () => {
    expect(twoInstanceBudgets({ status: 'skipped', reason: 'unreachable' })).toEqual([]);
    expect(twoInstanceBudgets({ status: 'failed', reason: 'B exited' })).toMatchObject([{ figure: 'B exited', met: false }]);
  });
});
