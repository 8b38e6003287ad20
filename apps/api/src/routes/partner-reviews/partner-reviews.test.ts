import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { REVIEW_NOT_FOUND } from '@restora/shared/domain/review-replies';
import { reviews } from '../../db/schema/reviews';
import { properties, stayRooms } from '../../db/schema/stays';
import { listingsKit } from '../../test/listings-kit';
import { insertReview } from '../../test/reviews-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// Partners' public replies to the reviews of their rooms (docs/decisions/review-replies.md).

let t: TestApp;
let kit: Awaited<ReturnType<typeof listingsKit>>;
let propertyId: number;
let roomId: number;
/** The reviews of P's new property, newest first. */
let ownReviews: number[];
let qReview: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await listingsKit(t);
  const property = await kit.createProperty({
    name: 'Reply Cove',
    houseRules: 'Quiet after 22:00.\nNo shoes.',
  });
  propertyId = property.id;
  roomId = (await kit.createRoom(propertyId, { title: 'Cove Room' })).id;
  await kit.publish(propertyId, true);
  ownReviews = [];
  for (let i = 0; i < 21; i++) {
    ownReviews.push(await insertReview(t.db, { roomId, guestName: `Guest Number${i}`, daysAgo: i + 1 }));
  }
  // One review at a room of Q's organisation.
  const [qRoom] = await t.db
    .select({ id: stayRooms.id })
    .from(stayRooms)
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .where(eq(properties.name, kit.organisations[1]!.properties[0]!))
    .limit(1);
  qReview = await insertReview(t.db, { roomId: qRoom!.id, guestName: 'Quentin Quay', comment: 'Q only.' });
});
afterAll(() => t.close());

const list = async (cookie: string, query = '') => {
  const res = await kit.call(cookie, 'GET', `/api/partner/reviews${query}`);
  expect(res.status).toBe(200);
  return readJson(res);
};
const replyPath = (id: number) => `/api/partner/reviews/${id}/reply`;

describe('the list of reviews', () => {
  it("holds only the caller's organisations' reviews, newest first, with guest, property and room", async () => {
    const p = await list(kit.p, '?pageSize=50');
    const pPropertyNames = new Set([...kit.organisations[0]!.properties, 'Reply Cove']);
    expect(p.reviews.length).toBeGreaterThan(21);
    expect(p.total).toBe(p.reviews.length);
    for (const r of p.reviews) expect(pPropertyNames.has(r.property.name)).toBe(true);
    expect(p.reviews.map((r: { id: number }) => r.id)).not.toContain(qReview);
    const times = p.reviews.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const q = await list(kit.q);
    expect(q.total).toBe(1);
    expect(q.reviews[0]).toMatchObject({
      id: qReview,
      rating: 4,
      comment: 'Q only.',
      guestName: 'Quentin Q.',
      reply: null,
      room: { id: expect.any(Number), title: expect.any(String) },
    });
    expect(JSON.stringify(q)).not.toContain('@example.com');
  });

  it('pages one property 20 or 50 at a time with the total', async () => {
    const first = await list(kit.p, `?propertyId=${propertyId}`);
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.reviews.map((r: { id: number }) => r.id)).toEqual(ownReviews.slice(0, 20));
    expect(first.reviews[0]).toMatchObject({
      property: { id: propertyId, name: 'Reply Cove' },
      room: { id: roomId, title: 'Cove Room' },
      guestName: 'Guest N.',
    });
    const second = await list(kit.p, `?propertyId=${propertyId}&page=2`);
    expect(second.reviews.map((r: { id: number }) => r.id)).toEqual(ownReviews.slice(20));
    expect((await list(kit.p, `?propertyId=${propertyId}&pageSize=50`)).reviews).toHaveLength(21);
    // Another organisation's property filters to nothing.
    const [qProperty] = await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.name, kit.organisations[1]!.properties[0]!));
    expect(await list(kit.p, `?propertyId=${qProperty!.id}`)).toMatchObject({ total: 0, reviews: [] });
  });

  it('refuses a page size other than 20 or 50, and a bad page', async () => {
    for (const query of ['?pageSize=30', '?page=0', '?propertyId=abc']) {
      expect((await kit.call(kit.p, 'GET', `/api/partner/reviews${query}`)).status).toBe(400);
    }
  });

  it('is for partners: 401 signed out, 403 for an account in no organisation', async () => {
    expect((await t.request('/api/partner/reviews')).status).toBe(401);
    const res = await kit.call(kit.traveller.cookie, 'GET', '/api/partner/reviews');
    expect(res.status).toBe(403);
    expect((await readJson(res)).error.message).toBe(NOT_A_PARTNER);
  });
});

describe('the reply', () => {
  it('is written trimmed, replaced when edited, removed, and the public stay page follows at once', async () => {
    const id = ownReviews[0]!;
    const written = await kit.call(kit.p, 'PUT', replyPath(id), { text: '  Thank you, <b>come back</b>!  ' });
    expect(written.status).toBe(200);
    const review = await readJson(written);
    expect(review).toMatchObject({ id, reply: { text: 'Thank you, <b>come back</b>!' } });
    expect(Date.now() - Date.parse(review.reply.repliedAt)).toBeLessThan(60_000);

    const stay = await readJson(await t.request(`/api/stays/${roomId}`));
    expect(stay.reviews[0]).toMatchObject({
      id,
      guestName: 'Guest N.',
      reply: { text: 'Thank you, <b>come back</b>!', repliedAt: review.reply.repliedAt },
    });
    expect(stay.reviews[1].reply).toBeNull();

    const edited = await readJson(await kit.call(kit.p, 'PUT', replyPath(id), { text: 'Thank you!' }));
    expect(edited.reply.text).toBe('Thank you!');
    expect((await readJson(await t.request(`/api/stays/${roomId}`))).reviews[0].reply.text).toBe(
      'Thank you!',
    );
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row!.repliedBy).not.toBeNull();

    const removed = await kit.call(kit.p, 'DELETE', replyPath(id));
    expect(removed.status).toBe(200);
    expect((await readJson(removed)).reply).toBeNull();
    expect((await readJson(await t.request(`/api/stays/${roomId}`))).reviews[0].reply).toBeNull();
    const [after] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(after).toMatchObject({ reply: null, repliedAt: null, repliedBy: null });
  });

  it('names the field when the text is missing, too short or too long, and writes nothing', async () => {
    const id = ownReviews[1]!;
    await kit.call(kit.p, 'PUT', replyPath(id), { text: 'Kept reply' });
    const cases: [unknown, string][] = [
      [{}, 'Write your reply'],
      [{ text: '   ' }, 'Write your reply'],
      [{ text: ' a ' }, 'Write at least 2 characters'],
      [{ text: 'x'.repeat(1001) }, 'Keep it under 1,000 characters'],
      [{ text: 42 }, 'Write your reply'],
    ];
    for (const [body, message] of cases) {
      const res = await kit.call(kit.p, 'PUT', replyPath(id), body);
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields).toEqual({ text: message });
    }
    const ok = await kit.call(kit.p, 'PUT', replyPath(id), { text: 'x'.repeat(1000) });
    expect(ok.status).toBe(200);
    await kit.call(kit.p, 'PUT', replyPath(id), { text: 'Kept reply' });
    const [row] = await t.db.select({ reply: reviews.reply }).from(reviews).where(eq(reviews.id, id));
    expect(row!.reply).toBe('Kept reply');
  });

  it("tells another organisation's partner the review does not exist, and refuses non-partners", async () => {
    const id = ownReviews[2]!;
    for (const [method, body] of [
      ['PUT', { text: 'Not my review' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await kit.call(kit.q, method, replyPath(id), body);
      expect(res.status).toBe(404);
      expect((await readJson(res)).error.message).toBe(REVIEW_NOT_FOUND);
      expect((await kit.call(kit.traveller.cookie, method, replyPath(id), body)).status).toBe(403);
      expect((await kit.call('', method, replyPath(id), body)).status).toBe(401);
    }
    expect((await kit.call(kit.p, 'PUT', replyPath(999_999), { text: 'No such' })).status).toBe(404);
    const [row] = await t.db.select({ reply: reviews.reply }).from(reviews).where(eq(reviews.id, id));
    expect(row!.reply).toBeNull();
  });
});

describe('the public stay page', () => {
  it("carries the property's house rules and check-in and check-out times", async () => {
    const stay = await readJson(await t.request(`/api/stays/${roomId}`));
    expect(stay).toMatchObject({
      houseRules: 'Quiet after 22:00.\nNo shoes.',
      checkInTime: '15:00',
      checkOutTime: '11:00',
    });
    expect(stay.reviews).toHaveLength(10);
    expect(JSON.stringify(stay.reviews)).not.toMatch(/@example\.com|Number\d/);
  });

  it("shows the seeded reviews of the demo partner's rooms, one with its reply", async () => {
    const [room] = await t.db
      .select({ id: stayRooms.id })
      .from(stayRooms)
      .where(eq(stayRooms.title, 'Rice-Field Garden Room'));
    const stay = await readJson(await t.request(`/api/stays/${room!.id}`));
    expect(stay.reviews.length).toBeGreaterThanOrEqual(2);
    expect(stay.reviews.some((r: { reply: unknown }) => r.reply !== null)).toBe(true);
  });
});
