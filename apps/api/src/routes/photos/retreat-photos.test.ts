import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../db/schema/photos';
import { retreats } from '../../db/schema/retreats';
import { FACILITATOR_PHOTO_NOT_OF_RETREAT } from '../../services/retreats/retreat-gallery';
import { retreatBody } from '../../test/partner-retreats-kit';
import { insertRetreat, photosKit, testImage } from '../../test/photos-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// Retreat and facilitator photos (docs/decisions/photos.md, "Retreat and facilitator photos").

let t: TestApp;
let kit: Awaited<ReturnType<typeof photosKit>>;
let jpeg: Buffer;
let retreatId: number;
let otherRetreatId: number;
let qRetreatId: number;

beforeAll(async () => {
  t = await createTestApp();
  kit = await photosKit(t);
  jpeg = await testImage({ width: 800, height: 600 });
  retreatId = await insertRetreat(t, kit.p.propertyId);
  otherRetreatId = await insertRetreat(t, kit.p.propertyId, 'Another week');
  qRetreatId = await insertRetreat(t, kit.q.propertyId, 'Quay week');
});
afterAll(() => t?.close());

const place = (id = retreatId) => `retreats/${id}`;
const ids = (list: { photos: { id: number }[] }) => list.photos.map((p) => p.id);
const facilitator = (photoId: number | null) => ({ name: 'Ana Lima', bio: 'Teaches yoga.', photoId });
const save = (id: number, photoId: number | null, cookie = kit.p.cookie) =>
  kit.send(
    'PUT',
    `/api/partner/retreats/${id}`,
    retreatBody(kit.p.propertyId, { facilitators: [facilitator(photoId)] }),
    cookie,
  );
const storedFacilitators = async (id: number) =>
  (await t.db.select({ f: retreats.facilitators }).from(retreats).where(eq(retreats.id, id)))[0]!.f;

describe('photos of a retreat', () => {
  it('are uploaded, listed and ordered by its partner, apart from the property’s own', async () => {
    const res = await kit.upload(place(), jpeg);
    expect(res.status).toBe(201);
    const first = await readJson(res);
    expect(first.sizes[0].webp).toMatch(/^\/uploads\/photos\//);
    const second = await readJson(await kit.upload(place(), jpeg));
    const list = await kit.list(place());
    expect(list).toMatchObject({ scope: 'retreats', id: retreatId, propertyId: kit.p.propertyId });
    expect(ids(list)).toEqual([first.id, second.id]);
    const [row] = await t.db.select().from(photos).where(eq(photos.id, first.id));
    expect(row).toMatchObject({ retreatId, propertyId: kit.p.propertyId, roomId: null });
    // Not the property's photos (nor its stay pages'), nor the other retreat's.
    expect(ids(await kit.list(`properties/${kit.p.propertyId}`))).toEqual([]);
    const stay = await readJson(await t.request(`/api/stays/${kit.p.roomIds[0]}`));
    expect([stay.photo, stay.photos]).toEqual([null, []]);
    expect(ids(await kit.list(place(otherRetreatId)))).toEqual([]);

    const reordered = await kit.send('PUT', `/api/partner/${place()}/photos/order`, {
      photoIds: [second.id, first.id],
    });
    expect(ids(await readJson(reordered))).toEqual([second.id, first.id]);
  });

  it('are another organisation’s business: 404; no partner 403; no account 401', async () => {
    const [photo] = (await kit.list(place())).photos;
    for (const res of [
      await kit.upload(place(), jpeg, kit.q.cookie),
      await kit.send('GET', `/api/partner/${place()}/photos`, undefined, kit.q.cookie),
      await kit.send('PUT', `/api/partner/${place()}/photos/order`, { photoIds: [] }, kit.q.cookie),
      await kit.send('PATCH', `/api/partner/photos/${photo.id}`, { alt: 'Mine now' }, kit.q.cookie),
      await kit.send('DELETE', `/api/partner/photos/${photo.id}`, undefined, kit.q.cookie),
    ])
      expect(res.status).toBe(404);
    expect((await kit.upload(place(), jpeg, kit.traveller.cookie)).status).toBe(403);
    expect((await kit.upload(place(), jpeg, '')).status).toBe(401);
    expect((await kit.list(place())).photos).toHaveLength(2);
    // P's own retreat photo: its alternative text is theirs to change.
    const alt = await kit.send('PATCH', `/api/partner/photos/${photo.id}`, { alt: 'The shala at dawn' });
    expect((await readJson(alt)).alt).toBe('The shala at dawn');
  });
});

describe('facilitator photos', () => {
  it('refuse a photo of another retreat or organisation with a field message, saving nothing', async () => {
    const [q] = await t.db
      .insert(photos)
      .values({
        propertyId: kit.q.propertyId,
        retreatId: qRetreatId,
        position: 0,
        width: 800,
        height: 600,
        variants: [{ width: 800, height: 600, avif: 'photos/q/800-0.avif', webp: 'photos/q/800-0.webp' }],
      })
      .returning({ id: photos.id });
    const before = await storedFacilitators(retreatId);
    const [own] = (await kit.list(place())).photos;
    for (const [id, photoId] of [
      [retreatId, q!.id],
      [otherRetreatId, own.id],
      [retreatId, 2_000_000],
    ] as const) {
      const res = await save(id, photoId);
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields).toEqual({
        'facilitators.0.photoId': FACILITATOR_PHOTO_NOT_OF_RETREAT,
      });
    }
    expect(await storedFacilitators(retreatId)).toEqual(before);
    const created = await kit.send(
      'POST',
      '/api/partner/retreats',
      retreatBody(kit.p.propertyId, { facilitators: [facilitator(own.id)] }),
    );
    expect(created.status).toBe(400);
  });

  it('show as the facilitator’s picture, and the other photos as the gallery, to guests', async () => {
    const [portrait, view] = (await kit.list(place())).photos;
    const saved = await save(retreatId, portrait.id);
    expect(saved.status).toBe(200);
    const partnerView = await readJson(saved);
    expect(partnerView.facilitators[0]).toMatchObject({ photoId: portrait.id, photo: { id: portrait.id } });
    expect(ids(partnerView)).toEqual([view.id]);

    await t.db.update(retreats).set({ status: 'published' }).where(eq(retreats.id, retreatId));
    const page = await readJson(await t.request(`/api/retreats/${retreatId}`));
    expect(page.facilitators[0]).toMatchObject({
      name: 'Ana Lima',
      photoId: portrait.id,
      imageUrl: portrait.sizes[0].webp,
      photo: { id: portrait.id, alt: portrait.alt, sizes: portrait.sizes },
    });
    expect(page.photos).toEqual([expect.objectContaining({ id: view.id, sizes: view.sizes })]);
    // The search card shows the cover (the first photo that is not a portrait) at a card's size.
    const card = async () => {
      const month = String(page.startDate).slice(0, 7);
      const list = await readJson(await t.request(`/api/retreats?month=${month}&pageSize=48`));
      return list.items.find((c: { id: number }) => c.id === retreatId);
    };
    const fit = view.sizes.find((s: { width: number }) => s.width >= 800) ?? view.sizes.at(-1);
    expect((await card()).imageUrl).toBe(fit.webp);

    // Deleting the portrait: the facilitator has none, and the gallery is unchanged.
    expect((await kit.send('DELETE', `/api/partner/photos/${portrait.id}`)).status).toBe(204);
    const after = await readJson(await t.request(`/api/retreats/${retreatId}`));
    expect(after.facilitators[0]).toMatchObject({ photoId: null, photo: null, imageUrl: null });
    expect(ids(after)).toEqual([view.id]);
    // Without photos the card shows the retreat's artwork again.
    expect((await kit.send('DELETE', `/api/partner/photos/${view.id}`)).status).toBe(204);
    expect((await card()).imageUrl).not.toMatch(/^\/uploads\//);
  });
});
