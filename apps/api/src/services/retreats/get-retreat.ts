import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Photo } from '@restora/shared/contracts/photos';
import type { RetreatBooking, RetreatDetail, WaitlistEntry } from '@restora/shared/contracts/retreats';
import { utcDay } from '@restora/shared/domain/booking-window';
import { earlyBirdApplies, policyRefundCents, RETREAT_TEXTS } from '@restora/shared/domain/retreats';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { retreatBookings, retreatOptions, retreats, retreatWaitlist } from '../../db/schema/retreats';
import { conversations } from '../../db/schema/conversations';
import { properties } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { photosOf, withPhotos } from './retreat-gallery';

// A retreat's page and a guest's own places and waitlist entries (docs/decisions/retreats.md).

const day = (v: string) => String(v).slice(0, 10);

/** A published (or cancelled) retreat with its options priced for today; a draft is not found. */
export async function getRetreat(db: Database, id: number, now = new Date()): Promise<RetreatDetail> {
  const today = utcDay(0, now.getTime());
  const [row] = await db
    .select({ r: retreats, p: properties })
    .from(retreats)
    .innerJoin(properties, eq(properties.id, retreats.propertyId))
    .where(and(eq(retreats.id, id), sql`${retreats.status} <> 'draft'`));
  if (!row) throw new AppError('not_found', RETREAT_TEXTS.notFound);
  const options = await db
    .select()
    .from(retreatOptions)
    .where(eq(retreatOptions.retreatId, id))
    .orderBy(asc(retreatOptions.position), asc(retreatOptions.id));
  return retreatDetail(row.r, row.p, options, today, await photosOf(db, id));
}

export function retreatDetail(
  r: typeof retreats.$inferSelect,
  p: typeof properties.$inferSelect,
  options: (typeof retreatOptions.$inferSelect)[],
  today: string,
  photos: Photo[],
): RetreatDetail {
  const priced = options.map((o) => {
    const early = earlyBirdApplies(o, today, o.earlyTaken);
    const currentPriceCents = early ? o.earlyBirdPriceCents! : o.priceCents;
    return {
      id: o.id,
      name: o.name,
      description: o.description,
      priceCents: o.priceCents,
      earlyBirdPriceCents: o.earlyBirdPriceCents,
      earlyBirdUntil: o.earlyBirdUntil,
      earlyBirdSpots: o.earlyBirdSpots,
      currentPriceCents,
      earlyBirdNow: early,
      spots: o.spots,
      spotsLeft: Math.max(0, o.spots - o.taken - o.held),
      roomId: o.roomId,
    };
  });
  const cheapest = [...priced].sort(
    (a, b) => a.currentPriceCents - b.currentPriceCents || a.priceCents - b.priceCents,
  )[0];
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    startDate: day(r.startDate),
    endDate: day(r.endDate),
    propertyId: p.id,
    propertyName: p.name,
    city: p.city,
    country: p.country,
    imageUrl: r.imageUrl,
    level: r.level,
    features: r.features,
    fromPriceCents: cheapest?.currentPriceCents ?? 0,
    fullPriceCents: cheapest && cheapest.earlyBirdNow ? cheapest.priceCents : null,
    earlyBirdUntil: cheapest && cheapest.earlyBirdNow ? cheapest.earlyBirdUntil : null,
    spotsLeft: priced.reduce((sum, o) => sum + o.spotsLeft, 0),
    description: r.description,
    program: r.program,
    checkInTime: r.checkInTime,
    checkOutTime: r.checkOutTime,
    included: r.included,
    notIncluded: r.notIncluded,
    language: r.language,
    ...withPhotos(r.facilitators, photos),
    options: priced,
    depositPercent: r.depositPercent,
    balanceDueDays: r.balanceDueDays,
    cancellationPolicy: r.cancellationPolicy,
    status: r.status,
    bookingMode: r.bookingMode,
  };
}

/** A guest's retreat places, newest first, with what they paid, owe and would get back cancelling today. */
export async function listRetreatPlaces(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<RetreatBooking[]> {
  const today = utcDay(0, now.getTime());
  const rows = await db
    .select({
      b: retreatBookings,
      title: retreats.title,
      startDate: retreats.startDate,
      endDate: retreats.endDate,
      imageUrl: retreats.imageUrl,
      policy: retreats.cancellationPolicy,
      propertyName: properties.name,
      optionName: retreatOptions.name,
      conversationId: conversations.id,
      paidCents: sql<number>`(select coalesce(sum(${payments.amountCents}), 0)::int from ${payments}
        where ${payments.status} = 'succeeded' and ${payments.id} in (${retreatBookings.depositPaymentId}, ${retreatBookings.balancePaymentId}))`,
      refundedCents: sql<number>`(select coalesce(sum(${refunds.amountCents}), 0)::int from ${refunds}
        where ${refunds.retreatBookingId} = ${retreatBookings.id} and ${refunds.status} <> 'failed')`,
    })
    .from(retreatBookings)
    .innerJoin(retreats, eq(retreats.id, retreatBookings.retreatId))
    .innerJoin(retreatOptions, eq(retreatOptions.id, retreatBookings.optionId))
    .innerJoin(properties, eq(properties.id, retreats.propertyId))
    .leftJoin(conversations, eq(conversations.retreatBookingId, retreatBookings.id))
    .where(
      and(
        eq(retreatBookings.userId, userId),
        // With requests (docs/decisions/request-to-book.md): waiting, and how they ended without a place.
        inArray(retreatBookings.status, ['confirmed', 'cancelled', 'requested', 'declined', 'expired']),
      ),
    )
    .orderBy(desc(retreatBookings.createdAt), desc(retreatBookings.id))
    .limit(100);
  return rows.map((r) => {
    const b = r.b;
    const paid = Number(r.paidCents);
    const owing =
      b.status === 'confirmed' && (b.balanceStatus === 'scheduled' || b.balanceStatus === 'failed');
    return {
      id: b.id,
      retreatId: b.retreatId,
      retreatTitle: r.title,
      startDate: day(r.startDate),
      endDate: day(r.endDate),
      propertyName: r.propertyName,
      imageUrl: r.imageUrl,
      optionName: r.optionName,
      people: b.people,
      status: b.status,
      totalCents: b.totalCents,
      depositCents: b.depositCents,
      balanceCents: b.balanceCents,
      paidCents: paid,
      refundedCents: Number(r.refundedCents),
      balanceDueDate: b.balanceDueDate,
      balanceStatus: b.balanceStatus,
      nextDate:
        b.status !== 'confirmed' ? null : owing ? (b.balanceNextTryOn ?? day(r.startDate)) : day(r.startDate),
      card: b.cardLast4 ? { brand: b.cardBrand ?? 'Card', last4: b.cardLast4 } : null,
      cancellationPolicy: r.policy,
      refundIfCancelledCents:
        b.status === 'confirmed' && day(r.startDate) > today
          ? policyRefundCents({
              policy: r.policy,
              startDate: day(r.startDate),
              today,
              depositCents: b.depositCents,
              paidCents: paid,
            })
          : 0,
      requestExpiresAt: b.status === 'requested' ? (b.requestExpiresAt?.toISOString() ?? null) : null,
      conversationId: r.conversationId,
      createdAt: b.createdAt.toISOString(),
    };
  });
}

export async function listWaitlistEntries(db: Database, userId: string): Promise<WaitlistEntry[]> {
  const rows = await db
    .select({ w: retreatWaitlist, title: retreats.title, optionName: retreatOptions.name })
    .from(retreatWaitlist)
    .innerJoin(retreats, eq(retreats.id, retreatWaitlist.retreatId))
    .innerJoin(retreatOptions, eq(retreatOptions.id, retreatWaitlist.optionId))
    .where(eq(retreatWaitlist.userId, userId))
    .orderBy(desc(retreatWaitlist.createdAt))
    .limit(100);
  return rows.map(({ w, title, optionName }) => ({
    id: w.id,
    retreatId: w.retreatId,
    retreatTitle: title,
    optionId: w.optionId,
    optionName,
    people: w.people,
    status: w.status,
    offerExpiresAt: w.offerExpiresAt?.toISOString() ?? null,
    createdAt: w.createdAt.toISOString(),
  }));
}
