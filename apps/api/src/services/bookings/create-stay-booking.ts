import type { CardPayment } from '@restora/shared/contracts/payments';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../payments/payment-provider';
import { chargeAndSettle, findPayment, paymentValues, settledPayment } from '../payments/take-payment';
import { quoteStay } from '../stays/quote-stay';
import { bookingResult } from './payment-result';

type Options = {
  db: Database;
  provider: PaymentProvider;
  userId: string;
  idempotencyKey: string;
  input: { roomId: number; checkIn: string; checkOut: string; guests: number; card: CardPayment };
};

/** The per-room advisory lock is (ROOM_HOLD_LOCK, room id), in the two-key space apart from the migration lock. */
const ROOM_HOLD_LOCK = 2;

export const DATES_TAKEN = 'Sorry, those dates were just booked by someone else. Please choose other dates.';

/**
 * Pays for a stay. The server re-quotes; the nights are held (a pending booking, which the exclusion
 * constraint already counts) before the card is charged, so of two payments for the same nights one
 * gets a 409 and is never charged.
 */
export async function createStayBooking({ db, provider, userId, idempotencyKey, input }: Options) {
  const firstAnswer = async () => bookingResult(db, await settledPayment(db, userId, idempotencyKey));
  if (await findPayment(db, userId, idempotencyKey)) return firstAnswer();

  // Nights taken, or the same key already used: a twin of this request, sent at the same moment, may be
  // what took them; then its answer is this one's too.
  const takenOrTwin = async () => {
    if (await findPayment(db, userId, idempotencyKey)) return firstAnswer();
    throw new AppError('conflict', DATES_TAKEN);
  };

  let quote;
  try {
    quote = await quoteStay({ db, ...input });
  } catch (error) {
    // Free when the guest chose them, taken by the time they paid.
    if (error instanceof AppError && error.code === 'conflict') return takenOrTwin();
    throw error;
  }
  let payment;
  try {
    payment = await db.transaction(async (tx) => {
      // One hold per room at a time. Without it, PostgreSQL lets concurrent inserts of overlapping nights
      // each wait for the other in the exclusion check, and settles that as a deadlock after 1 s (one of
      // them fails with 40P01): 20 payments at once for one room took 19 s and answered 500s.
      await tx.execute(sql`select pg_advisory_xact_lock(${ROOM_HOLD_LOCK}, ${quote.room.id})`);
      const [created] = await tx
        .insert(payments)
        .values({
          ...paymentValues(userId, idempotencyKey, input.card, quote.totalCents),
          purpose: 'stay',
          provider: provider.name,
        })
        .returning();
      await tx.insert(bookings).values({
        userId,
        kind: 'stay',
        roomId: quote.room.id,
        checkIn: quote.checkIn,
        checkOut: quote.checkOut,
        guests: quote.guests,
        lines: quote.lines,
        subtotalCents: quote.subtotalCents,
        totalCents: quote.totalCents,
        paymentId: created!.id,
      });
      return created!;
    });
  } catch (error) {
    if (pgErrorCode(error) === EXCLUSION_VIOLATION) return takenOrTwin();
    // The same request, sent twice at once: answer with the first one's result.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) return firstAnswer();
    throw error;
  }
  const settled = await chargeAndSettle({
    db,
    provider,
    payment,
    card: input.card,
    description: `Stay ${quote.room.id}`,
  });
  return bookingResult(db, settled);
}
