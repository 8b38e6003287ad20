import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_NOT_FOUND } from '@restora/shared/domain/partner-listings';
import { SERVICE_NOT_FOUND } from '@restora/shared/domain/partner-services';
import { services } from '../../db/schema/services';
import { seedServices } from '../../db/seed/services-data';
import { postAs } from '../../test/booking-kit';
import { serviceBody, servicesBody, servicesKit } from '../../test/services-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// A partner's own services (docs/decisions/partner-services.md): created and edited by the members of the
// property's organisation only, validated field by field, on show to travellers at once.

let t: TestApp;
let kit: Awaited<ReturnType<typeof servicesKit>>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await servicesKit(t);
});
afterAll(() => t.close());

const publicList = async (listingId?: number) =>
  (await readJson(await t.request(`/api/services${listingId ? `?listingId=${listingId}` : ''}`))).items as {
    id: number;
    title: string;
    priceCents: number;
  }[];

describe('partner services', () => {
  it('adds a service with its category artwork; travellers see it with the property at once', async () => {
    const before = await publicList(kit.room.id);
    const res = await kit.call(kit.p, 'POST', '/api/partner/services', serviceBody(kit.property.id));
    expect(res.status).toBe(201);
    const created = await readJson(res);
    const { propertyId: _, ...fields } = serviceBody(kit.property.id);
    expect(created).toMatchObject({
      ...fields,
      property: { id: kit.property.id, name: kit.property.name },
      imageUrl: '/images/services/yoga.svg',
    });
    expect(await readJson(await kit.call(kit.p, 'GET', `/api/partner/services/${created.id}`))).toEqual(
      created,
    );

    const after = await publicList(kit.room.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ id: created.id, priceCents: 4550, propertyName: kit.property.name });
    // Offered by its property only: the general list does not carry it.
    expect((await publicList()).map((s) => s.id)).not.toContain(created.id);
    expect(await readJson(await t.request(`/api/services/${created.id}`))).toMatchObject({
      title: 'Cliff-top Sunrise Yoga',
      durationMinutes: 60,
    });
  });

  it('saves a change that the public pages show at once, artwork following the category', async () => {
    const created = await kit.createService();
    const body = serviceBody(kit.property.id, {
      title: 'Hot Stone Massage',
      type: 'spa',
      category: 'Massage',
      priceCents: 9_900,
      durationMinutes: 90,
      capacityPerDay: 3,
    });
    const res = await kit.call(kit.p, 'PUT', `/api/partner/services/${created.id}`, body);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      title: 'Hot Stone Massage',
      capacityPerDay: 3,
      imageUrl: '/images/services/massage.svg',
    });
    expect(await readJson(await t.request(`/api/services/${created.id}`))).toMatchObject({
      title: 'Hot Stone Massage',
      priceCents: 9900,
      durationMinutes: 90,
      category: 'Massage',
    });
    expect((await publicList(kit.room.id)).find((s) => s.id === created.id)?.priceCents).toBe(9900);
  });

  it("lists the caller's services with their property, and one property's with propertyId", async () => {
    const other = await kit.createProperty();
    const mine = await kit.createService({ title: 'Tide Pool Walk', type: 'fitness', category: 'Outdoors' });
    const elsewhere = await kit.call(
      kit.p,
      'POST',
      '/api/partner/services',
      serviceBody(other.id, { title: 'Sauna Ritual', type: 'spa', category: 'Thermal' }),
    );
    const theirs = await readJson(elsewhere);
    const all = (await readJson(await kit.call(kit.p, 'GET', '/api/partner/services'))).items;
    expect(all.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(all.find((s: { id: number }) => s.id === theirs.id).property).toEqual({
      id: other.id,
      name: other.name,
    });
    const one = (await readJson(await kit.call(kit.p, 'GET', `/api/partner/services?propertyId=${other.id}`)))
      .items;
    expect(one.map((s: { id: number }) => s.id)).toEqual([theirs.id]);
    // Q's list has none of P's.
    const qs = (await readJson(await kit.call(kit.q, 'GET', '/api/partner/services'))).items;
    expect(qs.map((s: { id: number }) => s.id)).not.toContain(mine.id);
    expect((await kit.call(kit.p, 'GET', '/api/partner/services?propertyId=abc')).status).toBe(400);
  });

  it('names each invalid field with a message and writes nothing', async () => {
    const before = await t.db.$count(services);
    const res = await kit.call(kit.p, 'POST', '/api/partner/services', {
      propertyId: 'x',
      title: ' ',
      description: '',
      type: 'surfing',
      category: 'Karaoke',
      priceCents: -1,
      durationMinutes: 2,
      capacityPerDay: 0,
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({
      propertyId: 'Choose the property that offers the service',
      title: "Enter the service's name",
      description: 'Enter a description',
      type: 'Choose the type of service',
      category: 'Choose a category from the list',
      priceCents: 'The price cannot be negative',
      durationMinutes: 'The duration is at least 5 minutes',
      capacityPerDay: 'Take at least 1 booking a day',
    });
    const tooMuch = await kit.call(
      kit.p,
      'POST',
      '/api/partner/services',
      serviceBody(kit.property.id, {
        title: 'x'.repeat(121),
        priceCents: 12.5,
        durationMinutes: 1_441,
        capacityPerDay: 501,
      }),
    );
    expect((await readJson(tooMuch)).error.fields).toEqual({
      title: 'Keep it under 120 characters',
      priceCents: 'The price is in whole cents',
      durationMinutes: 'The duration is at most 1,440 minutes',
      capacityPerDay: 'Take at most 500 bookings a day',
    });
    const created = await kit.createService();
    const bad = await kit.call(
      kit.p,
      'PUT',
      `/api/partner/services/${created.id}`,
      serviceBody(kit.property.id, { capacityPerDay: 2.5 }),
    );
    expect((await readJson(bad)).error.fields).toEqual({
      capacityPerDay: 'The capacity per day is a whole number',
    });
    expect(await t.db.$count(services)).toBe(before + 1);
    expect(await readJson(await kit.call(kit.p, 'GET', `/api/partner/services/${created.id}`))).toEqual(
      created,
    );
  });

  it("is a 404 for another organisation's partner and for general services, 403 for a non-partner, 401 signed out", async () => {
    const created = await kit.createService();
    const [general] = await publicList();
    for (const [method, path, body] of [
      ['GET', `/api/partner/services/${created.id}`, undefined],
      ['PUT', `/api/partner/services/${created.id}`, serviceBody(kit.property.id, { title: 'Mine now' })],
    ] as const) {
      const res = await kit.call(kit.q, method, path, body);
      expect(res.status).toBe(404);
      expect((await readJson(res)).error.message).toBe(SERVICE_NOT_FOUND);
      expect((await kit.call(kit.traveller.cookie, method, path, body)).status).toBe(403);
      expect((await kit.call('', method, path, body)).status).toBe(401);
    }
    expect((await kit.call(kit.p, 'GET', `/api/partner/services/${general!.id}`)).status).toBe(404);
    // A new service, or a move, to a property of another organisation: that property does not exist.
    const qProperty = await kit.createProperty({}, kit.q);
    const foreign = await kit.call(kit.p, 'POST', '/api/partner/services', serviceBody(qProperty.id));
    expect(foreign.status).toBe(404);
    expect((await readJson(foreign)).error.message).toBe(PROPERTY_NOT_FOUND);
    const move = await kit.call(
      kit.p,
      'PUT',
      `/api/partner/services/${created.id}`,
      serviceBody(qProperty.id),
    );
    expect(move.status).toBe(404);
    expect((await readJson(await t.request(`/api/services/${created.id}`))).propertyId).toBe(kit.property.id);
    expect((await kit.call(kit.traveller.cookie, 'GET', '/api/partner/services')).status).toBe(403);
    expect(
      (await kit.call(kit.traveller.cookie, 'POST', '/api/partner/services', serviceBody(1))).status,
    ).toBe(403);
  });

  it("leaves the site with its property: an unpublished property's service cannot be opened or booked", async () => {
    const created = await kit.createService();
    const publish = (published: boolean) =>
      kit.call(kit.p, 'PUT', `/api/partner/properties/${kit.property.id}/published`, { published });
    const book = async () =>
      postAs(t, '/api/bookings/services', (await registerUser(t)).cookie, servicesBody([[created.id, 5]]));
    expect((await publish(false)).status).toBe(200);
    expect((await t.request(`/api/services/${created.id}`)).status).toBe(404);
    expect((await book()).status).toBe(404);
    expect((await publish(true)).status).toBe(200);
    expect((await t.request(`/api/services/${created.id}`)).status).toBe(200);
    expect((await book()).status).toBe(201);
  });

  it('gives the sample services a capacity of 20 a day', async () => {
    const titles = seedServices.map((s) => s.title);
    const rows = await t.db
      .select({ capacity: services.capacityPerDay })
      .from(services)
      .where(inArray(services.title, titles));
    expect(rows).toHaveLength(titles.length);
    expect(rows.every((r) => r.capacity === 20)).toBe(true);
  });
});
