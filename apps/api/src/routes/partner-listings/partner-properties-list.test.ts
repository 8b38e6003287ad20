import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { PROPERTY_SEARCH_TOO_LONG } from '@restora/shared/domain/partner-listings';
import { listingsKit } from '../../test/listings-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// The console home's list of properties: search by name, pages (docs/decisions/partner-listings.md,
// "The console's list").

let t: TestApp;
let kit: Awaited<ReturnType<typeof listingsKit>>;
const made: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await listingsKit(t);
  // P's organisation gets 30 more properties: "Tide House 01" .. "Tide House 30", one with a room.
  for (let i = 1; i <= 30; i++) {
    const name = `Tide House ${String(i).padStart(2, '0')}`;
    const created = await kit.createProperty({ name });
    if (i === 7) await kit.createRoom(created.id);
    made.push(name);
  }
  await kit.createProperty({ name: '100%_Pure Spa' });
});
afterAll(() => t.close());

const list = async (query: string, cookie = kit.p) => {
  const res = await kit.call(cookie, 'GET', `/api/partner/properties?${query}`);
  expect(res.status, query).toBe(200);
  return readJson(res);
};
const names = (page: { items: { name: string }[] }) => page.items.map((p) => p.name);

describe('GET /api/partner/properties', () => {
  it('pages the organisation’s properties by name, 12 at a time, with the total', async () => {
    const seeded = kit.organisations[0]!.properties.length;
    const first = await list('');
    expect(first).toMatchObject({ total: 31 + seeded, page: 1, pageSize: 12 });
    expect(first.items).toHaveLength(12);
    const all = [...names(first)];
    for (let page = 2; page <= Math.ceil(first.total / 12); page++)
      all.push(...names(await list(`page=${page}`)));
    expect(all).toHaveLength(first.total);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b)));
    expect((await list('page=99')).items).toEqual([]);
    const card = first.items.find((p: { name: string }) => p.name === made[0]);
    expect(card).toMatchObject({
      type: 'wellness_retreat',
      published: false,
      roomCount: 0,
      firstRoomId: null,
      organisation: { name: kit.organisations[0]!.name },
    });
  });

  it('finds by any part of the name, in any case, and counts only what it finds', async () => {
    const found = await list('search=house%200&pageSize=48');
    expect(names(found)).toEqual(made.slice(0, 9));
    expect(found.total).toBe(9);
    const seventh = found.items.find((p: { name: string }) => p.name === 'Tide House 07');
    expect(seventh).toMatchObject({ roomCount: 1, firstRoomId: expect.any(Number) });
    // LIKE's wildcards are plain text.
    expect(names(await list('search=%25'))).toEqual(['100%_Pure Spa']);
    expect(names(await list('search=_'))).toEqual(['100%_Pure Spa']);
    expect((await list(`search=${encodeURIComponent('  tide house 3  ')}`)).total).toBe(1);
  });

  it('shows another organisation none of them', async () => {
    const other = await list('search=tide');
    expect(other.total).toBe(30);
    const q = await list('search=tide%20house', kit.q);
    expect(q).toMatchObject({ total: 0, items: [] });
  });

  it('names a bad page, page size or search, refuses a page size over 48, and non-partners', async () => {
    const bad = await kit.call(
      kit.p,
      'GET',
      `/api/partner/properties?page=0&pageSize=49&search=${'x'.repeat(101)}`,
    );
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).error.fields).toEqual({
      page: 'page: at least 1',
      pageSize: 'pageSize: at most 48',
      search: PROPERTY_SEARCH_TOO_LONG,
    });
    expect((await list('pageSize=48')).items).toHaveLength(
      Math.min(48, 31 + kit.organisations[0]!.properties.length),
    );
    const traveller = await kit.call(kit.traveller.cookie, 'GET', '/api/partner/properties');
    expect(traveller.status).toBe(403);
    expect((await readJson(traveller)).error.message).toBe(NOT_A_PARTNER);
    expect((await kit.call('', 'GET', '/api/partner/properties')).status).toBe(401);
  });
});
