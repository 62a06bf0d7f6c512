// Names on the boards, in the host's lists and in the results are ordered by one collator made when
// the server loads (lib/name-order.ts): the order must stay the one String#localeCompare gave.
import { describe, expect, it } from 'vitest';
import { byName } from '../src/lib/name-order.js';

const NAMES = [
  'Zoé',
  'zoe',
  'Zoe',
  'Émile',
  'emile',
  'Eve',
  'Ève',
  'Player 10',
  'Player 2',
  'player 1',
  'Ølaf',
  'Oscar',
  'Çava',
  'Cava',
  'ß',
  'ss',
  '',
  ' a',
  'a',
  'A',
  '😀 Smiley',
  '1st',
  '日本',
];

describe('name order', () => {
  it('orders names as localeCompare does, by sign for every pair', () => {
    for (const a of NAMES)
      for (const b of NAMES) expect(Math.sign(byName({ name: a }, { name: b })), `${a} / ${b}`).toBe(Math.sign(a.localeCompare(b)));
  });

  it('sorts records by their names, accents beside their letters and not after z', () => {
    const sorted = ['Zoé', 'Émile', 'Oscar', 'Eve'].map((name) => ({ name })).sort(byName);
    expect(sorted.map((r) => r.name)).toEqual(['Émile', 'Eve', 'Oscar', 'Zoé']);
  });
});
