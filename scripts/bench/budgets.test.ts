import { describe, expect, it } from 'vitest';
import { hubBlockingTimeBudget } from './budgets';
import type { PageAudit } from './lighthouse';
import type { BenchResults } from './results';

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
