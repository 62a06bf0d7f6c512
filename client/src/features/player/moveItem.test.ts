import { describe, expect, it } from 'vitest';
import { moveItem } from './moveItem';

describe('moveItem', () => {
  it('moves an item up or down one place, the others keeping their order', () => {
    expect(moveItem([1, 2, 3, 4], 1, 0)).toEqual([2, 1, 3, 4]);
    expect(moveItem([1, 2, 3, 4], 1, 2)).toEqual([1, 3, 2, 4]);
  });

  it('moves an item several places at once, as a drop does', () => {
    expect(moveItem([1, 2, 3, 4], 0, 3)).toEqual([2, 3, 4, 1]);
    expect(moveItem([1, 2, 3, 4], 3, 1)).toEqual([1, 4, 2, 3]);
  });

  it('leaves the order as it is for a place outside it, and never changes the one given', () => {
    const order = [1, 2, 3];
    expect(moveItem(order, 5, 0)).toEqual([1, 2, 3]);
    expect(moveItem(order, 2, 2)).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
  });
});
