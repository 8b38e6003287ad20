import { and, asc, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import type { PaymentProvider } from '../../adapters/payment-provider';
import type { DomainEvents } from '../events/domain-events';
import { claimRequest, finishRequest } from './settle-request';

/** A claimed request not settled after this long was left by a crash (or a provider that did not answer). */
const STALLED_MS = 2 * 60_000;
const BATCH = 100;

/**
 * The expiry of requests to book (docs/decisions/request-to-book.md), a job every minute: a request still
 * unanswered past its 24 hours is claimed as expired (the same conditional update an accept uses, so one
 * of them wins), its authorization voided and its nights freed, and the guest mailed. It also finishes
 * requests a crash left claimed but unsettled. Returns how many it settled.
 */
export async function expireRequests({
  db,
  provider,
  events,
  now = new Date(),
}: {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  now?: Date;
}): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.requestExpiresAt),
        lte(bookings.requestExpiresAt, now),
        eq(bookings.status, 'requested'),
        isNull(bookings.requestOutcome),
      ),
    )
    .orderBy(asc(bookings.requestExpiresAt))
    .limit(BATCH);
  const stalled = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'requested'),
        isNotNull(bookings.requestOutcome),
        lt(
          bookings.requestDecidedAt,
          sql`${new Date(now.getTime() - STALLED_MS).toISOString()}::timestamptz`,
        ),
      ),
    )
    .limit(BATCH);
  let settled = 0;
  for (const { id } of due) {
    if (!(await claimRequest(db, { bookingId: id, outcome: 'expired', now }))) continue;
    if (await finishRequest({ db, provider, events }, id)) settled += 1;
  }
  for (const { id } of stalled) if (await finishRequest({ db, provider, events }, id)) settled += 1;
  return settled;
}
