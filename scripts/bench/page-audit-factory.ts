import type { PageAudit } from './lighthouse';

/** A Lighthouse page audit for the bench's own tests: a perfect page unless `figures` says otherwise. */
export const pageAudit = (path: string, isPublic: boolean, figures: Partial<PageAudit> = {}): PageAudit => ({
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
