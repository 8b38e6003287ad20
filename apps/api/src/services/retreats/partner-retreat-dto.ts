import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Photo } from '@restora/shared/contracts/photos';
import type { PartnerRetreat } from '@restora/shared/contracts/partner-retreats';
import { utcDay } from '@restora/shared/domain/booking-window';
import { earlyBirdFor, RETREAT_TEXTS } from '@restora/shared/domain/retreats';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { partnerOrganisations } from '../../db/schema/partners';
import { retreatBookings, retreatOptions, retreats, retreatWaitlist } from '../../db/schema/retreats';
import { properties } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { refundedSoFar } from '../payments/refunded-so-far';
import { memberOrganisationIds } from '../organisations';
import { retreatPhotos } from '../photos';
import { withPhotos } from './retreat-gallery';

// A retreat as its partner reads it in the console (docs/decisions/retreats-partner-console.md).

type RetreatRow = typeof retreats.$inferSelect;
type OptionRow = typeof retreatOptions.$inferSelect;

/**
 * What a place has brought in so far: its deposit and balance payments that succeeded, less what was
 * refunded of it (a pending refund counts, as everywhere: payments/refunded-so-far.ts).
 */
export const placePaidCents = sql<number>`((select coalesce(sum(${payments.amountCents}), 0) from ${payments} where ${payments.id} in (${retreatBookings.depositPaymentId}, ${retreatBookings.balancePaymentId}) and ${payments.status} = 'succeeded') - ${refundedSoFar('retreat', retreatBookings.id)})::int`;

/**
 * The retreat if its property is of one of the user's organisations (locked with `lock`); any other is a
 * 404 as if it did not exist, an account in no organisation a 403.
 */
export async function ownedRetreat(db: Database, userId: string, id: number, { lock = false } = {}) {
  const organisations = await memberOrganisationIds(db, userId);
  const query = db
    .select({ retreat: retreats })
    .from(retreats)
    .innerJoin(properties, eq(properties.id, retreats.propertyId))
    .where(and(eq(retreats.id, id), inArray(properties.organisationId, organisations)));
  const [row] = await (lock ? query.for('update', { of: retreats }) : query);
  if (!row) throw new AppError('not_found', RETREAT_TEXTS.notFound);
  return row.retreat;
}

export const optionsOf = (db: Database, retreatId: number) =>
  db
    .select()
    .from(retreatOptions)
    .where(eq(retreatOptions.retreatId, retreatId))
    .orderBy(asc(retreatOptions.position), asc(retreatOptions.id));

function toOption(o: OptionRow, today: string) {
  const early = earlyBirdFor(o, today, o.earlyTaken, 1);
  return {
    id: o.id,
    name: o.name,
    description: o.description,
    priceCents: o.priceCents,
    earlyBirdPriceCents: o.earlyBirdPriceCents,
    earlyBirdUntil: o.earlyBirdUntil,
    earlyBirdSpots: o.earlyBirdSpots,
    currentPriceCents: early ? o.earlyBirdPriceCents! : o.priceCents,
    earlyBirdNow: early,
    spots: o.spots,
    spotsLeft: Math.max(0, o.spots - o.taken - o.held),
    roomId: o.roomId,
  };
}

/** The partner's retreats matching `where`, newest start first, with their options and figures. */
export async function selectPartnerRetreats(db: Database, where: SQL | undefined): Promise<PartnerRetreat[]> {
  const rows = await db
    .select({
      retreat: retreats,
      propertyName: properties.name,
      city: properties.city,
      country: properties.country,
      organisationName: partnerOrganisations.name,
    })
    .from(retreats)
    .innerJoin(properties, eq(properties.id, retreats.propertyId))
    .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, properties.organisationId))
    .where(where)
    .orderBy(desc(retreats.startDate), desc(retreats.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.retreat.id);
  const [options, waiting, paid, photos] = await Promise.all([
    db
      .select()
      .from(retreatOptions)
      .where(inArray(retreatOptions.retreatId, ids))
      .orderBy(asc(retreatOptions.position), asc(retreatOptions.id)),
    db
      .select({ id: retreatWaitlist.retreatId, people: sql<number>`sum(${retreatWaitlist.people})::int` })
      .from(retreatWaitlist)
      .where(
        and(inArray(retreatWaitlist.retreatId, ids), inArray(retreatWaitlist.status, ['waiting', 'offered'])),
      )
      .groupBy(retreatWaitlist.retreatId),
    db
      .select({ id: retreatBookings.retreatId, cents: sql<number>`coalesce(sum(${placePaidCents}), 0)::int` })
      .from(retreatBookings)
      .where(inArray(retreatBookings.retreatId, ids))
      .groupBy(retreatBookings.retreatId),
    retreatPhotos(db, ids),
  ]);
  const waitingOf = new Map(waiting.map((w) => [w.id, Number(w.people)]));
  const paidOf = new Map(paid.map((p) => [p.id, Number(p.cents)]));
  const today = utcDay();
  return rows.map((r) =>
    toPartnerRetreat(r.retreat, {
      ...r,
      options: options.filter((o) => o.retreatId === r.retreat.id),
      waitlistPeople: waitingOf.get(r.retreat.id) ?? 0,
      paidCents: paidOf.get(r.retreat.id) ?? 0,
      photos: photos.get(r.retreat.id) ?? [],
      today,
    }),
  );
}

function toPartnerRetreat(
  r: RetreatRow,
  extra: {
    propertyName: string;
    city: string;
    country: string;
    organisationName: string;
    options: OptionRow[];
    waitlistPeople: number;
    paidCents: number;
    photos: Photo[];
    today: string;
  },
): PartnerRetreat {
  const options = extra.options.map((o) => toOption(o, extra.today));
  const cheapest = options.reduce<(typeof options)[number] | undefined>(
    (best, o) => (best === undefined || o.currentPriceCents < best.currentPriceCents ? o : best),
    undefined,
  );
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    startDate: r.startDate,
    endDate: r.endDate,
    propertyId: r.propertyId,
    propertyName: extra.propertyName,
    city: extra.city,
    country: extra.country,
    organisationName: extra.organisationName,
    imageUrl: r.imageUrl,
    level: r.level,
    features: r.features,
    fromPriceCents: cheapest?.currentPriceCents ?? 0,
    fullPriceCents: cheapest?.earlyBirdNow ? cheapest.priceCents : null,
    earlyBirdUntil: cheapest?.earlyBirdNow ? cheapest.earlyBirdUntil : null,
    spotsLeft: options.reduce((n, o) => n + o.spotsLeft, 0),
    description: r.description,
    program: r.program,
    checkInTime: r.checkInTime,
    checkOutTime: r.checkOutTime,
    included: r.included,
    notIncluded: r.notIncluded,
    language: r.language,
    ...withPhotos(r.facilitators, extra.photos),
    options,
    depositPercent: r.depositPercent,
    balanceDueDays: r.balanceDueDays,
    cancellationPolicy: r.cancellationPolicy,
    status: r.status,
    bookingMode: r.bookingMode,
    bookedPeople: extra.options.reduce((n, o) => n + o.taken, 0),
    waitlistPeople: extra.waitlistPeople,
    paidCents: extra.paidCents,
  };
}

/** One retreat as the console shows it (the caller has checked it is the partner's). */
export async function partnerRetreatView(db: Database, id: number): Promise<PartnerRetreat> {
  const [view] = await selectPartnerRetreats(db, eq(retreats.id, id));
  if (!view) throw new AppError('not_found', RETREAT_TEXTS.notFound);
  return view;
}
