import { z } from 'zod';
import {
  EARNINGS_MAX_YEAR,
  EARNINGS_MIN_YEAR,
  EARNINGS_PROPERTY_MESSAGE,
  EARNINGS_YEAR_MESSAGE,
} from '../domain/partner-earnings';

// A partner's earnings per month of a year (docs/decisions/partner-earnings.md).

export const earningsQuerySchema = z.object({
  year: z.coerce
    .number({ error: EARNINGS_YEAR_MESSAGE })
    .int(EARNINGS_YEAR_MESSAGE)
    .min(EARNINGS_MIN_YEAR, EARNINGS_YEAR_MESSAGE)
    .max(EARNINGS_MAX_YEAR, EARNINGS_YEAR_MESSAGE),
  propertyId: z.coerce
    .number({ error: EARNINGS_PROPERTY_MESSAGE })
    .int(EARNINGS_PROPERTY_MESSAGE)
    .min(1, EARNINGS_PROPERTY_MESSAGE)
    .max(2_147_483_647, EARNINGS_PROPERTY_MESSAGE)
    .optional(),
});
export type EarningsQuery = z.input<typeof earningsQuerySchema>;

/**
 * Money in integer cents; counts of bookings (docs/decisions/partner-earnings.md). `cancelledCents` is what
 * was refunded so far of the paid bookings, cancelled or refunded in part (a failed refund not counted);
 * `cancelledCount` how many of them were cancelled. Net is gross less refunds, and the bookings that stand.
 */
export const earningsFiguresSchema = z.object({
  grossCents: z.number().int(),
  grossCount: z.number().int(),
  cancelledCents: z.number().int(),
  cancelledCount: z.number().int(),
  netCents: z.number().int(),
  netCount: z.number().int(),
});
export type EarningsFigures = z.infer<typeof earningsFiguresSchema>;

export const earningsMonthSchema = earningsFiguresSchema.extend({
  /** 'YYYY-MM' */
  month: z.string(),
});
export type EarningsMonth = z.infer<typeof earningsMonthSchema>;

export const propertyEarningsSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The property's year. */
  totals: earningsFiguresSchema,
});
export type PropertyEarnings = z.infer<typeof propertyEarningsSchema>;

/**
 * Retreat places by the month of their program's start (docs/decisions/retreats-back-office.md): the
 * deposits and balances paid, what was refunded of them so far, net, and how many places were paid.
 */
export const retreatEarningsFiguresSchema = z.object({
  depositCents: z.number().int(),
  balanceCents: z.number().int(),
  refundedCents: z.number().int(),
  netCents: z.number().int(),
  places: z.number().int(),
});
export const retreatEarningsMonthSchema = retreatEarningsFiguresSchema.extend({
  /** 'YYYY-MM' */
  month: z.string(),
});
export type RetreatEarningsMonth = z.infer<typeof retreatEarningsMonthSchema>;

export const partnerEarningsSchema = z.object({
  year: z.number(),
  /** The property asked for, or null for all of the caller's properties. */
  propertyId: z.number().nullable(),
  /** The twelve months, January first: of the property asked for, else of all the caller's properties. */
  months: z.array(earningsMonthSchema),
  /** The year, of the same properties as the months. */
  totals: earningsFiguresSchema,
  /** Each of the caller's properties, by name, with zeros when it has nothing (whatever propertyId asks). */
  properties: z.array(propertyEarningsSchema),
  /** Retreats, beside the bookings: the twelve months and the year, of the same properties. */
  retreats: z.object({
    months: z.array(retreatEarningsMonthSchema),
    totals: retreatEarningsFiguresSchema,
  }),
});
export type PartnerEarnings = z.infer<typeof partnerEarningsSchema>;
