import { describe, expect, it } from 'vitest';
import { collectionToMention } from './continue-card';

describe('collectionToMention', () => {
  it('names the collection an item belongs to', () => {
    expect(collectionToMention({ itemTitle: 'Clifford Chance', collectionTitle: 'Firm Profiles' })).toBe('Firm Profiles');
  });

  it('names nothing more when the item is the whole collection', () => {
    expect(collectionToMention({ itemTitle: 'Interview Question Bank', collectionTitle: 'Interview Question Bank' })).toBeNull();
    expect(collectionToMention({ itemTitle: 'Interview question bank ', collectionTitle: 'Interview Question Bank' })).toBeNull();
  });
});
