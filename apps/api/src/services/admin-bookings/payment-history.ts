import { asc, eq } from 'drizzle-orm';
import type { AdminPayment, AdminRefund } from '@restora/shared/contracts/admin-bookings';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import type { SQL } from 'drizzle-orm';

// The payment history an administrator reads beside a booking or an order (docs/decisions/admin-bookings.md):
// the charge and every refund of it, with who asked for each.

export function toAdminPayment(p: typeof payments.$inferSelect): AdminPayment {
  return {
    id: p.id,
    amountCents: p.amountCents,
    status: p.status,
    provider: p.provider,
    providerRef: p.providerRef,
    card: `${p.cardBrand} ending ${p.cardLast4}`,
    failureReason: p.failureReason,
    createdAt: p.createdAt.toISOString(),
    settledAt: p.settledAt?.toISOString() ?? null,
  };
}

export async function loadPayment(db: Database, paymentId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

/** The refunds that `where` picks (a booking's or an order's), oldest first. */
export async function loadRefunds(db: Database, where: SQL): Promise<AdminRefund[]> {
  const rows = await db
    .select({ refund: refunds, name: user.name, email: user.email })
    .from(refunds)
    .leftJoin(user, eq(user.id, refunds.requestedByUserId))
    .where(where)
    .orderBy(asc(refunds.id));
  return rows.map(({ refund: r, name, email }) => toAdminRefund(r, name, email));
}

export function toAdminRefund(
  r: typeof refunds.$inferSelect,
  name: string | null,
  email: string | null,
): AdminRefund {
  return {
    id: r.id,
    amountCents: r.amountCents,
    status: r.status,
    reason: r.reason,
    requestedBy: r.requestedBy,
    requestedByName: name,
    requestedByEmail: email,
    providerRef: r.providerRef,
    failureReason: r.failureReason,
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
  };
}

/**
 * Every refund recorded, a failed one too (it awaits its retry): what `leftToRefund` takes off
 * (services/payments/refunded-so-far.ts).
 */
export const owedSum = (list: AdminRefund[]) => list.reduce((sum, r) => sum + r.amountCents, 0);
