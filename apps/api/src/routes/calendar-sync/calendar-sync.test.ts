import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf, withAudit } from '../../test/audit-kit';
import { postAs, stayBody } from '../../test/booking-kit';
import { calendarKit } from '../../test/calendar-kit';
import { airbnbFeed, bookingComFeed, googleFeed, startFeedServer, vrboFeed } from '../../test/feed-server';
import { day } from '../../test/fixtures';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';
import { outbox } from '../../db/schema/mail';
import { calendarFeeds, roomNights } from '../../db/schema/room-calendar';
import { listCalendarConflicts } from '../../services/calendar-sync/admin-conflicts';
import { syncFeed } from '../../services/calendar-sync/sync-feed';
import { createJobRunner } from '../../services/jobs/job-runner';
import { createLogger } from '../../logger';
import { calendarSyncJobs } from '../../workers/calendar-jobs';

// Imported calendars (docs/decisions/calendar-sync.md): a fixture server on 127.0.0.1 serves feeds
// modelled on Airbnb, Booking.com, Google and Vrbo exports, changed between syncs.

let t: TestApp;
let k: Awaited<ReturnType<typeof calendarKit>>;
let feeds: Awaited<ReturnType<typeof startFeedServer>>;
let traveller: string;
beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({
    seed: true,
    calendarFetch: { allowHosts: ['127.0.0.1'], timeoutMs: 500, maxBytes: 64 * 1024 },
  });
  k = await calendarKit(t);
  traveller = (await registerUser(t)).cookie;
});
afterAll(async () => {
  await t.close();
  await feeds.close();
});

const feedsPath = (room: number) => `${k.calendarPath(room)}/calendar-feeds`;
const add = (room: number, body: unknown, cookie = k.partner) =>
  k.call('POST', feedsPath(room), cookie, body);
const sync = (room: number, feedId: number) => k.call('POST', `${feedsPath(room)}/${feedId}/sync`, k.partner);
const importRows = (feedId: number) =>
  t.db
    .select({
      id: roomNights.id,
      uid: roomNights.externalUid,
      checkIn: roomNights.checkIn,
      checkOut: roomNights.checkOut,
      createdAt: roomNights.createdAt,
    })
    .from(roomNights)
    .where(eq(roomNights.feedId, feedId))
    .orderBy(asc(roomNights.checkIn));
const ranges = async (feedId: number) =>
  (await importRows(feedId)).map((r) => [r.uid, r.checkIn, r.checkOut]);
const searchIds = async (from: number, to: number) => {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const body = await readJson(
      await t.request(`/api/stays?dateFrom=${day(from)}&dateTo=${day(to)}&pageSize=48&page=${page}`),
    );
    ids.push(...body.items.map((s: { id: number }) => s.id));
    if (page >= body.pageCount) return ids;
  }
};
const quote = (room: number, from: number, to: number) =>
  t.request(`/api/stays/${room}/quote?checkIn=${day(from)}&checkOut=${day(to)}&guests=1`);

describe('who may manage imported calendars', () => {
  it('answers 401 signed out, 403 to a non-partner, 404 for another organisation', async () => {
    const room = k.rooms[0]!.id;
    expect((await k.call('GET', feedsPath(room), '')).status).toBe(401);
    expect((await k.call('GET', feedsPath(room), traveller)).status).toBe(403);
    expect((await k.call('GET', feedsPath(room), k.otherPartner)).status).toBe(404);
    expect((await add(room, { name: 'Airbnb', url: feeds.url('/a.ics') }, k.otherPartner)).status).toBe(404);
    expect((await k.call('GET', `${k.calendarPath(room)}/calendar-export`, k.otherPartner)).status).toBe(404);
  });

  it('refuses a missing name and a URL that is not http(s), naming each field', async () => {
    const res = await add(k.rooms[0]!.id, { name: '', url: 'ftp://example.com/a.ics' });
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(Object.keys(body.error.fields).sort()).toEqual(['name', 'url']);
  });
});

describe('importing a calendar', () => {
  it('imports, re-imports without writing, frees a cancelled event, moves a moved one, slides a window in place', async () => {
    const room = k.rooms[0]!.id;
    feeds.set('/airbnb.ics', {
      body: airbnbFeed([
        { uid: 'r1', from: 20, to: 23 },
        { uid: 'r2', from: 30, to: 32 },
        { uid: 'closed', from: 90, to: 120, reserved: false },
      ]),
    });
    const partnerId = await userIdOf(t, k.partner);
    expect(await searchIds(21, 22)).toContain(room);
    const added = await withAudit(t.db, () => add(room, { name: 'Airbnb', url: feeds.url('/airbnb.ics') }));
    expect(added.res.status).toBe(201);
    const feed = await readJson(added.res);
    expect(feed).toMatchObject({ name: 'Airbnb', lastError: null, nights: 3 + 2 + 30, conflicts: [] });
    expect(added.records[0]).toMatchObject({
      actorUserId: partnerId,
      action: 'room.add-calendar-feed',
      objectType: 'room',
      objectId: String(room),
    });
    expect(await ranges(feed.id)).toEqual([
      ['r1@airbnb.com', day(20), day(23)],
      ['r2@airbnb.com', day(30), day(32)],
      ['closed@airbnb.com', day(90), day(120)],
    ]);
    // A guest can no longer have them, at once: search, quote and payment.
    expect(await searchIds(21, 22)).not.toContain(room);
    expect((await quote(room, 21, 22)).status).toBe(409);
    expect((await postAs(t, '/api/bookings/stays', traveller, stayBody(room, 30, 31))).status).toBe(409);
    // The month grid shows them blocked, with the calendar's name.
    const month = await readJson(
      await k.call('GET', `${k.calendarPath(room)}/calendar?month=${day(20).slice(0, 7)}`, k.partner),
    );
    expect(month.days.find((d: { date: string }) => d.date === day(20))).toMatchObject({
      state: 'blocked',
      note: 'Airbnb',
    });

    const before = await importRows(feed.id);
    expect((await sync(room, feed.id)).status).toBe(200);
    expect(await importRows(feed.id)).toEqual(before);

    // r1 cancelled, r2 moved, the closed window slid forward a day.
    feeds.set('/airbnb.ics', {
      body: airbnbFeed([
        { uid: 'r2', from: 33, to: 35 },
        { uid: 'closed', from: 91, to: 121, reserved: false },
      ]),
    });
    const after = await readJson(await sync(room, feed.id));
    expect(after.nights).toBe(2 + 30);
    const rows = await importRows(feed.id);
    expect(rows.map((r) => [r.uid, r.checkIn, r.checkOut])).toEqual([
      ['r2@airbnb.com', day(33), day(35)],
      ['closed@airbnb.com', day(91), day(121)],
    ]);
    // Moved in place: the same rows.
    expect(rows.map((r) => r.id)).toEqual(before.slice(1).map((r) => r.id));
    expect((await quote(room, 21, 22)).status).toBe(200);
  });

  it('reads Booking.com, Google (time zones, a weekly event) and Vrbo feeds', async () => {
    const room = k.rooms[1]!.id;
    feeds.set('/booking.ics', { body: bookingComFeed([{ uid: 'bk-1', from: 40, to: 42 }]) });
    feeds.set('/google.ics', {
      body: googleFeed({
        zone: 'Europe/Paris',
        timed: { from: 50, to: 52 },
        weekly: { from: 60, count: 3, skip: 1 },
      }),
    });
    feeds.set('/vrbo.ics', { body: vrboFeed([{ uid: 'vr-1', from: 76, to: 80 }]) });
    const ids: number[] = [];
    for (const [name, path] of [
      ['Booking.com', '/booking.ics'],
      ['Own website', '/google.ics'],
      ['Vrbo', '/vrbo.ics'],
    ] as const) {
      const res = await add(room, { name, url: feeds.url(path) });
      expect(res.status).toBe(201);
      const body = await readJson(res);
      expect(body.lastError).toBeNull();
      ids.push(body.id);
    }
    expect(await ranges(ids[0]!)).toEqual([['bk-1', day(40), day(42)]]);
    expect(await ranges(ids[1]!)).toEqual([
      ['timed-1@google.com', day(50), day(52)],
      [`weekly-1@google.com#${day(60)}`, day(60), day(61)],
      [`weekly-1@google.com#${day(74)}`, day(74), day(75)],
    ]);
    expect(await ranges(ids[2]!)).toEqual([['vr-1', day(76), day(80)]]);
    // Removing a calendar frees its nights.
    const removed = await withAudit(t.db, () => k.call('DELETE', `${feedsPath(room)}/${ids[2]}`, k.partner));
    expect(removed.res.status).toBe(204);
    expect(removed.records[0]).toMatchObject({ action: 'room.remove-calendar-feed' });
    expect(await ranges(ids[2]!)).toEqual([]);
    expect((await quote(room, 76, 78)).status).toBe(200);
  });

  it('never writes over a paid booking: the conflict is recorded, shown, mailed once and listed for the operator', async () => {
    const room = k.rooms[2]!.id;
    const paid = await postAs(t, '/api/bookings/stays', traveller, stayBody(room, 100, 103));
    expect(paid.status).toBe(201);
    const bookingId = (await readJson(paid)).bookings[0].id;
    feeds.set('/clash.ics', { body: airbnbFeed([{ uid: 'clash', from: 99, to: 105 }]) });
    const res = await add(room, { name: 'Airbnb', url: feeds.url('/clash.ics') });
    const feed = await readJson(res);
    expect(feed.conflicts).toEqual([
      { from: day(100), to: day(103), bookingId, retreatId: null, retreatTitle: null, summary: 'Reserved' },
    ]);
    // The nights around the booking are blocked; the booking keeps its own.
    expect(await ranges(feed.id)).toEqual([
      ['clash@airbnb.com', day(99), day(100)],
      ['clash@airbnb.com', day(103), day(105)],
    ]);
    const mine = await readJson(await k.call('GET', '/api/bookings', traveller));
    expect(mine.items.find((b: { id: number }) => b.id === bookingId).status).toBe('confirmed');
    const mails = async () =>
      (await t.db.select().from(outbox).where(eq(outbox.kind, 'calendar.conflict'))).length;
    const mailed = await mails();
    expect(mailed).toBeGreaterThan(0);
    // Synced again: the same conflict, no second mail.
    await sync(room, feed.id);
    expect(await mails()).toBe(mailed);
    // The back office's list (its route is in the authorization matrix).
    const admin = await listCalendarConflicts({ db: t.db });
    expect(admin.items).toContainEqual(
      expect.objectContaining({ roomId: room, bookingId, feedName: 'Airbnb' }),
    );
  });

  it('keeps the last good nights when a feed fails, shows the error, and mails after a day of failures', async () => {
    const room = k.rooms[3]!.id;
    feeds.set('/flaky.ics', { body: bookingComFeed([{ uid: 'f1', from: 140, to: 143 }]) });
    const feed = await readJson(await add(room, { name: 'Booking.com', url: feeds.url('/flaky.ics') }));
    const good = await ranges(feed.id);
    expect(good).toHaveLength(1);
    const failWith = async (answer: Parameters<typeof feeds.set>[1], error: RegExp) => {
      feeds.set('/flaky.ics', answer);
      const body = await readJson(await sync(room, feed.id));
      expect(body.lastError).toMatch(error);
      expect(await ranges(feed.id)).toEqual(good);
    };
    await failWith({ status: 404, body: 'gone' }, /answered 404/);
    await failWith({ body: 'x', delayMs: 1_500 }, /No answer within/);
    await failWith({ body: 'BEGIN:VCALENDAR\r\n' + 'X'.repeat(100 * 1024) }, /larger than/);
    await failWith({ body: '<html>Please sign in</html>' }, /not an iCal calendar/);
    await failWith({ location: `http://localhost:${feeds.port}/flaky.ics` }, /not on the public internet/);

    const failing = async () =>
      (await t.db.select().from(outbox).where(eq(outbox.kind, 'calendar.feed-failing'))).length;
    expect(await failing()).toBe(0);
    const dayLater = Date.now() + 86_400_000 + 60_000;
    await syncFeed({
      db: t.db,
      events: t.events,
      feedId: feed.id,
      fetchOptions: { allowHosts: ['127.0.0.1'] },
      now: dayLater,
    });
    const told = await failing();
    expect(told).toBeGreaterThan(0);
    await syncFeed({
      db: t.db,
      events: t.events,
      feedId: feed.id,
      fetchOptions: { allowHosts: ['127.0.0.1'] },
      now: dayLater + 60_000,
    });
    expect(await failing()).toBe(told);
  });

  it('refuses a feed on a private or mapped address (without the allow-list)', async () => {
    const room = k.rooms[3]!.id;
    for (const url of [
      `http://[::ffff:127.0.0.1]:${feeds.port}/a.ics`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const body = await readJson(await add(room, { name: 'Sneaky', url }));
      expect(body.lastError).toMatch(/not on the public internet/);
      expect(body.nights).toBe(0);
    }
  });
});

describe('the export', () => {
  it('serves bookings and blocks as all-day events with no guest data, cached, and a regenerated link kills the old one', async () => {
    const room = k.rooms[4]!.id;
    expect((await postAs(t, '/api/bookings/stays', traveller, stayBody(room, 150, 153))).status).toBe(201);
    expect(
      (
        await k.call('POST', `${k.calendarPath(room)}/blocks`, k.partner, {
          from: day(160),
          to: day(162),
          note: 'Private note',
        })
      ).status,
    ).toBe(201);
    const { url } = await readJson(await k.call('GET', `${k.calendarPath(room)}/calendar-export`, k.partner));
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/calendar\/rooms\/[A-Za-z0-9_-]{32}\.ics$/);
    const res = await t.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const ics = await res.text();
    expect(ics).toContain(`DTSTART;VALUE=DATE:${day(150).replaceAll('-', '')}`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${day(153).replaceAll('-', '')}`);
    expect(ics).toContain('SUMMARY:Reserved');
    expect(ics).toContain('SUMMARY:Not available');
    expect(ics).toMatch(/UID:booking-\d+@restora/);
    expect(ics).not.toContain('Private note');
    expect(ics).not.toMatch(/@example|Traveller|\$/);
    const again = await t.request(path, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);

    const regenerated = await withAudit(t.db, () =>
      k.call('POST', `${k.calendarPath(room)}/calendar-export/regenerate`, k.partner),
    );
    expect(regenerated.records[0]).toMatchObject({ action: 'room.regenerate-calendar-link' });
    const fresh = new URL((await readJson(regenerated.res)).url).pathname;
    expect(fresh).not.toBe(path);
    expect((await t.request(path)).status).toBe(404);
    expect((await t.request(fresh)).status).toBe(200);
    expect((await t.request('/calendar/rooms/unknown-secret-of-enough-length.ics')).status).toBe(404);
  });

  it("round trip: room A's export imported into another organisation's room blocks exactly its nights", async () => {
    const roomA = k.rooms[5]!.id;
    expect((await postAs(t, '/api/bookings/stays', traveller, stayBody(roomA, 170, 174))).status).toBe(201);
    expect(
      (await k.call('POST', `${k.calendarPath(roomA)}/blocks`, k.partner, { from: day(180), to: day(181) }))
        .status,
    ).toBe(201);
    const { url } = await readJson(
      await k.call('GET', `${k.calendarPath(roomA)}/calendar-export`, k.partner),
    );
    const ics = await (await t.request(new URL(url).pathname)).text();
    feeds.set('/roundtrip.ics', { body: ics });
    const roomB = k.foreign.id;
    const feed = await readJson(
      await add(roomB, { name: 'Restora', url: feeds.url('/roundtrip.ics') }, k.otherPartner),
    );
    const takenA = await t.db
      .select({ checkIn: roomNights.checkIn, checkOut: roomNights.checkOut })
      .from(roomNights)
      .where(and(eq(roomNights.roomId, roomA)))
      .orderBy(asc(roomNights.checkIn));
    expect((await ranges(feed.id)).map(([, a, b]) => [a, b])).toEqual(
      takenA.filter((r) => r.checkOut > day(-1)).map((r) => [r.checkIn, r.checkOut]),
    );
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
    expect(row!.lastError).toBeNull();
  });
});

describe('the scheduled sync', () => {
  it('syncs every feed not tried for a period, once, on the job runner', async () => {
    const room = k.rooms[6]!.id;
    feeds.set('/scheduled.ics', { body: bookingComFeed([{ uid: 's1', from: 210, to: 212 }]) });
    const [feed] = await t.db
      .insert(calendarFeeds)
      .values({ roomId: room, name: 'Booking.com', url: feeds.url('/scheduled.ics') })
      .returning();
    const runner = createJobRunner({
      db: t.db,
      logger: createLogger('silent'),
      definitions: calendarSyncJobs({
        db: t.db,
        events: t.events,
        logger: createLogger('silent'),
        everyMinutes: 30,
        fetchOptions: { allowHosts: ['127.0.0.1'] },
      }),
    });
    const hitsBefore = feeds.hits('/scheduled.ics');
    await runner.drain();
    expect(await ranges(feed!.id)).toEqual([['s1', day(210), day(212)]]);
    expect(feeds.hits('/scheduled.ics')).toBe(hitsBefore + 1);
    // The same period again: nothing is due.
    await runner.drain();
    expect(feeds.hits('/scheduled.ics')).toBe(hitsBefore + 1);
  });
});
