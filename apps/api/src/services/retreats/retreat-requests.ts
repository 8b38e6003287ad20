import { and, asc, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { retreatBookings } from '../../db/schema/retreats';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { commitThenAnnounce, type Announce, type DomainEvents } from '../events/domain-events';
import { recordAuthorizationOutcome, settleAuthorization } from '../payments/settle-authorization';
import { offerFreeSpots, releaseSpots } from './spots';

// Settling a request for a retreat place (docs/decisions/request-to-book.md, "Retreats on request"), the
// three steps a stay's request takes, on the place:
// 1. claim: one conditional update sets `request_outcome` while the place is still `requested` and has none,
//    so of an accept and the expiry at the same moment exactly one wins;
// 2. the provider captures (accepted) or voids (declined, expired) the authorization of the deposit (or the
//    whole price), keyed by the payment;
// 3. one transaction records it: confirmed (retreat.booked: the usual mail and thread; the balance is
//    scheduled from its due day as for a place bought at once), or declined / expired with the spots given
//    back (and offered to the waitlist) and the guest mailed.

export type RetreatRequestOutcome = 'accepted' | 'declined' | 'expired';
type Deps = { db: Database; provider: PaymentProvider; events: DomainEvents };

/** A claimed request not settled after this long was left by a crash (or a provider that did not answer). */
const STALLED_MS = 2 * 60_000;
const BATCH = 100;

/**
 * Step 1. True when this decision claimed the place; false when another came first (or, for an expiry, the
 * request is not yet due). `inClaim` runs in the claiming transaction (the decline's message).
 */
export async function claimRetreatRequest(
  db: Database,
  {
    placeId,
    outcome,
    now = new Date(),
    inClaim,
    events,
  }: {
    placeId: number;
    outcome: RetreatRequestOutcome;
    now?: Date;
    inClaim?: (tx: Database, announce: Announce) => Promise<void>;
    events?: DomainEvents;
  },
): Promise<boolean> {
  const work = async (tx: Database, announce: Announce) => {
    const claimed = await tx
      .update(retreatBookings)
      .set({ requestOutcome: outcome, requestDecidedAt: now })
      .where(
        and(
          eq(retreatBookings.id, placeId),
          eq(retreatBookings.status, 'requested'),
          isNull(retreatBookings.requestOutcome),
          outcome === 'expired' ? lte(retreatBookings.requestExpiresAt, now) : undefined,
        ),
      )
      .returning({ id: retreatBookings.id });
    if (claimed.length && inClaim) await inClaim(tx, announce);
    return claimed.length === 1;
  };
  return events
    ? commitThenAnnounce(db, events, work)
    : db.transaction((tx) => work(tx as unknown as Database, () => {}));
}

/**
 * A cancelled retreat's places still waiting are declined: claimed here, in the cancelling transaction, so
 * no accept can follow; the requests' job finishes them (voids, frees, mails) as it finishes any claim left
 * unsettled, within minutes. Returns how many.
 */
export async function declineWaitingRequests(tx: Database, retreatId: number): Promise<number> {
  const claimed = await tx
    .update(retreatBookings)
    .set({ requestOutcome: 'declined', requestDecidedAt: new Date() })
    .where(
      and(
        eq(retreatBookings.retreatId, retreatId),
        eq(retreatBookings.status, 'requested'),
        isNull(retreatBookings.requestOutcome),
      ),
    )
    .returning({ id: retreatBookings.id });
  return claimed.length;
}

/** Steps 2 and 3 for a claimed place (also one a crash left claimed). Returns the place's final status. */
export async function finishRetreatRequest({ db, provider, events }: Deps, placeId: number) {
  const [row] = await db
    .select({ place: retreatBookings, payment: payments })
    .from(retreatBookings)
    .innerJoin(payments, eq(payments.id, retreatBookings.depositPaymentId))
    .where(eq(retreatBookings.id, placeId));
  if (!row || row.place.status !== 'requested' || !row.place.requestOutcome) return null;
  const { place, payment } = row;
  const outcome = place.requestOutcome!;
  const settled = await settleAuthorization(provider, payment, outcome === 'accepted');

  const now = new Date();
  return commitThenAnnounce(db, events, async (tx, announce) => {
    await recordAuthorizationOutcome(tx, payment.id, settled, now);
    if (settled.captured) {
      const done = await tx
        .update(retreatBookings)
        .set({
          status: 'confirmed',
          confirmedAt: now,
          requestExpiresAt: null,
          balanceNextTryOn: sql`${retreatBookings.balanceDueDate}`,
        })
        .where(and(eq(retreatBookings.id, place.id), eq(retreatBookings.status, 'requested')))
        .returning({ id: retreatBookings.id });
      if (done.length) announce({ type: 'retreat.booked', userId: place.userId, retreatBookingId: place.id });
      return 'confirmed' as const;
    }
    const status = settled.captureFailed ? 'payment_failed' : outcome === 'expired' ? 'expired' : 'declined';
    const [done] = await tx
      .update(retreatBookings)
      .set({ status, requestExpiresAt: null, balanceStatus: 'none' })
      .where(and(eq(retreatBookings.id, place.id), eq(retreatBookings.status, 'requested')))
      .returning();
    if (done) {
      await releaseSpots(tx, done);
      await offerFreeSpots(tx, done.optionId, now, announce);
      announce({
        type: 'retreat.request-closed',
        userId: place.userId,
        retreatBookingId: place.id,
        outcome: settled.captureFailed ? 'failed' : outcome === 'expired' ? 'expired' : 'declined',
      });
    }
    return status;
  });
}

/**
 * The expiry of places requested (with the stays' requests, by the job every minute): a request unanswered
 * past its 24 hours is claimed as expired, voided, its spots given back, the guest mailed; places a crash
 * left claimed are finished. Returns how many it settled.
 */
export async function expireRetreatRequests({
  db,
  provider,
  events,
  now = new Date(),
}: Deps & { now?: Date }): Promise<number> {
  const due = await db
    .select({ id: retreatBookings.id })
    .from(retreatBookings)
    .where(
      and(
        isNotNull(retreatBookings.requestExpiresAt),
        lte(retreatBookings.requestExpiresAt, now),
        eq(retreatBookings.status, 'requested'),
        isNull(retreatBookings.requestOutcome),
      ),
    )
    .orderBy(asc(retreatBookings.requestExpiresAt))
    .limit(BATCH);
  const stalled = await db
    .select({ id: retreatBookings.id })
    .from(retreatBookings)
    .where(
      and(
        isNotNull(retreatBookings.requestExpiresAt),
        eq(retreatBookings.status, 'requested'),
        isNotNull(retreatBookings.requestOutcome),
        lt(
          retreatBookings.requestDecidedAt,
          sql`${new Date(now.getTime() - STALLED_MS).toISOString()}::timestamptz`,
        ),
      ),
    )
    .limit(BATCH);
  let settled = 0;
  for (const { id } of due) {
    if (!(await claimRetreatRequest(db, { placeId: id, outcome: 'expired', now }))) continue;
    if (await finishRetreatRequest({ db, provider, events }, id)) settled += 1;
  }
  for (const { id } of stalled) if (await finishRetreatRequest({ db, provider, events }, id)) settled += 1;
  return settled;
}
