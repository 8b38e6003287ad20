import type { CardPayment } from '@restora/shared/contracts/payments';
import { eq, sql } from 'drizzle-orm';
import { effectiveBookingMode, REQUEST_HOLD_HOURS } from '@restora/shared/domain/booking-requests';
import type { Database } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { bookings } from '../../db/schema/bookings';
import { properties, stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';
import type { DomainEvents } from '../events/domain-events';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { payWithHold } from '../payments/pay-with-hold';
import { quoteStay } from '../stays';
import { stayPayments } from './booking-payments';
import { ROOM_HOLD_LOCK } from './room-hold-lock';
import { bookingResult } from './payment-result';
import { requestMessage } from '../conversations';
import { sendRequest } from './send-request';

type Options = {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  userId: string;
  idempotencyKey: string;
  input: {
    roomId: number;
    checkIn: string;
    checkOut: string;
    guests: number;
    card: CardPayment;
    message?: string | undefined;
  };
};

/** The room's booking mode, its own or its property's (docs/decisions/request-to-book.md). */
async function bookingModeOf(db: Database, roomId: number) {
  const [row] = await db
    .select({ property: properties.bookingMode, room: stayRooms.bookingMode })
    .from(stayRooms)
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .where(eq(stayRooms.id, roomId));
  return row ? effectiveBookingMode(row.property, row.room) : 'instant';
}

export const DATES_TAKEN = 'Sorry, those dates were just booked by someone else. Please choose other dates.';
const datesTaken = () => new AppError('conflict', DATES_TAKEN);

/**
 * Pays for a stay. The server re-quotes; the nights are held (a pending booking, which the exclusion
 * constraint already counts) before the card is charged, so of two payments for the same nights one
 * gets a 409 and is never charged. A room booked on request is a request to book instead: the card is
 * authorized, the booking written `requested` holds the nights for 24 hours, the message opens its thread
 * (docs/decisions/request-to-book.md).
 */
export async function createStayBooking({ db, provider, events, userId, idempotencyKey, input }: Options) {
  const onRequest = (await bookingModeOf(db, input.roomId)) === 'request';
  const message = onRequest ? requestMessage(input.message) : undefined;
  const payment = await payWithHold({
    authorizeOnly: onRequest,
    db,
    provider,
    events,
    kind: stayPayments,
    userId,
    idempotencyKey,
    card: input.card,
    request: {
      roomId: input.roomId,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      guests: input.guests,
      message,
    },
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
          ...(onRequest
            ? {
                status: 'requested' as const,
                requestExpiresAt: new Date(Date.now() + REQUEST_HOLD_HOURS * 3_600_000),
              }
            : {}),
        });
      } catch (error) {
        if (pgErrorCode(error) === EXCLUSION_VIOLATION) throw datesTaken();
        throw error;
      }
      return { description: `Stay ${quote.room.id}` };
    },
  });
  if (message !== undefined && payment.status === 'authorized')
    await sendRequest({ db, events, paymentId: payment.id, userId, message });
  return bookingResult(db, payment);
}
