import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stayRooms } from '../../db/schema/stays';
import { day, insertStay } from '../../test/fixtures';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

type StayPage = { title: string; reviewCount: number; reviews: { comment: string }[] };
const stayPage = async (id: number) => (await readJson(await t.request(`/api/stays/${id}`))) as StayPage;

// docs/decisions/catalogue-answers.md: a stay page is kept a few seconds, and a write that announces
// 'stays' (here a guest's review) forgets it at once.
describe('a kept stay page', () => {
  it('is reused until a write that changes it, which shows at once', async () => {
    const roomId = 4;
    const guest = await registerUser(t);
    const bookingId = await insertStay(t.db, {
      userId: guest.user.id,
      roomId,
      checkIn: day(-6),
      checkOut: day(-3),
    });
    const before = await stayPage(roomId);

    // A change written behind the API's back (no notice) waits for the kept page to expire...
    await t.db.update(stayRooms).set({ title: 'Renamed behind the API' }).where(eq(stayRooms.id, roomId));
    expect((await stayPage(roomId)).title).toBe(before.title);

    // ...while a review, which announces its change, shows on the next read with everything else fresh.
    const reviewed = await t.postJson(
      `/api/bookings/${bookingId}/review`,
      { rating: 4, comment: 'The garden at dawn.' },
      { headers: { cookie: guest.cookie } },
    );
    expect(reviewed.status).toBe(201);
    const after = await stayPage(roomId);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.reviews[0]?.comment).toBe('The garden at dawn.');
    expect(after.title).toBe('Renamed behind the API');
  });
});
