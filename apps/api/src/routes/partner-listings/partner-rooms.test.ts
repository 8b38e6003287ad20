import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_NOT_FOUND } from '@restora/shared/domain/partner-listings';
import { onChange, type ChangeTopic } from '../../db/change-notices';
import { stayRooms } from '../../db/schema/stays';
import { updatePartnerRoom } from '../../services/partners/update-partner-room';
import { day } from '../../test/fixtures';
import { listingsKit, roomBody } from '../../test/listings-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// The rooms of a partner's properties (docs/decisions/partner-listings.md): prices in cents, validated.

let t: TestApp;
let kit: Awaited<ReturnType<typeof listingsKit>>;
let propertyId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await listingsKit(t);
  propertyId = (await kit.createProperty()).id;
});
afterAll(() => t.close());

describe('rooms', () => {
  it('adds, reads and saves a room; the quote follows its new prices', async () => {
    const created = await kit.createRoom(propertyId);
    expect(created).toMatchObject({ ...roomBody(), property: { id: propertyId, published: false } });
    expect(await readJson(await kit.call(kit.p, 'GET', `/api/partner/rooms/${created.id}`))).toEqual(created);
    await kit.publish(propertyId, true);

    const body = roomBody({ title: 'Dune Loft', maxGuests: 4, priceCents: 20_050, cleaningFeeCents: 0 });
    const res = await kit.call(kit.p, 'PUT', `/api/partner/rooms/${created.id}`, body);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject(body);
    const quote = await readJson(
      await t.request(`/api/stays/${created.id}/quote?checkIn=${day(20)}&checkOut=${day(21)}&guests=4`),
    );
    expect(quote.nightlyPriceCents).toBe(20_050);
    expect(quote.lines.find((l: { kind: string }) => l.kind === 'cleaning').amountCents).toBe(0);
  });

  it('defaults the cleaning fee of rooms made before it was per room to $25', async () => {
    const [seeded] = await t.db.select({ fee: stayRooms.cleaningFeeCents }).from(stayRooms).limit(1);
    expect(seeded!.fee).toBe(2_500);
  });

  it('names each invalid field with a message and writes nothing', async () => {
    const before = await t.db.select({ id: stayRooms.id }).from(stayRooms);
    const res = await kit.call(
      kit.p,
      'POST',
      `/api/partner/properties/${propertyId}/rooms`,
      roomBody({ title: '', maxGuests: 0, priceCents: -100, cleaningFeeCents: 12.5 }),
    );
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({
      title: "Enter the room's name",
      maxGuests: 'A room takes at least 1 guest',
      priceCents: 'The nightly price cannot be negative',
      cleaningFeeCents: 'The cleaning fee is in whole cents',
    });
    const tooMuch = await kit.call(
      kit.p,
      'POST',
      `/api/partner/properties/${propertyId}/rooms`,
      roomBody({ maxGuests: 21, priceCents: 10_000_001, cleaningFeeCents: 1_000_001 }),
    );
    expect((await readJson(tooMuch)).error.fields).toEqual({
      maxGuests: 'A room takes at most 20 guests',
      priceCents: 'The nightly price can be at most $100,000',
      cleaningFeeCents: 'The cleaning fee can be at most $10,000',
    });
    expect(await t.db.select({ id: stayRooms.id }).from(stayRooms)).toHaveLength(before.length);
  });

  it("is a 404 for another organisation's partner, a 403 for a non-partner, a 401 signed out", async () => {
    const room = await kit.createRoom(propertyId);
    for (const [method, path, body] of [
      ['GET', `/api/partner/rooms/${room.id}`, undefined],
      ['PUT', `/api/partner/rooms/${room.id}`, roomBody({ title: 'Mine now' })],
      ['POST', `/api/partner/properties/${propertyId}/rooms`, roomBody()],
    ] as const) {
      const res = await kit.call(kit.q, method, path, body);
      expect(res.status).toBe(404);
      expect((await kit.call(kit.traveller.cookie, method, path, body)).status).toBe(403);
      expect((await kit.call('', method, path, body)).status).toBe(401);
    }
    expect(
      (await readJson(await kit.call(kit.q, 'GET', `/api/partner/rooms/${room.id}`))).error.message,
    ).toBe(ROOM_NOT_FOUND);
    const [row] = await t.db
      .select({ title: stayRooms.title })
      .from(stayRooms)
      .where(eq(stayRooms.id, room.id));
    expect(row!.title).toBe('Dune Suite');
    // Seeded rooms: P's own are P's, not Q's.
    const home = await readJson(await kit.call(kit.p, 'GET', '/api/partner/me'));
    const seeded = home.organisations[0].properties.find(
      (p: { firstRoomId: number | null }) => p.firstRoomId,
    );
    expect((await kit.call(kit.p, 'GET', `/api/partner/rooms/${seeded.firstRoomId}`)).status).toBe(200);
    expect((await kit.call(kit.q, 'GET', `/api/partner/rooms/${seeded.firstRoomId}`)).status).toBe(404);
  });

  it('announces nothing for a save it refuses: no notice, no cache forgotten; a saved room is both', async () => {
    const room = await kit.createRoom(propertyId);
    const userIdOf = async (cookie: string) =>
      (await readJson(await t.request('/api/auth/session', { headers: { cookie } }))).user.id as string;
    const forgotten: string[] = [];
    onChange('stays', (db) => void (db === t.db && forgotten.push('stays')));
    // The notice to the other processes is written in the transaction (subscribers.ts): counted here.
    const notices: ChangeTopic[] = [];
    const stopCounting = t.events.writeWith(
      'catalogue.changed',
      async (_tx, e) => void notices.push(e.topic),
    );
    const save = (userId: string, title: string) =>
      updatePartnerRoom({
        db: t.db,
        events: t.events,
        actor: { userId, role: 'partner' },
        id: room.id,
        input: roomBody({ title }) as Parameters<typeof updatePartnerRoom>[0]['input'],
      });
    try {
      await expect(save(await userIdOf(kit.q), 'Mine now')).rejects.toThrow(ROOM_NOT_FOUND);
      expect(forgotten).toEqual([]);
      expect(notices).toEqual([]);
      expect((await save(await userIdOf(kit.p), 'Dune Loft')).title).toBe('Dune Loft');
      expect(forgotten).toEqual(['stays']);
      expect(notices).toEqual(['stays']);
    } finally {
      stopCounting();
    }
  });
});
