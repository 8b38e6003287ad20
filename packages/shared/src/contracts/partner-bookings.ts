import { z } from 'zod';
import { multiLineText } from './plain-text';
import {
  CANCEL_REASON_LIMITS,
  CANCEL_REASON_REQUIRED,
  CANCEL_REASON_TOO_LONG,
  DATE_RANGE_ORDER,
} from '../domain/partner-bookings';
import { recordDateSchema } from './stays';

// The partner's bookings (docs/decisions/partner-bookings.md).

export const partnerBookingsQuerySchema = z
  .object({
    when: z.enum(['upcoming', 'current', 'past']).default('upcoming'),
    propertyId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    /** Bookings overlapping [from, to] (both days included). */
    from: recordDateSchema.optional(),
    to: recordDateSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ['to'], message: DATE_RANGE_ORDER });
export type PartnerBookingsQuery = z.output<typeof partnerBookingsQuerySchema>;
export type PartnerBookingsParams = z.input<typeof partnerBookingsQuerySchema>;

export const partnerBookingSchema = z.object({
  id: z.number(),
  kind: z.enum(['stay', 'service']),
  status: z.enum(['confirmed', 'cancelled']),
  guestName: z.string(),
  guestEmail: z.string(),
  propertyId: z.number(),
  propertyName: z.string(),
  roomId: z.number().nullable(),
  serviceId: z.number().nullable(),
  /** The room's or the service's title. */
  title: z.string(),
  checkIn: z.string(),
  checkOut: z.string().nullable(),
  guests: z.number().nullable(),
  totalCents: z.number().int(),
  /** Refunded or being refunded (a failed refund not counted). */
  refundedCents: z.number().int(),
  /**
   * What cancelling it now refunds: the total less every refund recorded, a failed one too (it is owed and
   * retried, not refunded again). Zero once nothing is left (docs/decisions/partner-bookings.md).
   */
  refundableCents: z.number().int(),
  refundStatus: z.enum(['pending', 'succeeded', 'failed']).nullable(),
  cancelledBy: z.enum(['guest', 'partner', 'operator']).nullable(),
  cancellationReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Confirmed and not over: the partner may cancel it. */
  canCancel: z.boolean(),
});
export type PartnerBooking = z.infer<typeof partnerBookingSchema>;

export const partnerBookingsPageSchema = z.object({
  items: z.array(partnerBookingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PartnerBookingsPage = z.infer<typeof partnerBookingsPageSchema>;

export const cancelPartnerBookingSchema = z.object({
  reason: z
    .string({ error: CANCEL_REASON_REQUIRED })
    .trim()
    .min(CANCEL_REASON_LIMITS.min, CANCEL_REASON_REQUIRED)
    .max(CANCEL_REASON_LIMITS.max, CANCEL_REASON_TOO_LONG)
    .check(multiLineText),
});
export type CancelPartnerBookingInput = z.input<typeof cancelPartnerBookingSchema>;
