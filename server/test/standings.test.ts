// Team means and rankings (docs/PRODUCT-RULES.md#scoring): a team scores the mean of its members' points, members who
// did not answer count 0, and equal points share a competition rank.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addPoints, rankByPoints, rankingOf, teamMeans, topByPoints } from '../src/live/engine/standings.js';

describe('teamMeans', () => {
  it('averages over every member, counting those who did not answer as 0', () => {
    const members = new Map([
      ['team-a', ['p1', 'p2', 'p3', 'p4']],
      ['team-b', ['p5']],
    ]);
    const points = new Map([
      ['p1', 1000],
      ['p2', 600],
      ['p5', 800],
    ]);
    expect(teamMeans(members, points)).toEqual({ 'team-a': 400, 'team-b': 800 });
  });

  it('gives 0 to a team where nobody answered or everybody was wrong', () => {
    const members = new Map([
      ['team-silent', ['p1', 'p2']],
      ['team-wrong', ['p3']],
    ]);
    expect(teamMeans(members, new Map([['p3', 0]]))).toEqual({ 'team-silent': 0, 'team-wrong': 0 });
  });

  it('rounds to whole points, up and down', () => {
    const members = new Map([
      ['third', ['p1', 'p2', 'p3']],
      ['two-thirds', ['p4', 'p5', 'p6']],
      ['half', ['p7', 'p8']],
    ]);
    const points = new Map([
      ['p1', 1000], // 333.3… → 333
      ['p4', 1000], // 666.6… → 667
      ['p5', 1000],
      ['p7', 999], // 499.5 → 500
    ]);
    expect(teamMeans(members, points)).toEqual({ third: 333, 'two-thirds': 667, half: 500 });
  });

  it('skips a team without members', () => {
    const members = new Map([
      ['team-empty', []],
      ['team-a', ['p1']],
    ]);
    expect(teamMeans(members, new Map([['p1', 900]]))).toEqual({ 'team-a': 900 });
  });

  it('ignores the points of players outside every team', () => {
    expect(
      teamMeans(
        new Map([['team-a', ['p1']]]),
        new Map([
          ['p1', 500],
          ['loner', 1000],
        ]),
      ),
    ).toEqual({ 'team-a': 500 });
  });
});

describe('addPoints', () => {
  it('adds into a new object, leaving the totals it was given', () => {
    const totals = { a: 100, b: 50 };
    expect(addPoints(totals, { a: 25, c: 10 })).toEqual({ a: 125, b: 50, c: 10 });
    expect(totals).toEqual({ a: 100, b: 50 });
  });
});

describe('rankByPoints', () => {
  it('gives competition ranks: equal points share a rank and the next one skips', () => {
    const ranked = rankByPoints([
      { id: 'a', points: 10 },
      { id: 'b', points: 30 },
      { id: 'c', points: 20 },
      { id: 'd', points: 20 },
    ]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 2],
      ['a', 4],
    ]);
  });

  it('shares the first rank and counts everyone before the next', () => {
    const ranked = rankByPoints([50, 50, 50, 10, 0, 0].map((points, i) => ({ id: `p${i}`, points })));
    expect(ranked.map((r) => r.rank)).toEqual([1, 1, 1, 4, 5, 5]);
  });

  it('orders a tie by the tie-break without changing the shared rank', () => {
    const byName = (x: { name: string }, y: { name: string }) => x.name.localeCompare(y.name);
    const ranked = rankByPoints(
      [
        { name: 'Zebras', points: 700 },
        { name: 'Owls', points: 900 },
        { name: 'Ants', points: 700 },
      ],
      byName,
    );
    expect(ranked).toEqual([
      { name: 'Owls', points: 900, rank: 1 },
      { name: 'Ants', points: 700, rank: 2 },
      { name: 'Zebras', points: 700, rank: 2 },
    ]);
  });

  it('keeps the given order within a tie without a tie-break, and leaves the input alone', () => {
    const items = [
      { id: 'x', points: 5 },
      { id: 'y', points: 5 },
      { id: 'z', points: 9 },
    ];
    expect(rankByPoints(items).map((r) => r.id)).toEqual(['z', 'x', 'y']);
    expect(items.map((i) => i.id)).toEqual(['x', 'y', 'z']);
    expect(items[0]).not.toHaveProperty('rank');
    expect(rankByPoints([])).toEqual([]);
  });
});

describe('rankingOf', () => {
  it('gives each total its competition rank, and a total not among them the rank it would have', () => {
    const rankOf = rankingOf(Float64Array.from([50, 10, 50, 0, 50, 0]));
    expect([50, 10, 0, 60, 30, -1].map(rankOf)).toEqual([1, 4, 5, 1, 4, 7]);
    expect(rankingOf(new Float64Array(0))(0)).toBe(1);
  });
});

describe('topByPoints', () => {
  const byName = (x: { name: string }, y: { name: string }) => x.name.localeCompare(y.name);
  const player = fc.record({
    name: fc.constantFrom('Ann', 'Bob', 'Chloé', 'Dan', 'Zoë', 'émile'),
    points: fc.constantFrom(0, 500, 750, 1000, 1500),
  });

  it('is the first k of rankByPoints, ranks included, for any room (ties of points and names too)', () => {
    fc.assert(
      fc.property(fc.array(player, { maxLength: 40 }), fc.integer({ min: 0, max: 12 }), (players, k) => {
        const items = players.map((p, i) => ({ ...p, id: i }));
        const top = topByPoints(items, k, byName, rankingOf(Float64Array.from(items.map((p) => p.points))));
        expect(top).toEqual(rankByPoints(items, byName).slice(0, k));
      }),
    );
  });

  it('leaves the items alone', () => {
    const items = [
      { name: 'B', points: 1 },
      { name: 'A', points: 2 },
    ];
    expect(topByPoints(items, 1, byName, () => 1)).toEqual([{ name: 'A', points: 2, rank: 1 }]);
    expect(items).toEqual([
      { name: 'B', points: 1 },
      { name: 'A', points: 2 },
    ]);
  });
});
