import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { reviewReports, reviews } from '../../db/schema/reviews';
import { properties, stayRooms } from '../../db/schema/stays';
import { day, insertStay } from '../../test/fixtures';
import { caller } from '../../test/matrix-fixtures';
import { insertReview } from '../../test/reviews-kit';
import { registerAdmin } from '../../test/second-factor-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Reports, the operator's queue, hide and keep (docs/decisions/review-moderation.md).

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let guest: { cookie: string; id: string };
let other: string;
let rooms: { id: number; propertyId: number; city: string }[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  call = caller(t);
  const a = await registerAdmin(t);
  admin = a.cookie;
  const g = await registerUser(t);
  guest = { cookie: g.cookie, id: g.user.id };
  other = (await registerUser(t)).cookie;
  rooms = await t.db
    .select({ id: stayRooms.id, propertyId: stayRooms.propertyId, city: properties.city })
    .from(stayRooms)
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .where(eq(stayRooms.published, true))
    .orderBy(stayRooms.id);
});
afterAll(() => t.close());

// Each review its own ended stay: distinct days, so they never overlap in a room.
let ago = 100;
const review = (values: Parameters<typeof insertReview>[1]) =>
  insertReview(t.db, { daysAgo: ago++, ...values });
const figures = async (roomId: number) =>
  (
    await t.db
      .select({ rating: stayRooms.rating, reviewCount: stayRooms.reviewCount })
      .from(stayRooms)
      .where(eq(stayRooms.id, roomId))
  )[0]!;
const stayPage = async (id: number) => readJson(await t.request(`/api/stays/${id}`));
const report = (id: number, cookie: string, reason: unknown = 'Rude about the staff by name.') =>
  call('POST', `/api/reviews/${id}/report`, cookie, { reason });
const queue = async (qs = '') => readJson(await call('GET', `/api/admin/reviews/reported${qs}`, admin));
const moderate = (id: number, verb: 'hide' | 'keep', cookie = admin) =>
  call('POST', `/api/admin/reviews/${id}/${verb}`, cookie);

describe('reporting a review', () => {
  it('takes one report per user: visitors are asked to sign in, a second report answers with the first', async () => {
    const id = await review({ roomId: rooms[0]!.id, comment: 'Report me once.' });
    expect((await report(id, '')).status).toBe(401);
    const first = await report(id, guest.cookie);
    expect(first.status).toBe(201);
    const { reportedAt } = await readJson(first);
    const again = await report(id, guest.cookie, 'Another reason entirely.');
    expect(again.status).toBe(200);
    expect(await readJson(again)).toEqual({ reviewId: id, reportedAt });
    const rows = await t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, id));
    expect(rows.map((r) => r.reason)).toEqual(['Rude about the staff by name.']);
  });

  it('refuses a bad reason per field, an unknown review, and your own review', async () => {
    const id = await review({ roomId: rooms[0]!.id });
    for (const reason of ['  ', 'ab', 'x'.repeat(501), 42]) {
      const res = await report(id, guest.cookie, reason);
      expect(res.status, String(reason)).toBe(400);
      expect((await readJson(res)).error.fields.reason).toBeTruthy();
    }
    expect((await report(2_000_000, guest.cookie)).status).toBe(404);
    const bookingId = await insertStay(t.db, {
      userId: guest.id,
      roomId: rooms[0]!.id,
      checkIn: day(-30),
      checkOut: day(-29),
    });
    const [mine] = await t.db
      .insert(reviews)
      .values({ userId: guest.id, bookingId, roomId: rooms[0]!.id, rating: 5 })
      .returning({ id: reviews.id });
    expect((await report(mine!.id, guest.cookie)).status).toBe(422);
    expect(await t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, mine!.id))).toEqual([]);
  });
});

describe("the operator's queue", () => {
  it('is for administrators only', async () => {
    const id = await review({ roomId: rooms[0]!.id });
    for (const [method, path] of [
      ['GET', '/api/admin/reviews/reported'],
      ['POST', `/api/admin/reviews/${id}/hide`],
      ['POST', `/api/admin/reviews/${id}/keep`],
    ] as const) {
      expect((await call(method, path, '')).status, path).toBe(401);
      expect((await call(method, path, guest.cookie)).status, path).toBe(403);
    }
  });

  it('lists reviews with open reports, oldest open report first, with their count and reasons', async () => {
    const later = await review({ roomId: rooms[1]!.id, comment: 'Reported second.' });
    const earlier = await review({ roomId: rooms[1]!.id, comment: 'Reported first.' });
    const unreported = await review({ roomId: rooms[1]!.id });
    await report(earlier, guest.cookie, 'Names a member of staff.');
    await report(later, guest.cookie, 'Advertises another spa.');
    await report(earlier, other, 'Not about this stay.');
    const page = await queue();
    const ids = page.items.map((i: { id: number }) => i.id);
    expect(ids.indexOf(earlier)).toBeLessThan(ids.indexOf(later));
    expect(ids).not.toContain(unreported);
    expect(page.items.find((i: { id: number }) => i.id === earlier)).toMatchObject({
      comment: 'Reported first.',
      reportCount: 2,
      reasons: ['Names a member of staff.', 'Not about this stay.'],
      room: { id: rooms[1]!.id },
    });
    expect(page).toMatchObject({ page: 1, pageSize: 50 });
    expect(page.total).toBe(ids.length);
    expect((await call('GET', '/api/admin/reviews/reported?page=0', admin)).status).toBe(400);
  });

  it("hides a review: off the stay page, out of the room's rating and count, its reports closed", async () => {
    const room = rooms[2]!;
    const id = await review({ roomId: room.id, rating: 1, comment: 'Hide this one.' });
    // Counted as reviewBooking counts a new review.
    await t.db.update(stayRooms).set({ rating: 3, reviewCount: 4 }).where(eq(stayRooms.id, room.id));
    await report(id, guest.cookie);
    const before = await stayPage(room.id);
    expect(before.reviews.map((r: { id: number }) => r.id)).toContain(id);
    expect(before).toMatchObject({ rating: 3, reviewCount: 4 });

    const res = await moderate(id, 'hide');
    expect(res.status).toBe(200);
    // (3 * 4 - 1) / 3 = 3.67
    expect(await readJson(res)).toMatchObject({
      id,
      hidden: true,
      closedReports: 1,
      room: { reviewCount: 3 },
    });
    expect((await figures(room.id)).rating).toBeCloseTo(11 / 3, 4);
    const after = await stayPage(room.id);
    expect(after.reviews.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(after).toMatchObject({ rating: 3.7, reviewCount: 3 });
    // The search cards show the new figures at once (their cache forgot them).
    const search = await readJson(await t.request(`/api/stays?location=${encodeURIComponent(room.city)}`));
    expect(search.items.find((s: { id: number }) => s.id === room.id)).toMatchObject({
      rating: 3.7,
      reviewCount: 3,
    });
    expect((await queue()).items.map((i: { id: number }) => i.id)).not.toContain(id);
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'review.hide'));
    expect(audit).toMatchObject({ objectType: 'review', objectId: String(id), actorRole: 'operator' });
    expect(audit!.after).toMatchObject({ hidden: true, room: { reviewCount: 3 } });

    expect((await moderate(id, 'hide')).status).toBe(409);
    expect((await report(id, other)).status).toBe(404);
    expect((await moderate(2_000_000, 'hide')).status).toBe(404);
  });

  it('leaves no rating once the last counted review is hidden', async () => {
    const room = rooms[3]!;
    const id = await review({ roomId: room.id, rating: 2 });
    await t.db.update(stayRooms).set({ rating: 2, reviewCount: 1 }).where(eq(stayRooms.id, room.id));
    expect((await moderate(id, 'hide')).status).toBe(200);
    expect(await figures(room.id)).toEqual({ rating: null, reviewCount: 0 });
  });

  it('keeps a review: its reports close, it stays on the page with the same rating; nothing open is a 409', async () => {
    const room = rooms[4]!;
    const id = await review({ roomId: room.id, comment: 'Keep me.' });
    await report(id, guest.cookie);
    await report(id, other);
    const ratingBefore = await figures(room.id);
    const res = await moderate(id, 'keep');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ id, hidden: false, closedReports: 2 });
    expect(await figures(room.id)).toEqual(ratingBefore);
    expect((await stayPage(room.id)).reviews.map((r: { id: number }) => r.id)).toContain(id);
    expect((await queue()).items.map((i: { id: number }) => i.id)).not.toContain(id);
    const rows = await t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, id));
    expect(rows.every((r) => r.resolution === 'kept' && r.resolvedAt !== null)).toBe(true);
    expect((await moderate(id, 'keep')).status).toBe(409);
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'review.keep'));
    expect(audit).toMatchObject({ objectId: String(id) });
  });
});
