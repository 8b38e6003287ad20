import { z } from 'zod';
import { multiLineText } from './plain-text';
import {
  REFUND_AMOUNT_INVALID,
  REFUND_REASON_LIMITS,
  REFUND_REASON_REQUIRED,
  REFUND_REASON_TOO_LONG,
} from '../domain/admin-bookings';
import { DATE_RANGE_ORDER } from '../domain/partner-bookings';
import { ORDER_STATUSES } from '../domain/shop-vocabulary';
import { adminPageSchema, adminTableQuery } from './admin-tables';
import { recordDateSchema } from './stays';

// The operator's bookings, orders and refunds (docs/decisions/admin-bookings.md). Money in cents.

const id = z.coerce.number().int('A whole number').min(1, 'A positive number').max(2_147_483_647);
/** An exact e-mail address, matched whatever its case. */
const email = z.string().trim().toLowerCase().max(254).min(1).optional();

const dateRange = <T extends { from?: string; to?: string }>(q: T) => !q.from || !q.to || q.to >= q.from;

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'payment_failed',
  'cancelled',
  'requested',
  'declined',
  'expired',
] as const;
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const ACTING_PARTIES = ['guest', 'partner', 'operator'] as const;

export const adminBookingsQuerySchema = adminTableQuery(['created', 'checkIn', 'total'], 'created')
  .extend({
    email,
    id: id.optional(),
    propertyId: id.optional(),
    status: z.enum(BOOKING_STATUSES, { error: `status: one of ${BOOKING_STATUSES.join(', ')}` }).optional(),
    kind: z.enum(['stay', 'service'], { error: 'kind: stay or service' }).optional(),
    /** Check-in on or after this day. */
    from: recordDateSchema.optional(),
    /** Check-in on or before this day. */
    to: recordDateSchema.optional(),
  })
  .refine(dateRange, { path: ['to'], message: DATE_RANGE_ORDER });
export type AdminBookingsQuery = z.output<typeof adminBookingsQuerySchema>;
export type AdminBookingsParams = z.input<typeof adminBookingsQuerySchema>;

export const adminBookingSchema = z.object({
  id: z.number(),
  kind: z.enum(['stay', 'service']),
  status: z.enum(BOOKING_STATUSES),
  guestName: z.string(),
  guestEmail: z.string(),
  propertyId: z.number().nullable(),
  propertyName: z.string().nullable(),
  /** The room's or the service's title. */
  title: z.string(),
  checkIn: z.string(),
  checkOut: z.string().nullable(),
  totalCents: z.number().int(),
  /** Refunded or being refunded (a failed refund not counted). */
  refundedCents: z.number().int(),
  createdAt: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingsPageSchema = adminPageSchema(adminBookingSchema);
export type AdminBookingsPage = z.infer<typeof adminBookingsPageSchema>;

export const adminPaymentSchema = z.object({
  id: z.number(),
  amountCents: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed', 'authorized', 'voided']),
  provider: z.string(),
  providerRef: z.string().nullable(),
  card: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminRefundSchema = z.object({
  id: z.number(),
  amountCents: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  requestedBy: z.enum(ACTING_PARTIES),
  /** Who asked for it, if the account still exists. */
  requestedByName: z.string().nullable(),
  requestedByEmail: z.string().nullable(),
  providerRef: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminBookingDetailSchema = adminBookingSchema.extend({
  guests: z.number().nullable(),
  lines: z.array(z.object({ label: z.string(), amountCents: z.number().int() })),
  cancelledBy: z.enum(ACTING_PARTIES).nullable(),
  cancellationReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  payment: adminPaymentSchema,
  refunds: z.array(adminRefundSchema),
  /** What may still be refunded: the booking's total less every refund of it, a failed one included. */
  refundableCents: z.number().int(),
  /** Confirmed: the operator may cancel it. */
  canCancel: z.boolean(),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

const refundAmountCents = z
  .number({ error: REFUND_AMOUNT_INVALID })
  .int(REFUND_AMOUNT_INVALID)
  .min(1, REFUND_AMOUNT_INVALID)
  .max(100_000_000, REFUND_AMOUNT_INVALID)
  .optional();
const refundReason = z
  .string({ error: REFUND_REASON_REQUIRED })
  .trim()
  .min(REFUND_REASON_LIMITS.min, REFUND_REASON_REQUIRED)
  .max(REFUND_REASON_LIMITS.max, REFUND_REASON_TOO_LONG)
  .check(multiLineText);

/** No amount: all that is left. `cancel`: cancel the booking too (it must be confirmed). */
export const adminBookingRefundSchema = z.object({
  amountCents: refundAmountCents,
  reason: refundReason,
  cancel: z.boolean({ error: 'cancel: true or false' }),
});
export type AdminBookingRefundInput = z.input<typeof adminBookingRefundSchema>;

export const adminOrderRefundSchema = z.object({ amountCents: refundAmountCents, reason: refundReason });
export type AdminOrderRefundInput = z.input<typeof adminOrderRefundSchema>;

export const adminOrdersQuerySchema = adminTableQuery(['created', 'total'], 'created')
  .extend({
    email,
    id: id.optional(),
    status: z.enum(ORDER_STATUSES, { error: `status: one of ${ORDER_STATUSES.join(', ')}` }).optional(),
    /** Placed on or after this day (UTC). */
    from: recordDateSchema.optional(),
    /** Placed on or before this day (UTC). */
    to: recordDateSchema.optional(),
  })
  .refine(dateRange, { path: ['to'], message: DATE_RANGE_ORDER });
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;
export type AdminOrdersParams = z.input<typeof adminOrdersQuerySchema>;

export const adminOrderSchema = z.object({
  id: z.number(),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  customerEmail: z.string(),
  itemCount: z.number().int(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  createdAt: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrdersPageSchema = adminPageSchema(adminOrderSchema);
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

export const adminOrderDetailSchema = adminOrderSchema.extend({
  lines: z.array(
    z.object({
      productId: z.number(),
      name: z.string(),
      quantity: z.number().int(),
      unitPriceCents: z.number().int(),
    }),
  ),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  shippingCents: z.number().int(),
  shippingAddress: z.object({
    name: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  updatedAt: z.string(),
  payment: adminPaymentSchema,
  refunds: z.array(adminRefundSchema),
  refundableCents: z.number().int(),
  /** The one status the operator may set next, if any. */
  nextStatus: z.enum(ORDER_STATUSES).nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status: one of ${ORDER_STATUSES.join(', ')}` }),
});

/**
 * The refund dialog's fields as typed: an amount in dollars (empty: all that is left), the reason the
 * customer is told, and (for a booking) whether to cancel it too. The amount becomes cents on the way out.
 */
export const adminRefundFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0), REFUND_AMOUNT_INVALID),
  reason: refundReason,
  cancel: z.boolean(),
});
export type AdminRefundFormValues = z.input<typeof adminRefundFormSchema>;
