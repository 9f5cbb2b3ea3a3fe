import { describe, expect, it } from 'vitest';
import type { PageAudit } from './lighthouse';
import { pageAudit as page } from './page-audit-factory';
import { formatSectionsReport } from './report';
import type { BenchSettings } from './results';

const settings: BenchSettings = { httpSeconds: 10, httpRuns: 3, lighthouseRuns: 1, viewerRuns: 5, coldStarts: 3, apiRequests: 1000, recordingMib: 8 };


const report = (pages: PageAudit[]) => formatSectionsReport({ lighthouse: pages }, settings, [], 'Load average 1.00');

describe('the Lighthouse section of the bench report', () => {
  it('warns when the public control page, which loads no scripts, misses TBT or performance on this machine', () => {
    const text = report([page('/services', true, { performance: 91, tbtMs: 355 }), page('/hub', false, { tbtMs: 900 })]);
    expect(text).toContain('WARNING: /services loads no scripts and still measured performance 91, TBT 355 ms');
  });

  it('says nothing of the machine when the control page is fast, whatever the member pages measure', () => {
    expect(report([page('/services', true, { performance: 98, tbtMs: 50 }), page('/hub', false, { tbtMs: 900 })])).not.toContain('WARNING');
  });
});
