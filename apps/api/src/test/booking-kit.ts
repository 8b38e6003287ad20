import { randomUUID } from 'node:crypto';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { stayRooms } from '../db/schema/stays';
import { createSimulatedProvider } from '../adapters/simulated-provider';
import { day } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

export type BookingRoom = { id: number; priceCents: number; maxGuests: number };

/** A seeded app whose simulated card payments take 20 ms (long enough to race), and its rooms in id order. */
export async function openBookingTestApp(logLines: string[]): Promise<{ t: TestApp; rooms: BookingRoom[] }> {
  const t = await createTestApp({ seed: true, logLines, payments: createSimulatedProvider({ delayMs: 20 }) });
  const rooms = await t.db
    .select({ id: stayRooms.id, priceCents: stayRooms.priceCents, maxGuests: stayRooms.maxGuests })
    .from(stayRooms)
    .orderBy(stayRooms.id);
  return { t, rooms };
}

/** POSTs JSON as the cookie's user, with a fresh Idempotency-Key unless one (or null: none) is given. */
export const postAs = (
  t: TestApp,
  path: string,
  cookie: string,
  body: unknown,
  key: string | null = randomUUID(),
) =>
  t.request(path, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });

/** The body of POST /api/bookings/stays: one guest, from `from` to `to` days ahead, the sample card. */
export const stayBody = (roomId: number, from: number, to: number, card: Record<string, string> = {}) => ({
  roomId,
  checkIn: day(from),
  checkOut: day(to),
  guests: 1,
  card: { ...SAMPLE_CARD, ...card },
});
