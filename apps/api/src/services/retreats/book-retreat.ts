import { and, eq, gt, sql } from 'drizzle-orm';
import type { BookRetreatInput } from '@restora/shared/contracts/retreats';
import { utcDay } from '@restora/shared/domain/booking-window';
import { REQUEST_HOLD_HOURS } from '@restora/shared/domain/booking-requests';
import { earlyBirdFor, RETREAT_TEXTS, retreatPaymentPlan } from '@restora/shared/domain/retreats';
import type { Database } from '../../db/client';
import { retreatBookings, retreatOptions, retreats, retreatWaitlist } from '../../db/schema/retreats';
import { AppError } from '../../errors';
import type { DomainEvents } from '../events/domain-events';
import { payWithHold } from '../payments/pay-with-hold';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { requestMessage } from '../conversations';
import { retreatPayments } from './retreat-payments';
import { sendRetreatRequest } from './send-retreat-request';
import { takeSpots } from './spots';

// Booking a retreat place (docs/decisions/retreats.md, "Booking"): the server prices it (early bird or
// not, deposit and balance), the spots are taken with the pending payment before the card is charged, and
// the card is kept at the provider for the balance.

type Options = {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  userId: string;
  idempotencyKey: string;
  retreatId: number;
  input: { optionId: number; people: number; card: BookRetreatInput['card']; message?: string | undefined };
  now?: Date;
};

const field = (name: string, message: string) =>
  new AppError('validation_failed', message, { [name]: message });

export async function bookRetreat({
  db,
  provider,
  events,
  userId,
  idempotencyKey,
  retreatId,
  input,
  now = new Date(),
}: Options) {
  const today = utcDay(0, now.getTime());
  // A retreat on request (docs/decisions/request-to-book.md): the message is checked before anything is
  // held, the card only authorized, the place written `requested` and its spots held for 24 hours.
  const onRequest = (await bookingModeOf(db, retreatId)) === 'request';
  const message = onRequest ? requestMessage(input.message) : undefined;
  const payment = await payWithHold({
    authorizeOnly: onRequest,
    db,
    provider,
    events,
    kind: retreatPayments,
    userId,
    idempotencyKey,
    card: input.card,
    saveCard: true,
    request: { retreatId, optionId: input.optionId, people: input.people, message },
    prepare: async () => {
      const [row] = await db
        .select({ retreat: retreats, option: retreatOptions })
        .from(retreatOptions)
        .innerJoin(retreats, eq(retreats.id, retreatOptions.retreatId))
        .where(and(eq(retreatOptions.id, input.optionId), eq(retreats.id, retreatId)));
      if (!row || row.retreat.status === 'draft') {
        if (!row && (await retreatExists(db, retreatId)))
          throw field('optionId', 'Choose a room option of this retreat');
        throw new AppError('not_found', RETREAT_TEXTS.notFound);
      }
      const { retreat, option } = row;
      if (retreat.status !== 'published' || retreat.startDate <= today)
        throw new AppError('conflict', RETREAT_TEXTS.notBookable);
      const offer = await openOffer(db, userId, option.id, now);
      const left = option.spots - option.taken - option.held + (offer?.people ?? 0);
      if (input.people > left)
        throw new AppError('conflict', RETREAT_TEXTS.notEnoughSpots(left), {
          people: RETREAT_TEXTS.notEnoughSpots(left),
        });
      const earlyBird = earlyBirdFor(option, today, option.earlyTaken, input.people);
      const unitPriceCents = earlyBird ? option.earlyBirdPriceCents! : option.priceCents;
      const plan = retreatPaymentPlan({
        unitPriceCents,
        people: input.people,
        depositPercent: retreat.depositPercent,
        startDate: retreat.startDate,
        balanceDueDays: retreat.balanceDueDays,
        today,
      });
      return { retreat, option, earlyBird, unitPriceCents, plan, offer, amountCents: plan.depositCents };
    },
    hold: async (tx, paymentId, { retreat, option, earlyBird, unitPriceCents, plan, offer }) => {
      // The offer is taken up in the same transaction that takes its spots.
      const usedOffer = offer
        ? await tx
            .update(retreatWaitlist)
            .set({ status: 'booked' })
            .where(and(eq(retreatWaitlist.id, offer.id), eq(retreatWaitlist.status, 'offered')))
            .returning({ id: retreatWaitlist.id, people: retreatWaitlist.people })
            .then((rows) => rows[0])
        : undefined;
      const taken = await takeSpots(tx, {
        optionId: option.id,
        people: input.people,
        earlyBird,
        fromOffer: usedOffer ? Math.min(usedOffer.people, input.people) : 0,
      });
      if (!taken) {
        // Someone took the last spots, or the last early-bird price, since this was priced.
        const message = earlyBird
          ? 'The early-bird price has just run out. Check the new price and book again.'
          : RETREAT_TEXTS.notEnoughSpots(0);
        throw new AppError('conflict', message);
      }
      // An offer for more people than booked gives the rest of its spots back.
      if (usedOffer && usedOffer.people > input.people)
        await tx
          .update(retreatOptions)
          .set({ held: sql`${retreatOptions.held} - ${usedOffer.people - input.people}` })
          .where(eq(retreatOptions.id, option.id));
      await tx.insert(retreatBookings).values({
        retreatId: retreat.id,
        optionId: option.id,
        userId,
        people: input.people,
        unitPriceCents,
        earlyBird,
        totalCents: plan.totalCents,
        depositCents: plan.depositCents,
        balanceCents: plan.balanceCents,
        balanceDueDate: plan.balanceDueDate,
        balanceStatus: plan.payInFull ? 'none' : 'scheduled',
        depositPaymentId: paymentId,
        waitlistEntryId: usedOffer?.id ?? null,
        ...(onRequest
          ? {
              status: 'requested' as const,
              requestExpiresAt: new Date(now.getTime() + REQUEST_HOLD_HOURS * 3_600_000),
            }
          : {}),
      });
      return { description: `Retreat ${retreat.id}, ${option.name} x${input.people}` };
    },
  });
  const [place] = await db
    .select({ id: retreatBookings.id })
    .from(retreatBookings)
    .where(eq(retreatBookings.depositPaymentId, payment.id));
  if (message !== undefined && payment.status === 'authorized')
    await sendRetreatRequest({ db, events, placeId: place!.id, userId, message });
  return { placeId: place!.id, paymentId: payment.id };
}

const bookingModeOf = (db: Database, id: number) =>
  db
    .select({ mode: retreats.bookingMode })
    .from(retreats)
    .where(eq(retreats.id, id))
    .then((rows) => rows[0]?.mode ?? 'instant');

const retreatExists = (db: Database, id: number) =>
  db
    .select({ id: retreats.id })
    .from(retreats)
    .where(and(eq(retreats.id, id), sql`${retreats.status} <> 'draft'`))
    .then((rows) => rows.length > 0);

/** The user's waitlist offer of an option that still holds spots for them, if any. */
function openOffer(db: Database, userId: string, optionId: number, now: Date) {
  return db
    .select()
    .from(retreatWaitlist)
    .where(
      and(
        eq(retreatWaitlist.userId, userId),
        eq(retreatWaitlist.optionId, optionId),
        eq(retreatWaitlist.status, 'offered'),
        gt(retreatWaitlist.offerExpiresAt, now),
      ),
    )
    .then((rows) => rows[0]);
}
