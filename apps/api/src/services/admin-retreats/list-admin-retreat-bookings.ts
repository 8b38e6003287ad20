import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  ADMIN_RETREATS_PAGE_SIZE,
  type AdminRetreatBooking,
  type AdminRetreatBookingsPage,
  type AdminRetreatBookingsQuery,
  type AdminRetreatPayment,
  type AdminRetreatRefund,
} from '@restora/shared/contracts/admin-retreats';
import type { Database } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { user } from '../../db/schema/auth';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { retreatBookings, retreatOptions, retreats } from '../../db/schema/retreats';

// The operator's retreat places with their payment history (docs/decisions/retreats-back-office.md): of one
// retreat, or the confirmed places whose balance charge was declined (the list to follow up), newest first,
// 20 a page. A place's history is its deposit, every try of its balance (each a payment with its own key,
// `retreat-balance-<place>-...`, services/retreats/retreat-payments.ts) and every refund against it.

const b = retreatBookings;

// The payment and refund as the operator's bookings show them (services/admin-bookings/payment-history.ts).
function toAdminPayment(p: typeof payments.$inferSelect) {
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

function toAdminRefund(r: typeof refunds.$inferSelect, name: string | null, email: string | null) {
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

/** The place a balance try belongs to, read from its idempotency key. */
const placeOfBalanceKey = (key: string) => Number(/^retreat-balance-(\d+)-/.exec(key)?.[1] ?? NaN);

export async function listAdminRetreatBookings({
  db,
  query,
}: {
  db: Database;
  query: AdminRetreatBookingsQuery;
}): Promise<AdminRetreatBookingsPage> {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(
    query.retreatId ? eq(b.retreatId, query.retreatId) : undefined,
    query.balance === 'failed' ? and(eq(b.status, 'confirmed'), eq(b.balanceStatus, 'failed')) : undefined,
    pattern
      ? or(ilike(user.name, pattern), ilike(user.email, pattern), ilike(retreats.title, pattern))
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        place: b,
        guestName: user.name,
        guestEmail: user.email,
        retreatTitle: retreats.title,
        startDate: retreats.startDate,
        optionName: retreatOptions.name,
      })
      .from(b)
      .innerJoin(user, eq(user.id, b.userId))
      .innerJoin(retreats, eq(retreats.id, b.retreatId))
      .innerJoin(retreatOptions, eq(retreatOptions.id, b.optionId))
      .where(where)
      .orderBy(desc(b.createdAt), desc(b.id))
      .limit(ADMIN_RETREATS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_RETREATS_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(b)
      .innerJoin(user, eq(user.id, b.userId))
      .innerJoin(retreats, eq(retreats.id, b.retreatId))
      .where(where),
  ]);
  const history = await loadHistory(
    db,
    rows.map((r) => r.place),
  );
  return {
    items: rows.map((r) => toAdminRetreatBooking(r, history)),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: ADMIN_RETREATS_PAGE_SIZE,
  };
}

type Place = typeof retreatBookings.$inferSelect;
type History = Awaited<ReturnType<typeof loadHistory>>;

/** The payments and refunds of some places, each by its place's id. */
export async function loadHistory(db: Database, places: Place[]) {
  const paymentsOf = new Map<number, AdminRetreatPayment[]>();
  const refundsOf = new Map<number, AdminRetreatRefund[]>();
  if (places.length === 0) return { paymentsOf, refundsOf };
  const ids = places.map((p) => p.id);
  const [deposits, tries, given] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          places.map((p) => p.depositPaymentId),
        ),
      ),
    // The balance's tries: on the (user, key) unique index, then matched to their place by key.
    db
      .select()
      .from(payments)
      .where(
        and(
          inArray(payments.userId, [...new Set(places.map((p) => p.userId))]),
          eq(payments.purpose, 'retreat_balance'),
        ),
      )
      .orderBy(asc(payments.id)),
    db
      .select({ refund: refunds, name: user.name, email: user.email })
      .from(refunds)
      .leftJoin(user, eq(user.id, refunds.requestedByUserId))
      .where(inArray(refunds.retreatBookingId, ids))
      .orderBy(asc(refunds.id)),
  ]);
  const push = <T>(map: Map<number, T[]>, id: number, item: T) => map.set(id, [...(map.get(id) ?? []), item]);
  for (const p of places) {
    const deposit = deposits.find((d) => d.id === p.depositPaymentId);
    if (deposit) push(paymentsOf, p.id, { ...toAdminPayment(deposit), kind: 'deposit' as const });
  }
  const wanted = new Set(ids);
  for (const t of tries) {
    const placeId = placeOfBalanceKey(t.idempotencyKey);
    if (wanted.has(placeId)) push(paymentsOf, placeId, { ...toAdminPayment(t), kind: 'balance' as const });
  }
  for (const { refund, name, email } of given)
    push(refundsOf, refund.retreatBookingId!, {
      ...toAdminRefund(refund, name, email),
      paymentId: refund.paymentId,
    });
  return { paymentsOf, refundsOf };
}

export function toAdminRetreatBooking(
  r: {
    place: Place;
    guestName: string;
    guestEmail: string;
    retreatTitle: string;
    startDate: string;
    optionName: string;
  },
  history: History,
): AdminRetreatBooking {
  const p = r.place;
  const paid = history.paymentsOf.get(p.id) ?? [];
  const given = history.refundsOf.get(p.id) ?? [];
  const paidCents = paid.filter((x) => x.status === 'succeeded').reduce((s, x) => s + x.amountCents, 0);
  const refundedCents = given.filter((x) => x.status !== 'failed').reduce((s, x) => s + x.amountCents, 0);
  const recordedCents = given.reduce((s, x) => s + x.amountCents, 0);
  return {
    id: p.id,
    retreatId: p.retreatId,
    retreatTitle: r.retreatTitle,
    startDate: r.startDate,
    guestName: r.guestName,
    guestEmail: r.guestEmail,
    optionName: r.optionName,
    people: p.people,
    status: p.status,
    totalCents: p.totalCents,
    depositCents: p.depositCents,
    balanceCents: p.balanceCents,
    balanceStatus: p.balanceStatus,
    balanceDueDate: p.balanceDueDate,
    balanceNextTryOn: p.balanceNextTryOn,
    balanceAttempts: p.balanceAttempts,
    paidCents,
    refundedCents,
    refundableCents: Math.max(0, paidCents - recordedCents),
    cancelledBy: p.cancelledBy,
    cancellationReason: p.cancellationReason,
    createdAt: p.createdAt.toISOString(),
    payments: paid,
    refunds: given,
  };
}

/** One place as the list shows it, after a write. */
export async function getAdminRetreatBooking(db: Database, id: number): Promise<AdminRetreatBooking | null> {
  const [row] = await db
    .select({
      place: b,
      guestName: user.name,
      guestEmail: user.email,
      retreatTitle: retreats.title,
      startDate: retreats.startDate,
      optionName: retreatOptions.name,
    })
    .from(b)
    .innerJoin(user, eq(user.id, b.userId))
    .innerJoin(retreats, eq(retreats.id, b.retreatId))
    .innerJoin(retreatOptions, eq(retreatOptions.id, b.optionId))
    .where(eq(b.id, id));
  if (!row) return null;
  return toAdminRetreatBooking(row, await loadHistory(db, [row.place]));
}
