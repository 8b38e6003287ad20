import { z } from 'zod';
import { multiLineText, singleLineText } from './plain-text';
import { BALANCE_STATUSES, MAX_PRICE_CENTS, RETREAT_BOOKING_STATUSES, retreatDetailSchema } from './retreats';
import { bookingModeSchema } from './booking-requests';
import { isoDateSchema } from './stays';
import { utcDay } from '../domain/booking-window';
import { TIME_OF_DAY } from '../domain/partner-listings';
import { CANCELLATION_POLICY_KEYS, MIN_DEPOSIT_PERCENT, RETREAT_LEVELS } from '../domain/retreats';
import { WELLNESS_FEATURES } from '../domain/stay-vocabulary';

// Retreats as partners write them and the operator settles them (docs/decisions/retreats-partner-console.md,
// docs/decisions/retreats-back-office.md); what guests see is in retreats.ts.

const required = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, `Enter ${what}`)
    .max(max, `Keep it under ${max.toLocaleString('en-US')} characters`);

const optionalText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Keep it under ${max.toLocaleString('en-US')} characters`);

const priceCents = (what: string) =>
  z
    .number({ error: `Enter the ${what}` })
    .int(`The ${what} is in whole cents`)
    .min(100, `The ${what} is at least $1`)
    .max(MAX_PRICE_CENTS, `The ${what} can be at most $100,000`);

// ---- Partners --------------------------------------------------------------------------------------

const time = (what: string) =>
  z
    .string({ error: `Enter the ${what} time` })
    .regex(TIME_OF_DAY, `Enter the ${what} time as HH:MM, e.g. 15:00`);

export const retreatOptionInputSchema = z
  .object({
    name: required("the option's name", 120).check(singleLineText),
    description: optionalText(1000).check(multiLineText).default(''),
    priceCents: priceCents('price per person'),
    spots: z
      .number({ error: 'Enter the number of spots' })
      .int('Spots are a whole number')
      .min(1, 'An option has at least 1 spot')
      .max(500, 'An option has at most 500 spots'),
    earlyBirdPriceCents: priceCents('early-bird price').nullable().default(null),
    earlyBirdUntil: isoDateSchema.nullable().default(null),
    earlyBirdSpots: z
      .number({ error: 'Enter the number of early-bird spots' })
      .int('Early-bird spots are a whole number')
      .min(1, 'At least 1 early-bird spot')
      .nullable()
      .default(null),
    roomId: z.number().int().min(1).nullable().default(null),
  })
  .superRefine((o, ctx) => {
    if (o.earlyBirdPriceCents !== null && o.earlyBirdPriceCents >= o.priceCents)
      ctx.addIssue({
        code: 'custom',
        path: ['earlyBirdPriceCents'],
        message: 'The early-bird price is lower than the price',
      });
    if (o.earlyBirdPriceCents !== null && o.earlyBirdUntil === null && o.earlyBirdSpots === null)
      ctx.addIssue({
        code: 'custom',
        path: ['earlyBirdUntil'],
        message: 'Give the early-bird price an end date or a number of spots',
      });
    if (o.earlyBirdSpots !== null && o.earlyBirdSpots > o.spots)
      ctx.addIssue({
        code: 'custom',
        path: ['earlyBirdSpots'],
        message: 'Early-bird spots cannot exceed the spots',
      });
  });
export type RetreatOptionInput = z.input<typeof retreatOptionInputSchema>;

export const facilitatorInputSchema = z.object({
  name: required("the facilitator's name", 120).check(singleLineText),
  bio: optionalText(1000).check(multiLineText).default(''),
  /** One of the retreat's own photos as the facilitator's portrait, or none. */
  photoId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
});

export const retreatInputSchema = z
  .object({
    propertyId: z.number({ error: 'Choose the property' }).int().min(1, 'Choose the property'),
    title: required('the title', 160).check(singleLineText),
    summary: required('a summary', 300).check(singleLineText),
    description: required('a description', 10_000).check(multiLineText),
    program: required('the day-by-day program', 20_000).check(multiLineText),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    checkInTime: time('check-in'),
    checkOutTime: time('check-out'),
    included: optionalText(3000).check(multiLineText).default(''),
    notIncluded: optionalText(3000).check(multiLineText).default(''),
    level: z.enum(RETREAT_LEVELS, { error: 'Choose the level' }),
    language: required('the language', 60).check(singleLineText),
    features: z
      .array(z.enum(WELLNESS_FEATURES, { error: 'Choose wellness features from the list' }))
      .max(WELLNESS_FEATURES.length)
      .default([]),
    facilitators: z.array(facilitatorInputSchema).max(10, 'At most 10 facilitators').default([]),
    options: z
      .array(retreatOptionInputSchema)
      .min(1, 'Add at least one room option')
      .max(10, 'At most 10 room options'),
    /** Null: the guest pays in full when booking. */
    depositPercent: z
      .number({ error: 'Enter the deposit percentage' })
      .int('The deposit is a whole percentage')
      .min(MIN_DEPOSIT_PERCENT, `The deposit is at least ${MIN_DEPOSIT_PERCENT}%`)
      .max(99, 'Choose "pay in full" for 100%')
      .nullable(),
    balanceDueDays: z
      .number({ error: 'Enter the days before the start' })
      .int('Days are a whole number')
      .min(7, 'The balance is due at least 7 days before the start')
      .max(180, 'The balance is due at most 180 days before the start'),
    cancellationPolicy: z.enum(CANCELLATION_POLICY_KEYS, { error: 'Choose a cancellation policy' }),
    /** Instant (the default) or on request; left out of a save, unchanged (docs/decisions/request-to-book.md). */
    bookingMode: bookingModeSchema.optional(),
  })
  .superRefine((r, ctx) => {
    if (r.startDate <= utcDay())
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'The start date is in the future' });
    if (r.endDate <= r.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date is after the start date' });
    r.options.forEach((o, i) => {
      if (o.earlyBirdUntil !== null && o.earlyBirdUntil >= r.startDate)
        ctx.addIssue({
          code: 'custom',
          path: ['options', i, 'earlyBirdUntil'],
          message: 'The early-bird price ends before the start date',
        });
    });
  });
export type RetreatInput = z.input<typeof retreatInputSchema>;

export const retreatStatusInputSchema = z.object({
  status: z.enum(['published', 'draft'], { error: 'Choose published or draft' }),
});

export const cancelRetreatSchema = z.object({
  reason: required('a reason', 1000).check(multiLineText),
});

export const partnerRetreatSchema = retreatDetailSchema.extend({
  /** The partner's own organisation (the public page names only the property). */
  organisationName: z.string(),
  propertyName: z.string(),
  bookedPeople: z.number().int(),
  waitlistPeople: z.number().int(),
  paidCents: z.number().int(),
});
export type PartnerRetreat = z.infer<typeof partnerRetreatSchema>;

export const partnerRetreatListSchema = z.object({ items: z.array(partnerRetreatSchema) });

export const participantSchema = z.object({
  bookingId: z.number(),
  guestName: z.string(),
  guestEmail: z.string().nullable(),
  optionName: z.string(),
  people: z.number().int(),
  status: z.enum(RETREAT_BOOKING_STATUSES),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  balanceDueCents: z.number().int(),
  balanceDueDate: z.string().nullable(),
  balanceStatus: z.enum(BALANCE_STATUSES),
  /** A waiting request's end: the host accepts or declines by then (null when not a waiting request). */
  requestExpiresAt: z.string().nullable(),
  /** The place's thread, where a request's message is. */
  conversationId: z.number().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;
export const participantListSchema = z.object({ items: z.array(participantSchema) });

// ---- Operator --------------------------------------------------------------------------------------

export const adminRefundRetreatBookingSchema = z.object({
  /** Cents to give back; "rest": all that is left. */
  amountCents: z.union([z.literal('rest'), z.number().int().min(1, 'Refund at least 1 cent')]),
  cancel: z.boolean().default(true),
  reason: required('a reason', 1000).check(multiLineText),
});
