import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/mail';
import { roomNights } from '../../db/schema/room-calendar';
import { stayRooms } from '../../db/schema/stays';
import { listCalendarConflicts } from '../../services/calendar-sync/admin-conflicts';
import { calendarKit } from '../../test/calendar-kit';
import { airbnbFeed, startFeedServer } from '../../test/feed-server';
import { day } from '../../test/fixtures';
import { optionBody, retreatBody } from '../../test/partner-retreats-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// An imported event over the nights a published retreat holds in a room (docs/decisions/calendar-sync.md,
// "Conflicts never cancel a Restora booking"): the retreat keeps them, and the clash is recorded, shown,
// mailed and listed, as for a booking.

let t: TestApp;
let k: Awaited<ReturnType<typeof calendarKit>>;
let feeds: Awaited<ReturnType<typeof startFeedServer>>;
beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({
    seed: true,
    calendarFetch: { allowHosts: ['127.0.0.1'], timeoutMs: 500, maxBytes: 64 * 1024 },
  });
  k = await calendarKit(t);
});
afterAll(async () => {
  await t.close();
  await feeds.close();
});

describe("an imported event over a retreat's nights", () => {
  it('leaves the retreat its nights and records the conflict with the retreat', async () => {
    const room = k.rooms[3]!.id;
    const [{ propertyId } = { propertyId: 0 }] = await t.db
      .select({ propertyId: stayRooms.propertyId })
      .from(stayRooms)
      .where(eq(stayRooms.id, room));
    const created = await k.call(
      'POST',
      '/api/partner/retreats',
      k.partner,
      retreatBody(propertyId, {
        title: 'Winter silence',
        startDate: day(150),
        endDate: day(155),
        options: [optionBody({ roomId: room, spots: 2 })],
      }),
    );
    expect(created.status).toBe(201);
    const retreatId = (await readJson(created)).id as number;
    const published = await k.call('POST', `/api/partner/retreats/${retreatId}/status`, k.partner, {
      status: 'published',
    });
    expect(published.status).toBe(200);

    feeds.set('/over-retreat.ics', { body: airbnbFeed([{ uid: 'over', from: 153, to: 158 }]) });
    const added = await k.call('POST', `${k.calendarPath(room)}/calendar-feeds`, k.partner, {
      name: 'Airbnb',
      url: feeds.url('/over-retreat.ics'),
    });
    expect(added.status).toBe(201);
    const feed = await readJson(added);
    expect(feed.conflicts).toEqual([
      {
        from: day(153),
        to: day(155),
        bookingId: null,
        retreatId,
        retreatTitle: 'Winter silence',
        summary: expect.any(String),
      },
    ]);
    // The retreat keeps its nights; the feed has only the ones after the program.
    const imported = await t.db
      .select({ checkIn: roomNights.checkIn, checkOut: roomNights.checkOut })
      .from(roomNights)
      .where(eq(roomNights.feedId, feed.id));
    expect(imported).toEqual([{ checkIn: day(155), checkOut: day(158) }]);
    const held = await t.db
      .select({ checkIn: roomNights.checkIn, checkOut: roomNights.checkOut })
      .from(roomNights)
      .where(and(eq(roomNights.roomId, room), eq(roomNights.kind, 'retreat')));
    expect(held).toEqual([{ checkIn: day(150), checkOut: day(155) }]);

    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, 'calendar.conflict'));
    expect(mails.length).toBeGreaterThan(0);
    expect(JSON.stringify(mails[0]!.payload)).toContain('Winter silence');
    const admin = await listCalendarConflicts({ db: t.db });
    expect(admin.items).toContainEqual(
      expect.objectContaining({ roomId: room, bookingId: null, retreatId, retreatTitle: 'Winter silence' }),
    );

    // The event moves off the program: the conflict is gone.
    feeds.set('/over-retreat.ics', { body: airbnbFeed([{ uid: 'over', from: 156, to: 158 }]) });
    const synced = await k.call('POST', `${k.calendarPath(room)}/calendar-feeds/${feed.id}/sync`, k.partner);
    expect((await readJson(synced)).conflicts).toEqual([]);
  });
});
