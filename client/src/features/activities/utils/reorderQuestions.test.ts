import { describe, expect, it } from 'vitest';
import { duplicateAfter, moveItem } from './reorderQuestions';

describe('moveItem', () => {
  it('moves an item up, down, to either end', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('changes nothing past either end, and never the list it was given', () => {
    const items = ['a', 'b'];
    expect(moveItem(items, 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(items, 1, 2)).toEqual(['a', 'b']);
    expect(moveItem(items, 1, 1)).toEqual(['a', 'b']);
    moveItem(items, 0, 1);
    expect(items).toEqual(['a', 'b']);
  });
});

describe('duplicateAfter', () => {
  it('inserts the copy right after its original', () => {
    expect(duplicateAfter(['a', 'b', 'c'], 1, (x) => `${x}2`)).toEqual(['a', 'b', 'b2', 'c']);
    expect(duplicateAfter(['a', 'b', 'c'], 2, (x) => `${x}2`)).toEqual(['a', 'b', 'c', 'c2']);
    expect(duplicateAfter(['a'], 5, (x) => `${x}2`)).toEqual(['a']);
  });
});
