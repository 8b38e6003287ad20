import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_EXPIRED } from '@restora/shared/domain/booking-requests';
import { retreatBookings } from '../../db/schema/retreats';
import { expireRetreatRequests } from '../../services/retreats/retreat-requests';
import { retreatBody } from '../../test/partner-retreats-kit';
import { optionRow, placeRow } from '../../test/retreat-kit';
import { retreatRequestKit } from '../../test/retreat-request-kit';
import { readJson } from '../../test/test-app';

// How a place requested on a retreat on request ends without the host (docs/decisions/request-to-book.md,
// "Retreats on request"): the 24 hours run out (and the race with an accept), the retreat is cancelled; and
// the partner's setting itself.

let r: Awaited<ReturnType<typeof retreatRequestKit>>;
beforeAll(async () => {
  r = await retreatRequestKit();
}, 60_000);
afterAll(() => r?.close());

describe('the expiry', () => {
  it('a request past its 24 hours cannot be accepted, and the job voids it and frees its spots', async () => {
    const { retreatId, optionId } = await r.retreatOnRequest();
    const { id, paymentId } = await r.requestPlace(retreatId, optionId);
    await r.t.db
      .update(retreatBookings)
      .set({ requestExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(retreatBookings.id, id));
    const late = await r.accept(id);
    expect(late.status).toBe(409);
    expect((await readJson(late)).error.message).toBe(REQUEST_EXPIRED);
    expect(
      await expireRetreatRequests({ db: r.t.db, provider: r.provider, events: r.t.events }),
    ).toBeGreaterThanOrEqual(1);
    expect(await placeRow(r.t.db, id)).toMatchObject({ status: 'expired', requestOutcome: 'expired' });
    expect(await r.paymentRow(paymentId)).toMatchObject({ status: 'voided' });
    expect(r.ledger('capture', paymentId)).toHaveLength(0);
    expect(await optionRow(r.t.db, optionId)).toMatchObject({ taken: 0 });
    const mails = (await r.mailsOf('retreat.request-declined')).filter(
      (m) => (m.payload as { retreatBookingId: number }).retreatBookingId === id,
    );
    expect(mails.map((m) => (m.payload as { outcome: string }).outcome)).toEqual(['expired']);
  });

  it('an r.accept and the expiry at the same moment end in exactly one outcome, eight times over', async () => {
    const { retreatId, optionId } = await r.retreatOnRequest({ spots: 20 });
    for (let i = 0; i < 8; i++) {
      const { id, paymentId } = await r.requestPlace(retreatId, optionId);
      // Due a moment from now, so the host may still answer and the job may already take it.
      const due = new Date(Date.now() + 50);
      await r.t.db.update(retreatBookings).set({ requestExpiresAt: due }).where(eq(retreatBookings.id, id));
      const [answer] = await Promise.all([
        r.accept(id),
        expireRetreatRequests({
          db: r.t.db,
          provider: r.provider,
          events: r.t.events,
          now: new Date(due.getTime() + 1),
        }),
      ]);
      const place = await placeRow(r.t.db, id);
      const captures = r.ledger('capture', paymentId).length;
      const voids = r.ledger('void', paymentId).length;
      if (place.status === 'confirmed') {
        expect(answer.status).toBe(200);
        expect([captures, voids]).toEqual([1, 0]);
      } else {
        expect(place.status).toBe('expired');
        expect(answer.status).toBe(409);
        expect([captures, voids]).toEqual([0, 1]);
      }
    }
  });
});

describe('a cancelled retreat', () => {
  it("declines the places still waiting: no r.accept after, and the requests' job voids them and tells the r.guest", async () => {
    const { retreatId, optionId } = await r.retreatOnRequest();
    const { id, paymentId } = await r.requestPlace(retreatId, optionId);
    const cancelled = await r.post(`/api/partner/retreats/${retreatId}/cancel`, r.kit.partner, {
      reason: 'The teacher is ill.',
    });
    expect(cancelled.status).toBe(200);
    expect(await placeRow(r.t.db, id)).toMatchObject({ status: 'requested', requestOutcome: 'declined' });
    expect((await r.accept(id)).status).toBe(409);
    // The job finishes a claimed request once it is two minutes old (as after a crash).
    const later = new Date(Date.now() + 3 * 60_000);
    await expireRetreatRequests({ db: r.t.db, provider: r.provider, events: r.t.events, now: later });
    expect((await placeRow(r.t.db, id)).status).toBe('declined');
    expect(await r.paymentRow(paymentId)).toMatchObject({ status: 'voided' });
    expect(r.ledger('capture', paymentId)).toHaveLength(0);
    const mails = (await r.mailsOf('retreat.request-declined')).filter(
      (m) => (m.payload as { retreatBookingId: number }).retreatBookingId === id,
    );
    expect(mails).toHaveLength(1);
  });
});

describe('the setting', () => {
  it('a partner sets a retreat to request and back; left out of a save, it stays; guests see it', async () => {
    const created = await r.post('/api/partner/retreats', r.kit.partner, retreatBody(r.propertyId));
    expect(created.status).toBe(201);
    const id = (await readJson(created)).id as number;
    const get = async () =>
      (
        await readJson(
          await r.t.request(`/api/partner/retreats/${id}`, { headers: { cookie: r.kit.partner } }),
        )
      ).bookingMode;
    const put = (overrides: Record<string, unknown>) =>
      r.t.request(`/api/partner/retreats/${id}`, {
        method: 'PUT',
        headers: { cookie: r.kit.partner, 'content-type': 'application/json' },
        body: JSON.stringify(retreatBody(r.propertyId, overrides)),
      });
    expect(await get()).toBe('instant');
    expect((await put({ bookingMode: 'request' })).status).toBe(200);
    expect(await get()).toBe('request');
    expect((await put({})).status).toBe(200);
    expect(await get()).toBe('request');
    const wrong = await put({ bookingMode: 'sometimes' });
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).error.fields.bookingMode).toBe(
      'Choose instant booking or request to book',
    );
    expect((await put({ bookingMode: 'instant' })).status).toBe(200);
    expect(await get()).toBe('instant');

    const { retreatId } = await r.retreatOnRequest();
    expect((await readJson(await r.t.request(`/api/retreats/${retreatId}`))).bookingMode).toBe('request');
  });
});
