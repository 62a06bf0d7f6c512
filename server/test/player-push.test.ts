// Whether a phone already holds its `me` (live/player-push.ts sameMe): compared field by field
// instead of as two JSON strings a socket, it must still tell apart every field the schema has,
// and still take equal values in new objects as the same.
import { schemas as S, type PlayerMe } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { sameMe } from '../src/live/player-push.js';

const me = (over: Partial<PlayerMe> = {}): PlayerMe => ({
  answer: '2',
  result: { correct: true, points: 800, streak: 3, streakBonus: 100 },
  totalPoints: 2400,
  rank: 4,
  teamPoints: 1900,
  teamRank: 2,
  teamCount: 6,
  ...over,
});

/** A value of the same kind as `value`, but another. */
const other = (value: unknown): unknown => {
  if (value === null) return 1;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value}x`;
  return { ...(value as object), points: -1 };
};

describe('sameMe', () => {
  it('takes equal values in other objects as the same, whatever the order of the result’s fields', () => {
    expect(sameMe(me(), me())).toBe(true);
    expect(sameMe(me(), me({ result: { streakBonus: 100, streak: 3, points: 800, correct: true } }))).toBe(true);
    expect(sameMe(me({ answer: null, result: null }), me({ answer: null, result: null }))).toBe(true);
    expect(sameMe(null, null)).toBe(true);
  });

  it('tells apart a difference in any field of the schema, and null from a me', () => {
    const fields = Object.keys(S.PlayerMe.shape) as (keyof PlayerMe)[];
    expect(fields.length).toBeGreaterThanOrEqual(7);
    for (const field of fields) {
      const base = me();
      const changed = { ...base, [field]: other(base[field]) } as PlayerMe;
      expect(sameMe(base, changed), field).toBe(false);
      expect(sameMe(changed, base), field).toBe(false);
      expect(sameMe(me({ [field]: null } as Partial<PlayerMe>), base), `${field} null`).toBe(base[field] === null);
    }
    expect(sameMe(me({ result: { correct: true, points: 800 } }), me())).toBe(false);
    expect(sameMe(null, me())).toBe(false);
    expect(sameMe(me(), null)).toBe(false);
  });
});
