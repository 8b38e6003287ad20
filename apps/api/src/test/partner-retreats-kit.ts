import { eq, sql } from 'drizzle-orm';
import { payments } from '../db/schema/payments';
import { retreatBookings, retreatOptions } from '../db/schema/retreats';
import { day } from './fixtures';
import type { TestApp } from './test-app';

// Retreats of the partner console (docs/decisions/retreats-partner-console.md): a well-formed form and a
// place booked straight into the tables, as the guest side would leave it.

export const optionBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Private room',
  description: 'A quiet room for one or two.',
  priceCents: 120_000,
  spots: 6,
  earlyBirdPriceCents: null,
  earlyBirdUntil: null,
  earlyBirdSpots: null,
  roomId: null,
  ...overrides,
});

export const retreatBody = (propertyId: number, overrides: Record<string, unknown> = {}) => ({
  propertyId,
  title: 'Seven days of yoga and breath',
  summary: 'A week of morning yoga, breathwork and sea swims.',
  description: 'We slow down together.\n\nSmall group, kind teachers.',
  program: '**Day 1**: arrival and a gentle class.\n\n**Day 2**: breathwork at dawn.',
  startDate: day(90),
  endDate: day(97),
  checkInTime: '15:00',
  checkOutTime: '11:00',
  included: 'Meals, classes, airport pick-up',
  notIncluded: 'Flights',
  level: 'all',
  language: 'English',
  features: ['Yoga Classes', 'Breathwork'],
  facilitators: [{ name: 'Ana Lima', bio: 'Teaches yoga since 2010.' }],
  options: [optionBody()],
  depositPercent: 25,
  balanceDueDays: 30,
  cancellationPolicy: 'standard',
  ...overrides,
});

/** A confirmed place of `people` on an option, with its paid deposit, straight in the tables. */
export async function insertPlace(
  t: TestApp,
  {
    retreatId,
    optionId,
    userId,
    people = 1,
    status = 'confirmed',
  }: {
    retreatId: number;
    optionId: number;
    userId: string;
    people?: number;
    status?: 'pending' | 'confirmed' | 'cancelled';
  },
  amounts = { total: 120_000, deposit: 30_000 },
) {
  const [payment] = await t.db
    .insert(payments)
    .values({
      userId,
      idempotencyKey: `retreat-test-${retreatId}-${optionId}-${Math.random()}`,
      purpose: 'retreat',
      amountCents: amounts.deposit,
      status: 'succeeded',
      provider: 'simulated',
      cardBrand: 'visa',
      cardLast4: '4242',
      settledAt: new Date(),
    })
    .returning();
  const [place] = await t.db
    .insert(retreatBookings)
    .values({
      retreatId,
      optionId,
      userId,
      people,
      unitPriceCents: amounts.total / people,
      totalCents: amounts.total,
      depositCents: amounts.deposit,
      balanceCents: amounts.total - amounts.deposit,
      balanceDueDate: day(60),
      status,
      depositPaymentId: payment!.id,
      balanceStatus: 'scheduled',
    })
    .returning();
  await t.db
    .update(retreatOptions)
    .set({ taken: sql`${retreatOptions.taken} + ${people}` })
    .where(eq(retreatOptions.id, optionId));
  return place!;
}
