import { describe, expect, it } from 'vitest';
import { pickedOptions } from './selection';

describe('pickedOptions', () => {
  it('reads an option number, a ticked list as sent, and an answer as the server stored it', () => {
    expect(pickedOptions(2)).toEqual([2]);
    expect(pickedOptions([3, 1])).toEqual([1, 3]);
    expect(pickedOptions('2')).toEqual([2]);
    expect(pickedOptions('1,3')).toEqual([1, 3]);
  });

  it('reads free text as no option', () => {
    expect(pickedOptions('Jupiter')).toEqual([]);
    expect(pickedOptions('1, 3 and 4')).toEqual([]);
  });
});
