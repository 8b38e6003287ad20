import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECORD_DATE_MESSAGE, recordLastDay } from '@restora/shared/domain/date-filters';
import { bookings } from '../../db/schema/bookings';
import { refunds } from '../../db/schema/refunds';
import { composeMail } from '../../services/mail/compose-mail';
import { day } from '../../test/fixtures';
import { readJson, registerUser } from '../../test/test-app';
import {
  admin,
  auditOf,
  bookStay,
  get,
  getJson,
  guest,
  insertManyStays,
  mailOf,
  post,
  refund,
  refundCalls,
  rooms,
  t,
} from '../../test/admin-bookings-app';

// The operator's bookings: search, detail and refunds (docs/decisions/admin-bookings.md).

const site = { publicUrl: 'https://restora.example' };

describe('GET /api/admin/bookings', () => {
  it('is for administrators only', async () => {
    expect((await get('/api/admin/bookings', '')).status).toBe(401);
    expect((await get('/api/admin/bookings', guest.cookie)).status).toBe(403);
    expect((await get('/api/admin/bookings/1', guest.cookie)).status).toBe(403);
    expect(
      (await post('/api/admin/bookings/1/refund', guest.cookie, { reason: 'why not', cancel: false })).status,
    ).toBe(403);
  });

  it('pages by 50 and sorts by created, check-in and total, both ways', async () => {
    const owner = await insertManyStays(55, rooms[5]!.id);
    const q = `email=${encodeURIComponent(owner.email)}`;
    const first = await getJson(`/api/admin/bookings?${q}`);
    expect(first).toMatchObject({ total: 55, page: 1, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    // Newest first by default.
    expect(first.items[0].totalCents).toBe(5500);
    const second = await getJson(`/api/admin/bookings?${q}&page=2`);
    expect(second.items.map((b: { totalCents: number }) => b.totalCents)).toEqual([500, 400, 300, 200, 100]);

    const byTotal = await getJson(`/api/admin/bookings?${q}&sort=total&dir=asc`);
    expect(byTotal.items.slice(0, 3).map((b: { totalCents: number }) => b.totalCents)).toEqual([
      100, 200, 300,
    ]);
    const byCheckIn = await getJson(`/api/admin/bookings?${q}&sort=checkIn&dir=desc`);
    expect(byCheckIn.items[0].checkIn).toBe(day(200 + 2 * 54));
    expect(byCheckIn.items[0]).toMatchObject({
      kind: 'stay',
      status: 'confirmed',
      guestEmail: owner.email,
      propertyId: rooms[5]!.propertyId,
      refundedCents: 0,
    });
    expect(typeof byCheckIn.items[0].propertyName).toBe('string');
  });

  it('finds by exact e-mail whatever its case, id, property, status, kind and check-in range', async () => {
    const shopper = await registerUser(t, { email: `Mixed.Case-${Date.now()}@Example.com` });
    const stay = await bookStay(rooms[1]!.id, 40, 42, shopper.cookie);
    const byEmail = await getJson(
      `/api/admin/bookings?email=${encodeURIComponent(shopper.email.toUpperCase())}`,
    );
    expect(byEmail.items.map((b: { id: number }) => b.id)).toEqual([stay.id]);
    // Exact, not a prefix.
    expect(
      (await getJson(`/api/admin/bookings?email=${encodeURIComponent(shopper.email.slice(0, 8))}`)).total,
    ).toBe(0);
    expect((await getJson(`/api/admin/bookings?id=${stay.id}`)).items[0].id).toBe(stay.id);

    const mine = `email=${encodeURIComponent(shopper.email)}`;
    expect((await getJson(`/api/admin/bookings?${mine}&propertyId=${rooms[1]!.propertyId}`)).total).toBe(1);
    const elsewhere = rooms.find((r) => r.propertyId !== rooms[1]!.propertyId)!;
    expect((await getJson(`/api/admin/bookings?${mine}&propertyId=${elsewhere.propertyId}`)).total).toBe(0);
    expect((await getJson(`/api/admin/bookings?${mine}&status=confirmed&kind=stay`)).total).toBe(1);
    expect((await getJson(`/api/admin/bookings?${mine}&status=cancelled`)).total).toBe(0);
    expect((await getJson(`/api/admin/bookings?${mine}&kind=service`)).total).toBe(0);
    expect((await getJson(`/api/admin/bookings?${mine}&from=${day(40)}&to=${day(40)}`)).total).toBe(1);
    expect((await getJson(`/api/admin/bookings?${mine}&from=${day(41)}`)).total).toBe(0);
    expect((await getJson(`/api/admin/bookings?${mine}&to=${day(39)}`)).total).toBe(0);
  });

  it('names each bad filter', async () => {
    const res = await get(`/api/admin/bookings?sort=guest&status=lost&from=${day(5)}&to=${day(1)}`);
    expect(res.status).toBe(400);
    const { error } = await readJson(res);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(expect.arrayContaining(['sort', 'status']));
    // Days from 2000-01-01 to ten years ahead (docs/decisions/bookings-and-availability.md, "Date windows").
    const far = await get(`/api/admin/bookings?from=1999-12-31&to=9999-12-31`);
    expect(far.status).toBe(400);
    expect((await readJson(far)).error.fields).toEqual({
      from: RECORD_DATE_MESSAGE,
      to: RECORD_DATE_MESSAGE,
    });
    expect((await get(`/api/admin/bookings?from=2000-01-01&to=${recordLastDay()}`)).status).toBe(200);
  });
});

describe('GET /api/admin/bookings/{id}', () => {
  it('shows the booking with its payment and refunds', async () => {
    const stay = await bookStay(rooms[2]!.id, 50, 53);
    expect(
      (await refund(stay.id, { amountCents: 1000, reason: 'A noisy neighbour', cancel: false })).status,
    ).toBe(200);
    const detail = await getJson(`/api/admin/bookings/${stay.id}`);
    expect(detail).toMatchObject({
      id: stay.id,
      status: 'confirmed',
      guestEmail: guest.email,
      totalCents: stay.totalCents,
      refundedCents: 1000,
      refundableCents: stay.totalCents - 1000,
      canCancel: true,
      payment: { amountCents: stay.totalCents, status: 'succeeded', card: 'Visa ending 4242' },
      refunds: [
        {
          amountCents: 1000,
          status: 'succeeded',
          reason: 'A noisy neighbour',
          requestedBy: 'operator',
          requestedByEmail: admin.email,
        },
      ],
    });
    expect(detail.payment.providerRef).toMatch(/^sim/);
    expect(detail.refunds[0].providerRef).toMatch(/^simre_/);
    expect(detail.lines.length).toBeGreaterThan(0);
    expect((await get('/api/admin/bookings/99999999')).status).toBe(404);
  });
});

describe('POST /api/admin/bookings/{id}/refund', () => {
  it('refunds part without cancelling, then the rest by default, then refuses more', async () => {
    const stay = await bookStay(rooms[3]!.id, 60, 62);
    const part = await refund(stay.id, { amountCents: 2500, reason: 'The spa was closed', cancel: false });
    expect(part.status).toBe(200);
    expect(await readJson(part)).toMatchObject({ status: 'confirmed', refundedCents: 2500 });
    expect(refundCalls.at(-1)).toMatchObject({
      amountCents: 2500,
      idempotencyKey: `booking-${stay.id}-refund-1`,
    });

    const over = await refund(stay.id, { amountCents: stay.totalCents, reason: 'Too much', cancel: false });
    expect(over.status).toBe(409);
    expect((await readJson(over)).error.message).toMatch(/^At most \$[\d,.]+ is left to refund\.$/);

    const rest = await refund(stay.id, { reason: 'Goodwill', cancel: false });
    expect(await readJson(rest)).toMatchObject({ refundedCents: stay.totalCents, refundableCents: 0 });
    expect(refundCalls.at(-1)).toMatchObject({ amountCents: stay.totalCents - 2500 });
    const none = await refund(stay.id, { reason: 'Again', cancel: false });
    expect(none.status).toBe(409);
    expect((await readJson(none)).error.message).toMatch(/Nothing is left to refund/);
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, stay.id))).toHaveLength(2);
  });

  it('cancels with a full refund, by the operator, frees the nights and mails the guest once', async () => {
    const stay = await bookStay(rooms[4]!.id, 70, 73);
    const res = await refund(stay.id, { reason: 'The property is closed for repairs', cancel: true });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'operator',
      cancellationReason: 'The property is closed for repairs',
      refundedCents: stay.totalCents,
      canCancel: false,
    });
    expect(refundCalls.at(-1)).toMatchObject({ idempotencyKey: `booking-${stay.id}-refund-1` });
    // One message, the refund's; not the guest's own cancellation message.
    const mails = await mailOf('booking.refunded');
    expect(mails.filter((m) => (m.payload as { bookingId: number }).bookingId === stay.id)).toHaveLength(1);
    expect(
      (await mailOf('booking.cancelled')).some(
        (m) => (m.payload as { bookingId: number }).bookingId === stay.id,
      ),
    ).toBe(false);
    const [payload] = mails.filter((m) => (m.payload as { bookingId: number }).bookingId === stay.id);
    const mail = await composeMail(
      t.db,
      { kind: 'booking.refunded', to: guest.email, payload: payload!.payload as never },
      site,
    );
    expect(mail.subject).toBe(`Booking #${stay.id} is cancelled and refunded`);
    expect(mail.text).toContain('The property is closed for repairs');

    const [audit] = await auditOf('booking', stay.id);
    expect(audit).toMatchObject({
      action: 'booking.cancel',
      actorRole: 'operator',
      actorUserId: admin.user.id,
    });
    expect(audit!.before).toMatchObject({ status: 'confirmed', refundedCents: 0 });
    expect(audit!.after).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'operator',
      refundedCents: stay.totalCents,
    });
    // The same nights can be booked again.
    await bookStay(rooms[4]!.id, 70, 73);
    // Cancelled already: another cancellation is refused, nothing more is refunded.
    expect((await refund(stay.id, { reason: 'Twice', cancel: true })).status).toBe(422);
  });

  it('cancels with a partial refund and tells the guest the amount', async () => {
    const stay = await bookStay(rooms[6]!.id, 80, 82);
    const res = await refund(stay.id, {
      amountCents: 4321,
      reason: 'Late cancellation fee kept',
      cancel: true,
    });
    expect(await readJson(res)).toMatchObject({ status: 'cancelled', refundedCents: 4321 });
    const mail = await composeMail(
      t.db,
      {
        kind: 'booking.refunded',
        to: guest.email,
        payload: {
          bookingId: stay.id,
          refundId: (await readJson(await get(`/api/admin/bookings/${stay.id}`))).refunds[0].id,
        },
      },
      site,
    );
    expect(mail.text).toContain('Refunded now: $43.21');
    // The guest's dashboard shows the partial refund.
    const dashboard = await getJson('/api/bookings', guest.cookie);
    const listed = dashboard.items.find((b: { id: number }) => b.id === stay.id);
    expect(listed.refundedCents).toBe(4321);
  });

  it('mails the guest a partial refund, records it in the audit trail', async () => {
    const stay = await bookStay(rooms[7]!.id, 90, 92);
    await refund(stay.id, { amountCents: 1999, reason: 'The pool was closed', cancel: false });
    const [mail] = (await mailOf('booking.refunded')).filter(
      (m) => (m.payload as { bookingId: number }).bookingId === stay.id,
    );
    const composed = await composeMail(
      t.db,
      { kind: 'booking.refunded', to: guest.email, payload: mail!.payload as never },
      site,
    );
    expect(composed.subject).toBe(`You have been refunded $19.99 for booking #${stay.id}`);
    expect(composed.text).toContain('The pool was closed');
    const [audit] = await auditOf('booking', stay.id);
    expect(audit).toMatchObject({ action: 'booking.refund', actorRole: 'operator' });
    expect(audit!.after).toMatchObject({
      status: 'confirmed',
      refundedCents: 1999,
      refund: { amountCents: 1999 },
    });
  });

  it('a guest who cancels after a partial refund gets back the rest, not the whole again', async () => {
    const stay = await bookStay(rooms[11]!.id, 130, 132);
    await refund(stay.id, { amountCents: 700, reason: 'A broken lamp', cancel: false });
    const res = await post(`/api/bookings/${stay.id}/cancel`, guest.cookie);
    expect(res.status).toBe(200);
    expect(refundCalls.at(-1)).toMatchObject({
      amountCents: stay.totalCents - 700,
      idempotencyKey: `booking-${stay.id}-refund-2`,
    });
    expect(await getJson(`/api/admin/bookings/${stay.id}`)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'guest',
      refundedCents: stay.totalCents,
      refundableCents: 0,
    });
  });

  it('refunds two at once no further than what is left', async () => {
    const stay = await bookStay(rooms[8]!.id, 100, 102);
    const half = Math.ceil(stay.totalCents / 2) + 1;
    const answers = await Promise.all([
      refund(stay.id, { amountCents: half, reason: 'First operator', cancel: false }),
      refund(stay.id, { amountCents: half, reason: 'Second operator', cancel: false }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const recorded = await t.db.select().from(refunds).where(eq(refunds.bookingId, stay.id));
    expect(recorded).toHaveLength(1);
    expect(refundCalls.filter((c) => c.idempotencyKey.startsWith(`booking-${stay.id}-`))).toHaveLength(1);
  });

  it('refuses a bad body, an unpaid booking and a missing one', async () => {
    const bad = await refund(1, { amountCents: 0.5, reason: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await readJson(bad)).error.fields).sort()).toEqual([
      'amountCents',
      'cancel',
      'reason',
    ]);
    expect((await refund(99999999, { reason: 'Missing', cancel: false })).status).toBe(404);
    const stay = await bookStay(rooms[9]!.id, 110, 112);
    await t.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, stay.id));
    expect((await refund(stay.id, { reason: 'Not paid yet', cancel: false })).status).toBe(422);
  });
});
