import type { BookingResult } from '@restora/shared/contracts/bookings';
import type { Database } from '../../db/client';
import type { payments } from '../../db/schema/payments';
import { bookingsByPayment } from './booking-dto';

/** The answer to a paid booking request, the same for its first and every repeated call. */
export async function bookingResult(
  db: Database,
  payment: typeof payments.$inferSelect,
): Promise<BookingResult> {
  return {
    bookings: await bookingsByPayment(db, payment.id),
    payment: {
      id: payment.id,
      status: payment.status,
      amountCents: payment.amountCents,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      reference: payment.providerRef,
    },
  };
}
