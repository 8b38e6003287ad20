import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refunds } from '../../db/schema/refunds';
import type { Logger } from '../../logger';
import type { PaymentProvider, RefundResult } from '../../adapters/payment-provider';

export type RecordedRefund = {
  id: number;
  amountCents: number;
  chargeReference: string;
  idempotencyKey: string;
  reason: string;
};

/**
 * Asks the provider for a recorded refund, after the commit that recorded it (no lock is held across the
 * call), and writes its answer; a throw counts as a failure, which leaves the refund for a retry with the
 * same key (docs/decisions/cancellation-and-refunds.md).
 */
export async function settleRefund({
  db,
  provider,
  logger,
  refund,
}: {
  db: Database;
  provider: PaymentProvider;
  logger?: Logger;
  refund: RecordedRefund;
}): Promise<'succeeded' | 'failed'> {
  let result: RefundResult;
  try {
    result = await provider.refund({
      chargeReference: refund.chargeReference,
      amountCents: refund.amountCents,
      currency: 'USD',
      idempotencyKey: refund.idempotencyKey,
      reason: refund.reason,
    });
  } catch {
    result = { status: 'failed', reason: 'provider_error' };
  }
  const now = new Date();
  await db
    .update(refunds)
    .set(
      result.status === 'succeeded'
        ? { status: 'succeeded', providerRef: result.reference, failureReason: null, settledAt: now }
        : { status: 'failed', failureReason: result.reason, settledAt: now },
    )
    .where(eq(refunds.id, refund.id));
  if (result.status === 'failed')
    logger?.error(
      { refundId: refund.id, reason: result.reason },
      'a refund failed; the cancellation stands and the refund awaits a retry',
    );
  return result.status;
}
