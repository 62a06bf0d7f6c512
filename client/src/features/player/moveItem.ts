// What Move up, Move down and a drop do to a player's arrangement of a put-in-order question: one
// item leaves its place for another, and the others keep their order around it.

/** `order` with its item at `from` moved to `to` (both 0-based places). */
export function moveItem<T>(order: readonly T[], from: number, to: number): T[] {
  const next = [...order];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...order];
  next.splice(to, 0, item);
  return next;
}
