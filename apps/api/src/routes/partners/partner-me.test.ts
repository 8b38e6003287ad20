import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { DEMO_PARTNER_PASSWORD, seedOrganisations } from '../../db/seed/partners-data';
import { partnerOrganisations } from '../../db/schema/partners';
import { properties, stayRooms } from '../../db/schema/stays';
import { cookiesFrom, createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// The partner console's home: each partner sees its own organisations only (docs/decisions/partners.md).

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  for (const organisation of seedOrganisations) {
    const res = await t.postJson('/api/auth/sign-in', {
      email: organisation.member.email,
      password: DEMO_PARTNER_PASSWORD,
    });
    cookies[organisation.name] = cookiesFrom(res);
  }
});
afterAll(() => t.close());

const me = (cookie: string) => t.request('/api/partner/me', { headers: { cookie } });
const [asia, americas] = seedOrganisations as [(typeof seedOrganisations)[0], (typeof seedOrganisations)[0]];

describe('GET /api/partner/me', () => {
  it("gives a partner its organisation and that organisation's properties, with rooms and place", async () => {
    const res = await me(cookies[asia.name]!);
    expect(res.status).toBe(200);
    const { organisations } = await readJson(res);
    expect(organisations).toHaveLength(1);
    expect(organisations[0]).toMatchObject({ name: asia.name, role: 'owner' });
    const [ubud] = await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.name, 'Subak Rise Yoga Shala'));
    const rooms = await t.db
      .select({ id: stayRooms.id })
      .from(stayRooms)
      .where(eq(stayRooms.propertyId, ubud!.id));
    const shown = organisations[0].properties.find((p: { id: number }) => p.id === ubud!.id);
    expect(shown).toEqual({
      id: ubud!.id,
      name: 'Subak Rise Yoga Shala',
      type: expect.any(String),
      city: 'Ubud',
      country: 'Indonesia',
      location: 'Ubud, Indonesia',
      roomCount: rooms.length,
      published: true,
      firstRoomId: Math.min(...rooms.map((r) => r.id)),
    });
  });

  it("never shows a partner another organisation's properties", async () => {
    const mine = await readJson(await me(cookies[americas.name]!));
    const names = mine.organisations.flatMap((o: { properties: { name: string }[] }) =>
      o.properties.map((p) => p.name),
    );
    expect(names.sort()).toEqual([...americas.properties].sort());
    const text = JSON.stringify(mine);
    for (const name of [asia.name, ...asia.properties]) expect(text).not.toContain(name);
  });

  it('shows an organisation with no properties, and a property moved away is gone from it', async () => {
    const [organisation] = await t.db
      .select({ id: partnerOrganisations.id })
      .from(partnerOrganisations)
      .where(eq(partnerOrganisations.name, asia.name));
    const before = (await readJson(await me(cookies[asia.name]!))).organisations[0].properties.length;
    const [moved] = await t.db
      .update(properties)
      .set({ organisationId: null })
      .where(eq(properties.name, asia.properties[0]!))
      .returning({ id: properties.id });
    try {
      const after = (await readJson(await me(cookies[asia.name]!))).organisations[0];
      expect(after.properties).toHaveLength(before - 1);
    } finally {
      await t.db
        .update(properties)
        .set({ organisationId: organisation!.id })
        .where(eq(properties.id, moved!.id));
    }
  });

  it('answers 401 to a visitor and 403 to a signed-in account that is no partner', async () => {
    expect((await me('')).status).toBe(401);
    const guest = await registerUser(t);
    const res = await me(guest.cookie);
    expect(res.status).toBe(403);
    expect((await readJson(res)).error.message).toBe(NOT_A_PARTNER);
  });
});
