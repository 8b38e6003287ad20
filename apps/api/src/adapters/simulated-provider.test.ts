import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECLINED_CARD_NUMBER, SAMPLE_CARD } from '@restora/shared/domain/card';
import { createSimulatedProvider, readSimulatedLedger } from './simulated-provider';

const provider = () => createSimulatedProvider({ delayMs: 0 });
let keys = 0;
const key = () => `key-${++keys}`;

async function chargeOf(p: ReturnType<typeof provider>, amountCents: number) {
  const result = await p.charge({
    amountCents,
    currency: 'USD',
    card: SAMPLE_CARD,
    idempotencyKey: key(),
    description: 'Stay 1',
  });
  if (result.status !== 'succeeded') throw new Error('the sample card was declined');
  return result.reference;
}
const refund = (p: ReturnType<typeof provider>, chargeReference: string, amountCents: number, k = key()) =>
  p.refund({ chargeReference, amountCents, currency: 'USD', idempotencyKey: k, reason: 'cancelled' });

describe('the simulated provider refunds', () => {
  it('gives back a charge, whole or in parts, with a refund reference of its own', async () => {
    const p = provider();
    const charge = await chargeOf(p, 10_000);
    const first = await refund(p, charge, 4_000);
    const second = await refund(p, charge, 6_000);
    expect(first).toMatchObject({ status: 'succeeded', reference: expect.stringMatching(/^simre_/) });
    expect(second).toMatchObject({ status: 'succeeded' });
    expect(second).not.toEqual(first);
  });

  it('refuses more than the charge took, counting earlier refunds', async () => {
    const p = provider();
    const charge = await chargeOf(p, 5_000);
    expect(await refund(p, charge, 5_001)).toEqual({ status: 'failed', reason: 'exceeds_charge' });
    expect((await refund(p, charge, 3_000)).status).toBe('succeeded');
    expect(await refund(p, charge, 2_001)).toEqual({ status: 'failed', reason: 'exceeds_charge' });
    expect((await refund(p, charge, 2_000)).status).toBe('succeeded');
  });

  it('answers a repeated key with the first refund, also when both arrive at once', async () => {
    const p = createSimulatedProvider({ delayMs: 5 });
    const charge = await chargeOf(p, 1_000);
    const k = key();
    const [a, b] = await Promise.all([refund(p, charge, 1_000, k), refund(p, charge, 1_000, k)]);
    expect(a.status).toBe('succeeded');
    expect(b).toEqual(a);
    expect(await refund(p, charge, 1_000, k)).toEqual(a);
    // The charge was refunded once: nothing of it is left.
    expect(await refund(p, charge, 1, key())).toEqual({ status: 'failed', reason: 'exceeds_charge' });
  });

  it('refuses a reference that is not one of its charges, and an amount of zero', async () => {
    const p = provider();
    expect(await refund(p, 'ch_elsewhere', 100)).toEqual({ status: 'failed', reason: 'unknown_charge' });
    expect(await refund(p, await chargeOf(p, 100), 0)).toEqual({
      status: 'failed',
      reason: 'invalid_amount',
    });
  });

  it('refunds a charge made before a restart, which it can no longer check the amount of', async () => {
    const before = provider();
    const charge = await chargeOf(before, 100);
    expect((await refund(provider(), charge, 100)).status).toBe('succeeded');
  });
});

describe('the simulated provider keeps cards', () => {
  it('saves a card without charging it, and declines the declined test number', async () => {
    const p = provider();
    const saved = await p.saveCard({ card: { ...SAMPLE_CARD, cardNumber: '5555555555554444' } });
    expect(saved).toMatchObject({ status: 'saved', savedCard: { brand: 'Mastercard', last4: '4444' } });
    const token = saved.status === 'saved' ? saved.savedCard.token : '';
    const charged = await p.chargeSavedCard({
      amountCents: 500,
      currency: 'USD',
      token,
      idempotencyKey: key(),
      description: 'Retreat place 1: balance',
    });
    expect(charged.status).toBe('succeeded');
    expect(await p.saveCard({ card: { ...SAMPLE_CARD, cardNumber: DECLINED_CARD_NUMBER } })).toMatchObject({
      status: 'declined',
    });
  });

  it('with a ledger, answers a kept card charge asked again by another process with its first result', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-sim-ledger-'));
    try {
      const token = `simcard_ok_visa_4242_${randomUUID()}`;
      const ask = (p: ReturnType<typeof provider>) =>
        p.chargeSavedCard({
          amountCents: 700,
          currency: 'USD',
          token,
          idempotencyKey: 'u1:retreat-balance-1-1',
          description: 'Retreat place 1: balance',
        });
      const first = await ask(createSimulatedProvider({ delayMs: 0, ledgerDir: dir }));
      const again = await ask(createSimulatedProvider({ delayMs: 0, ledgerDir: dir }));
      expect(again).toEqual(first);
      const ledger = readSimulatedLedger(dir);
      expect(ledger.charges).toEqual([{ key: 'u1:retreat-balance-1-1', amountCents: 700, result: first }]);
      expect(ledger.asks).toEqual(['u1:retreat-balance-1-1', 'u1:retreat-balance-1-1']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
