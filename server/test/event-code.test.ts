// Event codes (docs/PRODUCT-RULES.md#event-codes): four upper-case letters, drawn at random, never a word on the block list.
import { describe, expect, it, vi } from 'vitest';
import { isBlockedCode, randomEventCode } from '../src/events/event-code.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A `random(max)` that plays back the letter indexes of the given words, one letter per call. */
function spelling(...words: string[]) {
  const indexes = words.flatMap((w) => [...w].map((c) => LETTERS.indexOf(c)));
  return vi.fn((max: number) => {
    expect(max).toBe(26);
    const next = indexes.shift();
    if (next === undefined) throw new Error('random called more often than expected');
    return next;
  });
}

describe('randomEventCode', () => {
  it('makes four upper-case letters', () => {
    for (let i = 0; i < 500; i++) expect(randomEventCode()).toMatch(/^[A-Z]{4}$/);
  });

  it('uses the letters random() picks, in order', () => {
    const random = spelling('QUIZ');
    expect(randomEventCode(random)).toBe('QUIZ');
    expect(random).toHaveBeenCalledTimes(4);
  });

  it('can produce every letter, first and last of the alphabet included', () => {
    expect(randomEventCode(spelling('AZAZ'))).toBe('AZAZ');
    expect(randomEventCode(spelling('ZZZZ'))).toBe('ZZZZ');
  });

  it('draws again when the code is on the block list', () => {
    const random = spelling('SHIT', 'NAZI', 'GAME');
    expect(randomEventCode(random)).toBe('GAME');
    expect(random).toHaveBeenCalledTimes(12);
  });

  it('spreads codes: 2000 draws give well over 1900 distinct codes', () => {
    // 26^4 = 456 976 codes: a birthday collision or two is expected, a cluster is not.
    const codes = new Set(Array.from({ length: 2000 }, () => randomEventCode()));
    expect(codes.size).toBeGreaterThan(1900);
  });
});

describe('isBlockedCode', () => {
  it('blocks listed words in English and French', () => {
    for (const word of ['FUCK', 'SHIT', 'CUNT', 'NAZI', 'RAPE', 'PUTE', 'MERD']) expect(isBlockedCode(word)).toBe(true);
  });

  it('lets ordinary codes through', () => {
    for (const word of ['QUIZ', 'ABCD', 'GAME', 'TEAM', 'WXYZ']) expect(isBlockedCode(word)).toBe(false);
  });

  it('compares upper-case codes, as they are generated', () => {
    expect(isBlockedCode('fuck')).toBe(false);
    expect(isBlockedCode('FUCK')).toBe(true);
  });
});
