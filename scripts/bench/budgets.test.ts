import { describe, expect, it } from 'vitest';
import type { ApiCpuResult } from './api-cpu';
import { apiCpuBudgets, memberPageBudgets, twoInstanceBudgets } from './budgets';
import type { PageAudit } from './lighthouse';
import { memberRoutes } from './member-pages';
import type { SharedLoadResult, TwoInstanceResults } from './results';

const audit = (path: string, isPublic: boolean, figures: Partial<PageAudit> = {}): PageAudit => ({
  name: path,
  path,
  public: isPublic,
  runs: 3,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  pdfRequests: [],
  failingAudits: [],
  ...figures,
});
const member = (route: string, figures: Partial<PageAudit> = {}) => audit(route.replace(':id', 'b7d1'), false, { route, ...figures });

describe('the subscriber pages budgets', () => {
  const fast = memberRoutes.map((route) => member(route));

  it('are met by fast pages, at the edges of each budget', () => {
    const edges = [member('/hub', { performance: 98, lcpMs: 1800, tbtMs: 50, cls: 0.0004 }), ...fast.slice(1)];
    const budgets = memberPageBudgets(edges);
    expect(budgets).toHaveLength(4 * memberRoutes.length);
    expect(budgets.filter((b) => !b.met)).toEqual([]);
    expect(budgets.slice(0, 4).map((b) => b.figure)).toEqual(['98', '1.80 s', '50 ms', '0.000']);
  });

  it('are missed one by one by a slower page', () => {
    const slow = memberPageBudgets([member('/hub', { performance: 97, lcpMs: 1801, tbtMs: 51, cls: 0.001 }), ...fast.slice(1)]);
    expect(slow.filter((b) => !b.met).map((b) => b.name)).toEqual([
      '/hub (subscriber) performance ≥ 98',
      '/hub (subscriber) LCP ≤ 1.8 s',
      '/hub (subscriber) TBT ≤ 50 ms',
      '/hub (subscriber) CLS = 0',
    ]);
  });

  it('name an application page by its route, and miss a page that was not audited or was audited signed out', () => {
    expect(memberPageBudgets(fast).map((b) => b.name)).toContain('/applications/:id (subscriber) LCP ≤ 1.8 s');
    const missing = memberPageBudgets([audit('/hub', true), ...fast.slice(1)]);
    expect(missing.filter((b) => !b.met)).toEqual([{ name: '/hub (subscriber) audited', figure: 'not measured', met: false }]);
  });
});

describe('the API read budgets', () => {
  const read = (name: ApiCpuResult['name'], cpuMsPerRequest: number, failures = 0): ApiCpuResult => ({
    name,
    label: `GET /api/${name}`,
    requestsPerRun: 1_000,
    runsMs: [cpuMsPerRequest, cpuMsPerRequest],
    cpuMsPerRequest,
    non2xx: failures,
    errors: 0,
  });

  it('hold /api/subscription to 0.10 ms of server CPU per request; the other reads are reported', () => {
    expect(apiCpuBudgets([read('subscription', 0.1), read('applications', 0.4)])).toMatchObject([
      { figure: '0.10 ms', met: true },
      { figure: '0 of 4,000', met: true },
    ]);
    expect(apiCpuBudgets([read('subscription', 0.11)])[0]).toMatchObject({ figure: '0.11 ms', met: false });
  });

  it('are missed when the subscription read was not measured or any read failed', () => {
    expect(apiCpuBudgets([read('me', 0.05, 3)])).toMatchObject([
      { figure: 'not measured', met: false },
      { figure: '3 of 2,000', met: false },
    ]);
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
