import { and, eq } from 'drizzle-orm';
import type { CardPayment } from '@restora/shared/contracts/payments';
import { cardBrand } from '@restora/shared/domain/card';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../errors';
import type { ChargeResult, PaymentProvider } from './payment-provider';

type Payment = typeof payments.$inferSelect;

const PENDING_WAIT_MS = 15_000;
const PENDING_POLL_MS = 100;

export function findPayment(db: Database, userId: string, idempotencyKey: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)))
    .then((rows) => rows[0]);
}

/**
 * A repeat of a request whose payment is still running waits for it to settle (bounded), so both
 * answers are the same.
 */
export async function settledPayment(db: Database, userId: string, idempotencyKey: string): Promise<Payment> {
  const deadline = Date.now() + PENDING_WAIT_MS;
  for (;;) {
    const payment = await findPayment(db, userId, idempotencyKey);
    if (!payment) throw new AppError('not_found', 'Payment not found');
    if (payment.status !== 'pending') return payment;
    if (Date.now() > deadline)
      throw new AppError('conflict', 'This payment is still being processed. Try again shortly.');
    await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
  }
}

export function paymentValues(
  userId: string,
  idempotencyKey: string,
  card: CardPayment,
  amountCents: number,
) {
  return {
    userId,
    idempotencyKey,
    amountCents,
    cardBrand: cardBrand(card.cardNumber),
    cardLast4: card.cardNumber.slice(-4),
  };
}

/**
 * Charges a payment that was recorded as pending (with its bookings or order held), then settles it and
 * its bookings in one transaction: confirmed on success, payment_failed on a decline or an error.
 */
export async function chargeAndSettle({
  db,
  provider,
  payment,
  card,
  description,
  onSettled,
}: {
  db: Database;
  provider: PaymentProvider;
  payment: Payment;
  card: CardPayment;
  description: string;
  onSettled?: (tx: Database, succeeded: boolean) => Promise<void>;
}): Promise<Payment> {
  let result: ChargeResult;
  try {
    result = await provider.charge({
      amountCents: payment.amountCents,
      currency: 'USD',
      card,
      idempotencyKey: `${payment.userId}:${payment.idempotencyKey}`,
      description,
    });
  } catch {
    result = { status: 'declined', reason: 'provider_error' };
  }
  const succeeded = result.status === 'succeeded';
  const now = new Date();
  const settlement =
    result.status === 'succeeded'
      ? ({ status: 'succeeded', providerRef: result.reference, settledAt: now } as const)
      : ({ status: 'failed', failureReason: result.reason, settledAt: now } as const);
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(payments)
      .set(settlement)
      .where(eq(payments.id, payment.id))
      .returning();
    await tx
      .update(bookings)
      .set(succeeded ? { status: 'confirmed', confirmedAt: now } : { status: 'payment_failed' })
      .where(and(eq(bookings.paymentId, payment.id), eq(bookings.status, 'pending')));
    await onSettled?.(tx as unknown as Database, succeeded);
    return settled!;
  });
}

export const PAYMENT_FAILED_MESSAGE = 'There was an error processing your payment. Please try again.';

export function paymentFailed() {
  return new AppError('payment_failed', PAYMENT_FAILED_MESSAGE);
}
