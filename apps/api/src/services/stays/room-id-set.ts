/** A set of room ids kept as one bit per id: a million rooms take 125 KB, and a lookup is one array read. */
export type RoomIdSet = { readonly size: number; has(id: number): boolean };

export function roomIdSet(ids: readonly number[]): RoomIdSet {
  const top = ids.reduce((max, id) => Math.max(max, id), 0);
  const bits = new Uint8Array((top >> 3) + 1);
  let size = 0;
  for (const id of ids) {
    const mask = 1 << (id & 7);
    if ((bits[id >> 3]! & mask) === 0) size++;
    bits[id >> 3]! |= mask;
  }
  return {
    size,
    has: (id) =>
      Number.isInteger(id) && id >= 0 && id >> 3 < bits.length && (bits[id >> 3]! & (1 << (id & 7))) !== 0,
  };
}

/** How many different rooms of a comma-separated list of room ids (repeats allowed) `counts` keeps. */
export function distinctRooms(list: string | null | undefined, counts: (id: number) => boolean): number {
  if (!list) return 0;
  return roomIdSet(list.split(',').map(Number).filter(counts)).size;
}
