import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import type { CancellationPolicy } from '@restora/shared/domain/retreats';
import type { Database } from '../db/client';
import { outbox } from '../db/schema/mail';
import { payments } from '../db/schema/payments';
import { refunds } from '../db/schema/refunds';
import { retreatBookings, retreatOptions, retreats } from '../db/schema/retreats';
import { properties } from '../db/schema/stays';
import { day } from './fixtures';
import type { TestApp } from './test-app';

// Retreats written straight to the tables, for the booking, schedule and race tests (docs/decisions/retreats.md).

export type OptionSpec = {
  name?: string;
  priceCents?: number;
  spots?: number;
  earlyBirdPriceCents?: number | null;
  earlyBirdUntil?: string | null;
  earlyBirdSpots?: number | null;
};

export async function insertProperty(db: Database, name = `Retreat house ${randomUUID().slice(0, 8)}`) {
  const [p] = await db
    .insert(properties)
    .values({
      name,
      description: 'A quiet place for retreats.',
      type: 'wellness_retreat',
      address: '1 Ocean Road',
      city: 'Ubud',
      country: 'Indonesia',
      latitude: -8.5,
      longitude: 115.26,
      published: true,
    })
    .returning({ id: properties.id });
  return p!.id;
}

export async function insertRetreat(
  db: Database,
  {
    propertyId,
    startInDays = 90,
    days = 7,
    options = [{}],
    depositPercent = 25,
    balanceDueDays = 30,
    policy = 'standard',
    status = 'published',
    title = 'Yoga and breathwork week',
    features = ['Yoga Classes', 'Breathwork'],
  }: {
    propertyId: number;
    startInDays?: number;
    days?: number;
    options?: OptionSpec[];
    depositPercent?: number | null;
    balanceDueDays?: number;
    policy?: CancellationPolicy;
    status?: 'draft' | 'published' | 'cancelled';
    title?: string;
    features?: string[];
  },
) {
  const [r] = await db
    .insert(retreats)
    .values({
      propertyId,
      title,
      summary: 'Seven days of yoga, breath and rest.',
      description: 'Mornings of yoga, afternoons free.',
      program: '**Day 1** Arrival\n\n**Day 2** Practice',
      startDate: day(startInDays),
      endDate: day(startInDays + days - 1),
      checkInTime: '15:00',
      checkOutTime: '11:00',
      level: 'all',
      language: 'English',
      features,
      imageUrl: '/images/retreats/retreat-1.svg',
      depositPercent,
      balanceDueDays,
      cancellationPolicy: policy,
      status,
    })
    .returning({ id: retreats.id });
  const opts = await db
    .insert(retreatOptions)
    .values(
      options.map((o, i) => ({
        retreatId: r!.id,
        position: i,
        name: o.name ?? `Option ${i + 1}`,
        priceCents: o.priceCents ?? 200_000,
        spots: o.spots ?? 10,
        earlyBirdPriceCents: o.earlyBirdPriceCents ?? null,
        earlyBirdUntil: o.earlyBirdUntil ?? null,
        earlyBirdSpots: o.earlyBirdSpots ?? null,
      })),
    )
    .returning({ id: retreatOptions.id });
  return { retreatId: r!.id, optionIds: opts.map((o) => o.id) };
}

/** POST /api/retreats/{id}/bookings as the cookie's user. */
export const bookPlace = (
  t: TestApp,
  cookie: string,
  retreatId: number,
  body: {
    optionId: number;
    people: number;
    card?: Partial<Record<keyof typeof SAMPLE_CARD, string>>;
    /** A retreat on request's message to the host. */
    message?: string;
  },
  key = randomUUID(),
) =>
  t.request(`/api/retreats/${retreatId}/bookings`, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({
      optionId: body.optionId,
      people: body.people,
      card: { ...SAMPLE_CARD, ...body.card },
      message: body.message,
    }),
  });

export const optionRow = (db: Database, id: number) =>
  db
    .select()
    .from(retreatOptions)
    .where(eq(retreatOptions.id, id))
    .then((rows) => rows[0]!);

export const placeRow = (db: Database, id: number) =>
  db
    .select()
    .from(retreatBookings)
    .where(eq(retreatBookings.id, id))
    .then((rows) => rows[0]!);

/** Every payment and refund of a place, for money that must add up. */
export async function moneyOf(db: Database, placeId: number) {
  const place = await placeRow(db, placeId);
  const paid = await db.select().from(payments).where(eq(payments.userId, place.userId));
  const given = await db.select().from(refunds).where(eq(refunds.retreatBookingId, placeId));
  return { place, payments: paid, refunds: given };
}

/** The kinds of mail queued for an address, oldest first. */
export const mailKindsTo = (db: Database, to: string) =>
  db
    .select({ kind: outbox.kind })
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(outbox.id)
    .then((rows) => rows.map((r) => r.kind));

/** A moment `n` days from now, for the schedule's clock. */
export const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000);
