import { describe, expect, it } from 'vitest';
import { estimateRosterArea } from './lobbyFrame';
import { CARD_BORDER_PX, type LobbyLayout, lobbyLayout } from './lobbyLayout';

const FIRST = [
  'Ann',
  'Bob',
  'Chloé',
  'Dmitri',
  'Eleanor',
  'Fatima',
  'Guillaume',
  'Hiro',
  'Isabelle',
  'Jean-Baptiste',
  'Kim',
  'Léa',
  'Mohammed',
  'Nadia',
  'Oscar',
];
const LAST = ['M.', 'Durand', 'Li', 'Okafor', 'Smith'];
const names = (count: number, seed = 0) =>
  Array.from({ length: count }, (_, i) => `${FIRST[(i + seed) % FIRST.length]} ${LAST[(i * 7 + seed) % LAST.length]}`);
const teams = (count: number, size: number) => Array.from({ length: count }, (_, t) => ({ players: names(size, t) }));

const FULL_HD = { width: 1920, height: 1080 };
const LAPTOP = { width: 1366, height: 768 };

/**
 * The grid's height and narrowest name cell, recomputed from what the layout tells the page to draw
 * (the same arithmetic as RosterCard's CSS), so the test does not take the layout's own word for it.
 */
function drawn(layout: LobbyLayout, counts: number[], areaWidth: number) {
  const lines = counts.map((count, i) => {
    const shown = layout.shown[i]!;
    const items = shown < count ? shown + 1 : shown; // the "+N more" line takes a cell
    return Math.max(1, Math.ceil(items / layout.nameColumns));
  });
  const chrome = 2 * (layout.paddingPx + CARD_BORDER_PX) + layout.teamLineHeightPx + layout.headerGapPx;
  let height = 0;
  for (let start = 0; start < counts.length; start += layout.columns) {
    height += chrome + Math.max(...lines.slice(start, start + layout.columns)) * layout.lineHeightPx;
  }
  height += (Math.ceil(counts.length / layout.columns) - 1) * layout.gapPx;
  const cardWidth = (areaWidth - (layout.columns - 1) * layout.gapPx) / layout.columns;
  const inner = cardWidth - 2 * (layout.paddingPx + CARD_BORDER_PX);
  const cellWidth = (inner - (layout.nameColumns - 1) * layout.nameGapPx) / layout.nameColumns;
  return { height, cardWidth, cellWidth };
}

function fit(screen: { width: number; height: number }, rosters: { players: string[] }[]) {
  const area = estimateRosterArea(screen.width, screen.height);
  const layout = lobbyLayout({ ...area, screenHeight: screen.height, rosters });
  const counts = rosters.map((roster) => roster.players.length);
  return { area, layout, counts, ...drawn(layout, counts, area.width) };
}

describe('lobbyLayout', () => {
  it.each([
    ['one team of 60', teams(1, 60)],
    ['100 players without a team', [{ players: names(100) }]],
  ])('lists all of %s on a 1080p screen in names readable from the back', (_, rosters) => {
    const { area, layout, counts, height, cellWidth } = fit(FULL_HD, rosters);
    expect(layout.shown).toEqual(counts);
    expect(height).toBeLessThanOrEqual(area.height);
    expect(layout.fontPx).toBeGreaterThanOrEqual(28);
    // A cell holds a name of 8 characters or so whole, not a sliver of it.
    expect(cellWidth).toBeGreaterThanOrEqual(5 * layout.fontPx);
  });

  it('fits 300 players in 20 teams: every team with its header and names, the rest counted', () => {
    const { area, layout, counts, height, cardWidth, cellWidth } = fit(FULL_HD, teams(20, 15));
    expect(height).toBeLessThanOrEqual(area.height);
    expect(layout.fontPx).toBeGreaterThanOrEqual(18);
    expect(cellWidth).toBeGreaterThanOrEqual(5 * layout.fontPx);
    // A team's header holds a name of a dozen characters and its count.
    expect(cardWidth).toBeGreaterThanOrEqual(7 * layout.teamFontPx);
    counts.forEach((count, i) => {
      expect(layout.shown[i]).toBeGreaterThanOrEqual(5);
      expect(layout.shown[i]).toBeLessThanOrEqual(count);
    });
    // Most of the room is named; "+N more" is for the overflow, not the norm.
    expect(layout.shown.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(150);
  });

  it('keeps every roster within a laptop screen too, shrinking rather than spilling', () => {
    for (const rosters of [teams(1, 60), [{ players: names(100) }], teams(20, 15), teams(40, 5)]) {
      const { area, layout, counts, height } = fit(LAPTOP, rosters);
      expect(height).toBeLessThanOrEqual(area.height);
      counts.forEach((count, i) => expect(layout.shown[i]).toBeLessThanOrEqual(count));
    }
  });

  it('draws a small room large and shrinks the names as the room fills', () => {
    const few = fit(FULL_HD, teams(4, 3)).layout;
    const sixty = fit(FULL_HD, teams(1, 60)).layout;
    const hundred = fit(FULL_HD, [{ players: names(100) }]).layout;
    expect(few.fontPx).toBeGreaterThan(sixty.fontPx);
    expect(sixty.fontPx).toBeGreaterThan(hundred.fontPx);
    // Four small teams sit side by side rather than in one column of wide cards.
    expect(few.columns).toBeGreaterThan(1);
  });

  it('falls back to "+N more" only when the smallest readable font cannot hold everyone', () => {
    const area = estimateRosterArea(FULL_HD.width, FULL_HD.height);
    const crowd = lobbyLayout({ ...area, screenHeight: FULL_HD.height, rosters: teams(20, 15) });
    expect(crowd.fontPx).toBe(18);
    expect(crowd.shown.some((shown) => shown < 15)).toBe(true);
    const half = lobbyLayout({ ...area, screenHeight: FULL_HD.height, rosters: teams(10, 6) });
    expect(half.shown).toEqual(Array(10).fill(6));
  });
});
