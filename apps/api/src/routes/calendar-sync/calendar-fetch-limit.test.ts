import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarKit } from '../../test/calendar-kit';
import { airbnbFeed, startFeedServer } from '../../test/feed-server';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';
import { TOO_MANY_FETCHES } from '../../services/calendar-sync/calendar-feeds';

// A partner's own fetches (adding a calendar, "Sync now") count against their account's limit
// (RATE_LIMIT_CALENDAR_FETCH_ACCOUNT; docs/decisions/calendar-sync.md, "Safety"): the server fetches what
// they typed, so it must not be made to fetch without end.

let t: TestApp;
let k: Awaited<ReturnType<typeof calendarKit>>;
let feeds: Awaited<ReturnType<typeof startFeedServer>>;
beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.set('/limit.ics', { body: airbnbFeed([{ uid: 'one', from: 40, to: 42 }]) });
  t = await createTestApp({
    seed: true,
    calendarFetch: { allowHosts: ['127.0.0.1'], timeoutMs: 500, maxBytes: 64 * 1024 },
    rateLimits: { calendarFetchAccount: { max: 3, windowSeconds: 3600 } },
  });
  k = await calendarKit(t);
});
afterAll(async () => {
  await t.close();
  await feeds.close();
});

describe('the limit on fetches a partner asks for', () => {
  it('answers 429 with Retry-After past the limit, for adding and syncing alike, and fetches nothing more', async () => {
    const room = k.rooms[0]!.id;
    const path = `${k.calendarPath(room)}/calendar-feeds`;
    const added = await k.call('POST', path, k.partner, { name: 'Airbnb', url: feeds.url('/limit.ics') });
    expect(added.status).toBe(201);
    const feedId = (await readJson(added)).id as number;
    const sync = () => k.call('POST', `${path}/${feedId}/sync`, k.partner);
    expect((await sync()).status).toBe(200);
    expect((await sync()).status).toBe(200);
    const served = feeds.hits('/limit.ics');

    const refused = await sync();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readJson(refused)).error.message).toBe(TOO_MANY_FETCHES);
    const another = await k.call('POST', path, k.partner, { name: 'Vrbo', url: feeds.url('/limit.ics') });
    expect(another.status).toBe(429);
    expect(feeds.hits('/limit.ics')).toBe(served);
    // Nothing was added by the refused request.
    expect((await readJson(await k.call('GET', path, k.partner))).items).toHaveLength(1);

    // The limit is the account's: another organisation's partner still syncs its own rooms.
    const theirs = await k.call('POST', `${k.calendarPath(k.foreign.id)}/calendar-feeds`, k.otherPartner, {
      name: 'Airbnb',
      url: feeds.url('/limit.ics'),
    });
    expect(theirs.status).toBe(201);
  });
});
