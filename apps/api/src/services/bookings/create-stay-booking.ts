import type { CardPayment } from '@restora/shared/contracts/payments';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { bookings } from '../../db/schema/bookings';
import { AppError } from '../../errors';
import type { DomainEvents } from '../events/domain-events';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { payWithHold } from '../payments/pay-with-hold';
import { quoteStay } from '../stays';
import { stayPayments } from './booking-payments';
import { ROOM_HOLD_LOCK } from './room-hold-lock';
import { bookingResult } from './payment-result';

type Options = {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  userId: string;
  idempotencyKey: string;
  input: { roomId: number; checkIn: string; checkOut: string; guests: number; card: CardPayment };
};

export const DATES_TAKEN = 'Sorry, those dates were just booked by someone else. Please choose other dates.';
const datesTaken = () => new AppError('conflict', DATES_TAKEN);

/**
 * Pays for a stay. The server re-quotes; the nights are held (a pending booking, which the exclusion
 * constraint already counts) before the card is charged, so of two payments for the same nights one
 * gets a 409 and is never charged.
 */
export async function createStayBooking({ db, provider, events, userId, idempotencyKey, input }: Options) {
  const payment = await payWithHold({
    db,
    provider,
    events,
    kind: stayPayments,
    userId,
    idempotencyKey,
    card: input.card,
    request: { roomId: input.roomId, checkIn: input.checkIn, checkOut: input.checkOut, guests: input.guests },
    prepare: async () => {
      try {
        const quote = await quoteStay({ db, ...input });
        return { quote, amountCents: quote.totalCents };
      } catch (error) {
        // Free when the guest chose them, taken by the time they paid.
        if (error instanceof AppError && error.code === 'conflict') throw datesTaken();
        throw error;
      }
    },
    hold: async (tx, paymentId, { quote }) => {
      // One hold per room at a time. Without it, PostgreSQL lets concurrent inserts of overlapping nights
      // each wait for the other in the exclusion check, and settles that as a deadlock after 1 s (one of
      // them fails with 40P01): 20 payments at once for one room took 19 s and answered 500s.
      await tx.execute(sql`select pg_advisory_xact_lock(${ROOM_HOLD_LOCK}, ${quote.room.id})`);
      try {
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
          paymentId,
        });
      } catch (error) {
        if (pgErrorCode(error) === EXCLUSION_VIOLATION) throw datesTaken();
        throw error;
      }
      return { description: `Stay ${quote.room.id}` };
    },
  });
  return bookingResult(db, payment);
}
