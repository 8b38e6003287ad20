import { z } from 'zod';

/** What happened in one period: bookings confirmed, orders placed, money taken and given back (cents). */
export const overviewFiguresSchema = z.object({
  stayBookings: z.number().int(),
  serviceBookings: z.number().int(),
  orders: z.number().int(),
  revenueCents: z.number().int(),
  refundsCents: z.number().int(),
});
export type OverviewFigures = z.infer<typeof overviewFiguresSchema>;

export const overviewDaySchema = z.object({
  /** YYYY-MM-DD, a UTC day. */
  date: z.string(),
  bookings: z.number().int(),
  orders: z.number().int(),
  revenueCents: z.number().int(),
  refundsCents: z.number().int(),
});
export type OverviewDay = z.infer<typeof overviewDaySchema>;

/** The back office's first screen (docs/decisions/admin-overview.md): UTC days and months. */
export const adminOverviewSchema = z.object({
  today: overviewFiguresSchema,
  month: overviewFiguresSchema,
  /** The last 90 days, oldest first, today last; a day with nothing is all zeros. */
  days: z.array(overviewDaySchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const OVERVIEW_DAYS = 90;
