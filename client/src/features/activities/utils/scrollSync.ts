import { SCROLL_SYNC_GUARD_MS } from '@quizfest/shared';

export type PaneSide = 'left' | 'right';
export type ScrollBox = { scrollTop: number; scrollHeight: number; clientHeight: number };

/**
 * Keeps two panes at the same relative scroll position. Moving one pane makes the browser fire a
 * scroll event on the other; that echo is ignored for SCROLL_SYNC_GUARD_MS so the panes do not
 * drive each other in a loop (docs/PRODUCT-RULES.md#limits).
 */
export function createScrollSync(now: () => number = () => Date.now(), guardMs = SCROLL_SYNC_GUARD_MS) {
  const ignoreUntil: Record<PaneSide, number> = { left: 0, right: 0 };
  return function onScroll(side: PaneSide, source: ScrollBox, target: ScrollBox | null): void {
    if (!target || now() < ignoreUntil[side]) return;
    const sourceRange = source.scrollHeight - source.clientHeight;
    const targetRange = target.scrollHeight - target.clientHeight;
    const ratio = sourceRange > 0 ? source.scrollTop / sourceRange : 0;
    const next = Math.round(ratio * Math.max(targetRange, 0));
    // No move, no echo: guarding anyway would swallow the user's own next scroll of the other pane.
    if (target.scrollTop === next) return;
    ignoreUntil[side === 'left' ? 'right' : 'left'] = now() + guardMs;
    target.scrollTop = next;
  };
}
