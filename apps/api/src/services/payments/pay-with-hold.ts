import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CardPayment } from '@restora/shared/contracts/payments';
import { cardBrand } from '@restora/shared/domain/card';
import type { Database } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../errors';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Payment, PaymentKind } from './payment-kind';
import type { AuthorizeResult, ChargeResult, PaymentProvider } from '../../adapters/payment-provider';

const PENDING_WAIT_MS = 15_000;
const PENDING_POLL_MS = 100;

export const PAYMENT_FAILED_MESSAGE = 'There was an error processing your payment. Please try again.';

export function paymentFailed() {
  return new AppError('payment_failed', PAYMENT_FAILED_MESSAGE);
}

function findPayment(db: Database, userId: string, idempotencyKey: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)))
    .then((rows) => rows[0]);
}

/**
 * The payment a key was first used for, once settled: a repeat of a request whose payment is still
 * running waits for it (bounded), so both answers are the same.
 */
async function settledPayment(db: Database, userId: string, idempotencyKey: string): Promise<Payment> {
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

export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Send a new key with a new payment.';

/** JSON with every object's keys in order, so equal requests hash the same whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** What a key pays for: the purpose and the request, never the card (docs/decisions/payments.md). */
export function requestHash(purpose: string, request: unknown) {
  return createHash('sha256')
    .update(`${purpose}\n${canonicalJson(request)}`)
    .digest('hex');
}

/** A key answers only the request it was first used for (Stripe's rule): another request is a 422. */
function sameRequest(payment: Payment, hash: string) {
  if (payment.requestHash !== null && payment.requestHash !== hash)
    throw new AppError('unprocessable', KEY_REUSED_MESSAGE);
}

function paid(payment: Payment, authorizeOnly = false): Payment {
  if (payment.status === 'succeeded') return payment;
  // A request to book was made once its card was authorized, whatever the host answered since.
  if (authorizeOnly && (payment.status === 'authorized' || payment.status === 'voided')) return payment;
  throw paymentFailed();
}

type Options<Plan extends { amountCents: number }> = {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  kind: PaymentKind;
  userId: string;
  idempotencyKey: string;
  card: CardPayment;
  /** The request as the buyer sent it, less the card: a key reused for another request is refused. */
  request: unknown;
  /** Checks the request and prices it from the database (never from the client), before anything is held. */
  prepare: () => Promise<Plan>;
  /** In the transaction that records the pending payment: writes the rows that hold what is bought. */
  hold: (tx: Database, paymentId: number, plan: Plan) => Promise<{ description: string }>;
  /** Keep the card at the provider for later charges; its token reaches the kind's `onPaid` (`onAuthorized`). */
  saveCard?: boolean;
  /**
   * Authorize the card rather than charge it (a request to book, docs/decisions/request-to-book.md): the
   * payment ends `authorized` and the hold stays as written; capture or void come later.
   */
  authorizeOnly?: boolean;
};

/**
 * The one way to pay. A key already used answers with its first payment. Otherwise what is bought is held
 * (with the payment, pending, in one transaction) before the card is charged, so two buyers of the last
 * one never both pay; then the payment and the hold settle together: kept on success, let go on a decline.
 * Returns the succeeded payment, the same for the first call and every repeat; a decline is payment_failed.
 */
export async function payWithHold<Plan extends { amountCents: number }>({
  db,
  provider,
  events,
  kind,
  userId,
  idempotencyKey,
  card,
  request,
  prepare,
  hold,
  saveCard = false,
  authorizeOnly = false,
}: Options<Plan>): Promise<Payment> {
  const hash = requestHash(kind.purpose, request);
  // Checked before waiting on a running payment: another request's key is refused at once.
  const firstAnswer = async (first?: Payment) => {
    first ??= await findPayment(db, userId, idempotencyKey);
    if (first) sameRequest(first, hash);
    return paid(await settledPayment(db, userId, idempotencyKey), authorizeOnly);
  };
  const existing = await findPayment(db, userId, idempotencyKey);
  if (existing) return firstAnswer(existing);

  let held;
  try {
    const plan = await prepare();
    held = await db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(payments)
        .values({
          userId,
          idempotencyKey,
          requestHash: hash,
          purpose: kind.purpose,
          provider: provider.name,
          amountCents: plan.amountCents,
          cardBrand: cardBrand(card.cardNumber),
          cardLast4: card.cardNumber.slice(-4),
        })
        .returning();
      const { description } = await hold(tx as unknown as Database, payment!.id, plan);
      return { payment: payment!, description };
    });
  } catch (error) {
    // The same request sent twice at once: the key is taken (unique violation), or what it buys was
    // taken by its twin (a conflict). Either way the twin's answer is this one's too.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) return firstAnswer();
    if (
      error instanceof AppError &&
      error.code === 'conflict' &&
      (await findPayment(db, userId, idempotencyKey))
    )
      return firstAnswer();
    throw error;
  }

  const ask = {
    amountCents: held.payment.amountCents,
    currency: 'USD' as const,
    card,
    idempotencyKey: providerKey(held.payment),
    description: held.description,
  };
  const result = await askProvider<ChargeResult | AuthorizeResult>(() =>
    authorizeOnly ? provider.authorize({ ...ask, saveCard }) : provider.charge({ ...ask, saveCard }),
  );
  return paid(await settlePayment({ db, events, kind, paymentId: held.payment.id, result }), authorizeOnly);
}

/** The key the provider sees: the payer's own key, scoped to them. */
export const providerKey = (payment: Payment) => `${payment.userId}:${payment.idempotencyKey}`;

/** The provider's answer; a provider that throws (unreachable, reset) is a decline. */
export async function askProvider<R extends { status: string }>(
  charge: () => Promise<R>,
): Promise<R | { status: 'declined'; reason: string }> {
  try {
    return await charge();
  } catch {
    return { status: 'declined', reason: 'provider_error' };
  }
}

/**
 * Records the provider's answer on a pending payment and lets its kind keep or let go of what it paid for,
 * in one transaction. A payment already settled (by a twin, or the sweep) is left as it is and returned.
 */
export async function settlePayment({
  db,
  events,
  kind,
  paymentId,
  result,
}: {
  db: Database;
  events: DomainEvents;
  kind: PaymentKind;
  paymentId: number;
  result: ChargeResult | AuthorizeResult;
}): Promise<Payment> {
  const now = new Date();
  return commitThenAnnounce(db, events, async (tx, announce) => {
    const [row] = await tx
      .update(payments)
      .set(
        result.status === 'succeeded'
          ? { status: 'succeeded', providerRef: result.reference, settledAt: now }
          : result.status === 'authorized'
            ? { status: 'authorized', providerRef: result.reference }
            : { status: 'failed', failureReason: result.reason, settledAt: now },
      )
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning();
    if (!row) {
      const [settled] = await tx.select().from(payments).where(eq(payments.id, paymentId));
      return settled!;
    }
    // Authorized (a request to book): the hold stays as it is until the host's answer captures or voids.
    if (row.status === 'authorized') {
      await kind.onAuthorized?.(tx, row, {
        savedCard: result.status === 'authorized' ? result.savedCard : undefined,
      });
      return row;
    }
    if (row.status === 'succeeded')
      await kind.onPaid(tx, row, announce, {
        savedCard: result.status === 'succeeded' ? result.savedCard : undefined,
      });
    else await kind.onFailed(tx, row, announce);
    return row;
  });
}
