import { z } from 'zod';
import { multiLineText, singleLineText } from './plain-text';
import { cardPaymentSchema } from './payments';
import { photoSchema } from './photos';
import { isoDateSchema } from './stays';
import { utcDay } from '../domain/booking-window';
import { QUIZ_DURATIONS } from '../domain/quiz';
import { TIME_OF_DAY } from '../domain/partner-listings';
import {
  CANCELLATION_POLICY_KEYS,
  MIN_DEPOSIT_PERCENT,
  RETREAT_LEVELS,
  RETREAT_MAX_PEOPLE,
  RETREAT_STATUSES,
  RETREATS_PAGE_SIZE,
} from '../domain/retreats';
import { WELLNESS_FEATURES } from '../domain/stay-vocabulary';

// Retreats on fixed dates (docs/decisions/retreats.md): what guests search and book, what partners write.

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

const MAX_PRICE_CENTS = 10_000_000;
const priceCents = (what: string) =>
  z
    .number({ error: `Enter the ${what}` })
    .int(`The ${what} is in whole cents`)
    .min(100, `The ${what} is at least $1`)
    .max(MAX_PRICE_CENTS, `The ${what} can be at most $100,000`);

// ---- Guests ----------------------------------------------------------------------------------------

export const retreatSearchSchema = z.object({
  /** YYYY-MM: retreats starting that month. */
  month: z
    .string()
    // Years PostgreSQL and the site both know; retreats are at most two years ahead.
    .regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'month: use YYYY-MM, a month of 2000 to 2099')
    .optional(),
  country: z.string().trim().max(100, 'country: too long').optional(),
  length: z.enum(QUIZ_DURATIONS, { error: `length: one of ${QUIZ_DURATIONS.join(', ')}` }).optional(),
  focus: z.enum(WELLNESS_FEATURES, { error: 'focus: choose a wellness feature' }).optional(),
  /** The "from" price per person at most, in cents. */
  maxPriceCents: z.coerce.number().int().min(0).max(MAX_PRICE_CENTS).optional(),
  /** At least this many spots left in some option. */
  spots: z.coerce.number().int().min(1).max(RETREAT_MAX_PEOPLE).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(RETREATS_PAGE_SIZE),
});
export type RetreatSearch = z.input<typeof retreatSearchSchema>;

export const retreatCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  propertyName: z.string(),
  city: z.string(),
  country: z.string(),
  imageUrl: z.string(),
  level: z.enum(RETREAT_LEVELS),
  features: z.array(z.string()),
  /** The lowest price a person pays now (early bird where it applies). */
  fromPriceCents: z.number().int(),
  /** The full price of that option, when the "from" price is an early bird's. */
  fullPriceCents: z.number().int().nullable(),
  earlyBirdUntil: z.string().nullable(),
  spotsLeft: z.number().int(),
});
export type RetreatCard = z.infer<typeof retreatCardSchema>;

export const retreatListSchema = z.object({
  items: z.array(retreatCardSchema),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
  countries: z.array(z.string()),
});
export type RetreatList = z.infer<typeof retreatListSchema>;

export const retreatOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  earlyBirdPriceCents: z.number().int().nullable(),
  earlyBirdUntil: z.string().nullable(),
  earlyBirdSpots: z.number().int().nullable(),
  /** The price per person a booking made now pays (early bird while it lasts). */
  currentPriceCents: z.number().int(),
  earlyBirdNow: z.boolean(),
  spots: z.number().int(),
  spotsLeft: z.number().int(),
  roomId: z.number().nullable(),
});
export type RetreatOption = z.infer<typeof retreatOptionSchema>;

/**
 * A facilitator as pages show them: `photo` is their portrait among the retreat's photos (`photoId`), and
 * `imageUrl` a single picture of them (the portrait's middle size, else the seed's artwork, else none)
 * (docs/decisions/photos.md, "Retreat and facilitator photos").
 */
export const facilitatorSchema = z.object({
  name: z.string(),
  bio: z.string(),
  imageUrl: z.string().nullable(),
  photoId: z.number().nullable(),
  photo: photoSchema.nullable(),
});
export type Facilitator = z.infer<typeof facilitatorSchema>;

export const retreatDetailSchema = retreatCardSchema.extend({
  propertyId: z.number(),
  description: z.string(),
  program: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  included: z.string(),
  notIncluded: z.string(),
  language: z.string(),
  facilitators: z.array(facilitatorSchema),
  /** The gallery: the retreat's photos but its facilitators' portraits, cover first (none: `imageUrl`). */
  photos: z.array(photoSchema),
  options: z.array(retreatOptionSchema),
  depositPercent: z.number().int().nullable(),
  balanceDueDays: z.number().int(),
  cancellationPolicy: z.enum(CANCELLATION_POLICY_KEYS),
  status: z.enum(RETREAT_STATUSES),
});
export type RetreatDetail = z.infer<typeof retreatDetailSchema>;

const people = z
  .number({ error: 'Choose how many people' })
  .int('Choose how many people')
  .min(1, 'At least 1 person')
  .max(RETREAT_MAX_PEOPLE, `At most ${RETREAT_MAX_PEOPLE} people in one booking`);

export const bookRetreatSchema = z.object({
  optionId: z.number({ error: 'Choose a room option' }).int().min(1, 'Choose a room option'),
  people,
  card: cardPaymentSchema,
});
export type BookRetreatInput = z.input<typeof bookRetreatSchema>;

export const joinWaitlistSchema = z.object({
  optionId: z.number({ error: 'Choose a room option' }).int().min(1, 'Choose a room option'),
  people,
});
export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;

export const RETREAT_BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'payment_failed'] as const;
export const BALANCE_STATUSES = ['none', 'scheduled', 'paid', 'failed'] as const;

export const retreatBookingSchema = z.object({
  id: z.number(),
  retreatId: z.number(),
  retreatTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  propertyName: z.string(),
  imageUrl: z.string(),
  optionName: z.string(),
  people: z.number().int(),
  status: z.enum(RETREAT_BOOKING_STATUSES),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  balanceCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  balanceDueDate: z.string().nullable(),
  balanceStatus: z.enum(BALANCE_STATUSES),
  /** The next thing that happens: the balance charge, or the start. */
  nextDate: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  cancellationPolicy: z.enum(CANCELLATION_POLICY_KEYS),
  /** What cancelling today would give back. */
  refundIfCancelledCents: z.number().int(),
  createdAt: z.string(),
});
export type RetreatBooking = z.infer<typeof retreatBookingSchema>;

export const retreatBookingListSchema = z.object({ items: z.array(retreatBookingSchema) });

export const payBalanceSchema = z.object({
  /** A new card (kept for later too); none: charge the saved one. */
  card: cardPaymentSchema.optional(),
});
export type PayBalanceInput = z.input<typeof payBalanceSchema>;

/** Replaces the kept card of a place whose balance is still due, charging nothing now. */
export const updateRetreatCardSchema = z.object({ card: cardPaymentSchema });
export type UpdateRetreatCardInput = z.input<typeof updateRetreatCardSchema>;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'left'] as const;
export const waitlistEntrySchema = z.object({
  id: z.number(),
  retreatId: z.number(),
  retreatTitle: z.string(),
  optionId: z.number(),
  optionName: z.string(),
  people: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

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
