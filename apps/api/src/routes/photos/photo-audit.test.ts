import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf, withAudit } from '../../test/audit-kit';
import { photosKit, testImage } from '../../test/photos-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// A partner's photo writes are recorded: upload, alt text and delete on the photo, reorder and cover on
// its property or room (docs/decisions/audit-trail.md).

let t: TestApp;
let kit: Awaited<ReturnType<typeof photosKit>>;
let jpeg: Buffer;
let pId: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = await photosKit(t);
  jpeg = await testImage({ width: 800, height: 600 });
  pId = await userIdOf(t, kit.p.cookie);
});
afterAll(() => t?.close());

describe('the audit trail of photos', () => {
  it('records an upload, a reorder, a new cover, an alt text and a deletion', async () => {
    const roomId = kit.p.roomIds[0]!;
    const room = `rooms/${roomId}`;
    const byP = { actorUserId: pId, actorRole: 'partner' };

    const uploaded = await withAudit(t.db, () => kit.upload(room, jpeg));
    const first = await readJson(uploaded.res);
    expect(uploaded.records).toHaveLength(1);
    expect(uploaded.records[0]).toMatchObject({
      ...byP,
      action: 'photo.upload',
      objectType: 'photo',
      objectId: String(first.id),
      before: null,
      after: { ...first, place: { scope: 'rooms', id: roomId } },
    });
    const second = await readJson(await kit.upload(room, jpeg));

    const reordered = await withAudit(t.db, () =>
      kit.send('PUT', `/api/partner/${room}/photos/order`, { photoIds: [second.id, first.id] }),
    );
    expect(reordered.records).toHaveLength(1);
    expect(reordered.records[0]).toMatchObject({
      ...byP,
      action: 'room.reorder-photos',
      objectType: 'room',
      objectId: String(roomId),
      before: { photoIds: [first.id, second.id] },
      after: { photoIds: [second.id, first.id] },
    });

    const covered = await withAudit(t.db, () => kit.send('POST', `/api/partner/photos/${first.id}/cover`));
    expect(covered.records.map((r) => [r.action, r.before, r.after])).toEqual([
      ['room.set-cover-photo', { photoIds: [second.id, first.id] }, { photoIds: [first.id, second.id] }],
    ]);

    const alt = await withAudit(t.db, () =>
      kit.send('PATCH', `/api/partner/photos/${second.id}`, { alt: 'Dawn' }),
    );
    expect(alt.records).toHaveLength(1);
    expect(alt.records[0]).toMatchObject({
      action: 'photo.update',
      objectId: String(second.id),
      before: { alt: '' },
      after: { alt: 'Dawn' },
    });

    const deleted = await withAudit(t.db, () => kit.send('DELETE', `/api/partner/photos/${second.id}`));
    expect(deleted.res.status).toBe(204);
    expect(deleted.records).toHaveLength(1);
    expect(deleted.records[0]).toMatchObject({
      ...byP,
      action: 'photo.delete',
      objectId: String(second.id),
      before: { id: second.id, alt: 'Dawn', position: 1 },
      after: null,
    });
  });

  it('records nothing for a refused write: not an image, a wrong order, another partner’s photo', async () => {
    const room = `rooms/${kit.p.roomIds[1]}`;
    const photo = await readJson(await kit.upload(room, jpeg));
    const refused = [
      await withAudit(t.db, () => kit.upload(room, new TextEncoder().encode('not an image'))),
      await withAudit(t.db, () =>
        kit.send('PUT', `/api/partner/${room}/photos/order`, { photoIds: [photo.id, 1] }),
      ),
      await withAudit(t.db, () =>
        kit.send('DELETE', `/api/partner/photos/${photo.id}`, undefined, kit.q.cookie),
      ),
      await withAudit(t.db, () => kit.upload(room, jpeg, kit.q.cookie)),
    ];
    expect(refused.map((r) => r.res.status)).toEqual([400, 400, 404, 404]);
    expect(refused.flatMap((r) => r.records)).toEqual([]);
  });
});
