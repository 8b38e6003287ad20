import { z } from 'zod';
import { BOOKING_MODES } from '../domain/booking-requests';
import { cardPaymentSchema } from './payments';
import { photoSchema } from './photos';
import { QUIZ_DURATIONS } from '../domain/quiz';
import {
  CANCELLATION_POLICY_KEYS,
  RETREAT_LEVELS,
  RETREAT_MAX_PEOPLE,
  RETREAT_STATUSES,
  RETREATS_PAGE_SIZE,
} from '../domain/retreats';
import { WELLNESS_FEATURES } from '../domain/stay-vocabulary';

// Retreats on fixed dates (docs/decisions/retreats.md): what guests search and book, what partners write.

/** The highest price a retreat option may have, in cents. */
export const MAX_PRICE_CENTS = 10_000_000;

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
  /** Instant, or on request: the host accepts each place (docs/decisions/request-to-book.md). */
  bookingMode: z.enum(BOOKING_MODES),
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
  /** The message to the host, required for a retreat on request (checked by the server: its thread's rules). */
  message: z.string().max(20_000).optional(),
});
export type BookRetreatInput = z.input<typeof bookRetreatSchema>;

export const joinWaitlistSchema = z.object({
  optionId: z.number({ error: 'Choose a room option' }).int().min(1, 'Choose a room option'),
  people,
});
export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;

export const RETREAT_BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
  'payment_failed',
  // A place requested from a retreat on request, and how a request ends without a place.
  'requested',
  'declined',
  'expired',
] as const;
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
  /** A request's end: the host answers by then or it lapses (null when not a waiting request). */
  requestExpiresAt: z.string().nullable(),
  /** The place's thread with the host, if it has one. */
  conversationId: z.number().nullable(),
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
