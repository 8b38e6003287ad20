import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema/conversations';
import { conversationsKit, expectStatus } from '../../test/conversations-kit';
import { bookPlace, insertRetreat } from '../../test/retreat-kit';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';

// A retreat place's thread with the host (docs/decisions/conversations.md, "Booking threads").

let t: TestApp;
let kit: Awaited<ReturnType<typeof conversationsKit>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await conversationsKit(t);
});
afterAll(() => t.close());

describe('a retreat place’s thread', () => {
  it('opens once when the place is confirmed, about the retreat and the place, for the guest and every member', async () => {
    const guest = await registerUser(t);
    const { retreatId, optionIds } = await insertRetreat(t.db, { propertyId: kit.things.room.propertyId });
    const place = await expectStatus(
      bookPlace(t, guest.cookie, retreatId, { optionId: optionIds[0]!, people: 1 }),
      201,
    );
    const placeId: number = place.id;
    const [thread] = (await expectStatus(kit.get(guest, '/api/conversations'), 200)).conversations;
    expect(thread.about).toMatchObject({ retreatBookingId: placeId, retreat: { id: retreatId } });
    expect(thread.lastMessage).toBeNull();
    const seenByB = await expectStatus(kit.get(kit.memberB, `/api/partner/conversations/${thread.id}`), 200);
    expect(seenByB.about.retreatBookingId).toBe(placeId);
    // The place is confirmed once, whatever else is told of it later: one thread.
    const threads = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.retreatBookingId, placeId));
    expect(threads).toHaveLength(1);
  });
});
