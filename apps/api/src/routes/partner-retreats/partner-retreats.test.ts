import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETREAT_TEXTS } from '@restora/shared/domain/retreats';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { PROPERTY_NOT_FOUND } from '@restora/shared/domain/partner-listings';
import { auditEvents } from '../../db/schema/audit';
import { jobs } from '../../db/schema/jobs';
import { roomNights } from '../../db/schema/room-calendar';
import { retreats } from '../../db/schema/retreats';
import { day } from '../../test/fixtures';
import { listingsKit } from '../../test/listings-kit';
import { insertPlace, optionBody, retreatBody } from '../../test/partner-retreats-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// A partner's retreats (docs/decisions/retreats-partner-console.md): create, read, save, publish, cancel.

let t: TestApp;
let kit: Awaited<ReturnType<typeof listingsKit>>;
let propertyId: number;
let roomIds: number[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await listingsKit(t);
  const property = await kit.createProperty();
  propertyId = property.id;
  roomIds = [
    (await kit.createRoom(propertyId)).id,
    (await kit.createRoom(propertyId, { title: 'Cork Room' })).id,
  ];
});
afterAll(() => t.close());

const create = async (overrides: Record<string, unknown> = {}, cookie = kit.p) => {
  const res = await kit.call(cookie, 'POST', '/api/partner/retreats', retreatBody(propertyId, overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return readJson(res);
};
const setStatus = (id: number, status: string, cookie = kit.p) =>
  kit.call(cookie, 'POST', `/api/partner/retreats/${id}/status`, { status });
const fieldsOf = async (res: Response) => (await readJson(res)).error.fields as Record<string, string>;

describe('POST /api/partner/retreats', () => {
  it('makes a draft with every field kept, and lists it', async () => {
    const body = retreatBody(propertyId, {
      options: [optionBody(), optionBody({ name: 'Shared twin', spots: 4, roomId: roomIds[0] })],
    });
    const res = await kit.call(kit.p, 'POST', '/api/partner/retreats', body);
    expect(res.status).toBe(201);
    const created = await readJson(res);
    expect(created).toMatchObject({
      title: body.title,
      startDate: body.startDate,
      endDate: body.endDate,
      status: 'draft',
      depositPercent: 25,
      cancellationPolicy: 'standard',
      features: ['Yoga Classes', 'Breathwork'],
      facilitators: [{ name: 'Ana Lima', bio: 'Teaches yoga since 2010.', imageUrl: null }],
      bookedPeople: 0,
      waitlistPeople: 0,
      paidCents: 0,
      spotsLeft: 10,
      fromPriceCents: 120_000,
    });
    expect(created.options.map((o: { name: string; roomId: number | null }) => [o.name, o.roomId])).toEqual([
      ['Private room', null],
      ['Shared twin', roomIds[0]],
    ]);
    expect(created.imageUrl).toMatch(/^\/images\//);
    expect(await readJson(await kit.call(kit.p, 'GET', `/api/partner/retreats/${created.id}`))).toEqual(
      created,
    );
    const list = await readJson(await kit.call(kit.p, 'GET', '/api/partner/retreats'));
    expect(list.items.map((r: { id: number }) => r.id)).toContain(created.id);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'retreat.create'), eq(auditEvents.objectId, String(created.id))));
    expect(audit).toMatchObject({ actorRole: 'partner', objectType: 'retreat' });
  });

  it('names each invalid field and saves nothing', async () => {
    const before = await t.db.select({ id: retreats.id }).from(retreats);
    const res = await kit.call(
      kit.p,
      'POST',
      '/api/partner/retreats',
      retreatBody(propertyId, {
        startDate: day(-2),
        endDate: day(-5),
        depositPercent: 10,
        options: [
          optionBody({ spots: 0 }),
          optionBody({ earlyBirdPriceCents: 90_000, earlyBirdUntil: day(120) }),
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toMatchObject({
      startDate: 'The start date is in the future',
      endDate: 'The end date is after the start date',
      depositPercent: 'The deposit is at least 15%',
      'options.0.spots': 'An option has at least 1 spot',
    });
    expect(await t.db.select({ id: retreats.id }).from(retreats)).toHaveLength(before.length);
  });

  it('names an early-bird date after the start', async () => {
    const res = await kit.call(
      kit.p,
      'POST',
      '/api/partner/retreats',
      retreatBody(propertyId, {
        options: [optionBody({ earlyBirdPriceCents: 90_000, earlyBirdUntil: day(95) })],
      }),
    );
    expect(res.status).toBe(400);
    expect((await fieldsOf(res))['options.0.earlyBirdUntil']).toBe(
      'The early-bird price ends before the start date',
    );
  });

  it("refuses a room of another property on its option's field, and another organisation's property with a 404", async () => {
    const other = await kit.createProperty();
    const foreignRoom = await kit.createRoom(other.id);
    const res = await kit.call(
      kit.p,
      'POST',
      '/api/partner/retreats',
      retreatBody(propertyId, { options: [optionBody(), optionBody({ roomId: foreignRoom.id })] }),
    );
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({ 'options.1.roomId': 'Choose a room of this property' });
    const foreign = await kit.call(kit.q, 'POST', '/api/partner/retreats', retreatBody(propertyId));
    expect(foreign.status).toBe(404);
    expect((await readJson(foreign)).error.message).toBe(PROPERTY_NOT_FOUND);
  });
});

describe('who may see a retreat', () => {
  it('tells another organisation it does not exist, a traveller it is for partners, a visitor to sign in', async () => {
    const created = await create();
    const path = `/api/partner/retreats/${created.id}`;
    const foreign = await kit.call(kit.q, 'GET', path);
    expect(foreign.status).toBe(404);
    expect((await readJson(foreign)).error.message).toBe(RETREAT_TEXTS.notFound);
    expect((await kit.call(kit.q, 'PUT', path, retreatBody(propertyId))).status).toBe(404);
    expect((await setStatus(created.id, 'published', kit.q)).status).toBe(404);
    expect((await kit.call(kit.q, 'POST', `${path}/cancel`, { reason: 'No' })).status).toBe(404);
    expect((await kit.call(kit.q, 'GET', `${path}/participants`)).status).toBe(404);
    const list = await readJson(await kit.call(kit.q, 'GET', '/api/partner/retreats'));
    expect(list.items.map((r: { id: number }) => r.id)).not.toContain(created.id);
    const traveller = await kit.call(kit.traveller.cookie, 'GET', path);
    expect(traveller.status).toBe(403);
    expect((await readJson(traveller)).error.message).toBe(NOT_A_PARTNER);
    expect((await t.request(path)).status).toBe(401);
  });
});

describe('PUT /api/partner/retreats/{id}', () => {
  it('replaces a draft whole, options included', async () => {
    const created = await create();
    const res = await kit.call(
      kit.p,
      'PUT',
      `/api/partner/retreats/${created.id}`,
      retreatBody(propertyId, {
        title: 'Five days of silence',
        startDate: day(100),
        endDate: day(105),
        depositPercent: null,
        options: [optionBody({ name: 'Villa', priceCents: 300_000, spots: 2 }), optionBody({ name: 'Tent' })],
      }),
    );
    expect(res.status).toBe(200);
    const saved = await readJson(res);
    expect(saved).toMatchObject({ title: 'Five days of silence', startDate: day(100), depositPercent: null });
    expect(saved.options.map((o: { name: string }) => o.name)).toEqual(['Villa', 'Tent']);
  });

  it('changes the texts and spots of a published retreat, and nothing else', async () => {
    const created = await create();
    expect((await setStatus(created.id, 'published')).status).toBe(200);
    const place = await insertPlace(t, {
      retreatId: created.id,
      optionId: created.options[0].id,
      userId: kit.traveller.user.id,
      people: 2,
    });
    expect(place.id).toBeGreaterThan(0);
    const path = `/api/partner/retreats/${created.id}`;
    const texts = await kit.call(
      kit.p,
      'PUT',
      path,
      retreatBody(propertyId, { title: 'Renamed', options: [optionBody({ spots: 8 })] }),
    );
    expect(texts.status).toBe(200);
    expect(await readJson(texts)).toMatchObject({
      title: 'Renamed',
      bookedPeople: 2,
      options: [{ spots: 8 }],
    });
    const dates = await kit.call(kit.p, 'PUT', path, retreatBody(propertyId, { startDate: day(91) }));
    expect(dates.status).toBe(409);
    expect((await readJson(dates)).error.message).toBe(RETREAT_TEXTS.publishedLocked);
    const price = await kit.call(
      kit.p,
      'PUT',
      path,
      retreatBody(propertyId, { options: [optionBody({ priceCents: 1000 })] }),
    );
    expect(price.status).toBe(409);
    const fewer = await kit.call(
      kit.p,
      'PUT',
      path,
      retreatBody(propertyId, { options: [optionBody({ spots: 1 })] }),
    );
    expect(fewer.status).toBe(409);
    expect(Object.keys(await fieldsOf(fewer))).toEqual(['options.0.spots']);
    // Booked: it cannot go back to draft.
    expect((await setStatus(created.id, 'draft')).status).toBe(409);
  });
});

describe('POST /api/partner/retreats/{id}/status', () => {
  it("holds the options' rooms for the program when published, and frees them when taken back", async () => {
    const created = await create({
      startDate: day(150),
      endDate: day(155),
      options: [optionBody({ roomId: roomIds[1] })],
    });
    const res = await setStatus(created.id, 'published');
    expect(res.status).toBe(200);
    expect((await readJson(res)).status).toBe('published');
    const held = await t.db.select().from(roomNights).where(eq(roomNights.roomId, roomIds[1]!));
    expect(held).toEqual([
      expect.objectContaining({
        kind: 'retreat',
        checkIn: day(150),
        checkOut: day(155),
        retreatOptionId: created.options[0].id,
      }),
    ]);
    // Another program over the same nights of that room is refused, naming the room.
    const rival = await create({
      startDate: day(153),
      endDate: day(158),
      options: [optionBody({ roomId: roomIds[1] })],
    });
    const refused = await setStatus(rival.id, 'published');
    expect(refused.status).toBe(409);
    expect((await readJson(refused)).error.message).toBe(
      "The room Cork Room is not free for the program's dates",
    );
    expect((await readJson(await kit.call(kit.p, 'GET', `/api/partner/retreats/${rival.id}`))).status).toBe(
      'draft',
    );
    // Nobody booked: back to draft, and the nights are free again.
    expect((await setStatus(created.id, 'draft')).status).toBe(200);
    expect(await t.db.select().from(roomNights).where(eq(roomNights.roomId, roomIds[1]!))).toEqual([]);
    expect((await setStatus(rival.id, 'published')).status).toBe(200);
  });

  it('refuses a status that is neither published nor draft', async () => {
    const created = await create();
    const res = await setStatus(created.id, 'cancelled');
    expect(res.status).toBe(400);
    expect(Object.keys(await fieldsOf(res))).toEqual(['status']);
  });
});

describe('POST /api/partner/retreats/{id}/cancel', () => {
  it('cancels, frees the rooms, and asks for one refunding job per place still held', async () => {
    const created = await create({
      startDate: day(200),
      endDate: day(204),
      options: [optionBody({ roomId: roomIds[0] }), optionBody({ name: 'Tent' })],
    });
    expect((await setStatus(created.id, 'published')).status).toBe(200);
    const userId = kit.traveller.user.id;
    const [o1, o2] = created.options.map((o: { id: number }) => o.id);
    const a = await insertPlace(t, { retreatId: created.id, optionId: o1, userId });
    const b = await insertPlace(t, { retreatId: created.id, optionId: o2, userId, people: 2 });
    const gone = await insertPlace(t, { retreatId: created.id, optionId: o2, userId, status: 'cancelled' });

    const participants = await readJson(
      await kit.call(kit.p, 'GET', `/api/partner/retreats/${created.id}/participants`),
    );
    expect(participants.items).toHaveLength(3);
    expect(participants.items[0]).toMatchObject({
      bookingId: a.id,
      guestName: kit.traveller.user.name,
      guestEmail: kit.traveller.email,
      optionName: 'Private room',
      people: 1,
      paidCents: 30_000,
      refundedCents: 0,
      balanceDueCents: 90_000,
      balanceDueDate: day(60),
      balanceStatus: 'scheduled',
    });

    const res = await kit.call(kit.p, 'POST', `/api/partner/retreats/${created.id}/cancel`, {
      reason: 'The teacher is ill.',
    });
    expect(res.status).toBe(200);
    expect((await readJson(res)).status).toBe('cancelled');
    const [row] = await t.db.select().from(retreats).where(eq(retreats.id, created.id));
    expect(row).toMatchObject({ status: 'cancelled', cancellationReason: 'The teacher is ill.' });
    expect(row!.cancelledAt).not.toBeNull();
    expect(await t.db.select().from(roomNights).where(eq(roomNights.roomId, roomIds[0]!))).toEqual([]);
    const queued = await t.db.select().from(jobs).where(eq(jobs.queue, 'retreats.cancel-place'));
    const ours = queued.filter((j) => [a.id, b.id, gone.id].includes(j.payload.bookingId as number));
    expect(ours.map((j) => j.payload).sort((x, y) => Number(x.bookingId) - Number(y.bookingId))).toEqual([
      { bookingId: a.id, reason: 'The teacher is ill.', by: 'partner', refund: 'all' },
      { bookingId: b.id, reason: 'The teacher is ill.', by: 'partner', refund: 'all' },
    ]);
    // Cancelled: nothing more changes.
    expect(
      (await kit.call(kit.p, 'POST', `/api/partner/retreats/${created.id}/cancel`, { reason: 'Again' }))
        .status,
    ).toBe(409);
    expect((await setStatus(created.id, 'published')).status).toBe(409);
  });

  it('asks for a reason', async () => {
    const created = await create();
    const res = await kit.call(kit.p, 'POST', `/api/partner/retreats/${created.id}/cancel`, { reason: ' ' });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({ reason: 'Enter a reason' });
  });
});
