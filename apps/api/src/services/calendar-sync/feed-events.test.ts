import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { airbnbFeed, bookingComFeed, googleFeed, vrboFeed } from '../../test/feed-server';
import { day } from '../../test/fixtures';
import { feedEvents, FeedFormatError } from './feed-events';
import { planNights } from './plan-nights';

// Other channels' feeds as nights (docs/decisions/calendar-sync.md, "Formats"). The same feeds are read
// again in a process under TZ=Pacific/Auckland, which must give exactly the same nights.

const window = { from: day(-1), to: day(400) };
const nights = (uid: string, from: number, to: number, summary: string) => ({
  uid,
  summary,
  checkIn: day(from),
  checkOut: day(to),
});

const samples = () => ({
  airbnb: airbnbFeed([
    { uid: 'a1', from: 10, to: 13 },
    { uid: 'a2', from: 200, to: 500, reserved: false },
  ]),
  booking: bookingComFeed([{ uid: 'b1', from: 20, to: 22 }]),
  google: googleFeed({
    zone: 'America/New_York',
    timed: { from: 30, to: 33 },
    weekly: { from: 40, count: 4, skip: 1 },
  }),
  vrbo: vrboFeed([
    { uid: 'v1', from: -5, to: 2 },
    { uid: 'v-old', from: -10, to: -3 },
  ]),
});

describe('feedEvents', () => {
  it('reads Airbnb, Booking.com, Google and Vrbo exports as nights [first night, check-out)', () => {
    const s = samples();
    expect(feedEvents(s.airbnb, window)).toEqual([
      nights('a1@airbnb.com', 10, 13, 'Reserved'),
      // A window past the calendar's end is cut there.
      nights('a2@airbnb.com', 200, 400, 'Airbnb (Not available)'),
    ]);
    expect(feedEvents(s.booking, window)).toEqual([nights('b1', 20, 22, 'CLOSED - Not available')]);
    expect(feedEvents(s.google, window)).toEqual([
      // 15:00 to 11:00 in New York: the nights of the dates it starts and ends on.
      nights('timed-1@google.com', 30, 33, 'Owner stay'),
      // Weekly, 4 times, the second left out by EXDATE; the cancelled event is not there.
      nights(`weekly-1@google.com#${day(40)}`, 40, 41, 'Cleaning day'),
      nights(`weekly-1@google.com#${day(54)}`, 54, 55, 'Cleaning day'),
      nights(`weekly-1@google.com#${day(61)}`, 61, 62, 'Cleaning day'),
    ]);
    // An event running into the window keeps its past nights (so it does not change every day); one over
    // already is left out.
    expect(feedEvents(s.vrbo, window)).toEqual([nights('v1', -5, 2, 'Reserved - Jane')]);
  });

  it('gives a timed event the dates of its own time zone, and a one-night minimum', () => {
    const at = (n: number, time: string) => `${day(n).replaceAll('-', '')}T${time}`;
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:late',
      // 23:30 in Auckland is still the day before in UTC.
      `DTSTART;TZID=Pacific/Auckland:${at(50, '233000')}`,
      `DTEND;TZID=Pacific/Auckland:${at(50, '235900')}`,
      'SUMMARY:Short',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:utc',
      `DTSTART:${at(60, '220000')}Z`,
      `DTEND:${at(62, '020000')}Z`,
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(feedEvents(ics, window)).toEqual([nights('late', 50, 51, 'Short'), nights('utc', 60, 62, '')]);
  });

  it('refuses what is not a calendar', () => {
    expect(() => feedEvents('<html>Sign in</html>', window)).toThrow(FeedFormatError);
  });

  it('gives the same nights under TZ=Pacific/Auckland', () => {
    const here = Object.fromEntries(Object.entries(samples()).map(([k, v]) => [k, feedEvents(v, window)]));
    const script = `
      import { feedEvents } from ${JSON.stringify(fileURLToPath(new URL('./feed-events.ts', import.meta.url)))};
      const input = JSON.parse(process.env.FEEDS);
      const out = Object.fromEntries(Object.entries(input.feeds).map(([k, v]) => [k, feedEvents(v, input.window)]));
      process.stdout.write(JSON.stringify(out));`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, TZ: 'Pacific/Auckland', FEEDS: JSON.stringify({ feeds: samples(), window }) },
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual(here);
  });
});

describe('planNights', () => {
  const row = (id: number, uid: string, from: number, to: number) => ({
    id,
    externalUid: uid,
    checkIn: day(from),
    checkOut: day(to),
  });
  it('writes nothing when nothing changed, and moves a slid window in place', () => {
    const events = [nights('w', 10, 20, 'Not available'), nights('x', 30, 31, 'Reserved')];
    const same = planNights(events, [], [row(1, 'w', 10, 20), row(2, 'x', 30, 31)]);
    expect(same).toEqual({ insert: [], update: [], remove: [], conflicts: [] });
    const slid = planNights(
      [nights('w', 11, 21, 'Not available')],
      [],
      [row(1, 'w', 10, 20), row(2, 'x', 30, 31)],
    );
    expect(slid.update).toEqual([{ id: 1, to: { uid: 'w', checkIn: day(11), checkOut: day(21) } }]);
    expect(slid.remove).toEqual([2]);
    expect(slid.insert).toEqual([]);
  });

  it('never writes over a booking: keeps the other nights and names the conflict', () => {
    const taken = [{ kind: 'booking', bookingId: 7, retreatId: null, checkIn: day(12), checkOut: day(14) }];
    const plan = planNights([nights('e', 10, 16, 'Reserved')], taken, []);
    expect(plan.insert.map((s) => [s.checkIn, s.checkOut])).toEqual([
      [day(10), day(12)],
      [day(14), day(16)],
    ]);
    expect(plan.conflicts).toEqual([
      { uid: 'e', bookingId: 7, retreatId: null, summary: 'Reserved', checkIn: day(12), checkOut: day(14) },
    ]);
  });

  it("never writes over a retreat's program: the nights it shares are a conflict with the retreat; a block's are not", () => {
    const taken = [
      { kind: 'retreat', bookingId: null, retreatId: 3, checkIn: day(20), checkOut: day(27) },
      { kind: 'block', bookingId: null, retreatId: null, checkIn: day(30), checkOut: day(31) },
    ];
    const plan = planNights([nights('r', 25, 32, 'Not available')], taken, []);
    expect(plan.insert.map((s) => [s.checkIn, s.checkOut])).toEqual([
      [day(27), day(30)],
      [day(31), day(32)],
    ]);
    expect(plan.conflicts).toEqual([
      {
        uid: 'r',
        bookingId: null,
        retreatId: 3,
        summary: 'Not available',
        checkIn: day(25),
        checkOut: day(27),
      },
    ]);
  });

  it('merges events of one feed that overlap each other', () => {
    const plan = planNights([nights('a', 10, 15, ''), nights('b', 12, 18, '')], [], []);
    expect(plan.insert.map((s) => [s.uid, s.checkIn, s.checkOut])).toEqual([
      ['a', day(10), day(15)],
      ['b', day(15), day(18)],
    ]);
  });
});
