import { z } from 'zod';
import { multiLineText } from './plain-text';
import { cardPaymentSchema, paymentSummarySchema } from './payments';
import { isoDateSchema, quoteLineSchema, refineStayDates } from './stays';

export const createStayBookingSchema = z
  .object({
    roomId: z.number().int().min(1).max(2_147_483_647),
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    guests: z.number().int().min(1, 'guests: at least 1').max(50),
    card: cardPaymentSchema,
    /**
     * To the host: required (1 to 5,000 characters) when the room is booked on request, ignored otherwise
     * (docs/decisions/request-to-book.md). Checked by the server, which knows the room's mode.
     */
    message: z.string().max(20_000).optional(),
  })
  .refine((b) => b.checkOut > b.checkIn, { path: ['checkOut'], message: 'Check-out must be after check-in' })
  .superRefine(refineStayDates('checkIn', 'checkOut'));
export type CreateStayBookingInput = z.input<typeof createStayBookingSchema>;

export const createServiceBookingsSchema = z.object({
  /**
   * One session each: a service may come more than once (on two dates, or twice on one), each paid for
   * and counted against its capacity (docs/decisions/partner-services.md).
   */
  items: z
    .array(z.object({ serviceId: z.number().int().min(1).max(2_147_483_647), date: isoDateSchema }))
    .min(1, 'No services selected')
    .max(20, 'At most 20 services at once'),
  /** The stay the services go with, if any. */
  listingId: z.number().int().min(1).max(2_147_483_647).optional(),
  card: cardPaymentSchema,
});
export type CreateServiceBookingsInput = z.input<typeof createServiceBookingsSchema>;

export const bookingStatusSchema = z.enum([
  'pending',
  'confirmed',
  'payment_failed',
  'cancelled',
  'requested',
  'declined',
  'expired',
]);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const bookingSchema = z.object({
  id: z.number(),
  kind: z.enum(['stay', 'service']),
  status: bookingStatusSchema,
  title: z.string(),
  image: z.string().nullable(),
  roomId: z.number().nullable(),
  propertyId: z.number().nullable(),
  serviceId: z.number().nullable(),
  checkIn: z.string(),
  checkOut: z.string().nullable(),
  guests: z.number().nullable(),
  lines: z.array(quoteLineSchema.extend({ kind: z.string() })),
  totalCents: z.number().int(),
  /** What has been refunded (or is being refunded) of it, in cents; 0 when nothing. */
  refundedCents: z.number().int(),
  createdAt: z.string(),
  canCancel: z.boolean(),
  /** Why the booking cannot be cancelled, when it cannot. */
  cancelBlockedReason: z.string().nullable(),
  canReview: z.boolean(),
  review: z.object({ rating: z.number(), comment: z.string().nullable() }).nullable(),
  /** A request to book still waiting for the host: until then (docs/decisions/request-to-book.md). */
  requestExpiresAt: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingResultSchema = z.object({
  bookings: z.array(bookingSchema),
  payment: paymentSummarySchema,
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

export const dashboardSchema = z.object({
  /** Confirmed stay and service bookings and retreat places. */
  totalBookings: z.number(),
  /** Confirmed stays and retreat places that start after today. */
  upcomingStays: z.number(),
  /** Confirmed bookings' totals plus what confirmed retreat places have paid (deposit, balance once paid). */
  totalSpentCents: z.number().int(),
  /** Confirmed retreat places (listed in the dashboard's Retreats, not in recentBookings). */
  retreatPlaces: z.number().int(),
  averageRating: z.number().nullable(),
  recentBookings: z.array(bookingSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const reviewInputSchema = z.object({
  rating: z
    .number()
    .int('Choose a rating from 1 to 5')
    .min(1, 'Choose a rating from 1 to 5')
    .max(5, 'Choose a rating from 1 to 5'),
  comment: z
    .string()
    .trim()
    .max(2000, 'Keep the comment under 2000 characters')
    .check(multiLineText)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
