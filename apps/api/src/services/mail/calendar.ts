import { createEvents, type EventAttributes } from 'ics';
import type { BookingDetails } from './mail-details';
import type { MailAttachment } from './compose-mail';

// Calendar files for confirmed bookings (docs/decisions/email-messages.md): all-day events, because a
// stay's check-in and check-out are days, not hours (the property's own times are not in our data), and
// a service is booked for a date. They carry the place's address and coordinates, and a stable UID per
// booking and day, so a calendar that imports the file twice keeps one copy.

type Day = [year: number, month: number, day: number];

const dayOf = (iso: string): Day => {
  const [y, m, d] = iso.split('-').map(Number) as Day;
  return [y, m, d];
};

/**
 * The day after, on the day's own numbers: not through toISOString, which writes the year 10000 as
 * '+010000' (the day after 9999-12-31 came out as '1000001undefined'), nor Date.UTC, which reads years
 * 0 to 99 as 1900 to 1999.
 */
function dayAfter([y, m, d]: Day): Day {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d + 1);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/**
 * The ics package writes a DATE's year as a plain number ('10101' for 0001-01-01); iCalendar's has four
 * digits, and the month and day always take the last four.
 */
const fourDigitYears = (ics: string) =>
  ics.replace(
    /^(DT(?:START|END);VALUE=DATE:)(\d{5,7})(?=\r?$)/gm,
    (_, name: string, digits: string) => `${name}${digits.padStart(8, '0')}`,
  );

function allDay(uid: string, iso: string, title: string, b: BookingDetails, url: string): EventAttributes {
  const start = dayOf(iso);
  const end = dayAfter(start);
  return {
    uid,
    title,
    start,
    // A DATE has four digits of year: the day after 9999-12-31 cannot be written, so that day's event
    // ends where it starts, which the package writes as no DTEND: one day long (RFC 5545 3.6.1). Its
    // DURATION would say 'P1DT', which is not valid.
    end: end[0] <= 9999 ? end : start,
    status: 'CONFIRMED',
    url,
    description: `Restora booking #${b.id}: ${b.title}. ${url}`,
    ...(b.place
      ? {
          location: `${b.place.name}, ${b.place.address}`,
          geo: { lat: b.place.latitude, lon: b.place.longitude },
        }
      : {}),
  };
}

/** One .ics holding every booking's days: check-in and check-out of a stay, the date of a service. */
export function bookingCalendar(
  bookings: BookingDetails[],
  site: { publicUrl: string },
): MailAttachment | null {
  const host = new URL(site.publicUrl).hostname;
  const url = `${site.publicUrl}/dashboard`;
  const events = bookings.flatMap((b): EventAttributes[] => {
    if (b.kind === 'service') return [allDay(`booking-${b.id}@${host}`, b.checkIn, b.title, b, url)];
    const name = b.place?.name ?? b.title;
    return [
      allDay(`booking-${b.id}-check-in@${host}`, b.checkIn, `Check-in: ${name}`, b, url),
      ...(b.checkOut
        ? [allDay(`booking-${b.id}-check-out@${host}`, b.checkOut, `Check-out: ${name}`, b, url)]
        : []),
    ];
  });
  if (!events.length) return null;
  const { error, value } = createEvents(events, {
    productId: '-//Restora//Bookings//EN',
    method: 'PUBLISH',
    calName: 'Restora',
  });
  if (error || !value) throw error ?? new Error('the calendar file came out empty');
  const [first] = bookings;
  return {
    filename: bookings.length === 1 && first ? `restora-booking-${first.id}.ics` : 'restora-bookings.ics',
    content: fourDigitYears(value),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
