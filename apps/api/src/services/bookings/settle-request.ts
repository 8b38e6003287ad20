import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { recordAuthorizationOutcome, settleAuthorization } from '../payments/settle-authorization';
import { commitThenAnnounce, type Announce, type DomainEvents } from '../events/domain-events';

// Settling a request to book (docs/decisions/request-to-book.md), in three steps so nothing stays locked
// while the provider is asked:
// 1. claim: one conditional update sets `request_outcome` while the booking is still `requested` and has
//    none, so of an accept and the expiry at the same moment exactly one wins (the other updates no row);
// 2. the provider captures (accepted) or voids (declined, expired) the authorization, with a key made of
//    the payment, so asking again after a crash does it once;
// 3. one transaction records the payment and the booking's status: confirmed (booking.confirmed, its usual
//    mails and thread), or declined / expired with the nights freed (the guest is mailed).
// A decline or expiry only ever voids: it never captures.

export type RequestOutcome = 'accepted' | 'declined' | 'expired';
type Deps = { db: Database; provider: PaymentProvider; events: DomainEvents };

/**
 * Step 1. Returns the claimed booking, or null when another decision came first (or, for an expiry, the
 * request is not yet due). `inClaim` runs in the claiming transaction (the decline's message).
 */
export async function claimRequest(
  db: Database,
  {
    bookingId,
    outcome,
    now = new Date(),
    inClaim,
    events,
  }: {
    bookingId: number;
    outcome: RequestOutcome;
    now?: Date;
    /** Runs in the claiming transaction; what it announces is told once that commits (with `events`). */
    inClaim?: (tx: Database, announce: Announce) => Promise<void>;
    events?: DomainEvents;
  },
) {
  const work = async (tx: Database, announce: Announce) => {
    const [claimed] = await tx
      .update(bookings)
      .set({ requestOutcome: outcome, requestDecidedAt: now })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, 'requested'),
          isNull(bookings.requestOutcome),
          outcome === 'expired' ? lte(bookings.requestExpiresAt, now) : undefined,
        ),
      )
      .returning();
    if (claimed && inClaim) await inClaim(tx, announce);
    return claimed ?? null;
  };
  return events
    ? commitThenAnnounce(db, events, work)
    : db.transaction((tx) => work(tx as unknown as Database, () => {}));
}

/**
 * Steps 2 and 3 for a claimed request (also for one a crash left claimed but not settled). Returns the
 * booking's final status.
 */
export async function finishRequest(
  { db, provider, events }: Deps,
  bookingId: number,
): Promise<'confirmed' | 'declined' | 'expired' | 'payment_failed' | null> {
  const [row] = await db
    .select({ booking: bookings, payment: payments })
    .from(bookings)
    .innerJoin(payments, eq(payments.id, bookings.paymentId))
    .where(eq(bookings.id, bookingId));
  if (!row || row.booking.status !== 'requested' || !row.booking.requestOutcome) return null;
  const { booking, payment } = row;
  const outcome = booking.requestOutcome!;
  const settled = await settleAuthorization(provider, payment, outcome === 'accepted');
  const { captured, captureFailed } = settled;

  const now = new Date();
  return commitThenAnnounce(db, events, async (tx, announce) => {
    await recordAuthorizationOutcome(tx, payment.id, settled, now);
    if (captured) {
      const done = await tx
        .update(bookings)
        .set({ status: 'confirmed', confirmedAt: now, requestExpiresAt: null })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'requested')))
        .returning({ id: bookings.id });
      if (done.length)
        announce({
          type: 'booking.confirmed',
          userId: booking.userId,
          paymentId: payment.id,
          bookingIds: [booking.id],
        });
      return 'confirmed' as const;
    }
    const status = captureFailed ? 'payment_failed' : outcome === 'expired' ? 'expired' : 'declined';
    const done = await tx
      .update(bookings)
      .set({ status, requestExpiresAt: null })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'requested')))
      .returning({ id: bookings.id });
    if (done.length)
      announce({
        type: 'booking.request-closed',
        userId: booking.userId,
        bookingId: booking.id,
        outcome: captureFailed ? 'failed' : outcome === 'expired' ? 'expired' : 'declined',
      });
    return status;
  });
}
