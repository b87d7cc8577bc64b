/** `order` with the candidate at `from` moved to `to` (both 0-based, `to` clamped to the list). */
export function moveCandidate<T>(order: readonly T[], from: number, to: number): T[] {
  const target = Math.min(Math.max(0, to), order.length - 1);
  if (from === target || from < 0 || from >= order.length) return [...order];
  const next = [...order];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}
