import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { PROPERTY_NOT_FOUND, PUBLISH_NEEDS_ROOM } from '@restora/shared/domain/partner-listings';
import { properties, stayRooms } from '../../db/schema/stays';
import { listingsKit, propertyBody, roomBody } from '../../test/listings-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// A partner's properties (docs/decisions/partner-listings.md): create, read, save, publish; only its own.

let t: TestApp;
let kit: Awaited<ReturnType<typeof listingsKit>>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await listingsKit(t);
});
afterAll(() => t.close());

describe('POST /api/partner/properties', () => {
  it("makes an unpublished property of the partner's organisation, with every field kept", async () => {
    const body = propertyBody({ state: 'Lisboa' });
    const res = await kit.call(kit.p, 'POST', '/api/partner/properties', body);
    expect(res.status).toBe(201);
    const created = await readJson(res);
    const { state: _, ...rest } = body;
    expect(created).toMatchObject({ ...rest, state: 'Lisboa', published: false, rooms: [] });
    expect(created.organisation.name).toBe(kit.organisations[0]!.name);
    const again = await readJson(await kit.call(kit.p, 'GET', `/api/partner/properties/${created.id}`));
    expect(again).toEqual(created);
  });

  it('stores an empty state as none', async () => {
    const created = await kit.createProperty({ state: '  ' });
    expect(created.state).toBeNull();
  });

  it('names each invalid field and writes nothing', async () => {
    const before = await t.db.select({ id: properties.id }).from(properties);
    const res = await kit.call(
      kit.p,
      'POST',
      '/api/partner/properties',
      propertyBody({
        name: ' ',
        type: 'castle',
        latitude: 91,
        longitude: -181,
        amenities: ['Wi-Fi', 'Helipad'],
        wellnessFeatures: ['Meditation', 'Meditation'],
        checkInTime: '25:00',
        description: '',
      }),
    );
    expect(res.status).toBe(400);
    const { error } = await readJson(res);
    expect(error.fields).toMatchObject({
      name: "Enter the property's name",
      type: 'Choose the kind of property',
      latitude: 'The latitude is between -90 and 90',
      longitude: 'The longitude is between -180 and 180',
      checkInTime: 'Enter the check-in time as HH:MM, e.g. 15:00',
      description: 'Enter a description',
    });
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['amenities.1', 'wellnessFeatures']));
    expect(await t.db.select({ id: properties.id }).from(properties)).toHaveLength(before.length);
  });

  it('refuses coordinates sent as text', async () => {
    const res = await kit.call(kit.p, 'POST', '/api/partner/properties', propertyBody({ latitude: '38.7' }));
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields.latitude).toBe('Enter the latitude as a number');
  });

  it("refuses another organisation's id with a 404, a non-partner with a 403, a visitor with a 401", async () => {
    const [other] = await t.db
      .select({ id: properties.organisationId })
      .from(properties)
      .where(eq(properties.name, 'Cedar Tide Retreat'));
    const foreign = await kit.call(
      kit.p,
      'POST',
      '/api/partner/properties',
      propertyBody({ organisationId: other!.id }),
    );
    expect(foreign.status).toBe(404);
    const stranger = await kit.call(kit.traveller.cookie, 'POST', '/api/partner/properties', propertyBody());
    expect(stranger.status).toBe(403);
    expect((await readJson(stranger)).error.message).toBe(NOT_A_PARTNER);
    expect((await t.postJson('/api/partner/properties', propertyBody())).status).toBe(401);
  });
});

describe('GET and PUT /api/partner/properties/{id}', () => {
  it('saves the form and writes the lists to every room of the property', async () => {
    const created = await kit.createProperty();
    const roomA = await kit.createRoom(created.id);
    expect(roomA.property).toEqual({
      id: created.id,
      name: created.name,
      published: false,
      bookingMode: 'instant',
    });
    const [stored] = await t.db.select().from(stayRooms).where(eq(stayRooms.id, roomA.id));
    expect(stored).toMatchObject({
      amenities: ['Wi-Fi', 'Sauna'],
      wellnessFeatures: ['Yoga Classes', 'Breathwork'],
    });

    const body = propertyBody({
      name: 'Maré Baixa',
      city: 'Ericeira',
      amenities: ['Pool'],
      wellnessFeatures: [],
    });
    const res = await kit.call(kit.p, 'PUT', `/api/partner/properties/${created.id}`, body);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ name: 'Maré Baixa', city: 'Ericeira', amenities: ['Pool'] });
    const [room] = await t.db.select().from(stayRooms).where(eq(stayRooms.id, roomA.id));
    expect(room).toMatchObject({ amenities: ['Pool'], wellnessFeatures: [] });
    expect(room!.searchLocation).toContain('ericeira');
  });

  it("answers 404 for another organisation's property, and changes nothing", async () => {
    const created = await kit.createProperty();
    expect((await kit.call(kit.q, 'GET', `/api/partner/properties/${created.id}`)).status).toBe(404);
    const res = await kit.call(
      kit.q,
      'PUT',
      `/api/partner/properties/${created.id}`,
      propertyBody({ name: 'Taken' }),
    );
    expect(res.status).toBe(404);
    expect((await readJson(res)).error.message).toBe(PROPERTY_NOT_FOUND);
    const [row] = await t.db
      .select({ name: properties.name })
      .from(properties)
      .where(eq(properties.id, created.id));
    expect(row!.name).toBe(created.name);
    expect((await kit.call(kit.p, 'GET', '/api/partner/properties/999999')).status).toBe(404);
    expect(
      (await kit.call(kit.traveller.cookie, 'GET', `/api/partner/properties/${created.id}`)).status,
    ).toBe(403);
  });

  it("gives a seeded property its rooms' amenities and wellness features together", async () => {
    const [subak] = await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.name, 'Subak Rise Yoga Shala'));
    const rooms = await t.db.select().from(stayRooms).where(eq(stayRooms.propertyId, subak!.id));
    const detail = await readJson(await kit.call(kit.p, 'GET', `/api/partner/properties/${subak!.id}`));
    expect(detail.published).toBe(true);
    expect([...detail.amenities].sort()).toEqual([...new Set(rooms.flatMap((r) => r.amenities))].sort());
    expect(detail.amenities.length).toBeGreaterThan(0);
    expect([...detail.wellnessFeatures].sort()).toEqual(
      [...new Set(rooms.flatMap((r) => r.wellnessFeatures))].sort(),
    );
  });

  it('keeps the old values when a save is invalid', async () => {
    const created = await kit.createProperty();
    const res = await kit.call(
      kit.p,
      'PUT',
      `/api/partner/properties/${created.id}`,
      propertyBody({ latitude: -90.5 }),
    );
    expect(res.status).toBe(400);
    const again = await readJson(await kit.call(kit.p, 'GET', `/api/partner/properties/${created.id}`));
    expect(again).toEqual(created);
  });
});

describe('PUT /api/partner/properties/{id}/published', () => {
  it('publishes only with a room (409 before), and unpublishes', async () => {
    const created = await kit.createProperty();
    const early = await kit.publish(created.id, true);
    expect(early.status).toBe(409);
    expect((await readJson(early)).error.message).toBe(PUBLISH_NEEDS_ROOM);
    await kit.createRoom(created.id);
    const res = await kit.publish(created.id, true);
    expect(res.status).toBe(200);
    expect((await readJson(res)).published).toBe(true);
    const rooms = await t.db
      .select({ published: stayRooms.published })
      .from(stayRooms)
      .where(eq(stayRooms.propertyId, created.id));
    expect(rooms).toEqual([{ published: true }]);
    const home = await readJson(await kit.call(kit.p, 'GET', '/api/partner/me'));
    const listed = home.organisations[0].properties.find((x: { id: number }) => x.id === created.id);
    expect(listed).toMatchObject({ published: true, roomCount: 1 });

    expect((await readJson(await kit.publish(created.id, false))).published).toBe(false);
    expect((await kit.publish(created.id, true, kit.q)).status).toBe(404);
    expect(
      (await kit.call(kit.p, 'PUT', `/api/partner/properties/${created.id}/published`, { published: 'yes' }))
        .status,
    ).toBe(400);
  });

  it('publishes a room added later to a published property at once', async () => {
    const created = await kit.createProperty();
    await kit.createRoom(created.id);
    await kit.publish(created.id, true);
    const second = await kit.createRoom(created.id, roomBody({ title: 'Pine Room' }));
    expect(second.property.published).toBe(true);
    const found = await kit.search(`location=${encodeURIComponent(created.city)}`);
    expect(found.items.map((i: { id: number }) => i.id)).toContain(second.id);
  });
});
