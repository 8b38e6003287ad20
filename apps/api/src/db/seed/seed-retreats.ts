import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { addDaysIso } from '@restora/shared/domain/dates';
import { retreatPaymentPlan } from '@restora/shared/domain/retreats';
import type { Database } from '../client';
import { user } from '../schema/auth';
import { payments } from '../schema/payments';
import { retreatBookings, retreatOptions, retreats, retreatWaitlist } from '../schema/retreats';
import { properties } from '../schema/stays';
import { seedGuests } from './reviews-data';
import { seedRetreats } from './retreats-data';
import type { SeedStep } from './seed-step';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The sample retreats, their options, the sample guests' places (paid deposits, kept cards) and a waitlist.
 * Runs after the reviews step, which makes the sample guests.
 */
export const seedSampleRetreats: SeedStep = {
  name: 'retreats',
  isEmpty: async (db) => (await db.select({ id: retreats.id }).from(retreats).limit(1)).length === 0,
  run: async (db: Database) => {
    const names = [...new Set(seedRetreats.map((r) => r.property))];
    const found = await db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(inArray(properties.name, names));
    const propertyId = new Map(found.map((p) => [p.name, p.id]));
    const guests = await db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(
        inArray(
          user.email,
          seedGuests.map((g) => g.email),
        ),
      );
    const guestId = (i: number) => guests.find((g) => g.email === seedGuests[i]?.email)?.id;
    const day0 = today();
    for (const r of seedRetreats) {
      const property = propertyId.get(r.property);
      if (!property) continue;
      const startDate = addDaysIso(day0, r.startInDays);
      const [retreat] = await db
        .insert(retreats)
        .values({
          propertyId: property,
          title: r.title,
          summary: r.summary,
          description: `${r.summary}\n\nSmall groups, all meals included, and time to rest between sessions. Arrive by the afternoon of the first day; we leave after breakfast on the last.`,
          program: programFor(r.days),
          startDate,
          endDate: addDaysIso(startDate, r.days - 1),
          checkInTime: '15:00',
          checkOutTime: '11:00',
          included: 'Accommodation\nAll meals\nDaily sessions\nAirport pick-up',
          notIncluded: 'Flights\nTravel insurance\nTreatments beyond the program',
          level: r.level,
          language: 'English',
          features: r.features,
          facilitators: r.facilitators.map((f) => ({ ...f, imageUrl: null })),
          imageUrl: r.image,
          depositPercent: r.depositPercent,
          balanceDueDays: 30,
          cancellationPolicy: r.policy,
          status: 'published',
        })
        .returning();
      const options = await db
        .insert(retreatOptions)
        .values(
          r.options.map((o, i) => ({
            retreatId: retreat!.id,
            position: i,
            name: o.name,
            description: o.description,
            priceCents: o.priceCents,
            spots: o.spots,
            earlyBirdPriceCents: o.earlyBirdPriceCents ?? null,
            earlyBirdUntil:
              o.earlyBirdEndsDaysBefore !== undefined
                ? addDaysIso(startDate, -o.earlyBirdEndsDaysBefore)
                : null,
            earlyBirdSpots: o.earlyBirdSpots ?? null,
          })),
        )
        .returning();
      for (const place of r.places ?? []) {
        const userId = guestId(place.guest);
        const option = options[place.option];
        if (!userId || !option) continue;
        const plan = retreatPaymentPlan({
          unitPriceCents: option.priceCents,
          people: place.people,
          depositPercent: r.depositPercent,
          startDate,
          balanceDueDays: 30,
          today: day0,
        });
        const [payment] = await db
          .insert(payments)
          .values({
            userId,
            idempotencyKey: `seed-retreat-${randomUUID()}`,
            purpose: 'retreat',
            amountCents: plan.depositCents,
            status: 'succeeded',
            provider: 'simulated',
            providerRef: `sim_${randomUUID()}`,
            cardBrand: 'Visa',
            cardLast4: '4242',
            settledAt: new Date(),
          })
          .returning({ id: payments.id });
        await db.insert(retreatBookings).values({
          retreatId: retreat!.id,
          optionId: option.id,
          userId,
          people: place.people,
          unitPriceCents: option.priceCents,
          totalCents: plan.totalCents,
          depositCents: plan.depositCents,
          balanceCents: plan.balanceCents,
          balanceDueDate: plan.balanceDueDate,
          balanceNextTryOn: plan.balanceDueDate,
          balanceStatus: plan.payInFull ? 'none' : 'scheduled',
          status: 'confirmed',
          confirmedAt: new Date(),
          depositPaymentId: payment!.id,
          cardToken: `simcard_ok_visa_4242_${randomUUID()}`,
          cardBrand: 'Visa',
          cardLast4: '4242',
        });
        await db
          .update(retreatOptions)
          .set({ taken: sql`${retreatOptions.taken} + ${place.people}` })
          .where(eq(retreatOptions.id, option.id));
      }
      for (const wait of r.waitlist ?? []) {
        const userId = guestId(wait.guest);
        const option = options[wait.option];
        if (userId && option)
          await db
            .insert(retreatWaitlist)
            .values({ retreatId: retreat!.id, optionId: option.id, userId, people: wait.people });
      }
    }
  },
};

function programFor(days: number): string {
  const lines = [`**Day 1:** arrival from 15:00, welcome circle and dinner.`];
  for (let d = 2; d < days; d++)
    lines.push(
      `**Day ${d}:** morning practice (7:00), breakfast, ${d % 2 ? 'a workshop' : 'a guided walk'}, free afternoon, evening session and dinner.`,
    );
  lines.push(`**Day ${days}:** closing practice, breakfast and goodbyes by 11:00.`);
  return lines.join('\n\n');
}
