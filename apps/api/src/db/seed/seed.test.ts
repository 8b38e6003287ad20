import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CLIMATE } from '@restora/shared/domain/quiz';
import { AMENITIES, WELLNESS_FEATURES } from '@restora/shared/domain/stay-vocabulary';
import { partnerMembers, partnerOrganisations } from '../schema/partners';
import { properties, stayRooms } from '../schema/stays';
import { readJson } from '../../test/test-app';
import { DEMO_PARTNER_PASSWORD, seedOrganisations } from './partners-data';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDatabase } from './seed';
import { seedProperties } from './stays-data';
import { syntheticProperties } from './synthetic-stays';

import { retreatWaitlist } from '../schema/retreats';
import { searchRetreats } from '../../services/retreats/search-retreats';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedDatabase', () => {
  it('fills an empty database, and a second run adds nothing', async () => {
    expect(await seedDatabase(t.db)).toEqual([
      'stays',
      'services',
      'content',
      'products',
      'partners',
      'reviews',
      'retreats',
    ]);
    // Twelve upcoming retreats; one option full with someone waiting.
    const sample = await searchRetreats(t.db, { pageSize: 48 });
    expect(sample.total).toBe(12);
    expect(sample.items.some((r) => r.spotsLeft > 0 && r.spotsLeft <= 2)).toBe(true);
    expect(sample.items.some((r) => r.fullPriceCents !== null)).toBe(true);
    expect(await t.db.$count(retreatWaitlist)).toBe(1);
    const rooms = await t.db.$count(stayRooms);
    const props = await t.db.$count(properties);
    expect(props).toBe(10);
    expect(rooms).toBeGreaterThanOrEqual(30);

    expect(await seedDatabase(t.db)).toEqual([]);
    expect(await t.db.$count(stayRooms)).toBe(rooms);
    expect(await t.db.$count(properties)).toBe(props);
  });

  it('seeds rooms across at least 8 countries with prices from 40 to 480 a night', async () => {
    const rows = await t.db
      .select({ price: stayRooms.priceCents, country: properties.country, images: stayRooms.images })
      .from(stayRooms)
      .innerJoin(properties, eq(stayRooms.propertyId, properties.id));
    expect(new Set(rows.map((r) => r.country)).size).toBeGreaterThanOrEqual(8);
    const prices = rows.map((r) => r.price / 100);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(40);
    expect(Math.max(...prices)).toBeLessThanOrEqual(480);
    for (const r of rows) expect(r.images[0]).toMatch(/^\/images\/stays\/stay-\d{2}\.svg$/);
  });
});

describe('sample partners', () => {
  it('gives every sample property one of three organisations, each with a member', async () => {
    const rows = await t.db.select({ organisationId: properties.organisationId }).from(properties);
    expect(rows.every((r) => r.organisationId !== null)).toBe(true);
    expect(new Set(rows.map((r) => r.organisationId)).size).toBe(3);
    expect(await t.db.$count(partnerOrganisations)).toBe(3);
    expect(await t.db.$count(partnerMembers)).toBe(3);
  });

  it('lets each demo partner sign in with the documented password and see its own properties', async () => {
    for (const organisation of seedOrganisations) {
      const signIn = await t.postJson('/api/auth/sign-in', {
        email: organisation.member.email,
        password: DEMO_PARTNER_PASSWORD,
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const me = await readJson(await t.request('/api/partner/me', { headers: { cookie } }));
      expect(me.organisations.map((o: { name: string }) => o.name)).toEqual([organisation.name]);
      expect(me.organisations[0].properties.map((p: { name: string }) => p.name).sort()).toEqual(
        [...organisation.properties].sort(),
      );
    }
  });
});

describe('settings for the discovery quiz', () => {
  it('gives every sample property a setting and a country the quiz knows the climate of', async () => {
    const rows = await t.db
      .select({ setting: properties.setting, country: properties.country })
      .from(properties);
    for (const r of rows) {
      expect(r.setting).not.toBeNull();
      expect(COUNTRY_CLIMATE[r.country]).toBeDefined();
    }
  });

  it('migration 0007 gives data folders seeded before it the same settings a new seed has', async () => {
    await t.db.update(properties).set({ setting: null });
    const migration = readFileSync(
      new URL('../../../drizzle/0007_quiz_journeys.sql', import.meta.url),
      'utf8',
    );
    const update = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "properties"'));
    await t.db.execute(sql.raw(update!));
    const rows = await t.db.select({ name: properties.name, setting: properties.setting }).from(properties);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.setting]))).toEqual(
      Object.fromEntries(seedProperties.map((p) => [p.name, p.setting])),
    );
  });
});

describe('syntheticProperties', () => {
  it('yields exactly the requested number of rooms, the same each time for one seed', () => {
    const a = [...syntheticProperties(1001, 7)];
    const b = [...syntheticProperties(1001, 7)];
    expect(a.flatMap((p) => p.rooms)).toHaveLength(1001);
    expect(a).toEqual(b);
  });

  it('keeps prices, guests and vocabularies realistic', () => {
    const rooms = [...syntheticProperties(2000)].flatMap((p) => p.rooms);
    for (const room of rooms) {
      expect(room.price).toBeGreaterThanOrEqual(40);
      expect(room.price).toBeLessThanOrEqual(480);
      expect(room.maxGuests).toBeGreaterThanOrEqual(1);
      for (const a of room.amenities) expect(AMENITIES).toContain(a);
      for (const f of room.wellnessFeatures) expect(WELLNESS_FEATURES).toContain(f);
    }
    expect(new Set(rooms.map((r) => r.price)).size).toBeGreaterThan(200);
  });
});
