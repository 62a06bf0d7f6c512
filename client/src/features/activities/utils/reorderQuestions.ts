// Issue 21: the quiz editor's reorder and duplicate, on the editor's list of questions. Both panes
// show that one list, so a move made in either pane moves the question in both languages at once.

/** The list with the item at `from` taken out and put back at `to`; out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item!);
  return moved;
}

/** The list with `copy` of the item at `index` inserted right after it. */
export function duplicateAfter<T>(items: readonly T[], index: number, copy: (item: T) => T): T[] {
  if (index < 0 || index >= items.length) return [...items];
  return [...items.slice(0, index + 1), copy(items[index]!), ...items.slice(index + 1)];
}
