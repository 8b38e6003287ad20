import ical, { type VEvent } from 'node-ical';
import { addDays } from '@restora/shared/domain/stay-quote';

// Another channel's iCal feed as the nights it takes (docs/decisions/calendar-sync.md, "Formats"). No I/O:
// the text in, the nights out, the same whatever the process's time zone (tests run it under
// TZ=Pacific/Auckland too).

/** One event of a feed as nights [checkIn, checkOut), keyed by its UID (a recurrence's by UID and date). */
export type FeedEvent = { uid: string; summary: string; checkIn: string; checkOut: string };

export class FeedFormatError extends Error {}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date-only value: node-ical builds it at midnight of the process's time zone, so read it there. */
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The calendar date of an instant where the event happens (its TZID; floating times: the process's). */
function dateIn(d: Date & { tz?: string }): string {
  const zone = d.tz && d.tz !== 'floating' ? d.tz : undefined;
  if (!zone) return localDate(d);
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(d);
  } catch {
    // A time zone Intl does not know (a custom VTIMEZONE name): node-ical has placed the instant already.
    return d.toISOString().slice(0, 10);
  }
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : ((value as { val?: string } | undefined)?.val ?? '');

/**
 * The events of `ics` that take nights in [from, to): all-day events as given (DTEND exclusive; none means
 * one night), timed events as the nights from the date they start to the date they end (at least one),
 * recurring events expanded (EXDATE and RECURRENCE-ID applied), cancelled ones left out. Nights before
 * `from` are kept on an event that reaches into the window (so an event that began yesterday does not
 * change every day); nights from `to` on are cut.
 */
export function feedEvents(ics: string, { from, to }: { from: string; to: string }): FeedEvent[] {
  if (!/BEGIN:VCALENDAR/i.test(ics)) throw new FeedFormatError('This is not an iCal calendar (.ics).');
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(ics);
  } catch (error) {
    throw new FeedFormatError(`The calendar could not be read (${(error as Error).message}).`);
  }
  // Wide enough that an instance starting before `from` but still running is expanded too.
  const window = { from: new Date(`${addDays(from, -400)}T00:00:00Z`), to: new Date(`${to}T00:00:00Z`) };
  const out: FeedEvent[] = [];
  for (const [key, component] of Object.entries(parsed)) {
    if (!component || (component as { type?: string }).type !== 'VEVENT') continue;
    const event = component as VEvent;
    const uid = text(event.uid) || key;
    const instances = ical.expandRecurringEvent(event, {
      from: window.from,
      to: window.to,
      expandOngoing: true,
    });
    for (const instance of instances) {
      if (String(instance.event.status ?? '').toUpperCase() === 'CANCELLED') continue;
      if (String(instance.event.transparency ?? '').toUpperCase() === 'TRANSPARENT') continue;
      const start = instance.isFullDay ? localDate(instance.start) : dateIn(instance.start);
      const rawEnd = instance.end
        ? instance.isFullDay
          ? localDate(instance.end)
          : dateIn(instance.end)
        : addDays(start, 1);
      const end = rawEnd > start ? rawEnd : addDays(start, 1);
      const checkOut = end < to ? end : to;
      if (checkOut <= from || start >= checkOut) continue;
      out.push({
        uid: instance.isRecurring ? `${uid}#${start}` : uid,
        summary: text(instance.summary).slice(0, 200),
        checkIn: start,
        checkOut,
      });
    }
  }
  return out.sort((a, b) =>
    a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : a.uid < b.uid ? -1 : 1,
  );
}
