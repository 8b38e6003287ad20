import { z } from 'zod';
import { RETREAT_STATUSES } from '../domain/retreats';
import { ACTING_PARTIES, adminPaymentSchema, adminRefundSchema } from './admin-bookings';
import { adminPageSchema } from './admin-tables';
import { BALANCE_STATUSES, RETREAT_BOOKING_STATUSES } from './retreats';

// The operator's retreats and their places (docs/decisions/retreats-back-office.md). Money in cents.

/** Retreats and places are listed 20 a page. */
export const ADMIN_RETREATS_PAGE_SIZE = 20;

const page = z.coerce.number().int('page: a whole number').min(1, 'page: 1 or more').max(100_000).default(1);
const search = z.string().trim().max(200, 'search: at most 200 characters').optional();

export const adminRetreatsQuerySchema = z.object({
  /** Part of the title, the property's or the organisation's name. */
  search,
  status: z.enum(RETREAT_STATUSES, { error: `status: one of ${RETREAT_STATUSES.join(', ')}` }).optional(),
  page,
});
export type AdminRetreatsQuery = z.output<typeof adminRetreatsQuerySchema>;
export type AdminRetreatsParams = z.input<typeof adminRetreatsQuerySchema>;

export const adminRetreatSchema = z.object({
  id: z.number(),
  title: z.string(),
  propertyId: z.number(),
  propertyName: z.string(),
  organisationName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(RETREAT_STATUSES),
  spotsTotal: z.number().int(),
  spotsTaken: z.number().int(),
  /** Places booked and paid (confirmed), and all the places ever written. */
  confirmedPlaces: z.number().int(),
  places: z.number().int(),
  /** Succeeded payments of its places less their succeeded refunds. */
  moneyTakenCents: z.number().int(),
  cancellationReason: z.string().nullable(),
});
export type AdminRetreat = z.infer<typeof adminRetreatSchema>;
export const adminRetreatsPageSchema = adminPageSchema(adminRetreatSchema);
export type AdminRetreatsPage = z.infer<typeof adminRetreatsPageSchema>;

export const adminRetreatBookingsQuerySchema = z.object({
  retreatId: z.coerce.number().int().min(1, 'retreatId: a positive number').max(2_147_483_647).optional(),
  /** "failed": confirmed places whose balance charge was declined, to follow up. */
  balance: z.enum(['failed'], { error: 'balance: failed' }).optional(),
  /** Part of the guest's name or e-mail, or the retreat's title. */
  search,
  page,
});
export type AdminRetreatBookingsQuery = z.output<typeof adminRetreatBookingsQuerySchema>;
export type AdminRetreatBookingsParams = z.input<typeof adminRetreatBookingsQuerySchema>;

export const adminRetreatPaymentSchema = adminPaymentSchema.extend({
  /** The deposit (or all, paid in full) or a try of the balance. */
  kind: z.enum(['deposit', 'balance']),
});
export type AdminRetreatPayment = z.infer<typeof adminRetreatPaymentSchema>;

export const adminRetreatRefundSchema = adminRefundSchema.extend({ paymentId: z.number() });
export type AdminRetreatRefund = z.infer<typeof adminRetreatRefundSchema>;

export const adminRetreatBookingSchema = z.object({
  id: z.number(),
  retreatId: z.number(),
  retreatTitle: z.string(),
  startDate: z.string(),
  guestName: z.string(),
  guestEmail: z.string(),
  optionName: z.string(),
  people: z.number().int(),
  status: z.enum(RETREAT_BOOKING_STATUSES),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  balanceCents: z.number().int(),
  balanceStatus: z.enum(BALANCE_STATUSES),
  balanceDueDate: z.string().nullable(),
  balanceNextTryOn: z.string().nullable(),
  balanceAttempts: z.number().int(),
  /** Succeeded payments (deposit and balance). */
  paidCents: z.number().int(),
  /** Refunded or being refunded (a failed refund not counted). */
  refundedCents: z.number().int(),
  /** What may still be refunded: paid less every refund recorded, a failed one included. */
  refundableCents: z.number().int(),
  cancelledBy: z.enum(ACTING_PARTIES).nullable(),
  cancellationReason: z.string().nullable(),
  createdAt: z.string(),
  /** The deposit and every try of the balance, oldest first. */
  payments: z.array(adminRetreatPaymentSchema),
  refunds: z.array(adminRetreatRefundSchema),
});
export type AdminRetreatBooking = z.infer<typeof adminRetreatBookingSchema>;
export const adminRetreatBookingsPageSchema = adminPageSchema(adminRetreatBookingSchema);
export type AdminRetreatBookingsPage = z.infer<typeof adminRetreatBookingsPageSchema>;

export const adminCancelledRetreatSchema = z.object({
  id: z.number(),
  status: z.enum(RETREAT_STATUSES),
  /** Places whose cancellation and full refund were queued. */
  placesQueued: z.number().int(),
});
export type AdminCancelledRetreat = z.infer<typeof adminCancelledRetreatSchema>;
