/** The ids with `id` taken out and put back at `toIndex` (clamped to the list). */
export function moveId(ids: readonly number[], id: number, toIndex: number): number[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const rest = ids.filter((other) => other !== id);
  const to = Math.min(Math.max(toIndex, 0), rest.length);
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}

/**
 * Where a dragged item lands: the number of the other items whose middle is above the pointer.
 * `middles` are the vertical centres of the other items, top to bottom.
 */
export function dropIndex(middles: readonly number[], pointerY: number): number {
  return middles.filter((middle) => middle < pointerY).length;
}
