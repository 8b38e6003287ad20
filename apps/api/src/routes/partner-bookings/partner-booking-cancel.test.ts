import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { formatUsd } from '@restora/shared/domain/stay-quote';
import { BOOKING_OVER, CANCEL_REASON_REQUIRED } from '@restora/shared/domain/partner-bookings';
import { bookings } from '../../db/schema/bookings';
import { outbox } from '../../db/schema/mail';
import { partnerOrganisations } from '../../db/schema/partners';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { services } from '../../db/schema/services';
import { properties } from '../../db/schema/stays';
import { composeMail } from '../../services/mail/compose-mail';
import { day, insertStay } from '../../test/fixtures';
import { readJson } from '../../test/test-app';
import {
  t,
  kit,
  guest,
  stranger,
  partnerService,
  refundCalls,
  failRefunds,
  post,
  get,
  bookStay,
  cancelAs,
  refundsOf,
} from '../../test/partner-bookings-app';

// A partner cancels a booking with a full refund (docs/decisions/partner-bookings.md,
// cancellation-and-refunds.md).

describe('POST /api/partner/bookings/{id}/cancel', () => {
  it('cancels with a full refund, once, mails the guest the reason and amount, and reopens the nights', async () => {
    const stay = await bookStay(kit.rooms[3]!.id, 30, 33);
    const totalCents = stay.totalCents;
    const res = await cancelAs(kit.partner, stay.id);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      id: stay.id,
      status: 'cancelled',
      cancelledBy: 'partner',
      cancellationReason: 'A burst pipe flooded the room',
      refundedCents: totalCents,
      refundStatus: 'succeeded',
      canCancel: false,
    });
    // A repeat (or a double click) is refused and refunds nothing more.
    expect((await cancelAs(kit.partner, stay.id)).status).toBe(422);
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]).toMatchObject({
      amountCents: totalCents,
      idempotencyKey: `booking-${stay.id}-refund-1`,
    });
    const recorded = await refundsOf(stay.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      amountCents: totalCents,
      status: 'succeeded',
      requestedBy: 'partner',
    });
    expect(recorded[0]!.providerRef).toMatch(/^simre_/);

    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'booking.cancelled-by-partner'), eq(outbox.recipient, guest.email)));
    expect(mail!.payload).toEqual({ bookingId: stay.id });
    const composed = await composeMail(
      t.db,
      { kind: 'booking.cancelled-by-partner', to: guest.email, payload: { bookingId: stay.id } },
      { publicUrl: 'https://restora.example' },
    );
    expect(composed.text).toContain('A burst pipe flooded the room');
    expect(composed.text).toContain(`Refunded in full: ${formatUsd(totalCents)}`);

    // The same nights can be booked again at once.
    await bookStay(kit.rooms[3]!.id, 30, 33, stranger.cookie);
  });

  it('refunds each service booking its own total, not the whole payment', async () => {
    const res = await post('/api/bookings/services', guest.cookie, {
      items: [{ serviceId: partnerService.id, date: day(44) }],
      card: SAMPLE_CARD,
    });
    const [booking] = (await readJson(res)).bookings;
    const cancelled = await readJson(await cancelAs(kit.partner, booking.id));
    expect(cancelled.refundedCents).toBe(booking.totalCents);
    expect(cancelled.status).toBe('cancelled');
  });

  it('answers 404 for another organisation’s booking and 403 for a non-partner, changing nothing', async () => {
    const stay = await bookStay(kit.rooms[3]!.id, 50, 52);
    expect((await cancelAs(kit.otherPartner, stay.id)).status).toBe(404);
    expect((await cancelAs(kit.partner, 2_000_000_000)).status).toBe(404);
    expect((await cancelAs(guest.cookie, stay.id)).status).toBe(403);
    expect((await cancelAs('', stay.id)).status).toBe(401);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(row!.status).toBe('confirmed');
    expect(await refundsOf(stay.id)).toEqual([]);
    expect(refundCalls).toEqual([]);
  });

  it('requires a reason of 3 to 500 characters', async () => {
    const stay = await bookStay(kit.rooms[3]!.id, 55, 56);
    for (const body of [{}, { reason: '  ' }, { reason: 'no' }, { reason: 'x'.repeat(501) }]) {
      const res = await post(`/api/partner/bookings/${stay.id}/cancel`, kit.partner, body);
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields.reason).toBeTruthy();
    }
    expect((await readJson(await cancelAs(kit.partner, stay.id, ''))).error.fields.reason).toBe(
      CANCEL_REASON_REQUIRED,
    );
  });

  it('refuses a stay that is over with a clear 422', async () => {
    const past = await insertStay(t.db, {
      userId: guest.user.id,
      roomId: kit.rooms[3]!.id,
      checkIn: day(-5),
      checkOut: day(0),
    });
    const res = await cancelAs(kit.partner, past);
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.message).toBe(BOOKING_OVER);
  });

  it('never refunds more than was charged: a payment already refunded refuses, and nothing changes', async () => {
    const stay = await bookStay(kit.rooms[3]!.id, 60, 62);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, stay.id));
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, booking!.paymentId));
    await t.db.insert(refunds).values({
      paymentId: payment!.id,
      amountCents: payment!.amountCents - 1,
      reason: 'goodwill',
      requestedBy: 'operator',
      idempotencyKey: `test-${randomUUID()}`,
      status: 'succeeded',
    });
    const res = await cancelAs(kit.partner, stay.id);
    expect(res.status).toBe(422);
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(after!.status).toBe('confirmed');
    expect(await refundsOf(stay.id)).toEqual([]);
    expect(refundCalls).toEqual([]);
  });

  it('two service bookings of one payment cancelled at once refund exactly the payment', async () => {
    const [second] = await t.db
      .select({ id: services.id })
      .from(services)
      .innerJoin(properties, eq(properties.id, services.propertyId))
      .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, properties.organisationId))
      .where(eq(partnerOrganisations.name, 'Lotus Path Retreats'))
      .orderBy(asc(services.id))
      .offset(1)
      .limit(1);
    const res = await post('/api/bookings/services', guest.cookie, {
      items: [
        { serviceId: partnerService.id, date: day(70) },
        { serviceId: second!.id, date: day(71) },
      ],
      card: SAMPLE_CARD,
    });
    expect(res.status).toBe(201);
    const made = (await readJson(res)).bookings as { id: number }[];
    const answers = await Promise.all(made.map((b) => cancelAs(kit.partner, b.id)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await t.db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.bookingId,
          made.map((b) => b.id),
        ),
      );
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, made[0]!.id));
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, booking!.paymentId));
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(payment!.amountCents);
  });

  it('keeps the cancellation when the provider’s refund fails, with the refund marked failed for a retry', async () => {
    const stay = await bookStay(kit.rooms[3]!.id, 80, 82);
    failRefunds();
    const res = await cancelAs(kit.partner, stay.id);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      status: 'cancelled',
      refundedCents: 0,
      refundStatus: 'failed',
    });
    const [recorded] = await refundsOf(stay.id);
    expect(recorded).toMatchObject({ status: 'failed', failureReason: 'provider_error' });
    // The nights are free all the same.
    await bookStay(kit.rooms[3]!.id, 80, 82, stranger.cookie);
  });
});

describe('a guest’s own cancellation', () => {
  it('refunds the booking in full and shows it on the answer and the dashboard', async () => {
    const stay = await bookStay(kit.rooms[4]?.id ?? kit.rooms[0]!.id, 90, 92);
    const res = await post(`/api/bookings/${stay.id}/cancel`, guest.cookie);
    expect(res.status).toBe(200);
    const totalCents = stay.totalCents;
    expect(await readJson(res)).toMatchObject({ status: 'cancelled', refundedCents: totalCents });
    expect(refundCalls).toHaveLength(1);
    expect(await refundsOf(stay.id)).toMatchObject([
      {
        amountCents: totalCents,
        status: 'succeeded',
        requestedBy: 'guest',
        requestedByUserId: guest.user.id,
      },
    ]);
    const dashboard = await readJson(await get('/api/dashboard', guest.cookie));
    expect(dashboard.recentBookings.find((b: { id: number }) => b.id === stay.id).refundedCents).toBe(
      totalCents,
    );
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(row).toMatchObject({ cancelledBy: 'guest' });
  });
});
