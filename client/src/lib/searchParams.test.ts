import { describe, expect, it } from 'vitest';
import { flagParam, idParam, textParam, validateIdSearch, validateRedirectSearch } from './searchParams';

describe('search parameters', () => {
  it('keeps text and drops what the router parsed as anything else', () => {
    expect(textParam('ABCD')).toBe('ABCD');
    expect(textParam('')).toBe('');
    for (const value of [1234, true, null, undefined, { a: 1 }, ['x']]) expect(textParam(value)).toBeUndefined();
  });

  it('reads the screen flag as a boolean or the text of an older link', () => {
    expect(flagParam(true)).toBe(true);
    expect(flagParam(false)).toBe(false);
    expect(flagParam('true')).toBe('true');
    expect(flagParam(1)).toBeUndefined();
    expect(flagParam({})).toBeUndefined();
  });

  it("keeps an editor's numeric id as text so the editor can say it names nothing", () => {
    expect(idParam(123)).toBe('123');
    expect(idParam('0b7e…')).toBe('0b7e…');
    expect(idParam(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(idParam(null)).toBeUndefined();
    expect(idParam([1])).toBeUndefined();
    expect(validateIdSearch({ id: 7, other: 'x' })).toEqual({ id: '7' });
    expect(validateIdSearch({})).toEqual({ id: undefined });
  });

  it('keeps a sign-in redirect only when it is text', () => {
    expect(validateRedirectSearch({ redirect: '/manager/events' })).toEqual({ redirect: '/manager/events' });
    expect(validateRedirectSearch({ redirect: 5 })).toEqual({ redirect: undefined });
  });
});
