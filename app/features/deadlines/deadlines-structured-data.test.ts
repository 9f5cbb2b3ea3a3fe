import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '@server/features/deadlines/list-deadlines';
import { deadlinesStructuredData } from './deadlines-structured-data';

const entry = (overrides: Partial<CalendarEntry>): CalendarEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  firmSlug: 'clifford-chance',
  firm: 'Clifford Chance',
  group: 'magic-circle',
  opportunity: 'training-contract',
  opensOn: '2026-10-05',
  closesOn: '2027-07-31',
  rolling: false,
  url: 'https://careers.cliffordchance.com/london/',
  checkedOn: null,
  ...overrides,
});

describe('deadlines structured data', () => {
  it('gives a checked entry’s dates as its application window, and an unchecked entry none', () => {
    const data = deadlinesStructuredData({
      entries: [entry({ checkedOn: '2026-11-20' }), entry({ firmSlug: 'linklaters', firm: 'Linklaters', url: 'https://careers.linklaters.com/en/early-careers/uk' })],
      pageUrl: 'https://example.com/deadlines',
      name: 'Deadlines',
    });
    const [checked, unchecked] = data.itemListElement.map((element) => element.item as Record<string, unknown>);
    expect(checked).toMatchObject({
      '@type': 'EducationalOccupationalProgram',
      name: 'Clifford Chance: Training contract',
      provider: { '@type': 'Organization', name: 'Clifford Chance' },
      applicationStartDate: '2026-10-05',
      applicationDeadline: '2027-07-31',
    });
    expect(unchecked).toMatchObject({ name: 'Linklaters: Training contract' });
    expect(JSON.stringify(unchecked)).not.toMatch(/2026-10-05|2027-07-31|application/);
    expect(data.itemListElement.map((element) => element.position)).toEqual([1, 2]);
  });
});
