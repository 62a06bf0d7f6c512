// Drag to reorder a list with a finger or a mouse, written with pointer events rather than taken
// from a library: the phone's download has no room for one, and a list of three to six rows needs
// little. A row is picked up by its handle, follows the pointer while the rows it passes make room,
// and takes the place it is dropped in. Only the handle takes the gesture (`touch-action: none`):
// a touch elsewhere on a row still scrolls the page. Keyboard and screen-reader players move rows
// with buttons instead; this is the quick way for everyone else.
import { type CSSProperties, type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';

/** The row picked up, the place it would drop in, how far it moved, and the room it takes (its height and a gap). */
type Drag = { from: number; to: number; dy: number; room: number };
/** Taken when a row is picked up: where the pointer was, and each row's middle. */
type Start = { y: number; middles: number[] };

export function useDragToReorder(enabled: boolean, onDrop: (from: number, to: number) => void) {
  const rows = useRef<(HTMLElement | null)[]>([]);
  const start = useRef<Start | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);

  const finish = (drop: boolean) => {
    start.current = null;
    setDrag(null);
    if (drop && enabled && drag && drag.to !== drag.from) onDrop(drag.from, drag.to);
  };

  /** The handlers and style of row `index`'s handle. */
  const handle = (index: number) => ({
    style: { touchAction: 'none', userSelect: 'none', cursor: enabled ? 'grab' : undefined } satisfies CSSProperties,
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (!enabled || event.button !== 0) return;
      const rects = rows.current.map((row) => row?.getBoundingClientRect() ?? null);
      const own = rects[index];
      if (!own || rects.includes(null)) return;
      const neighbour = rects[index + 1] ?? rects[index - 1];
      const gap = neighbour ? Math.max(0, neighbour.top > own.top ? neighbour.top - own.bottom : own.top - neighbour.bottom) : 0;
      // Events keep coming to the handle however far the pointer goes (jsdom has no capture).
      event.currentTarget.setPointerCapture?.(event.pointerId);
      start.current = { y: event.clientY, middles: rects.map((rect) => (rect ? rect.top + rect.height / 2 : 0)) };
      setDrag({ from: index, to: index, dy: 0, room: own.height + gap });
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      const picked = start.current;
      if (!picked || !drag) return;
      const dy = event.clientY - picked.y;
      const middle = (picked.middles[drag.from] ?? 0) + dy;
      // Its new place: after every other row whose middle it has passed.
      const to = picked.middles.filter((other, i) => i !== drag.from && other < middle).length;
      setDrag({ ...drag, to, dy });
    },
    onPointerUp: () => finish(true),
    onPointerCancel: () => finish(false),
  });

  /** Row `index`'s element, for measuring, and its style while a row is dragged. */
  const row = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      rows.current[index] = element;
    },
    style: rowStyle(drag, index),
  });

  return { handle, row };
}

function rowStyle(drag: Drag | null, index: number): CSSProperties {
  // No transition once dropped: the rows are then in their new places, where they already showed.
  if (!drag) return {};
  if (index === drag.from) {
    return { transform: `translateY(${drag.dy}px)`, position: 'relative', zIndex: 1, boxShadow: 'var(--mantine-shadow-lg)' };
  }
  const { from, to, room } = drag;
  const shift = from < index && index <= to ? -room : to <= index && index < from ? room : 0;
  return { transform: shift ? `translateY(${shift}px)` : undefined, transition: 'transform 150ms ease' };
}
