// How the lobby fits a roster of any size on one screen with no scrolling. Every size of the roster
// grid (cards, team headers, one line per name) derives from one font size, so its height is known
// before it is drawn: the largest font at which everyone fits wins; when even the smallest readable
// font does not fit everyone, each team lists what fits and ends with "+N more". Team headers are
// always drawn, so every team stays on screen.

export type LobbyLayoutInput = {
  /** The roster area, in CSS pixels. */
  width: number;
  height: number;
  /** The screen's height: bounds the font (readable at the back of the room, never absurdly big). */
  screenHeight: number;
  rosters: readonly { players: readonly string[] }[];
};

export type LobbyMetrics = {
  fontPx: number;
  lineHeightPx: number;
  teamFontPx: number;
  teamLineHeightPx: number;
  /** Below the team header, before the first name. */
  headerGapPx: number;
  paddingPx: number;
  gapPx: number;
  nameGapPx: number;
};

export type LobbyLayout = LobbyMetrics & {
  /** Team cards side by side. */
  columns: number;
  /** Names side by side in a card. */
  nameColumns: number;
  /** Names listed for each roster; a roster listing fewer than it has ends with "+N more". */
  shown: number[];
  /** The height the roster grid takes, to compare with the area's. */
  heightPx: number;
};

/** The card's border, drawn on both sides. */
export const CARD_BORDER_PX = 1;
/** Below this a name is no longer readable from the back of the room (18 px on a 1080p screen). */
const readableFont = (screenHeight: number) => Math.max(12, Math.round(screenHeight / 60));
const largestFont = (screenHeight: number) => Math.max(readableFont(screenHeight), Math.round(screenHeight / 24));
/** Fonts below the readable one are tried only to keep every team header on screen. */
const FLOOR_FONT = 9;
/** An average character of a name is about this wide in ems (Inter, semi-bold). */
const CHAR_EM = 0.58;

export function lobbyMetrics(fontPx: number): LobbyMetrics {
  const teamFontPx = Math.round(fontPx * 1.15);
  return {
    fontPx,
    lineHeightPx: Math.round(fontPx * 1.3),
    teamFontPx,
    teamLineHeightPx: Math.round(teamFontPx * 1.25),
    headerGapPx: Math.round(fontPx * 0.3),
    paddingPx: Math.round(fontPx * 0.55),
    gapPx: Math.round(fontPx * 0.6),
    nameGapPx: Math.round(fontPx * 0.8),
  };
}

export function lobbyLayout(input: LobbyLayoutInput): LobbyLayout {
  const counts = input.rosters.map((roster) => roster.players.length);
  const nameChars = typicalNameLength(input.rosters);
  for (let font = largestFont(input.screenHeight); font >= readableFont(input.screenHeight); font--) {
    const fit = bestLayout(input, counts, nameChars, font, false);
    if (fit) return fit;
  }
  for (let font = readableFont(input.screenHeight); font >= FLOOR_FONT; font--) {
    const fit = bestLayout(input, counts, nameChars, font, true);
    if (fit) return fit;
  }
  // Past any real venue: one line per card at the floor font, and the area clips what is left.
  return arrange(
    input,
    counts,
    nameChars,
    FLOOR_FONT,
    maxColumns(input.width, counts.length, lobbyMetrics(FLOOR_FONT), nameChars),
    true,
    true,
  )!;
}

/** Long enough for nearly every name (nine in ten) to show whole; the longest end in an ellipsis. */
function typicalNameLength(rosters: LobbyLayoutInput['rosters']): number {
  const lengths = rosters.flatMap((roster) => roster.players.map((name) => [...name].length)).sort((a, b) => a - b);
  const typical = lengths[Math.floor(lengths.length * 0.9)] ?? 0;
  return Math.min(18, Math.max(6, typical));
}

function cardMinWidth(m: LobbyMetrics, nameChars: number): number {
  const content = Math.max(nameChars * CHAR_EM * m.fontPx, 7 * m.teamFontPx);
  return content + 2 * (m.paddingPx + CARD_BORDER_PX);
}

function maxColumns(width: number, rosterCount: number, m: LobbyMetrics, nameChars: number): number {
  const fit = Math.floor((width + m.gapPx) / (cardMinWidth(m, nameChars) + m.gapPx));
  return Math.max(1, Math.min(rosterCount, fit));
}

function bestLayout(input: LobbyLayoutInput, counts: number[], nameChars: number, font: number, capped: boolean): LobbyLayout | null {
  const m = lobbyMetrics(font);
  let best: LobbyLayout | null = null;
  for (let columns = 1; columns <= maxColumns(input.width, counts.length, m, nameChars); columns++) {
    const layout = arrange(input, counts, nameChars, font, columns, capped, false);
    if (!layout) continue;
    const shown = total(layout.shown);
    // Uncapped: the layout that leaves the most room. Capped: the one that lists the most names.
    if (!best || shown > total(best.shown) || (shown === total(best.shown) && layout.heightPx < best.heightPx)) best = layout;
  }
  return best;
}

function arrange(
  input: LobbyLayoutInput,
  counts: number[],
  nameChars: number,
  font: number,
  columns: number,
  capped: boolean,
  force: boolean,
): LobbyLayout | null {
  const m = lobbyMetrics(font);
  const cardWidth = (input.width - (columns - 1) * m.gapPx) / columns;
  const inner = cardWidth - 2 * (m.paddingPx + CARD_BORDER_PX);
  const cell = nameChars * CHAR_EM * font;
  const nameColumns = Math.max(1, Math.floor((inner + m.nameGapPx) / (cell + m.nameGapPx)));
  // An empty team still takes a line ("No players yet").
  const needs = counts.map((count) => Math.max(1, Math.ceil(count / nameColumns)));
  const rows = chunk(needs, columns).map((row) => Math.max(...row));
  const cardChrome = 2 * (m.paddingPx + CARD_BORDER_PX) + m.teamLineHeightPx + m.headerGapPx;
  const fixed = rows.length * cardChrome + (rows.length - 1) * m.gapPx;
  const budget = Math.floor((input.height - fixed) / m.lineHeightPx);
  const lines = force ? rows.map(() => 1) : capped ? shareLines(rows, budget) : rows;
  if (!force && (lines.some((line) => line < 1) || total(lines) > budget)) return null;
  const shown = counts.map((count, index) => {
    const slots = lines[Math.floor(index / columns)]! * nameColumns;
    return count <= slots ? count : slots - 1;
  });
  const used = rows.map((need, row) => Math.min(need, lines[row]!));
  return { ...m, columns, nameColumns, shown, heightPx: fixed + total(used) * m.lineHeightPx };
}

/** Lines for each row of cards: rows that need few get them all, the rest share what is left evenly. */
function shareLines(needs: number[], budget: number): number[] {
  const lines = needs.map(() => 0);
  let left = budget;
  const order = needs.map((_, row) => row).sort((a, b) => needs[a]! - needs[b]!);
  order.forEach((row, done) => {
    lines[row] = Math.min(needs[row]!, Math.floor(left / (order.length - done)));
    left -= lines[row];
  });
  return lines;
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
