import { eq } from 'drizzle-orm';
import type { CardPayment } from '@restora/shared/contracts/payments';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { retreats } from '../db/schema/retreats';
import { stayRooms } from '../db/schema/stays';
import { bookPlace, insertRetreat } from './retreat-kit';
import { day } from './fixtures';
import { readJson, registerUser, type TestApp } from './test-app';

/** Sends a request to book a room (the room must be booked on request). */
export function requestStay(
  t: TestApp,
  cookie: string,
  {
    roomId,
    from,
    to,
    message = 'We would love to come for the yoga week.',
    card = SAMPLE_CARD,
  }: {
    roomId: number;
    from: number;
    to: number;
    /** null: none sent. */
    message?: string | null;
    card?: CardPayment;
  },
) {
  return t.request('/api/bookings/stays', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      roomId,
      checkIn: day(from),
      checkOut: day(to),
      guests: 1,
      card,
      message: message ?? undefined,
    }),
  });
}

/**
 * Two requests to book in P's room for the matrix rows of request to book (docs/decisions/request-to-book.md):
 * one to accept, one to decline, by a guest of their own. The room is booked on request only meanwhile.
 * The same two for places on a retreat on request at the room's property.
 */
export async function bookingRequestFixtures(t: TestApp, roomId: number) {
  const guest = await registerUser(t, { name: 'Request Guest' });
  await t.db.update(stayRooms).set({ bookingMode: 'request' }).where(eq(stayRooms.id, roomId));
  const ids: number[] = [];
  for (const from of [310, 320]) {
    const res = await requestStay(t, guest.cookie, { roomId, from, to: from + 2 });
    if (res.status !== 201) throw new Error(`fixture request failed: ${res.status} ${await res.text()}`);
    ids.push((await readJson(res)).bookings[0].id as number);
  }
  await t.db.update(stayRooms).set({ bookingMode: null }).where(eq(stayRooms.id, roomId));
  // And two places requested on a retreat on request at the room's property.
  const [room] = await t.db.select().from(stayRooms).where(eq(stayRooms.id, roomId));
  const { retreatId, optionIds } = await insertRetreat(t.db, { propertyId: room!.propertyId });
  await t.db.update(retreats).set({ bookingMode: 'request' }).where(eq(retreats.id, retreatId));
  const places: number[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await bookPlace(t, guest.cookie, retreatId, {
      optionId: optionIds[0]!,
      people: 1,
      message: 'Is the practice gentle enough for a knee injury?',
    });
    if (res.status !== 201)
      throw new Error(`fixture place request failed: ${res.status} ${await res.text()}`);
    places.push((await readJson(res)).id as number);
  }
  return { toAccept: ids[0]!, toDecline: ids[1]!, placeToAccept: places[0]!, placeToDecline: places[1]! };
}
