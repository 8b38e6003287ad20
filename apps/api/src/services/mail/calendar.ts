import { createEvents, type EventAttributes } from 'ics';
import type { BookingDetails } from './mail-details';
import type { MailAttachment } from './compose-mail';

// Calendar files for confirmed bookings (docs/decisions/email-messages.md): all-day events, because a
// stay's check-in and check-out are days, not hours (the property's own times are not in our data), and
// a service is booked for a date. They carry the place's address and coordinates, and a stable UID per
// booking and day, so a calendar that imports the file twice keeps one copy.

const dayOf = (iso: string): [number, number, number] => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return [y, m, d];
};

const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function allDay(uid: string, iso: string, title: string, b: BookingDetails, url: string): EventAttributes {
  return {
    uid,
    title,
    start: dayOf(iso),
    end: dayOf(nextDay(iso)),
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
    content: value,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
