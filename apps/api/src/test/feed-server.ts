import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { day } from './fixtures';

// A fixture server of other channels' calendars on 127.0.0.1 (docs/decisions/calendar-sync.md, "Tests"):
// each path answers what the test last set, and can be changed between syncs.

export type FeedAnswer = {
  status?: number;
  body?: string;
  /** Answer after this long (a timeout). */
  delayMs?: number;
  /** A redirect to this address. */
  location?: string;
};

export async function startFeedServer() {
  const answers = new Map<string, FeedAnswer>();
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = answers.get(path) ?? { status: 404, body: 'Not found' };
    const send = () => {
      if (res.destroyed) return;
      if (answer.location) {
        res.writeHead(answer.status ?? 302, { location: answer.location }).end();
        return;
      }
      res
        .writeHead(answer.status ?? 200, { 'content-type': 'text/calendar; charset=utf-8' })
        .end(answer.body ?? '');
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    set: (path: string, answer: FeedAnswer) => void answers.set(path, answer),
    hits: (path: string) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A date `n` days ahead as iCal writes a DATE: YYYYMMDD. */
export const icalDay = (n: number) => day(n).replaceAll('-', '');

const calendar = (prodId: string, events: string[], extra = '') =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    extra,
    ...events,
    'END:VCALENDAR',
    '',
  ]
    .filter((l) => l !== '')
    .join('\r\n');

/**
 * Airbnb's export: all-day events, "Reserved" for bookings (with a reservation link in DESCRIPTION), and
 * "Airbnb (Not available)" windows the host closed, the last of which slides forward every day.
 */
export function airbnbFeed(events: { uid: string; from: number; to: number; reserved?: boolean }[]) {
  return calendar(
    '-//Airbnb Inc//Hosting Calendar 1.0//EN',
    events.map((e) =>
      [
        'BEGIN:VEVENT',
        `DTSTAMP:20261127T000000Z`,
        `DTSTART;VALUE=DATE:${icalDay(e.from)}`,
        `DTEND;VALUE=DATE:${icalDay(e.to)}`,
        `SUMMARY:${e.reserved === false ? 'Airbnb (Not available)' : 'Reserved'}`,
        `UID:${e.uid}@airbnb.com`,
        ...(e.reserved === false
          ? []
          : [
              'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM',
              ' ABCDEF\\nPhone Number (Last 4 Digits): 1234',
            ]),
        'END:VEVENT',
      ].join('\r\n'),
    ),
  );
}

/** Booking.com's export: all-day "CLOSED - Not available" events, UIDs of its own. */
export function bookingComFeed(events: { uid: string; from: number; to: number }[]) {
  return calendar(
    '-//Booking.com//Booking.com Calendar//EN',
    events.map((e) =>
      [
        'BEGIN:VEVENT',
        `UID:${e.uid}`,
        `DTSTART;VALUE=DATE:${icalDay(e.from)}`,
        `DTEND;VALUE=DATE:${icalDay(e.to)}`,
        'SUMMARY:CLOSED - Not available',
        'DTSTAMP:20261127T120000Z',
        'END:VEVENT',
      ].join('\r\n'),
    ),
  );
}

/** Google Calendar's export: a VTIMEZONE, timed events with TZID, a weekly RRULE with an EXDATE, a cancelled event. */
export function googleFeed({
  zone,
  timed,
  weekly,
}: {
  zone: string;
  timed: { from: number; to: number };
  weekly: { from: number; count: number; skip: number };
}) {
  const at = (n: number, time: string) => `${icalDay(n)}T${time}`;
  return calendar(
    '-//Google Inc//Google Calendar 70.9054//EN',
    [
      [
        'BEGIN:VEVENT',
        `DTSTART;TZID=${zone}:${at(timed.from, '150000')}`,
        `DTEND;TZID=${zone}:${at(timed.to, '110000')}`,
        'DTSTAMP:20261127T000000Z',
        'UID:timed-1@google.com',
        'SUMMARY:Owner stay',
        'STATUS:CONFIRMED',
        'END:VEVENT',
      ].join('\r\n'),
      [
        'BEGIN:VEVENT',
        `DTSTART;VALUE=DATE:${icalDay(weekly.from)}`,
        `DTEND;VALUE=DATE:${icalDay(weekly.from + 1)}`,
        `RRULE:FREQ=WEEKLY;COUNT=${weekly.count}`,
        `EXDATE;VALUE=DATE:${icalDay(weekly.from + 7 * weekly.skip)}`,
        'DTSTAMP:20261127T000000Z',
        'UID:weekly-1@google.com',
        'SUMMARY:Cleaning day',
        'END:VEVENT',
      ].join('\r\n'),
      [
        'BEGIN:VEVENT',
        `DTSTART;VALUE=DATE:${icalDay(weekly.from + 2)}`,
        `DTEND;VALUE=DATE:${icalDay(weekly.from + 4)}`,
        'DTSTAMP:20261127T000000Z',
        'UID:cancelled-1@google.com',
        'SUMMARY:Cancelled plan',
        'STATUS:CANCELLED',
        'END:VEVENT',
      ].join('\r\n'),
    ],
    `X-WR-CALNAME:Cabin\r\nX-WR-TIMEZONE:${zone}`,
  );
}

/** Vrbo's export: all-day events, DTEND exclusive, "Reserved - Name" summaries, long folded lines. */
export function vrboFeed(events: { uid: string; from: number; to: number }[]) {
  return calendar(
    '-//HomeAway.com, Inc.//EN',
    events.map((e) =>
      [
        'BEGIN:VEVENT',
        `UID:${e.uid}`,
        `DTSTAMP:20261127T000000Z`,
        `DTSTART;VALUE=DATE:${icalDay(e.from)}`,
        `DTEND;VALUE=DATE:${icalDay(e.to)}`,
        'SUMMARY:Reserved - Jane',
        'DESCRIPTION:A stay booked through Vrbo; details are in the Vrbo inbox for thi',
        ' s reservation.',
        'END:VEVENT',
      ].join('\r\n'),
    ),
  );
}
