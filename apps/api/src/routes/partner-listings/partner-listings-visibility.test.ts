import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, stayRooms } from '../../db/schema/stays';
import { postAs, stayBody } from '../../test/booking-kit';
import { day } from '../../test/fixtures';
import { listingsKit } from '../../test/listings-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// What travellers see of a partner's property as it is published and unpublished, and the room's own
// cleaning fee in its quote (docs/decisions/partner-listings.md, prices-and-quotes.md).

let t: TestApp;
let kit: Awaited<ReturnType<typeof listingsKit>>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await listingsKit(t);
});
afterAll(() => t.close());

const ids = (answer: { items: { id: number }[] }) => answer.items.map((i) => i.id);
const quiz = 'focus=relax&environment=beach&intensity=1&duration=week&budget=5000&activities=Yoga';

/** The cookie of the demo partner whose organisation runs the room's property, if P or Q. */
async function ownerOf(roomId: number) {
  const [row] = await t.db
    .select({ organisationId: properties.organisationId, propertyId: properties.id })
    .from(stayRooms)
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .where(eq(stayRooms.id, roomId));
  const home = async (cookie: string) =>
    (await readJson(await kit.call(cookie, 'GET', '/api/partner/me'))).organisations[0].id as number;
  const cookie =
    row!.organisationId === (await home(kit.p))
      ? kit.p
      : row!.organisationId === (await home(kit.q))
        ? kit.q
        : null;
  return { cookie, propertyId: row!.propertyId };
}

describe('publishing and unpublishing', () => {
  it("shows a published property's room everywhere and hides it at once when unpublished; bookings stand", async () => {
    const property = await kit.createProperty();
    const room = await kit.createRoom(property.id, { priceCents: 18_000, cleaningFeeCents: 4_000 });
    const where = `location=${encodeURIComponent(property.city)}`;
    // Unpublished: not found, no page, no quote.
    expect((await kit.search(where)).total).toBe(0);
    expect((await t.request(`/api/stays/${room.id}`)).status).toBe(404);

    expect((await kit.publish(property.id, true)).status).toBe(200);
    const found = await kit.search(where);
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      id: room.id,
      title: 'Dune Suite',
      priceCents: 18_000,
      propertyName: property.name,
    });
    expect((await t.request(`/api/stays/${room.id}`)).status).toBe(200);
    const options = await readJson(await t.request('/api/stays/filter-options'));
    expect(options.locations).toContainEqual({ city: property.city, state: null, country: 'Portugal' });

    // The room's own cleaning fee is in the quote and in what a traveller pays.
    const quote = await readJson(
      await t.request(`/api/stays/${room.id}/quote?checkIn=${day(40)}&checkOut=${day(42)}&guests=2`),
    );
    expect(quote.lines).toEqual([
      { kind: 'nights', label: '$180 x 2 nights', amountCents: 36_000 },
      { kind: 'cleaning', label: 'Cleaning fee', amountCents: 4000 },
      { kind: 'service', label: 'Service fee', amountCents: 3000 },
      { kind: 'taxes', label: 'Taxes', amountCents: 4300 },
    ]);
    expect(quote.totalCents).toBe(47_300);
    const paid = await postAs(t, '/api/bookings/stays', kit.traveller.cookie, stayBody(room.id, 40, 42));
    expect(paid.status).toBe(201);
    const booking = (await readJson(paid)).bookings[0];
    expect(booking.totalCents).toBe(47_300);

    expect((await kit.publish(property.id, false)).status).toBe(200);
    expect((await kit.search(where)).total).toBe(0);
    expect((await t.request(`/api/stays/${room.id}`)).status).toBe(404);
    expect(
      (await t.request(`/api/stays/${room.id}/quote?checkIn=${day(50)}&checkOut=${day(51)}&guests=1`)).status,
    ).toBe(404);
    expect((await t.request(`/api/stays/${room.id}/booked-dates?from=${day(1)}&to=${day(60)}`)).status).toBe(
      404,
    );
    const hidden = await readJson(await t.request('/api/stays/filter-options'));
    expect(hidden.locations.map((l: { city: string }) => l.city)).not.toContain(property.city);
    expect(
      (await postAs(t, '/api/bookings/stays', kit.traveller.cookie, stayBody(room.id, 50, 51))).status,
    ).toBe(404);
    // The traveller's booking stands and is listed.
    const mine = await readJson(
      await t.request('/api/bookings', { headers: { cookie: kit.traveller.cookie } }),
    );
    expect(mine.items).toContainEqual(
      expect.objectContaining({ id: booking.id, roomId: room.id, status: 'confirmed', totalCents: 47_300 }),
    );

    expect((await kit.publish(property.id, true)).status).toBe(200);
    expect(ids(await kit.search(where))).toEqual([room.id]);
  });

  it('counts a date search without filters as before: a booked room of an unpublished property is in neither count', async () => {
    const property = await kit.createProperty();
    const room = await kit.createRoom(property.id);
    await kit.publish(property.id, true);
    expect(
      (await postAs(t, '/api/bookings/stays', kit.traveller.cookie, stayBody(room.id, 70, 72))).status,
    ).toBe(201);
    const dates = `dateFrom=${day(70)}&dateTo=${day(72)}`;
    const [withDates, without] = [(await kit.search(dates)).total, (await kit.search('')).total];
    await kit.publish(property.id, false);
    expect((await kit.search(dates)).total).toBe(withDates);
    expect((await kit.search('')).total).toBe(without - 1);
  });

  it('takes an unpublished property out of featured stays and the quiz', async () => {
    const featured = await readJson(await t.request('/api/stays/featured'));
    let target: { cookie: string | null; propertyId: number } | undefined;
    for (const id of ids(featured)) {
      target = await ownerOf(id);
      if (target.cookie) break;
    }
    expect(target?.cookie).toBeTruthy();
    const rooms = (
      await t.db
        .select({ id: stayRooms.id })
        .from(stayRooms)
        .where(eq(stayRooms.propertyId, target!.propertyId))
    ).map((r) => r.id);
    const suggested = async () =>
      (await readJson(await t.request(`/api/quiz/recommendations?${quiz}`))).items
        .filter((i: { kind: string }) => i.kind === 'stay')
        .map((i: { id: number }) => i.id);

    expect((await kit.publish(target!.propertyId, false, target!.cookie!)).status).toBe(200);
    const after = ids(await readJson(await t.request('/api/stays/featured')));
    expect(after).toHaveLength(featured.items.length);
    expect(after.filter((id) => rooms.includes(id))).toEqual([]);
    expect((await suggested()).filter((id: number) => rooms.includes(id))).toEqual([]);
    const hiddenRows = await t.db
      .select({ published: stayRooms.published })
      .from(stayRooms)
      .where(inArray(stayRooms.id, rooms));
    expect(hiddenRows.every((r) => !r.published)).toBe(true);

    await kit.publish(target!.propertyId, true, target!.cookie!);
    expect(ids(await readJson(await t.request('/api/stays/featured')))).toEqual(ids(featured));
  });
});
