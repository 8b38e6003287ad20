import type { BookingResult } from '@restora/shared/contracts/bookings';
import type { Database } from '../../db/client';
import type { payments } from '../../db/schema/payments';
import { paymentFailed } from '../payments/take-payment';
import { bookingsByPayment } from './booking-dto';

/** The answer to a booking request, the same for its first and every repeated call. */
export async function bookingResult(
  db: Database,
  payment: typeof payments.$inferSelect,
): Promise<BookingResult> {
  if (payment.status === 'failed') throw paymentFailed();
  return {
    bookings: await bookingsByPayment(db, payment.id),
    payment: {
      id: payment.id,
      status: payment.status,
      amount: payment.amountCents / 100,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      reference: payment.providerRef,
    },
  };
}
