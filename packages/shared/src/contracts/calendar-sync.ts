import { z } from 'zod';
import { singleLineText } from './plain-text';

// A room's calendar sync in the partner console (docs/decisions/calendar-sync.md): its export link and
// the other channels' calendars it imports.

export const calendarExportSchema = z.object({
  /** The room's private iCal address; anyone who has it sees which nights are taken (no guest data). */
  url: z.string(),
});
export type CalendarExport = z.infer<typeof calendarExportSchema>;

export const calendarConflictSchema = z.object({
  /** The nights both the imported event and a Restora booking (or a retreat's program) claim: [from, to). */
  from: z.string(),
  to: z.string(),
  /** One of the two: the booking, or the retreat whose program holds the nights. */
  bookingId: z.number().nullable(),
  retreatId: z.number().nullable(),
  retreatTitle: z.string().nullable(),
  /** The event's summary in the other channel's feed. */
  summary: z.string().nullable(),
});
export type CalendarConflict = z.infer<typeof calendarConflictSchema>;

export const calendarFeedSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  /** The last try (ISO), whatever came of it; null before the first. */
  lastSyncedAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** Why the last try failed; the nights of the last good sync stay blocked meanwhile. */
  lastError: z.string().nullable(),
  /** Nights it blocks from yesterday on. */
  nights: z.number(),
  conflicts: z.array(calendarConflictSchema),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedListSchema = z.object({ items: z.array(calendarFeedSchema) });
export type CalendarFeedList = z.infer<typeof calendarFeedListSchema>;

export const addCalendarFeedSchema = z.object({
  name: z
    .string({ error: 'Give the calendar a name' })
    .trim()
    .min(1, 'Give the calendar a name, such as Airbnb')
    .max(60, 'At most 60 characters')
    .check(singleLineText),
  url: z
    .string({ error: 'Paste the calendar address' })
    .trim()
    .min(1, "Paste the calendar's address (it ends in .ics)")
    .max(2000, 'At most 2,000 characters')
    // webcal:// is how some channels print the address: it is fetched over https.
    .regex(/^(https?|webcal):\/\/[^\s/?#]+\S*$/i, 'Enter an address starting with https://'),
});
export type AddCalendarFeedInput = z.input<typeof addCalendarFeedSchema>;

/** A conflict as the back office lists it. */
export const adminCalendarConflictSchema = calendarConflictSchema.extend({
  id: z.number(),
  roomId: z.number(),
  roomTitle: z.string(),
  propertyName: z.string(),
  feedName: z.string(),
  detectedAt: z.string(),
});
export const adminCalendarConflictListSchema = z.object({ items: z.array(adminCalendarConflictSchema) });
export type AdminCalendarConflictList = z.infer<typeof adminCalendarConflictListSchema>;
