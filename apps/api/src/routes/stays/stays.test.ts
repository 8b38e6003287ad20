import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { properties, stayRooms } from '../../db/schema/stays';
import { day, insertStay, insertUser } from '../../test/fixtures';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

let t: TestApp;
let allRooms: {
  id: number;
  priceCents: number;
  maxGuests: number;
  amenities: string[];
  wellnessFeatures: string[];
  rating: number | null;
  recommendedScore: number;
  country: string;
  state: string | null;
  city: string;
  type: string;
}[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  allRooms = await t.db
    .select({
      id: stayRooms.id,
      priceCents: stayRooms.priceCents,
      maxGuests: stayRooms.maxGuests,
      amenities: stayRooms.amenities,
      wellnessFeatures: stayRooms.wellnessFeatures,
      rating: stayRooms.rating,
      recommendedScore: stayRooms.recommendedScore,
      country: properties.country,
      state: properties.state,
      city: properties.city,
      type: properties.type,
    })
    .from(stayRooms)
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId));
});
afterAll(() => t.close());

const search = async (qs: string) => {
  const res = await t.request(`/api/stays${qs ? `?${qs}` : ''}`);
  expect(res.status, qs).toBe(200);
  return readJson(res) as Promise<{
    items: {
      id: number;
      priceCents: number;
      rating: number | null;
      maxGuests: number;
      amenities: string[];
      propertyType: string;
    }[];
    total: number;
    page: number;
    pageCount: number;
  }>;
};
const everything = async (qs: string) =>
  (await search(`${qs}&pageSize=48`)).items.map((i) => i.id).sort((a, b) => a - b);
const ids = (rooms: typeof allRooms) => rooms.map((r) => r.id).sort((a, b) => a - b);

describe('GET /api/stays', () => {
  it('pages every room in recommended order and counts them all', async () => {
    const first = await search('');
    expect(first.total).toBe(allRooms.length);
    expect(first.items).toHaveLength(12);
    expect(first.pageCount).toBe(Math.ceil(allRooms.length / 12));
    const byScore = [...allRooms].sort((a, b) => b.recommendedScore - a.recommendedScore || a.id - b.id);
    expect(first.items.map((i) => i.id)).toEqual(byScore.slice(0, 12).map((r) => r.id));

    const seen = new Set<number>();
    for (let page = 1; page <= first.pageCount; page++) {
      for (const item of (await search(`page=${page}`)).items) seen.add(item.id);
    }
    expect(seen.size).toBe(allRooms.length);
  });

  it('matches the location case-insensitively in city, state or country', async () => {
    const bali = allRooms.filter((r) => r.state === 'Bali');
    expect(bali.length).toBeGreaterThan(0);
    expect(await everything('location=bAlI')).toEqual(ids(bali));
    expect(await everything('location=INDONES')).toEqual(
      ids(allRooms.filter((r) => r.country === 'Indonesia')),
    );
    expect(await everything('location=ubu')).toEqual(ids(allRooms.filter((r) => r.city === 'Ubud')));
    expect((await search('location=%25')).total).toBe(0);
  });

  it('keeps rooms for at least the number of guests', async () => {
    expect(await everything('guests=4')).toEqual(ids(allRooms.filter((r) => r.maxGuests >= 4)));
  });

  it('filters by property type and by price in cents, inclusive; $500 means no upper bound', async () => {
    expect(await everything('propertyType=yoga_studio')).toEqual(
      ids(allRooms.filter((r) => r.type === 'yoga_studio')),
    );
    expect(await everything('minPriceCents=10000&maxPriceCents=20000')).toEqual(
      ids(allRooms.filter((r) => r.priceCents >= 10_000 && r.priceCents <= 20_000)),
    );
    expect((await search('minPriceCents=0&maxPriceCents=50000')).total).toBe(allRooms.length);
  });

  it('keeps only rooms with every selected amenity and wellness feature', async () => {
    const wanted = allRooms.filter((r) => r.amenities.includes('Pool') && r.amenities.includes('Wi-Fi'));
    expect(await everything('amenities=Pool,Wi-Fi')).toEqual(ids(wanted));
    const withBoth = allRooms.filter(
      (r) => r.wellnessFeatures.includes('Yoga Classes') && r.wellnessFeatures.includes('Meditation'),
    );
    expect(await everything('wellness=Yoga%20Classes,Meditation')).toEqual(ids(withBoth));
  });

  it('reads a wellness goal as any of its features', async () => {
    const sleep = ['Sleep Programs', 'Meditation', 'Sound Healing', 'Thermal Baths'];
    expect(await everything('wellness=Better%20Sleep')).toEqual(
      ids(allRooms.filter((r) => r.wellnessFeatures.some((f) => sleep.includes(f)))),
    );
  });

  it('sorts by price both ways and by rating with unrated rooms last', async () => {
    const up = (await search('sort=price_asc&pageSize=48')).items.map((i) => i.priceCents);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await search('sort=price_desc&pageSize=48')).items.map((i) => i.priceCents);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const ratings = (await search('sort=rating&pageSize=48')).items.map((i) => i.rating);
    const rated = ratings.filter((r): r is number => r !== null);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    expect(ratings.slice(rated.length).every((r) => r === null)).toBe(true);
  });

  it('leaves out rooms booked on any night of the dates, but not back-to-back or cancelled stays', async () => {
    const userId = await insertUser(t.db);
    const [a, b] = allRooms;
    await insertStay(t.db, { userId, roomId: a!.id, checkIn: day(40), checkOut: day(43) });
    await insertStay(t.db, {
      userId,
      roomId: b!.id,
      checkIn: day(40),
      checkOut: day(43),
      status: 'cancelled',
    });
    const overlapping = await everything(`dateFrom=${day(42)}&dateTo=${day(45)}`);
    expect(overlapping).not.toContain(a!.id);
    expect(overlapping).toContain(b!.id);
    expect(overlapping).toHaveLength(allRooms.length - 1);
    expect(await everything(`dateFrom=${day(43)}&dateTo=${day(45)}`)).toContain(a!.id);
    expect(await everything(`dateFrom=${day(38)}&dateTo=${day(40)}`)).toContain(a!.id);
  });

  it('counts what is left on the dates the same with and without filters: booked rooms elsewhere do not count', async () => {
    const userId = await insertUser(t.db);
    const [inCity, ...rest] = allRooms;
    const elsewhere = rest.find((r) => r.city !== inCity!.city)!;
    const sameCity = allRooms.filter((r) => r.city === inCity!.city);
    await insertStay(t.db, { userId, roomId: inCity!.id, checkIn: day(120), checkOut: day(123) });
    await insertStay(t.db, { userId, roomId: elsewhere.id, checkIn: day(120), checkOut: day(123) });
    const dates = `dateFrom=${day(121)}&dateTo=${day(122)}`;
    const city = `location=${encodeURIComponent(inCity!.city)}`;
    expect((await search(dates)).total).toBe(allRooms.length - 2);
    const inTown = await search(`${city}&${dates}&pageSize=48`);
    expect(inTown.total).toBe(sameCity.length - 1);
    expect(inTown.items).toHaveLength(sameCity.length - 1);
    // Asked twice (the second answer comes from the kept set of the city's rooms): the same.
    expect((await search(`${city}&${dates}`)).total).toBe(sameCity.length - 1);
  });

  it.each([
    ['guests=abc', 'guests'],
    ['guests=0', 'guests'],
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    ['pageSize=500', 'pageSize'],
    ['propertyType=castle', 'propertyType'],
    ['dateFrom=2026-02-30&dateTo=2026-03-02', 'dateFrom'],
    [`dateFrom=${day(5)}`, 'dateTo'],
    [`dateFrom=${day(5)}&dateTo=${day(5)}`, 'dateTo'],
    ['minPriceCents=30000&maxPriceCents=10000', 'maxPriceCents'],
    ['minPriceCents=-5', 'minPriceCents'],
    ['minPriceCents=12.5', 'minPriceCents'],
  ])('answers %s with a 400 naming %s', async (qs, field) => {
    const res = await t.request(`/api/stays?${qs}`);
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toContain(field);
  });
});

describe('featured stays and filter options', () => {
  it('gives the first 4 stays rated 4.5 or more', async () => {
    const { items } = await readJson(await t.request('/api/stays/featured'));
    expect(items).toHaveLength(4);
    for (const item of items) expect(item.rating).toBeGreaterThanOrEqual(4.5);
  });

  it('lists each location once, and the vocabularies', async () => {
    const options = await readJson(await t.request('/api/stays/filter-options'));
    const keys = options.locations.map((l: { city: string; country: string }) => `${l.city}|${l.country}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(new Set(allRooms.map((r) => `${r.city}|${r.country}`)).size);
    expect(options.amenities).toContain('Pool');
    expect(options.wellnessFeatures).toContain('Meditation');
    expect(options.wellnessGoals).toContain('Stress Relief');
  });
});

describe('GET /api/stays/{id}', () => {
  it('returns the room with its property and location', async () => {
    const room = allRooms[0]!;
    const res = await t.request(`/api/stays/${room.id}`);
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body).toMatchObject({
      id: room.id,
      priceCents: room.priceCents,
      location: { city: room.city, country: room.country },
    });
    expect(body.images.length).toBeGreaterThanOrEqual(3);
    expect(body.propertyDescription.length).toBeGreaterThan(50);
    expect(typeof body.location.latitude).toBe('number');
  });

  it('gives every stay in the catalogue coordinates, which a property cannot be saved without', async () => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const body = await readJson(await t.request(`/api/stays?pageSize=48&page=${page}`));
      ids.push(...body.items.map((item: { id: number }) => item.id));
      if (page >= body.pageCount) break;
    }
    expect(ids.sort((a, b) => a - b)).toEqual(allRooms.map((r) => r.id).sort((a, b) => a - b));
    for (const id of ids) {
      const { location } = await readJson(await t.request(`/api/stays/${id}`));
      expect(location.latitude, `room ${id}`).toBeGreaterThanOrEqual(-90);
      expect(location.latitude, `room ${id}`).toBeLessThanOrEqual(90);
      expect(location.longitude, `room ${id}`).toBeGreaterThanOrEqual(-180);
      expect(location.longitude, `room ${id}`).toBeLessThanOrEqual(180);
    }
    await expect(
      t.db.execute(sql`
        insert into properties (name, description, type, address, city, country)
        values ('No Map House', 'Nowhere', 'spa_resort', '1 Road', 'Ubud', 'Indonesia')`),
    ).rejects.toThrow();
  });

  it('answers an unknown id with 404 and a bad one with 400', async () => {
    expect((await t.request('/api/stays/99999')).status).toBe(404);
    expect((await t.request('/api/stays/abc')).status).toBe(400);
  });

  it('answers input the database cannot take (a NUL character, the year 0000) with 400', async () => {
    const search = await t.request('/api/stays?location=Bali%00');
    expect(search.status).toBe(400);
    expect((await readJson(search)).error.fields).toEqual({ location: 'Must not contain the NUL character' });
    const quote = await t.request('/api/stays/1/quote?checkIn=0000-01-01&checkOut=0000-01-03&guests=1');
    expect(quote.status).toBe(400);
    expect((await readJson(quote)).error.fields.checkIn).toBe('This date does not exist');
  });
});

describe('the database itself', () => {
  it('refuses overlapping confirmed stays of one room, allows back-to-back and cancelled ones', async () => {
    const userId = await insertUser(t.db);
    const r = allRooms[7]!;
    await insertStay(t.db, { userId, roomId: r.id, checkIn: day(100), checkOut: day(103) });
    await expect(
      insertStay(t.db, { userId, roomId: r.id, checkIn: day(102), checkOut: day(104) }),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23P01' }),
    });
    await insertStay(t.db, { userId, roomId: r.id, checkIn: day(103), checkOut: day(105) });
    await insertStay(t.db, {
      userId,
      roomId: r.id,
      checkIn: day(101),
      checkOut: day(102),
      status: 'cancelled',
    });
  });

  it("keeps a room's copy of its property's location and type in step with the property", async () => {
    const [room] = await t.db
      .select({ id: stayRooms.id, propertyId: stayRooms.propertyId })
      .from(stayRooms)
      .limit(1);
    await t.db
      .update(properties)
      .set({ city: 'Xanadu Springs', type: 'yoga_studio' })
      .where(eq(properties.id, room!.propertyId));
    const found = await everything('location=xanadu&propertyType=yoga_studio');
    expect(found).toContain(room!.id);
  });
});
