import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createSimulatedProvider, readSimulatedLedger } from '../adapters/simulated-provider';
import { outbox } from '../db/schema/mail';
import { payments } from '../db/schema/payments';
import { retreats } from '../db/schema/retreats';
import { stayRooms } from '../db/schema/stays';
import { calendarKit } from './calendar-kit';
import { bookPlace, insertRetreat, placeRow } from './retreat-kit';
import { createTestApp, readJson, registerUser } from './test-app';

// Retreats on request's API tests (docs/decisions/request-to-book.md, "Retreats on request"): a seeded app
// with the demo partner, two guests, a simulated processor whose ledger is the witness, and the calls.

export const RETREAT_REQUEST_MESSAGE = 'Is the practice gentle enough for a knee injury?';

export async function retreatRequestKit() {
  const ledgerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-retreat-request-ledger-'));
  const provider = createSimulatedProvider({ delayMs: 0, ledgerDir });
  const t = await createTestApp({ seed: true, payments: provider });
  const kit = await calendarKit(t);
  const guest = await registerUser(t, { name: 'Rosa Requester' });
  const other = await registerUser(t, { name: 'Otto Other' });
  const [room] = await t.db.select().from(stayRooms).where(eq(stayRooms.id, kit.rooms[0]!.id));
  const propertyId = room!.propertyId;

  /** The ledger's authorizations, captures or voids (of one payment when given). */
  const ledger = (op: 'capture' | 'void' | 'authorize', paymentId?: number) =>
    readSimulatedLedger(ledgerDir).charges.filter(
      (c) => c.op === op && (paymentId === undefined || c.key === `${op}:${op}:${paymentId}`),
    );
  const post = (p: string, cookie: string, body: unknown = {}) =>
    t.request(p, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const accept = (id: number, cookie = kit.partner) =>
    post(`/api/partner/retreat-requests/${id}/accept`, cookie);
  const decline = (
    id: number,
    message: unknown = 'Sorry, this week is for returning students.',
    cookie = kit.partner,
  ) => post(`/api/partner/retreat-requests/${id}/decline`, cookie, { message });
  const paymentRow = async (id: number) =>
    (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
  const mailsOf = (kind: string) => t.db.select().from(outbox).where(eq(outbox.kind, kind));

  /** A retreat on request at the partner's property, with one option of `spots`. */
  async function retreatOnRequest({ spots = 10, depositPercent = 25 as number | null } = {}) {
    const { retreatId, optionIds } = await insertRetreat(t.db, {
      propertyId,
      options: [{ spots, priceCents: 200_000 }],
      depositPercent,
    });
    await t.db.update(retreats).set({ bookingMode: 'request' }).where(eq(retreats.id, retreatId));
    return { retreatId, optionId: optionIds[0]! };
  }

  /** A place requested with the message; its id and payment's. */
  async function requestPlace(retreatId: number, optionId: number, who = guest, people = 1) {
    const res = await bookPlace(t, who.cookie, retreatId, {
      optionId,
      people,
      message: RETREAT_REQUEST_MESSAGE,
    });
    expect(res.status).toBe(201);
    const body = await readJson(res);
    const place = await placeRow(t.db, body.id as number);
    return { id: place.id, paymentId: place.depositPaymentId, body };
  }

  return {
    t,
    provider,
    kit,
    guest,
    other,
    propertyId,
    ledger,
    post,
    accept,
    decline,
    paymentRow,
    mailsOf,
    retreatOnRequest,
    requestPlace,
    async close() {
      await t.close();
      fs.rmSync(ledgerDir, { recursive: true, force: true });
    },
  };
}
