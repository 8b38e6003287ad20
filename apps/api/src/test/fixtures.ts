import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { bookings } from '../db/schema/bookings';
import { payments } from '../db/schema/payments';

/** YYYY-MM-DD, `n` days from today (UTC). */
export function day(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

export async function insertUser(db: Database, email = `${randomUUID()}@example.com`) {
  const id = randomUUID();
  await db.insert(user).values({ id, name: 'Fixture User', email });
  return id;
}

/** A confirmed (or cancelled) stay written straight to the table, for availability tests. */
export async function insertStay(
  db: Database,
  {
    userId,
    roomId,
    checkIn,
    checkOut,
    status = 'confirmed',
  }: {
    userId: string;
    roomId: number;
    checkIn: string;
    checkOut: string;
    status?: 'confirmed' | 'cancelled';
  },
) {
  const [payment] = await db
    .insert(payments)
    .values({
      userId,
      idempotencyKey: randomUUID(),
      purpose: 'stay',
      amountCents: 0,
      status: 'succeeded',
      provider: 'fixture',
      cardBrand: 'Visa',
      cardLast4: '4242',
    })
    .returning({ id: payments.id });
  const [row] = await db
    .insert(bookings)
    .values({
      userId,
      kind: 'stay',
      roomId,
      checkIn,
      checkOut,
      guests: 2,
      status,
      lines: [],
      subtotalCents: 0,
      totalCents: 0,
      paymentId: payment!.id,
    })
    .returning({ id: bookings.id });
  return row!.id;
}
