import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { RECORD_DATE_MESSAGE, recordLastDay } from '@restora/shared/domain/date-filters';
import { bookings } from '../../db/schema/bookings';
import { stayRooms } from '../../db/schema/stays';
import { day, insertStay } from '../../test/fixtures';
import { readJson } from '../../test/test-app';
import {
  t,
  kit,
  guest,
  partnerService,
  roomProperty,
  post,
  get,
  bookStay,
  listed,
} from '../../test/partner-bookings-app';

// The partner's bookings list (docs/decisions/partner-bookings.md).

describe('GET /api/partner/bookings', () => {
  it('lists the stays and services of the partner’s properties with the guest’s name and e-mail', async () => {
    const stay = await bookStay(kit.rooms[0]!.id, 20, 23);
    const res = await post('/api/bookings/services', guest.cookie, {
      items: [{ serviceId: partnerService.id, date: day(21) }],
      card: SAMPLE_CARD,
    });
    expect(res.status).toBe(201);
    const serviceBooking = (await readJson(res)).bookings[0];
    const page = await listed(`when=upcoming&from=${day(20)}&to=${day(22)}`);
    const mine = page.items.filter((b: { id: number }) => [stay.id, serviceBooking.id].includes(b.id));
    expect(mine).toHaveLength(2);
    expect(mine.find((b: { id: number }) => b.id === stay.id)).toMatchObject({
      kind: 'stay',
      status: 'confirmed',
      guestName: 'Greta Guestly',
      guestEmail: guest.email,
      propertyId: roomProperty,
      roomId: kit.rooms[0]!.id,
      checkIn: day(20),
      checkOut: day(23),
      guests: 1,
      totalCents: stay.totalCents,
      refundedCents: 0,
      canCancel: true,
    });
    expect(mine.find((b: { id: number }) => b.id === serviceBooking.id)).toMatchObject({
      kind: 'service',
      serviceId: partnerService.id,
      propertyId: partnerService.propertyId,
    });
    // The other organisation's partner sees none of them; an account in none is refused.
    const theirs = await listed(`when=upcoming&from=${day(20)}&to=${day(22)}`, kit.otherPartner);
    for (const b of theirs.items) expect([stay.id, serviceBooking.id]).not.toContain(b.id);
    expect((await get('/api/partner/bookings', guest.cookie)).status).toBe(403);
    expect((await get('/api/partner/bookings', '')).status).toBe(401);
  });

  it('splits upcoming, current and past by today (UTC) and filters by property and dates', async () => {
    const room = kit.rooms[1]!.id;
    const past = await insertStay(t.db, {
      userId: guest.user.id,
      roomId: room,
      checkIn: day(-9),
      checkOut: day(-6),
    });
    const current = await insertStay(t.db, {
      userId: guest.user.id,
      roomId: room,
      checkIn: day(-1),
      checkOut: day(2),
    });
    const upcoming = await insertStay(t.db, {
      userId: guest.user.id,
      roomId: room,
      checkIn: day(5),
      checkOut: day(7),
    });
    const pending = await insertStay(t.db, {
      userId: guest.user.id,
      roomId: room,
      checkIn: day(8),
      checkOut: day(9),
    });
    await t.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, pending));
    const [r] = await t.db.select().from(stayRooms).where(eq(stayRooms.id, room));
    const ids = async (q: string) =>
      (await listed(`propertyId=${r!.propertyId}&${q}`)).items.map((b: { id: number }) => b.id);
    expect(await ids('when=upcoming')).toContain(upcoming);
    expect(await ids('when=upcoming')).not.toContain(current);
    expect(await ids('when=upcoming')).not.toContain(pending);
    expect(await ids('when=current')).toContain(current);
    expect(await ids('when=current')).not.toContain(upcoming);
    expect(await ids('when=past')).toContain(past);
    expect(await ids('when=past')).not.toContain(current);
    // A range keeps the bookings overlapping it.
    expect(await ids(`when=upcoming&from=${day(6)}&to=${day(6)}`)).toContain(upcoming);
    expect(await ids(`when=upcoming&from=${day(7)}&to=${day(30)}`)).not.toContain(upcoming);
    // Another property of the same partner, or one of another organisation: not these.
    expect(
      (
        await listed(
          `propertyId=${partnerService.propertyId === r!.propertyId ? 999999 : partnerService.propertyId}&when=past`,
        )
      ).items.map((b: { id: number }) => b.id),
    ).not.toContain(past);
    const [foreignRoom] = await t.db.select().from(stayRooms).where(eq(stayRooms.id, kit.foreign.id));
    expect((await listed(`propertyId=${foreignRoom!.propertyId}&when=past`)).total).toBe(0);
    const bad = await get(`/api/partner/bookings?from=${day(5)}&to=${day(1)}`, kit.partner);
    expect(bad.status).toBe(400);
    expect(Object.keys((await readJson(bad)).error.fields)).toEqual(['to']);
    expect((await get('/api/partner/bookings?when=sometime', kit.partner)).status).toBe(400);
    // Days from 2000-01-01 to ten years ahead (docs/decisions/bookings-and-availability.md, "Date windows").
    const far = await get('/api/partner/bookings?from=0001-01-01&to=9999-12-31', kit.partner);
    expect(far.status).toBe(400);
    expect((await readJson(far)).error.fields).toEqual({
      from: RECORD_DATE_MESSAGE,
      to: RECORD_DATE_MESSAGE,
    });
    expect((await listed(`when=upcoming&from=2000-01-01&to=${recordLastDay()}`)).items).toEqual(
      (await listed('when=upcoming')).items,
    );
  });

  it('pages by 50 with the total, in check-in order (latest first for the past)', async () => {
    const room = kit.rooms[2]!.id;
    const made: number[] = [];
    for (let i = 0; i < 52; i++)
      made.push(
        await insertStay(t.db, {
          userId: guest.user.id,
          roomId: room,
          checkIn: day(400 + i),
          checkOut: day(401 + i),
        }),
      );
    const q = `when=upcoming&from=${day(400)}&to=${day(451)}`;
    const first = await listed(q);
    expect(first.total).toBe(52);
    expect(first.pageSize).toBe(50);
    expect(first.items.map((b: { id: number }) => b.id)).toEqual(made.slice(0, 50));
    const second = await listed(`${q}&page=2`);
    expect(second.items.map((b: { id: number }) => b.id)).toEqual(made.slice(50));
    const pastRows = [];
    for (let i = 0; i < 3; i++)
      pastRows.push(
        await insertStay(t.db, {
          userId: guest.user.id,
          roomId: room,
          checkIn: day(-300 + i),
          checkOut: day(-299 + i),
        }),
      );
    const past = await listed(`when=past&from=${day(-300)}&to=${day(-298)}`);
    expect(past.items.map((b: { id: number }) => b.id)).toEqual([...pastRows].reverse());
  });
});
