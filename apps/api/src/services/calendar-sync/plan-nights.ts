import type { FeedEvent } from './feed-events';

// What a sync writes (docs/decisions/calendar-sync.md, "A re-sync changes only what changed"): the
// feed's events made into nights that no other row of the room holds, compared with the feed's rows.

export type Range = { checkIn: string; checkOut: string };
export type TakenRow = Range & { kind: string; bookingId: number | null; retreatId: number | null };
export type FeedRow = Range & { id: number; externalUid: string };
export type Segment = Range & { uid: string };
/** An event over a Restora booking's nights, or over a retreat's program (one of the two ids). */
export type Conflict = Range & {
  uid: string;
  bookingId: number | null;
  retreatId: number | null;
  summary: string;
};

/** What a conflict is about: one per event and booking (or retreat). */
export const conflictKey = (c: { uid: string; bookingId: number | null; retreatId: number | null }) =>
  c.bookingId !== null ? `${c.uid}|booking|${c.bookingId}` : `${c.uid}|retreat|${c.retreatId}`;

/** The Restora claim a taken row is, when an event over it is a conflict: a booking, or a retreat's nights. */
function claimOf(row: TakenRow): Pick<Conflict, 'bookingId' | 'retreatId'> | null {
  if (row.kind === 'booking' && row.bookingId !== null) return { bookingId: row.bookingId, retreatId: null };
  if (row.kind === 'retreat' && row.retreatId !== null) return { bookingId: null, retreatId: row.retreatId };
  return null;
}

export type NightsPlan = {
  insert: Segment[];
  update: { id: number; to: Segment }[];
  remove: number[];
  conflicts: Conflict[];
};

const overlaps = (a: Range, b: Range) => a.checkIn < b.checkOut && b.checkIn < a.checkOut;

/** `range` without the nights of `holes`, as ranges in order. */
export function subtract(range: Range, holes: readonly Range[]): Range[] {
  let pieces = [range];
  for (const hole of holes) {
    pieces = pieces.flatMap((p) => {
      if (!overlaps(p, hole)) return [p];
      const left = p.checkIn < hole.checkIn ? [{ checkIn: p.checkIn, checkOut: hole.checkIn }] : [];
      const right = hole.checkOut < p.checkOut ? [{ checkIn: hole.checkOut, checkOut: p.checkOut }] : [];
      return [...left, ...right];
    });
  }
  return pieces;
}

/**
 * Each event keeps the nights no booking, block or other feed holds (a booking, or a retreat's program
 * whose places guests pay for, is never written over: the nights it shares with an event are a
 * conflict), and no earlier event of the same feed; then the
 * feed's rows are matched: the same rows stay untouched, an event whose one row moved is updated in place
 * (keyed by UID, so a window that slides forward every day is one row), the rest is removed or inserted.
 */
export function planNights(
  events: readonly FeedEvent[],
  taken: readonly TakenRow[],
  rows: readonly FeedRow[],
) {
  const wanted: Segment[] = [];
  const conflicts: Conflict[] = [];
  for (const event of events) {
    for (const row of taken) {
      const claim = claimOf(row);
      if (claim && overlaps(event, row))
        conflicts.push({
          uid: event.uid,
          ...claim,
          summary: event.summary,
          checkIn: event.checkIn > row.checkIn ? event.checkIn : row.checkIn,
          checkOut: event.checkOut < row.checkOut ? event.checkOut : row.checkOut,
        });
    }
    for (const piece of subtract(event, [...taken, ...wanted]))
      wanted.push({ uid: event.uid, checkIn: piece.checkIn, checkOut: piece.checkOut });
  }
  const key = (uid: string, r: Range) => `${uid}|${r.checkIn}|${r.checkOut}`;
  const have = new Set(rows.map((r) => key(r.externalUid, r)));
  const want = new Set(wanted.map((s) => key(s.uid, s)));
  const gone = rows.filter((r) => !want.has(key(r.externalUid, r)));
  const fresh = wanted.filter((s) => !have.has(key(s.uid, s)));

  const plan: NightsPlan = { insert: [], update: [], remove: [], conflicts };
  const byUid = <T>(list: T[], uid: (t: T) => string) => {
    const map = new Map<string, T[]>();
    for (const item of list) map.set(uid(item), [...(map.get(uid(item)) ?? []), item]);
    return map;
  };
  const goneByUid = byUid(gone, (r) => r.externalUid);
  const freshByUid = byUid(fresh, (s) => s.uid);
  const kept = new Set<number>();
  for (const [uid, news] of freshByUid) {
    const olds = goneByUid.get(uid);
    const [old] = olds ?? [];
    const [next] = news;
    // In place only when the new nights touch no other row of the feed (one statement at a time meets the
    // exclusion constraint); otherwise the old row goes first and the new one is inserted after.
    if (
      olds?.length === 1 &&
      news.length === 1 &&
      old &&
      next &&
      !rows.some((r) => r.id !== old.id && overlaps(r, next))
    ) {
      plan.update.push({ id: old.id, to: next });
      kept.add(old.id);
    } else plan.insert.push(...news);
  }
  plan.remove = gone.filter((r) => !kept.has(r.id)).map((r) => r.id);
  return plan;
}
