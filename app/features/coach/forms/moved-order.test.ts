import { describe, expect, it } from 'vitest';
import { movedOrder } from './moved-order';

describe('movedOrder', () => {
  it('moves an item up or down one place and leaves the rest', () => {
    expect(movedOrder(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });
  it('does not change the order it was given', () => {
    const order = ['a', 'b'];
    movedOrder(order, 0, 1);
    expect(order).toEqual(['a', 'b']);
  });
});
