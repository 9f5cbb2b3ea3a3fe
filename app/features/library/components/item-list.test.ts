import { describe, expect, it } from 'vitest';
import { filterItems } from './item-list';

const items = [
  { id: '1', slug: 'clifford-chance', title: 'Clifford Chance', description: 'Magic Circle firm' },
  { id: '2', slug: 'kirkland', title: 'Kirkland & Ellis', description: 'US firm known for private equity' },
];

describe('filterItems', () => {
  it('matches title or description, case-insensitively, as a substring', () => {
    expect(filterItems(items, 'CLIFF').map((i) => i.slug)).toEqual(['clifford-chance']);
    expect(filterItems(items, 'private eq').map((i) => i.slug)).toEqual(['kirkland']);
    expect(filterItems(items, '  ')).toHaveLength(2);
    expect(filterItems(items, 'nothing')).toEqual([]);
  });
});
