import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { askProvider } from './pay-with-hold';

// The provider's half of a request's answer (docs/decisions/request-to-book.md), the same for a stay and a
// retreat place: an accept captures the authorization, anything else voids it, each with a key made of the
// payment so asking again after a crash does it once. Never a capture for a decline.

type Payment = typeof payments.$inferSelect;

export type AuthorizationOutcome = {
  /** The capture's reference (a charge's, which refunds name), when the accept's capture went through. */
  captured: string | null;
  /** An accept whose capture was refused (the authorization gone): voided like a decline. */
  captureFailed: boolean;
};

/** Captures (accepted) or voids the payment's authorization; throws when a void is not confirmed. */
export async function settleAuthorization(
  provider: PaymentProvider,
  payment: Payment,
  accepted: boolean,
): Promise<AuthorizationOutcome> {
  const authorization = payment.status === 'authorized' ? payment.providerRef : null;
  let captured: string | null = null;
  let captureFailed = false;
  if (accepted) {
    const result = authorization
      ? await askProvider(() =>
          provider.capture({
            authorizationReference: authorization,
            idempotencyKey: `capture:${payment.id}`,
          }),
        )
      : ({ status: 'failed', reason: 'not_authorized' } as const);
    if (result.status === 'succeeded') captured = result.reference;
    else captureFailed = true;
  }
  // A decline, an expiry, or an accept whose capture failed let the authorization go.
  if (!captured && authorization) {
    const voided = await askProvider(() =>
      provider.void({ authorizationReference: authorization, idempotencyKey: `void:${payment.id}` }),
    );
    // Left claimed for the next sweep to ask again (a provider that did not answer).
    if (voided.status !== 'voided') throw new Error(`void of payment ${payment.id} failed`);
  }
  return { captured, captureFailed };
}

/** Records the outcome on the payment, in the transaction that settles what it paid for. */
export async function recordAuthorizationOutcome(
  tx: Database,
  paymentId: number,
  { captured, captureFailed }: AuthorizationOutcome,
  now: Date,
): Promise<void> {
  if (captured) {
    await tx
      .update(payments)
      .set({ status: 'succeeded', providerRef: captured, settledAt: now })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'authorized')));
    return;
  }
  await tx
    .update(payments)
    .set(
      captureFailed
        ? { status: 'voided', failureReason: 'capture_failed', settledAt: now }
        : { status: 'voided', settledAt: now },
    )
    .where(and(eq(payments.id, paymentId), sql`${payments.status}::text in ('authorized', 'pending')`));
}
