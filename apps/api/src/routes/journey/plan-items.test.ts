import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photos } from '../../db/schema/photos';
import { services } from '../../db/schema/services';
import { stayRooms } from '../../db/schema/stays';
import { journeyTestKit } from '../../test/journey-test-kit';
import { registerUser } from '../../test/test-app';

const kit = journeyTestKit();
const { call, newPlan } = kit;

describe('plan items', () => {
  it('adds stays, services and products in order, once each, and refuses targets that do not exist', async () => {
    const { cookie } = await registerUser(kit.t);
    const plan = await newPlan(cookie);
    const add = (kind: string, refId: number) =>
      call('POST', `/api/journey/plans/${plan.id}/items`, cookie, { kind, refId });
    expect((await add('stay', kit.stayIds[0]!)).status).toBe(201);
    expect((await add('service', kit.serviceIds[0]!)).status).toBe(201);
    const product = await add('product', kit.productIds[0]!);
    expect(product.status).toBe(201);
    expect(product.body).toMatchObject({
      created: true,
      item: { kind: 'product', refId: kit.productIds[0], position: 2, note: '' },
    });
    const again = await add('service', kit.serviceIds[0]!);
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    const missing = await add('stay', 999_999);
    expect(missing.status).toBe(404);
    expect((await add('hotel', 1)).status).toBe(400);

    const detail = (await call('GET', `/api/journey/plans/${plan.id}`, cookie)).body;
    expect(detail.items.map((i: { kind: string }) => i.kind)).toEqual(['stay', 'service', 'product']);
    expect(detail.items[0]).toMatchObject({
      title: expect.any(String),
      image: expect.stringMatching(/^\/images\//),
      priceCents: expect.any(Number),
    });
    expect(detail.itemCount).toBe(3);
  });

  it("shows a stay's cover photo from its partner, as the stay's own card does (one mapper)", async () => {
    const { cookie } = await registerUser(kit.t);
    const plan = await newPlan(cookie);
    const roomId = kit.stayIds[1]!;
    const [room] = await kit.t.db.select().from(stayRooms).where(eq(stayRooms.id, roomId));
    const variants = [{ width: 400, height: 300, avif: 'p/1-400.avif', webp: 'p/1-400.webp' }];
    const [photo] = await kit.t.db
      .insert(photos)
      .values({
        propertyId: room!.propertyId,
        roomId,
        position: 0,
        alt: 'The sea room at dawn',
        width: 400,
        height: 300,
        variants,
      })
      .returning({ id: photos.id });
    await call('POST', `/api/journey/plans/${plan.id}/items`, cookie, { kind: 'stay', refId: roomId });
    await call('POST', `/api/journey/plans/${plan.id}/items`, cookie, {
      kind: 'stay',
      refId: kit.stayIds[0]!,
    });
    const [withPhoto, without] = (await call('GET', `/api/journey/plans/${plan.id}`, cookie)).body.items;
    expect(withPhoto.photo).toMatchObject({
      id: photo!.id,
      alt: 'The sea room at dawn',
      width: 400,
      height: 300,
    });
    expect(withPhoto.photo.sizes).toHaveLength(1);
    expect(without.photo).toBeNull();
    expect(without.image).toMatch(/^\/images\//);
  });

  it('saves notes, removes items and reorders, and the order survives a re-read', async () => {
    const { cookie } = await registerUser(kit.t);
    const plan = await newPlan(cookie);
    const ids: number[] = [];
    for (const refId of kit.serviceIds.slice(0, 4)) {
      ids.push(
        (await call('POST', `/api/journey/plans/${plan.id}/items`, cookie, { kind: 'service', refId })).body
          .item.id,
      );
    }
    const note = await call('PATCH', `/api/journey/plans/${plan.id}/items/${ids[1]}`, cookie, {
      note: 'Book for day two',
    });
    expect(note.status).toBe(200);
    expect(note.body.note).toBe('Book for day two');
    expect(
      (
        await call('PATCH', `/api/journey/plans/${plan.id}/items/${ids[1]}`, cookie, {
          note: 'x'.repeat(1001),
        })
      ).status,
    ).toBe(400);

    const reordered = await call('PUT', `/api/journey/plans/${plan.id}/items/order`, cookie, {
      itemIds: [ids[3], ids[0], ids[2], ids[1]],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.items.map((i: { id: number }) => i.id)).toEqual([ids[3], ids[0], ids[2], ids[1]]);
    const reread = (await call('GET', `/api/journey/plans/${plan.id}`, cookie)).body;
    expect(reread.items.map((i: { id: number }) => i.id)).toEqual([ids[3], ids[0], ids[2], ids[1]]);
    expect(reread.items.map((i: { position: number }) => i.position)).toEqual([0, 1, 2, 3]);
    expect(reread.items[3].note).toBe('Book for day two');

    // A partial order puts those first; the rest follow in their old order.
    const partial = await call('PUT', `/api/journey/plans/${plan.id}/items/order`, cookie, {
      itemIds: [ids[1]],
    });
    expect(partial.body.items.map((i: { id: number }) => i.id)).toEqual([ids[1], ids[3], ids[0], ids[2]]);
    const foreign = await call('PUT', `/api/journey/plans/${plan.id}/items/order`, cookie, {
      itemIds: [ids[0], 999_999],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.itemIds).toBe('An item is not in this plan');
    expect(
      (await call('PUT', `/api/journey/plans/${plan.id}/items/order`, cookie, { itemIds: [ids[0], ids[0]] }))
        .status,
    ).toBe(400);

    expect((await call('DELETE', `/api/journey/plans/${plan.id}/items/${ids[0]}`, cookie)).status).toBe(204);
    expect((await call('DELETE', `/api/journey/plans/${plan.id}/items/${ids[0]}`, cookie)).status).toBe(404);
    const after = (await call('GET', `/api/journey/plans/${plan.id}`, cookie)).body;
    expect(after.items.map((i: { id: number }) => i.id)).toEqual([ids[1], ids[3], ids[2]]);
  });

  it('skips items whose stay, service or product no longer exists', async () => {
    const { cookie } = await registerUser(kit.t);
    const plan = await newPlan(cookie);
    const [gone] = await kit.t.db
      .insert(services)
      .values({
        title: 'Pop-up Session',
        description: 'Soon gone',
        type: 'other',
        category: 'Mindfulness',
        priceCents: 1000,
        durationMinutes: 30,
        imageUrl: '/images/services/service-01.svg',
      })
      .returning({ id: services.id });
    await call('POST', `/api/journey/plans/${plan.id}/items`, cookie, { kind: 'service', refId: gone!.id });
    await call('POST', `/api/journey/plans/${plan.id}/items`, cookie, {
      kind: 'stay',
      refId: kit.stayIds[1],
    });
    await kit.t.db.delete(services).where(eq(services.id, gone!.id));
    const detail = (await call('GET', `/api/journey/plans/${plan.id}`, cookie)).body;
    expect(detail.items.map((i: { kind: string; position: number }) => [i.kind, i.position])).toEqual([
      ['stay', 0],
    ]);
    expect(detail.itemCount).toBe(1);
    expect((await call('GET', '/api/journey/plans', cookie)).body.items[0].itemCount).toBe(1);
  });
});

describe('POST /api/journey/saved-items (+ Save on the quiz results)', () => {
  it("starts 'New Wellness Journey' for a user without plans, then saves into the newest plan", async () => {
    const { cookie } = await registerUser(kit.t);
    const first = await call('POST', '/api/journey/saved-items', cookie, {
      kind: 'stay',
      refId: kit.stayIds[2],
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      created: true,
      plan: { name: 'New Wellness Journey', itemCount: 1 },
      item: { kind: 'stay', refId: kit.stayIds[2] },
    });
    const again = await call('POST', '/api/journey/saved-items', cookie, {
      kind: 'stay',
      refId: kit.stayIds[2],
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, plan: { id: first.body.plan.id, itemCount: 1 } });

    const newer = await newPlan(cookie, { name: 'Autumn' });
    const second = await call('POST', '/api/journey/saved-items', cookie, {
      kind: 'product',
      refId: kit.productIds[1],
    });
    expect(second.body.plan).toMatchObject({ id: newer.id, name: 'Autumn', itemCount: 1 });
  });

  it('creates one plan, not two, when two saves arrive at once for a user without plans', async () => {
    const { cookie } = await registerUser(kit.t);
    const results = await Promise.all([
      call('POST', '/api/journey/saved-items', cookie, { kind: 'service', refId: kit.serviceIds[0] }),
      call('POST', '/api/journey/saved-items', cookie, { kind: 'service', refId: kit.serviceIds[1] }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const plans = (await call('GET', '/api/journey/plans', cookie)).body.items;
    expect(plans).toHaveLength(1);
    expect(plans[0].itemCount).toBe(2);
  });

  it('refuses an unknown target with 404 and creates no plan', async () => {
    const { cookie } = await registerUser(kit.t);
    expect(
      (await call('POST', '/api/journey/saved-items', cookie, { kind: 'product', refId: 999_999 })).status,
    ).toBe(404);
    expect((await call('GET', '/api/journey/plans', cookie)).body.items).toEqual([]);
  });
});
