// The lobby's frame: page padding, a header of fixed height and the join panel's width, each a
// clamp() of the viewport. The page draws them from these numbers, and the roster area they leave is
// estimated from the same numbers until the page has measured it (first paint, and tests).

type Clamp = { min: number; viewport: number; max: number; unit: 'vw' | 'vh' };

const PADDING: Clamp = { min: 12, viewport: 1.6, max: 36, unit: 'vw' };
const HEADER: Clamp = { min: 48, viewport: 8, max: 110, unit: 'vh' };
const PANEL: Clamp = { min: 240, viewport: 22, max: 480, unit: 'vw' };

const css = (c: Clamp) => `clamp(${c.min}px, ${c.viewport}${c.unit}, ${c.max}px)`;
const px = (c: Clamp, width: number, height: number) =>
  Math.min(c.max, Math.max(c.min, ((c.unit === 'vw' ? width : height) * c.viewport) / 100));

export const LOBBY_FRAME = { padding: css(PADDING), header: css(HEADER), panel: css(PANEL) };

/** The roster area a screen of this size leaves beside the join panel and below the header. */
export function estimateRosterArea(screenWidth: number, screenHeight: number): { width: number; height: number } {
  const pad = px(PADDING, screenWidth, screenHeight);
  return {
    width: Math.floor(screenWidth - 3 * pad - px(PANEL, screenWidth, screenHeight)),
    height: Math.floor(screenHeight - 3 * pad - px(HEADER, screenWidth, screenHeight)),
  };
}
