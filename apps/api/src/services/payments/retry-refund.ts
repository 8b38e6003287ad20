import { eq } from 'drizzle-orm';
import { REFUND_NOT_FAILED } from '@restora/shared/domain/admin-bookings';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { settleRefund } from './settle-refund';

/**
 * Asks the provider again for a refund it refused or could not be reached for, with the refund's own
 * idempotency key, so it is made at most once (docs/decisions/cancellation-and-refunds.md, "One refund
 * call"). The refund is set back to pending under its row lock first, with the audit record of the retry:
 * a second retry meanwhile finds it not failed and is refused. What the refund did to the thing sold
 * stands; only the money moves.
 */
export async function retryRefund({
  db,
  provider,
  logger,
  actor,
  refundId,
}: {
  db: Database;
  provider: PaymentProvider;
  logger?: Logger;
  actor: AuditActor;
  refundId: number;
}): Promise<'succeeded' | 'failed'> {
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ refund: refunds, chargeReference: payments.providerRef })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.id, refundId))
      .for('update', { of: refunds });
    if (!row) throw new AppError('not_found', 'Refund not found');
    if (row.refund.status !== 'failed') throw new AppError('conflict', REFUND_NOT_FAILED);
    await tx
      .update(refunds)
      .set({ status: 'pending', failureReason: null, settledAt: null })
      .where(eq(refunds.id, refundId));
    await recordAudit(tx as unknown as Database, actor, {
      action: 'refund.retry',
      object: { type: 'refund', id: refundId },
      before: { status: 'failed', failureReason: row.refund.failureReason },
      after: { status: 'pending', failureReason: null },
    });
    return { ...row.refund, chargeReference: row.chargeReference ?? '' };
  });
  return settleRefund({ db, provider, logger, refund: claimed });
}
