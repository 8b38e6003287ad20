import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINED_CARD_NUMBER } from '@restora/shared/domain/card';
import { REQUEST_ALREADY_ANSWERED, REQUEST_NOT_FOUND } from '@restora/shared/domain/booking-requests';
import { conversationMessages, conversations } from '../../db/schema/conversations';
import { retreatBookings } from '../../db/schema/retreats';
import { composeMail } from '../../services/mail/compose-mail';
import type { MailMessage } from '../../services/mail/mail-kinds';
import { bookPlace, insertRetreat, optionRow, placeRow } from '../../test/retreat-kit';
import { RETREAT_REQUEST_MESSAGE, retreatRequestKit } from '../../test/retreat-request-kit';
import { readJson } from '../../test/test-app';

// Retreats on request (docs/decisions/request-to-book.md, "Retreats on request"): a place asked for with a
// message, the deposit (or all) authorized and the card kept, the spots held 24 hours; the host accepts
// (captured once, the balance scheduled) or declines (never captured, spots back). The expiry, a cancelled
// retreat and the setting: retreat-requests-end.test.ts.

let r: Awaited<ReturnType<typeof retreatRequestKit>>;
beforeAll(async () => {
  r = await retreatRequestKit();
}, 60_000);
afterAll(() => r?.close());

describe('requesting a place', () => {
  it('needs a message before anything is held or authorized', async () => {
    const { retreatId, optionId } = await r.retreatOnRequest();
    const authorizations = r.ledger('authorize').length;
    const res = await bookPlace(r.t, r.guest.cookie, retreatId, { optionId, people: 1, message: '  ' });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields.message).toBe('Write a message');
    expect(await optionRow(r.t.db, optionId)).toMatchObject({ taken: 0 });
    expect(r.ledger('authorize')).toHaveLength(authorizations);
  });

  it('authorizes the deposit, keeps the card, holds the spots for 24 hours and opens the thread with the message', async () => {
    const { retreatId, optionId } = await r.retreatOnRequest();
    const before = Date.now();
    const { id, paymentId, body } = await r.requestPlace(retreatId, optionId, r.guest, 2);
    expect(body).toMatchObject({ status: 'requested', paidCents: 0, depositCents: 100_000 });
    const expires = Date.parse(body.requestExpiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1000);
    expect(await r.paymentRow(paymentId)).toMatchObject({ status: 'authorized', amountCents: 100_000 });
    expect(r.ledger('capture', paymentId)).toHaveLength(0);
    expect(await placeRow(r.t.db, id)).toMatchObject({ cardLast4: '4242', balanceStatus: 'scheduled' });
    expect((await placeRow(r.t.db, id)).cardToken).toMatch(/^simcard_/);
    expect(await optionRow(r.t.db, optionId)).toMatchObject({ taken: 2 });

    const [thread] = await r.t.db.select().from(conversations).where(eq(conversations.retreatBookingId, id));
    expect(body.conversationId).toBe(thread!.id);
    const messages = await r.t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, thread!.id));
    expect(messages.map((m) => [m.senderSide, m.body])).toEqual([['guest', RETREAT_REQUEST_MESSAGE]]);
    const detail = await readJson(
      await r.t.request(`/api/conversations/${thread!.id}`, { headers: { cookie: r.guest.cookie } }),
    );
    expect(detail.about).toMatchObject({ retreatBookingId: id, bookingStatus: 'requested' });
    expect(detail.guestMayWrite).toBe(true);

    // The hosts are mailed with a link to the thread; the r.guest's words stay on the site.
    const toHost = (await r.mailsOf('booking.request-received')).find(
      (m) => (m.payload as { path: string }).path === `/partner/messages/${thread!.id}`,
    );
    const hostMail = await composeMail(
      r.t.db,
      { kind: 'booking.request-received', to: toHost!.recipient, payload: toHost!.payload } as MailMessage,
      { publicUrl: 'https://restora.example' },
    );
    expect(hostMail.subject).toMatch(/^Rosa R\. asks to book /);
    expect(hostMail.text).toContain('Yoga and breathwork week · Option 1 · 2 people');
    expect(hostMail.text).toContain('The places are held for you until');
    expect(hostMail.text).not.toContain('knee injury');

    // The r.guest's dashboard and the host's participants show it waiting.
    const mine = await readJson(
      await r.t.request('/api/retreat-bookings', { headers: { cookie: r.guest.cookie } }),
    );
    expect(mine.items.find((p: { id: number }) => p.id === id)).toMatchObject({
      status: 'requested',
      conversationId: thread!.id,
    });
    const participants = await readJson(
      await r.t.request(`/api/partner/retreats/${retreatId}/participants`, {
        headers: { cookie: r.kit.partner },
      }),
    );
    expect(participants.items).toEqual([
      expect.objectContaining({
        bookingId: id,
        status: 'requested',
        conversationId: thread!.id,
        paidCents: 0,
      }),
    ]);
    expect(Date.parse(participants.items[0].requestExpiresAt)).toBe(expires);
  });

  it('a declined card holds nothing', async () => {
    const { retreatId, optionId } = await r.retreatOnRequest();
    const res = await bookPlace(r.t, r.guest.cookie, retreatId, {
      optionId,
      people: 1,
      message: RETREAT_REQUEST_MESSAGE,
      card: { cardNumber: DECLINED_CARD_NUMBER },
    });
    expect(res.status).toBe(402);
    expect(await optionRow(r.t.db, optionId)).toMatchObject({ taken: 0 });
    const places = await r.t.db.select().from(retreatBookings).where(eq(retreatBookings.optionId, optionId));
    expect(places.map((p) => p.status)).toEqual(['payment_failed']);
  });

  it('two guests never hold the last spot: the second is refused before its card is touched', async () => {
    const { retreatId, optionId } = await r.retreatOnRequest({ spots: 1 });
    await r.requestPlace(retreatId, optionId);
    const authorizations = r.ledger('authorize').length;
    const res = await bookPlace(r.t, r.other.cookie, retreatId, {
      optionId,
      people: 1,
      message: RETREAT_REQUEST_MESSAGE,
    });
    expect(res.status).toBe(409);
    expect(r.ledger('authorize')).toHaveLength(authorizations);
  });
});

describe("the host's answer", () => {
  it('accepting captures the deposit once, confirms the place and schedules the balance', async () => {
    const { retreatId, optionId } = await r.retreatOnRequest();
    const { id, paymentId } = await r.requestPlace(retreatId, optionId);
    const res = await r.accept(id);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ bookingId: id, status: 'confirmed', paidCents: 50_000 });
    const place = await placeRow(r.t.db, id);
    expect(place).toMatchObject({ status: 'confirmed', requestOutcome: 'accepted', requestExpiresAt: null });
    expect(place.balanceNextTryOn).toBe(place.balanceDueDate);
    expect(await r.paymentRow(paymentId)).toMatchObject({ status: 'succeeded' });
    expect(r.ledger('capture', paymentId)).toHaveLength(1);
    expect(r.ledger('void', paymentId)).toHaveLength(0);
    const booked = (await r.mailsOf('retreat.booked')).filter(
      (m) => (m.payload as { retreatBookingId: number }).retreatBookingId === id,
    );
    expect(booked).toHaveLength(1);
    // Answering again changes nothing.
    const again = await r.accept(id);
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.message).toBe(REQUEST_ALREADY_ANSWERED);
    expect(r.ledger('capture', paymentId)).toHaveLength(1);
  });

  it('declining needs a message, voids (never captures), frees the spots and tells the r.guest', async () => {
    const { retreatId, optionId } = await r.retreatOnRequest();
    const { id, paymentId } = await r.requestPlace(retreatId, optionId);
    const empty = await r.decline(id, '');
    expect(empty.status).toBe(400);
    expect((await placeRow(r.t.db, id)).status).toBe('requested');

    const res = await r.decline(id);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ status: 'declined', paidCents: 0 });
    expect(await r.paymentRow(paymentId)).toMatchObject({ status: 'voided' });
    expect(r.ledger('capture', paymentId)).toHaveLength(0);
    expect(r.ledger('void', paymentId)).toHaveLength(1);
    expect(await optionRow(r.t.db, optionId)).toMatchObject({ taken: 0 });
    const [thread] = await r.t.db.select().from(conversations).where(eq(conversations.retreatBookingId, id));
    const messages = await r.t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, thread!.id));
    expect(messages.map((m) => m.senderSide)).toEqual(['guest', 'partner']);
    const [mail] = (await r.mailsOf('retreat.request-declined')).filter(
      (m) => (m.payload as { retreatBookingId: number }).retreatBookingId === id,
    );
    const composed = await composeMail(
      r.t.db,
      { kind: 'retreat.request-declined', to: mail!.recipient, payload: mail!.payload } as MailMessage,
      { publicUrl: 'https://restora.example' },
    );
    expect(composed.subject).toBe('Your request for Yoga and breathwork week was not accepted');
    expect(composed.text).toContain('Nothing was charged');
    expect((await r.accept(id)).status).toBe(409);
    expect(r.ledger('capture', paymentId)).toHaveLength(0);
  });

  it('another organisation is told the request does not exist; a r.guest is refused; an instant place is no request', async () => {
    const { retreatId, optionId } = await r.retreatOnRequest();
    const { id } = await r.requestPlace(retreatId, optionId);
    const foreign = await r.accept(id, r.kit.otherPartner);
    expect(foreign.status).toBe(404);
    expect((await readJson(foreign)).error.message).toBe(REQUEST_NOT_FOUND);
    expect((await r.decline(id, 'No.', r.guest.cookie)).status).toBe(403);
    expect((await r.post(`/api/partner/retreat-requests/${id}/accept`, '')).status).toBe(401);
    expect((await placeRow(r.t.db, id)).status).toBe('requested');

    const instant = await insertRetreat(r.t.db, { propertyId: r.propertyId });
    const bought = await readJson(
      await bookPlace(r.t, r.guest.cookie, instant.retreatId, { optionId: instant.optionIds[0]!, people: 1 }),
    );
    expect(bought.status).toBe('confirmed');
    expect((await r.accept(bought.id as number)).status).toBe(404);
  });
});
