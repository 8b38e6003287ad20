import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { day } from './fixtures';
import { readJson, registerUser, type TestApp } from './test-app';

/**
 * A booking in P's organisation's room for the partner-bookings rows of the matrix, made by a guest of its
 * own (not A: P's answers name their guests, and A's name and address are secrets the matrix checks).
 */
export async function partnerBookingsFixtures(t: TestApp, roomId: number) {
  const guest = await registerUser(t, { name: 'Matrix Guest' });
  const res = await t.request('/api/bookings/stays', {
    method: 'POST',
    headers: {
      cookie: guest.cookie,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({ roomId, checkIn: day(300), checkOut: day(302), guests: 1, card: SAMPLE_CARD }),
  });
  if (res.status !== 201) throw new Error(`fixture booking failed: ${res.status} ${await res.text()}`);
  return { bookingId: (await readJson(res)).bookings[0].id as number };
}
