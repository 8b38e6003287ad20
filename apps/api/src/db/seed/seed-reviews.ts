import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { quoteStay } from '@restora/shared/domain/stay-quote';
import type { Database } from '../client';
import { user } from '../schema/auth';
import { bookings } from '../schema/bookings';
import { partnerMembers } from '../schema/partners';
import { payments } from '../schema/payments';
import { reviews } from '../schema/reviews';
import { properties, stayRooms } from '../schema/stays';
import { seedGuests, seedReviews } from './reviews-data';
import type { SeedStep } from './seed-step';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Ended stays of the sample guests and their reviews, one with the demo partner's reply. The rooms keep
 * their sample rating and review count (they stand for reviews older than these). Runs after the partners.
 */
export const seedSampleReviews: SeedStep = {
  name: 'reviews',
  isEmpty: async (db) => (await db.select({ id: reviews.id }).from(reviews).limit(1)).length === 0,
  run: async (db: Database) => {
    const guestIds: string[] = [];
    for (const guest of seedGuests) {
      const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, guest.email));
      if (existing) {
        guestIds.push(existing.id);
        continue;
      }
      const id = randomUUID();
      await db.insert(user).values({ id, name: guest.name, email: guest.email, emailVerified: true });
      guestIds.push(id);
    }
    const rooms = await db
      .select({
        id: stayRooms.id,
        title: stayRooms.title,
        priceCents: stayRooms.priceCents,
        cleaningFeeCents: stayRooms.cleaningFeeCents,
        organisationId: properties.organisationId,
      })
      .from(stayRooms)
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .where(
        inArray(
          stayRooms.title,
          seedReviews.map((r) => r.room),
        ),
      );
    const now = Date.now();
    for (const sample of seedReviews) {
      const room = rooms.find((r) => r.title === sample.room);
      const userId = guestIds[sample.guest];
      if (!room || !userId) continue;
      const checkOut = now - sample.daysAgo * DAY;
      // Paid at the room's price, as a booking made then would have been (the partner's earnings show it).
      const quote = quoteStay({
        nightlyPriceCents: room.priceCents,
        nights: 3,
        cleaningFeeCents: room.cleaningFeeCents,
      });
      const [payment] = await db
        .insert(payments)
        .values({
          userId,
          idempotencyKey: randomUUID(),
          purpose: 'stay',
          amountCents: quote.totalCents,
          status: 'succeeded',
          provider: 'sample',
          cardBrand: 'Visa',
          cardLast4: '4242',
          settledAt: new Date(checkOut - 3 * DAY),
        })
        .returning({ id: payments.id });
      const [booking] = await db
        .insert(bookings)
        .values({
          userId,
          kind: 'stay',
          roomId: room.id,
          checkIn: isoDay(checkOut - 3 * DAY),
          checkOut: isoDay(checkOut),
          guests: 2,
          status: 'confirmed',
          lines: quote.lines,
          subtotalCents: quote.subtotalCents,
          totalCents: quote.totalCents,
          paymentId: payment!.id,
          confirmedAt: new Date(checkOut - 3 * DAY),
        })
        .returning({ id: bookings.id });
      const [partner] =
        sample.reply && room.organisationId !== null
          ? await db
              .select({ id: partnerMembers.userId })
              .from(partnerMembers)
              .where(eq(partnerMembers.organisationId, room.organisationId))
              .limit(1)
          : [];
      const reviewedAt = new Date(checkOut + DAY);
      await db.insert(reviews).values({
        userId,
        bookingId: booking!.id,
        roomId: room.id,
        rating: sample.rating,
        comment: sample.comment,
        createdAt: reviewedAt,
        ...(sample.reply
          ? {
              reply: sample.reply,
              repliedAt: new Date(reviewedAt.getTime() + DAY),
              repliedBy: partner?.id ?? null,
            }
          : {}),
      });
    }
  },
};
