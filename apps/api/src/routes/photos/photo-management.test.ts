import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../db/schema/photos';
import type { FileStore } from '../../adapters/file-store';
import { uploadPhoto } from '../../services/photos/upload-photo';
import { filesUnder, photosKit, testImage } from '../../test/photos-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

let t: TestApp;
let kit: Awaited<ReturnType<typeof photosKit>>;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  kit = await photosKit(t);
  jpeg = await testImage({ width: 800, height: 600 });
});
afterAll(() => t?.close());

const ids = (list: { photos: { id: number }[] }) => list.photos.map((p) => p.id);

describe('managing photos', () => {
  it('reorders, sets the cover, edits alt text and deletes, renumbering behind', async () => {
    const room = `rooms/${kit.p.roomIds[0]}`;
    const added: number[] = [];
    for (let i = 0; i < 3; i++) added.push((await readJson(await kit.upload(room, jpeg))).id);
    expect(ids(await kit.list(room))).toEqual(added);

    const reordered = await readJson(
      await kit.send('PUT', `/api/partner/${room}/photos/order`, {
        photoIds: [added[2], added[0], added[1]],
      }),
    );
    expect(ids(reordered)).toEqual([added[2], added[0], added[1]]);
    expect(reordered.photos[0].isCover).toBe(true);
    // Not exactly this room's photos: refused, order unchanged.
    for (const photoIds of [
      [added[0], added[1]],
      [added[0], added[0], added[1]],
      [...added, 999_999],
    ]) {
      expect((await kit.send('PUT', `/api/partner/${room}/photos/order`, { photoIds })).status).toBe(400);
    }
    expect(ids(await kit.list(room))).toEqual([added[2], added[0], added[1]]);

    const covered = await readJson(await kit.send('POST', `/api/partner/photos/${added[1]}/cover`));
    expect(ids(covered)).toEqual([added[1], added[2], added[0]]);

    const alt = await kit.send('PATCH', `/api/partner/photos/${added[0]}`, { alt: '  Sea view at dawn ' });
    expect((await readJson(alt)).alt).toBe('Sea view at dawn');
    expect(
      (await kit.send('PATCH', `/api/partner/photos/${added[0]}`, { alt: 'x'.repeat(301) })).status,
    ).toBe(400);

    const coverFiles = (await kit.list(room)).photos[0].sizes.map((s: { webp: string }) => s.webp);
    expect((await kit.send('DELETE', `/api/partner/photos/${added[1]}`)).status).toBe(204);
    const after = await kit.list(room);
    expect(ids(after)).toEqual([added[2], added[0]]);
    expect(after.photos.map((p: { position: number; isCover: boolean }) => [p.position, p.isCover])).toEqual([
      [0, true],
      [1, false],
    ]);
    for (const url of coverFiles) expect((await t.request(url)).status).toBe(404);
  });

  it('keeps a property’s photos apart from its rooms’', async () => {
    const property = `properties/${kit.p.propertyId}`;
    const before = (await kit.list(property)).photos.length;
    const photo = await readJson(await kit.upload(property, jpeg));
    const list = await kit.list(property);
    expect(ids(list)).toContain(photo.id);
    expect(list.photos).toHaveLength(before + 1);
    // A property photo is not one of a room's: it cannot be put in a room's order.
    const room = `rooms/${kit.p.roomIds[0]}`;
    const roomIds = ids(await kit.list(room));
    expect(
      (await kit.send('PUT', `/api/partner/${room}/photos/order`, { photoIds: [...roomIds, photo.id] }))
        .status,
    ).toBe(400);
  });

  it('answers another organisation’s places and photos with 404, a traveller with 403, nobody with 401', async () => {
    const theirs = `rooms/${kit.q.roomIds[0]}`;
    const theirPhoto = (await readJson(await kit.upload(theirs, jpeg, kit.q.cookie))).id;
    const mine = ids(await kit.list(`rooms/${kit.p.roomIds[0]}`))[0];
    expect((await kit.upload(theirs, jpeg)).status).toBe(404);
    expect((await kit.upload(`properties/${kit.q.propertyId}`, jpeg)).status).toBe(404);
    expect(
      (await t.request(`/api/partner/${theirs}/photos`, { headers: { cookie: kit.p.cookie } })).status,
    ).toBe(404);
    expect(
      (await kit.send('PUT', `/api/partner/${theirs}/photos/order`, { photoIds: [theirPhoto] })).status,
    ).toBe(404);
    expect((await kit.send('POST', `/api/partner/photos/${theirPhoto}/cover`)).status).toBe(404);
    expect((await kit.send('PATCH', `/api/partner/photos/${theirPhoto}`, { alt: 'mine now' })).status).toBe(
      404,
    );
    expect((await kit.send('DELETE', `/api/partner/photos/${theirPhoto}`)).status).toBe(404);
    expect(
      (await kit.send('DELETE', `/api/partner/photos/${mine}`, undefined, kit.traveller.cookie)).status,
    ).toBe(403);
    expect((await kit.upload(theirs, jpeg, kit.traveller.cookie)).status).toBe(403);
    expect((await kit.upload(theirs, jpeg, '')).status).toBe(401);
    expect(
      (await t.request(`/api/partner/rooms/999999/photos`, { headers: { cookie: kit.p.cookie } })).status,
    ).toBe(404);
    expect(ids(await kit.list(theirs, kit.q.cookie))).toEqual([theirPhoto]);
  });

  it('leaves no row and no file when writing the files fails half-way', async () => {
    const rows = (await t.db.select({ n: count() }).from(photos))[0]!.n;
    const files = filesUnder(t.uploadsDir);
    let puts = 0;
    const failing: FileStore = {
      ...t.files,
      put: async (key, bytes) => {
        if (++puts === 3) throw new Error('disk full');
        await t.files.put(key, bytes);
      },
    };
    const userId = (
      await readJson(await t.request('/api/auth/session', { headers: { cookie: kit.p.cookie } }))
    ).user.id;
    await expect(
      uploadPhoto({
        db: t.db,
        events: t.events,
        store: failing,
        actor: { userId, role: 'partner' },
        scope: 'rooms',
        id: kit.p.roomIds[1]!,
        bytes: jpeg,
      }),
    ).rejects.toThrow('could not be saved');
    expect(puts).toBe(3);
    expect((await t.db.select({ n: count() }).from(photos))[0]!.n).toBe(rows);
    expect(filesUnder(t.uploadsDir)).toEqual(files);
  });
});
