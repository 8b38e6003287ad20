import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_HIDDEN_NO_REPLY } from '@restora/shared/domain/review-replies';
import { reviews } from '../../db/schema/reviews';
import { listingsKit } from '../../test/listings-kit';
import { insertReview } from '../../test/reviews-kit';
import { registerAdmin } from '../../test/second-factor-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// A review the operator hid, as its partner sees it: listed as hidden, taking no new reply
// (docs/decisions/review-moderation.md, "The partner console").

let t: TestApp;
let kit: Awaited<ReturnType<typeof listingsKit>>;
let propertyId: number;
let hidden: number;
let shown: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await listingsKit(t);
  propertyId = (await kit.createProperty({ name: 'Quiet Cove' })).id;
  const roomId = (await kit.createRoom(propertyId)).id as number;
  await kit.publish(propertyId, true);
  hidden = await insertReview(t.db, {
    roomId,
    guestName: 'Harsh Critic',
    comment: 'Rude words.',
    daysAgo: 2,
  });
  shown = await insertReview(t.db, { roomId, guestName: 'Kind Guest', daysAgo: 1 });
  expect((await reply(hidden, 'We are sorry to read this.')).status).toBe(200);
  const admin = await registerAdmin(t);
  const res = await t.postJson(
    `/api/admin/reviews/${hidden}/hide`,
    {},
    { headers: { cookie: admin.cookie } },
  );
  expect(res.status).toBe(200);
});
afterAll(() => t.close());

const reply = (id: number, text: string) =>
  kit.call(kit.p, 'PUT', `/api/partner/reviews/${id}/reply`, { text });
const listed = async () => {
  const res = await kit.call(kit.p, 'GET', `/api/partner/reviews?propertyId=${propertyId}`);
  expect(res.status).toBe(200);
  return (await readJson(res)).reviews as { id: number; hiddenAt: string | null; reply: unknown }[];
};

describe('a hidden review in the partner console', () => {
  it('is listed with when Restora hid it; a shown one is not marked', async () => {
    const [row] = await t.db
      .select({ hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(eq(reviews.id, hidden));
    const byId = new Map((await listed()).map((r) => [r.id, r]));
    expect(byId.get(hidden)).toMatchObject({ hiddenAt: row!.hiddenAt!.toISOString() });
    expect(byId.get(shown)).toMatchObject({ hiddenAt: null });
  });

  it('takes no new reply (422) and keeps the old one, which may still be removed', async () => {
    const res = await reply(hidden, 'A second try at an answer.');
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.message).toBe(REVIEW_HIDDEN_NO_REPLY);
    const [kept] = await t.db.select({ reply: reviews.reply }).from(reviews).where(eq(reviews.id, hidden));
    expect(kept!.reply).toBe('We are sorry to read this.');

    const removed = await kit.call(kit.p, 'DELETE', `/api/partner/reviews/${hidden}/reply`);
    expect(removed.status).toBe(200);
    expect(await readJson(removed)).toMatchObject({ id: hidden, reply: null });
  });

  it('leaves the reviews that are shown as they were: a reply is published', async () => {
    const res = await reply(shown, 'Thank you for staying with us.');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      hiddenAt: null,
      reply: { text: 'Thank you for staying with us.' },
    });
  });
});
