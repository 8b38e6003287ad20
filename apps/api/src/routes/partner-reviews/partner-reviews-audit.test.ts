import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf, withAudit } from '../../test/audit-kit';
import { listingsKit } from '../../test/listings-kit';
import { insertReview } from '../../test/reviews-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// A partner's reply to a review, and its removal, are recorded with the review before and after
// (docs/decisions/audit-trail.md).

let t: TestApp;
let kit: Awaited<ReturnType<typeof listingsKit>>;
let reviewId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await listingsKit(t);
  const property = await kit.createProperty();
  const room = await kit.createRoom(property.id);
  reviewId = await insertReview(t.db, { roomId: room.id });
});
afterAll(() => t.close());

const replyPath = (id: number) => `/api/partner/reviews/${id}/reply`;

describe('the audit trail of review replies', () => {
  it('records a reply and its removal', async () => {
    const pId = await userIdOf(t, kit.p);
    const replied = await withAudit(t.db, () =>
      kit.call(kit.p, 'PUT', replyPath(reviewId), { text: 'Thank you!' }),
    );
    expect(replied.res.status).toBe(200);
    expect(replied.records).toHaveLength(1);
    expect(replied.records[0]).toMatchObject({
      actorUserId: pId,
      actorRole: 'partner',
      action: 'review.reply',
      objectType: 'review',
      objectId: String(reviewId),
      before: { id: reviewId, reply: null },
      after: await readJson(replied.res),
    });
    expect(replied.records[0]!.after).toMatchObject({ reply: { text: 'Thank you!' } });

    const removed = await withAudit(t.db, () => kit.call(kit.p, 'DELETE', replyPath(reviewId)));
    expect(removed.records).toHaveLength(1);
    expect(removed.records[0]).toMatchObject({
      action: 'review.remove-reply',
      before: { reply: { text: 'Thank you!' } },
      after: { reply: null },
    });
  });

  it('records nothing for an empty reply or another partner’s review', async () => {
    const refused = [
      await withAudit(t.db, () => kit.call(kit.p, 'PUT', replyPath(reviewId), { text: '' })),
      await withAudit(t.db, () => kit.call(kit.q, 'PUT', replyPath(reviewId), { text: 'Not mine' })),
    ];
    expect(refused.map((r) => r.res.status)).toEqual([400, 404]);
    expect(refused.flatMap((r) => r.records)).toEqual([]);
  });
});
