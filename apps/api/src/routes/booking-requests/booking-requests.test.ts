import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINED_CARD_NUMBER, SAMPLE_CARD } from '@restora/shared/domain/card';
import { REQUEST_EXPIRED, REQUEST_NOT_FOUND } from '@restora/shared/domain/booking-requests';
import { createSimulatedProvider, readSimulatedLedger } from '../../adapters/simulated-provider';
import { bookings } from '../../db/schema/bookings';
import { conversationMessages, conversations } from '../../db/schema/conversations';
import { outbox } from '../../db/schema/mail';
import { payments } from '../../db/schema/payments';
import { properties, stayRooms } from '../../db/schema/stays';
import { expireRequests } from '../../services/bookings/expire-requests';
import { composeMail } from '../../services/mail/compose-mail';
import type { MailMessage } from '../../services/mail/mail-kinds';
import { calendarKit } from '../../test/calendar-kit';
import { requestStay } from '../../test/request-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Request to book, for stays (docs/decisions/request-to-book.md): the card authorized, the nights held for
// 24 hours, the host accepts (captured once) or declines (never captured, nights freed), or it expires.

const ledgerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-request-ledger-'));
const provider = createSimulatedProvider({ delayMs: 0, ledgerDir });
let t: TestApp;
let kit: Awaited<ReturnType<typeof calendarKit>>;
let guest: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let roomId: number;
let propertyId: number;

/** The simulator's ledger entries of one payment: its authorization, captures and voids. */
const ledgerOf = (paymentId: number, op: 'capture' | 'void' | 'authorize') =>
  readSimulatedLedger(ledgerDir).charges.filter(
    (c) => c.op === op && (op === 'authorize' ? true : c.key === `${op}:${op}:${paymentId}`),
  );
const capturesOf = (paymentId: number) => ledgerOf(paymentId, 'capture');
const voidsOf = (paymentId: number) => ledgerOf(paymentId, 'void');

const partnerPost = (p: string, cookie: string, body: unknown = {}) =>
  t.request(p, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const accept = (id: number, cookie = kit.partner) =>
  partnerPost(`/api/partner/booking-requests/${id}/accept`, cookie);
const decline = (
  id: number,
  message: unknown = 'Sorry, we are closed for a private group then.',
  cookie = kit.partner,
) => partnerPost(`/api/partner/booking-requests/${id}/decline`, cookie, { message });

async function requested(from: number, to = from + 2, who = guest) {
  const res = await requestStay(t, who.cookie, { roomId, from, to });
  expect(res.status).toBe(201);
  const body = await readJson(res);
  return { id: body.bookings[0].id as number, paymentId: body.payment.id as number, body };
}
const bookingRow = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const paymentRow = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const mailsTo = (kind: string) => t.db.select().from(outbox).where(eq(outbox.kind, kind));

beforeAll(async () => {
  t = await createTestApp({ seed: true, payments: provider });
  kit = await calendarKit(t);
  guest = await registerUser(t, { name: 'Rosa Requester' });
  other = await registerUser(t, { name: 'Otto Other' });
  roomId = kit.rooms[0]!.id;
  const [room] = await t.db.select().from(stayRooms).where(eq(stayRooms.id, roomId));
  propertyId = room!.propertyId;
  // The property books on request; its rooms inherit it.
  await t.db.update(properties).set({ bookingMode: 'request' }).where(eq(properties.id, propertyId));
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(ledgerDir, { recursive: true, force: true });
});

describe('sending a request to book', () => {
  it('authorizes the card, holds the nights as requested for 24 hours and opens the thread with the message', async () => {
    const before = Date.now();
    const { id, paymentId, body } = await requested(10);
    expect(body.bookings[0].status).toBe('requested');
    expect(body.payment.status).toBe('authorized');
    const expires = Date.parse(body.bookings[0].requestExpiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1000);
    expect(capturesOf(paymentId)).toHaveLength(0);
    const [thread] = await t.db.select().from(conversations).where(eq(conversations.bookingId, id));
    const messages = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, thread!.id));
    expect(messages.map((m) => [m.senderSide, m.body])).toEqual([
      ['guest', 'We would love to come for the yoga week.'],
    ]);
    const detail = await readJson(
      await t.request(`/api/conversations/${thread!.id}`, { headers: { cookie: guest.cookie } }),
    );
    expect(detail.about.bookingStatus).toBe('requested');
    // A guest with a request waiting may always write to the host.
    expect(detail.guestMayWrite).toBe(true);
    const mails = await mailsTo('booking.request-received');
    const toHost = mails.find(
      (m) => (m.payload as { path: string }).path === `/partner/messages/${thread!.id}`,
    );
    const hostMail = await composeMail(
      t.db,
      { kind: 'booking.request-received', to: toHost!.recipient, payload: toHost!.payload } as MailMessage,
      { publicUrl: 'https://restora.example' },
    );
    expect(hostMail.subject).toMatch(/^Rosa R\. asks to book /);
    expect(hostMail.text).toContain(`https://restora.example/partner/messages/${thread!.id}`);
    expect(hostMail.text).not.toContain('yoga week');
    // The partner sees it waiting.
    const list = await readJson(
      await t.request('/api/partner/booking-requests', { headers: { cookie: kit.partner } }),
    );
    expect(list.items.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('refuses a request without a message, naming the field, and holds nothing', async () => {
    const count = (await t.db.select().from(bookings)).length;
    for (const message of [null, '', '   ']) {
      const res = await requestStay(t, guest.cookie, { roomId, from: 20, to: 22, message });
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields.message).toBe('Write a message');
    }
    expect((await t.db.select().from(bookings)).length).toBe(count);
  });

  it('answers a declined card with a 402 and holds no nights', async () => {
    const res = await requestStay(t, guest.cookie, {
      roomId,
      from: 30,
      to: 32,
      card: { ...SAMPLE_CARD, cardNumber: DECLINED_CARD_NUMBER },
    });
    expect(res.status).toBe(402);
    // The same nights are free for the next guest.
    await requested(30, 32, other);
  });

  it('lets two guests never hold the same nights: the second request is a 409', async () => {
    await requested(40);
    const res = await requestStay(t, other.cookie, { roomId, from: 41, to: 43 });
    expect(res.status).toBe(409);
  });

  it("lets the partner set the property's booking mode, naming the field when it is not one", async () => {
    const detail = await readJson(
      await t.request(`/api/partner/properties/${propertyId}`, { headers: { cookie: kit.partner } }),
    );
    expect(detail.bookingMode).toBe('request');
    const put = (bookingMode: unknown) =>
      t.request(`/api/partner/properties/${propertyId}`, {
        method: 'PUT',
        headers: { cookie: kit.partner, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: detail.name,
          type: detail.type,
          setting: detail.setting,
          address: detail.address,
          city: detail.city,
          ...(detail.state ? { state: detail.state } : {}),
          country: detail.country,
          latitude: detail.latitude,
          longitude: detail.longitude,
          description: detail.description,
          amenities: detail.amenities,
          wellnessFeatures: detail.wellnessFeatures,
          houseRules: detail.houseRules,
          checkInTime: detail.checkInTime,
          checkOutTime: detail.checkOutTime,
          bookingMode,
        }),
      });
    const refused = await put('sometimes');
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).error.fields.bookingMode).toBe(
      'Choose instant booking or request to book',
    );
    const saved = await put('instant');
    expect(saved.status).toBe(200);
    expect((await readJson(saved)).bookingMode).toBe('instant');
    // A room without its own mode follows the property: booked at once now.
    const room = await readJson(await t.request(`/api/stays/${roomId}`));
    expect(room.bookingMode).toBe('instant');
    expect((await put('request')).status).toBe(200);
  });

  it('books a room set to instant at once even when its property takes requests', async () => {
    const instant = kit.rooms[1]!.id;
    const saved = await t.request(`/api/partner/rooms/${instant}`, {
      headers: { cookie: kit.partner },
    });
    const room = await readJson(saved);
    const put = await t.request(`/api/partner/rooms/${instant}`, {
      method: 'PUT',
      headers: { cookie: kit.partner, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: room.title,
        description: room.description,
        maxGuests: room.maxGuests,
        priceCents: room.priceCents,
        cleaningFeeCents: room.cleaningFeeCents,
        bookingMode: 'instant',
      }),
    });
    expect(put.status).toBe(200);
    expect((await readJson(put)).bookingMode).toBe('instant');
    const res = await requestStay(t, guest.cookie, { roomId: instant, from: 50, to: 52, message: null });
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body.bookings[0].status).toBe('confirmed');
    expect(body.payment.status).toBe('succeeded');
  });
});

describe('the host answers', () => {
  it('accepts: the authorization is captured once, the booking confirmed and mailed, the dashboard shows it', async () => {
    const { id, paymentId } = await requested(60);
    const res = await accept(id);
    expect(res.status).toBe(200);
    expect((await readJson(res)).status).toBe('confirmed');
    expect((await bookingRow(id)).status).toBe('confirmed');
    const paid = await paymentRow(paymentId);
    expect(paid.status).toBe('succeeded');
    expect(capturesOf(paymentId)).toHaveLength(1);
    // The capture is a charge like any other: a later cancellation can refund it, never more than it took.
    const refund = (amountCents: number, key: string) =>
      provider.refund({
        chargeReference: paid.providerRef!,
        amountCents,
        currency: 'USD',
        idempotencyKey: key,
        reason: 'test',
      });
    expect((await refund(paid.amountCents + 1, `too-much-${id}`)).status).toBe('failed');
    expect(voidsOf(paymentId)).toHaveLength(0);
    // Answering again changes nothing and charges nothing more.
    expect((await accept(id)).status).toBe(409);
    expect((await decline(id)).status).toBe(409);
    expect(capturesOf(paymentId)).toHaveLength(1);
    const confirmedMails = await mailsTo('booking.confirmed');
    expect(confirmedMails.some((m) => (m.payload as { bookingIds: number[] }).bookingIds.includes(id))).toBe(
      true,
    );
    const dashboard = await readJson(
      await t.request('/api/dashboard', { headers: { cookie: guest.cookie } }),
    );
    expect(dashboard.recentBookings.find((b: { id: number }) => b.id === id)?.status).toBe('confirmed');
  });

  it('declines with a message: voided, never captured, the nights free again, the guest told in the thread and by mail', async () => {
    const { id, paymentId } = await requested(70);
    expect((await decline(id, '')).status).toBe(400);
    const res = await decline(id, 'Sorry, the house is closed for repairs that week.');
    expect(res.status).toBe(200);
    expect((await readJson(res)).status).toBe('declined');
    expect((await paymentRow(paymentId)).status).toBe('voided');
    expect(capturesOf(paymentId)).toHaveLength(0);
    expect(voidsOf(paymentId)).toHaveLength(1);
    const [thread] = await t.db.select().from(conversations).where(eq(conversations.bookingId, id));
    const last = await t.db
      .select()
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, thread!.id),
          eq(conversationMessages.senderSide, 'partner'),
        ),
      );
    expect(last.map((m) => m.body)).toEqual(['Sorry, the house is closed for repairs that week.']);
    const mails = await mailsTo('booking.request-declined');
    const toGuest = mails.find((m) => (m.payload as { bookingId: number }).bookingId === id);
    const guestMail = await composeMail(
      t.db,
      { kind: 'booking.request-declined', to: toGuest!.recipient, payload: toGuest!.payload } as MailMessage,
      { publicUrl: 'https://restora.example' },
    );
    expect(guestMail.text).toContain('has declined your request');
    expect(guestMail.text).toContain('Nothing was charged');
    // The guest's thread says so (its status line reads the booking's status).
    const detail = await readJson(
      await t.request(`/api/conversations/${thread!.id}`, { headers: { cookie: guest.cookie } }),
    );
    expect(detail.about.bookingStatus).toBe('declined');
    // The nights are bookable again, by someone else.
    await requested(70, 72, other);
    expect((await accept(id)).status).toBe(409);
  });

  it("hides another organisation's request (404) and refuses a non-partner (403)", async () => {
    const { id } = await requested(80);
    const res = await accept(id, kit.otherPartner);
    expect(res.status).toBe(404);
    expect((await readJson(res)).error.message).toBe(REQUEST_NOT_FOUND);
    expect((await decline(id, 'No.', kit.otherPartner)).status).toBe(404);
    expect((await accept(id, guest.cookie)).status).toBe(403);
    expect((await bookingRow(id)).status).toBe('requested');
  });
});

describe('the 24 hours', () => {
  it('expires an unanswered request: voided, never captured, the nights freed, the guest mailed', async () => {
    const { id, paymentId } = await requested(90);
    // Not yet due: nothing happens.
    await expireRequests({ db: t.db, provider, events: t.events });
    expect((await bookingRow(id)).status).toBe('requested');
    await t.db
      .update(bookings)
      .set({ requestExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, id));
    const res = await accept(id);
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.message).toBe(REQUEST_EXPIRED);
    expect(await expireRequests({ db: t.db, provider, events: t.events })).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(id)).status).toBe('expired');
    expect((await paymentRow(paymentId)).status).toBe('voided');
    expect(capturesOf(paymentId)).toHaveLength(0);
    const mails = await mailsTo('booking.request-declined');
    expect(
      mails.some((m) => {
        const p = m.payload as { bookingId: number; outcome: string };
        return p.bookingId === id && p.outcome === 'expired';
      }),
    ).toBe(true);
    await requested(90, 92, other);
  });

  it('gives one outcome when the accept and the expiry run at the same moment, every time', async () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const { id, paymentId } = await requested(100 + i * 3, 101 + i * 3);
      // The job sees the request as due (its clock a day ahead); the host still sees it open.
      const later = new Date(Date.now() + 25 * 3_600_000);
      const [answer] = await Promise.all([
        accept(id),
        expireRequests({ db: t.db, provider, events: t.events, now: later }),
      ]);
      const row = await bookingRow(id);
      outcomes.add(row.status);
      if (row.status === 'confirmed') {
        expect(answer.status).toBe(200);
        expect(capturesOf(paymentId)).toHaveLength(1);
        expect(voidsOf(paymentId)).toHaveLength(0);
      } else {
        expect(row.status).toBe('expired');
        expect(answer.status).toBe(409);
        expect(capturesOf(paymentId)).toHaveLength(0);
        expect(voidsOf(paymentId)).toHaveLength(1);
      }
    }
    expect([...outcomes].every((s) => s === 'confirmed' || s === 'expired')).toBe(true);
  });
});
