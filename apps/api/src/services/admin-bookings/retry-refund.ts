import { eq } from 'drizzle-orm';
import type { AdminRefund } from '@restora/shared/contracts/admin-bookings';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { refunds } from '../../db/schema/refunds';
import type { Logger } from '../../logger';
import type { AuditActor } from '../audit/record-audit';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { retryRefund } from '../payments/retry-refund';
import { toAdminRefund } from './payment-history';

/**
 * The operator retries a failed refund (docs/decisions/admin-bookings.md) through the payments module's
 * one retry, and reads it back as the payment history shows it.
 */
export async function retryAdminRefund(options: {
  db: Database;
  provider: PaymentProvider;
  logger?: Logger;
  actor: AuditActor;
  refundId: number;
}): Promise<AdminRefund> {
  await retryRefund(options);
  const [after] = await options.db
    .select({ refund: refunds, name: user.name, email: user.email })
    .from(refunds)
    .leftJoin(user, eq(user.id, refunds.requestedByUserId))
    .where(eq(refunds.id, options.refundId));
  return toAdminRefund(after!.refund, after!.name, after!.email);
}
