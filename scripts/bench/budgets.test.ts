import { describe, expect, it } from 'vitest';
import type { ApiCpuResult } from './api-cpu';
import { apiCpuBudgets, memberPageBudgets, recordingBudgets, twoInstanceBudgets } from './budgets';
import type { PageAudit } from './lighthouse';
import { pageAudit as audit } from './page-audit-factory';
import { memberRoutes } from './member-pages';
import type { ReadBack, RecordingsResult, StoreResult } from './recordings';
import type { SharedLoadResult, TwoInstanceResults } from './results';

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

describe('the recording budgets', () => {
  const size = 200 * 1024 * 1024;
  const chunk = 5 * 1024 * 1024;
  const intact: ReadBack = { bytes: size, sha256: 'ab', matches: true, seconds: 2 };
  const store = (name: 'local' | 's3', figures: { growthBytes?: number; sentBytes?: number; readBack?: ReadBack; resumed?: ReadBack } = {}): StoreResult => ({
    store: name,
    status: 'ran',
    upload: { seconds: 4, mibPerSecond: 50, serverCpuMsPerMib: 5, benchCpuMsPerMib: 5, rss: { startBytes: 0, beforeBytes: 0, maxBytes: 0, growthBytes: figures.growthBytes ?? 0, samples: 40 } },
    readBack: figures.readBack ?? intact,
    resume: { cutAfterBytes: chunk / 2, resumedFrom: 100 * 1024 * 1024, sentBytes: figures.sentBytes ?? size, readBack: figures.resumed ?? intact },
  });
  const results = (...stores: StoreResult[]): RecordingsResult => ({ fileBytes: size, chunkBytes: chunk, copy: { runsSeconds: [1], mibPerSecond: 200 }, stores });

  it('are met per store at the edges: 50 MB of growth, size plus one chunk resent, the source read back', () => {
    const budgets = recordingBudgets(results(store('local', { growthBytes: 50 * 1024 * 1024, sentBytes: size + chunk }), store('s3')));
    expect(budgets).toHaveLength(8);
    expect(budgets.filter((b) => !b.met)).toEqual([]);
    expect(budgets.slice(0, 4)).toMatchObject([
      { name: 'local: RSS growth during a 200 MiB take ≤ 50 MB', figure: '50 MiB' },
      { figure: '209,715,200 bytes, SHA-256 equal' },
      { figure: '214,958,080 of ≤ 214,958,080 bytes' },
      { name: "local: resumed take read back with the source's size and SHA-256" },
    ]);
  });

  it('are missed by more growth, one byte more resent, a different hash or a short read-back', () => {
    const missed = recordingBudgets(
      results(
        store('local', { growthBytes: 50 * 1024 * 1024 + 1, sentBytes: size + chunk + 1 }),
        store('s3', { readBack: { ...intact, sha256: 'cd', matches: false }, resumed: { ...intact, bytes: size - 1 } }),
      ),
    ).filter((b) => !b.met);
    expect(missed.map((b) => b.name)).toEqual([
      'local: RSS growth during a 200 MiB take ≤ 50 MB',
      'local: resumed after a cut, sent ≤ size + one chunk',
      "s3: take read back with the source's size and SHA-256",
      "s3: resumed take read back with the source's size and SHA-256",
    ]);
    expect(missed[2]!.figure).toBe('209,715,200 bytes, SHA-256 DIFFERS');
  });

  it('miss one budget for a store whose run broke', () => {
    expect(recordingBudgets(results(store('local'), { store: 's3', status: 'failed', reason: 'HEAD answered 404' }))).toMatchObject([
      ...Array.from({ length: 4 }, () => ({ met: true })),
      { name: 's3: recordings measured', figure: 'HEAD answered 404', met: false },
    ]);
  });
});
