import { z } from 'zod';
import { singleLineText } from './plain-text';
import {
  CALENDAR_MAX_NIGHTS,
  CALENDAR_MAX_PRICE,
  CALENDAR_MIN_PRICE,
  isCalendarMonth,
  MONTH_OUT_OF_RANGE,
  RANGE_ORDER_MESSAGE,
} from '../domain/room-calendar';
import { isoDateSchema } from './stays';

// A room's calendar in the partner console (docs/decisions/room-calendars.md).

export const calendarMonthQuerySchema = z.object({
  /** This month (UTC) or one of the 24 before or after it. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month in the form YYYY-MM')
    .refine((month) => isCalendarMonth(month), MONTH_OUT_OF_RANGE),
});

export const calendarDayStateSchema = z.enum(['free', 'booked', 'blocked']);
export type CalendarDayState = z.infer<typeof calendarDayStateSchema>;

export const calendarDaySchema = z.object({
  /** The night of this date (YYYY-MM-DD). */
  date: z.string(),
  state: calendarDayStateSchema,
  /** The night's price in cents: the override where one applies, else the room's price. */
  priceCents: z.number().int(),
  overridden: z.boolean(),
  /** The guest of a booked night. */
  guestName: z.string().nullable(),
  /** A blocked night's note. */
  note: z.string().nullable(),
  /** The minimum stay for a stay starting on this night, when one is set. */
  minNights: z.number().nullable(),
  /** Before the earliest night that can still be changed. */
  past: z.boolean(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const roomCalendarSchema = z.object({
  room: z.object({
    id: z.number(),
    title: z.string(),
    propertyId: z.number(),
    propertyName: z.string(),
    basePriceCents: z.number().int(),
  }),
  month: z.string(),
  days: z.array(calendarDaySchema),
});
export type RoomCalendar = z.infer<typeof roomCalendarSchema>;

const rangeShape = { from: isoDateSchema, to: isoDateSchema };
const ordered = <T extends { from: string; to: string }>(r: T) => r.to > r.from;
const orderIssue = { path: ['to'], message: RANGE_ORDER_MESSAGE };

/** A range of nights [from, to): `to` is the morning after the last night. */
export const calendarRangeSchema = z.object(rangeShape).refine(ordered, orderIssue);
export type CalendarRange = z.infer<typeof calendarRangeSchema>;

export const blockNightsSchema = z
  .object({
    ...rangeShape,
    note: z.string().trim().max(200, 'At most 200 characters').check(singleLineText).optional(),
  })
  .refine(ordered, orderIssue);
export type BlockNightsInput = z.input<typeof blockNightsSchema>;

export const priceOverrideSchema = z
  .object({
    ...rangeShape,
    /** Cents a night (docs/decisions/money-on-the-wire.md). */
    priceCents: z
      .number({ error: 'Enter a price in dollars' })
      .int('Whole cents only')
      .min(CALENDAR_MIN_PRICE * 100, `At least $${CALENDAR_MIN_PRICE} a night`)
      .max(CALENDAR_MAX_PRICE * 100, `At most $${CALENDAR_MAX_PRICE.toLocaleString('en-US')} a night`),
  })
  .refine(ordered, orderIssue);
export type PriceOverrideInput = z.input<typeof priceOverrideSchema>;

export const minimumStaySchema = z
  .object({
    ...rangeShape,
    minNights: z
      .number({ error: 'Enter a number of nights' })
      .int('Whole nights only')
      .min(1, 'At least 1 night')
      .max(CALENDAR_MAX_NIGHTS, `At most ${CALENDAR_MAX_NIGHTS} nights`),
  })
  .refine(ordered, orderIssue);
export type MinimumStayInput = z.input<typeof minimumStaySchema>;

/** What a write changed: the nights of the range, for the confirmation message. */
export const calendarChangeSchema = z.object({ from: z.string(), to: z.string(), nights: z.number() });
export type CalendarChange = z.infer<typeof calendarChangeSchema>;
