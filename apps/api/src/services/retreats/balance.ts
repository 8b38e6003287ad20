import { eq } from 'drizzle-orm';
import type { CardPayment } from '@restora/shared/contracts/payments';
import { cardBrand } from '@restora/shared/domain/card';
import { RETREAT_TEXTS } from '@restora/shared/domain/retreats';
import type { Database } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { payments } from '../../db/schema/payments';
import { retreatBookings } from '../../db/schema/retreats';
import { AppError } from '../../errors';
import type { DomainEvents } from '../events/domain-events';
import { askProvider, paymentFailed, providerKey, settlePayment } from '../payments/pay-with-hold';
import type { Payment } from '../payments/payment-kind';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { balanceKey, earlyBalanceKey, retreatBalancePayments } from './retreat-payments';

// The balance of a retreat place (docs/decisions/retreats.md, "The balance"): charged once, whoever asks
// (the schedule on its due day and its retries, or the guest paying early) and however often. A try is a
// payment row with its own idempotency key, written with the place locked; a second asker finds the
// balance paid or a try running and charges nothing; a try left pending by a crash is asked again with
// the same key, which the provider answers with its first result.

/** A balance try pending longer than this was left by a process that died mid-charge. */
export const STALLED_AFTER_MS = 2 * 60_000;

export type BalanceDeps = { db: Database; provider: PaymentProvider; events: DomainEvents };

type Claim =
  | { kind: 'charge'; payment: Payment; token: string | null }
  | { kind: 'nothing'; reason: 'paid' | 'not-due' | 'running' | 'not-confirmed' | 'no-card' };

async function claimTry(
  db: Database,
  placeId: number,
  {
    userId,
    early,
    card,
    providerName,
  }: { userId?: string; early: string | null; card?: CardPayment; providerName: string },
): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [place] = await tx
      .select()
      .from(retreatBookings)
      .where(eq(retreatBookings.id, placeId))
      .for('update');
    if (!place || (userId && place.userId !== userId))
      throw new AppError('not_found', 'Retreat booking not found');
    if (place.status !== 'confirmed') return { kind: 'nothing', reason: 'not-confirmed' };
    if (place.balanceStatus === 'paid' || place.balanceStatus === 'none')
      return { kind: 'nothing', reason: 'paid' };
    if (place.balancePaymentId) {
      const [last] = await tx.select().from(payments).where(eq(payments.id, place.balancePaymentId));
      if (last?.status === 'succeeded') return { kind: 'nothing', reason: 'paid' };
      // A try still running is left to its runner; one a crash left (older than any run takes) is
      // resumed by the schedule with its own key, so the provider answers it with its first result.
      if (last?.status === 'pending') {
        const stalled = Date.now() - last.createdAt.getTime() > STALLED_AFTER_MS;
        return early || !stalled
          ? { kind: 'nothing', reason: 'running' }
          : { kind: 'charge', payment: last, token: place.cardToken };
      }
    }
    if (!card && !place.cardToken) return { kind: 'nothing', reason: 'no-card' };
    const attempt = early ? 0 : place.balanceAttempts + 1;
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: place.userId,
        idempotencyKey: early ? earlyBalanceKey(place.id, early) : balanceKey(place.id, attempt),
        purpose: 'retreat_balance',
        provider: providerName,
        amountCents: place.balanceCents,
        cardBrand: card ? cardBrand(card.cardNumber) : (place.cardBrand ?? 'Card'),
        cardLast4: card ? card.cardNumber.slice(-4) : (place.cardLast4 ?? '0000'),
      })
      .returning();
    await tx
      .update(retreatBookings)
      .set({ balancePaymentId: payment!.id, ...(early ? {} : { balanceAttempts: attempt }) })
      .where(eq(retreatBookings.id, place.id));
    return { kind: 'charge', payment: payment!, token: place.cardToken };
  });
}

/**
 * Charges a place's balance: the schedule's try (`early` null), or the guest's own payment before the due
 * day (`early`: their idempotency key), with the kept card or a new one (kept for later too). Returns the
 * settled payment, or null when there was nothing to charge (paid, or a try already running).
 */
export async function chargeBalance(
  { db, provider, events }: BalanceDeps,
  placeId: number,
  { userId, early = null, card }: { userId?: string; early?: string | null; card?: CardPayment } = {},
): Promise<Payment | null> {
  let claim: Claim;
  try {
    claim = await claimTry(db, placeId, { userId, early, card, providerName: provider.name });
  } catch (error) {
    // The same try claimed twice at once (two processes, or a repeated request): the key is taken.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) return null;
    throw error;
  }
  if (claim.kind === 'nothing') {
    if (early && claim.reason === 'paid') throw new AppError('conflict', RETREAT_TEXTS.balancePaid);
    if (early && claim.reason !== 'running')
      throw new AppError('unprocessable', RETREAT_TEXTS.notCancellable);
    return null;
  }
  const { payment, token } = claim;
  const description = `Retreat place ${placeId}: balance`;
  const key = providerKey(payment);
  const result = await askProvider(() =>
    card
      ? provider.charge({
          amountCents: payment.amountCents,
          currency: 'USD',
          card,
          idempotencyKey: key,
          description,
          saveCard: true,
        })
      : provider.chargeSavedCard({
          amountCents: payment.amountCents,
          currency: 'USD',
          token: token ?? '',
          idempotencyKey: key,
          description,
        }),
  );
  const settled = await settlePayment({
    db,
    events,
    kind: retreatBalancePayments,
    paymentId: payment.id,
    result,
  });
  if (early && settled.status !== 'succeeded') throw paymentFailed();
  return settled;
}
