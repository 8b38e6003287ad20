import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DECLINED_CARD_NUMBER, SAMPLE_CARD } from '@restora/shared/domain/card';
import { createSimulatedProvider, readSimulatedLedger } from './simulated-provider';

// The simulated processor's authorizations (docs/decisions/request-to-book.md): captured or voided, never
// both, each step once per key, recorded in the ledger as charges are.

const dirs: string[] = [];
const ledger = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-sim-auth-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const ask = { amountCents: 12_300, currency: 'USD' as const, card: SAMPLE_CARD, description: 'Stay 1' };

async function authorized(provider: ReturnType<typeof createSimulatedProvider>, key = 'auth-1') {
  const result = await provider.authorize({ ...ask, idempotencyKey: key });
  if (result.status !== 'authorized') throw new Error('not authorized');
  return result.reference;
}

describe('the simulated processor authorizes', () => {
  it('declines the test card, and answers a repeated key with its first authorization', async () => {
    const provider = createSimulatedProvider({ delayMs: 0 });
    const declined = await provider.authorize({
      ...ask,
      card: { ...SAMPLE_CARD, cardNumber: DECLINED_CARD_NUMBER },
      idempotencyKey: 'd',
    });
    expect(declined).toEqual({ status: 'declined', reason: 'card_declined' });
    const first = await authorized(provider, 'k');
    expect(await authorized(provider, 'k')).toBe(first);
  });

  it('captures once: the capture is a charge that can be refunded, up to its amount', async () => {
    const provider = createSimulatedProvider({ delayMs: 0 });
    const ref = await authorized(provider);
    const capture = await provider.capture({ authorizationReference: ref, idempotencyKey: 'c1' });
    expect(capture.status).toBe('succeeded');
    expect(await provider.capture({ authorizationReference: ref, idempotencyKey: 'c1' })).toEqual(capture);
    expect(await provider.capture({ authorizationReference: ref, idempotencyKey: 'c2' })).toEqual({
      status: 'failed',
      reason: 'already_captured',
    });
    if (capture.status !== 'succeeded') throw new Error('not captured');
    const refund = (amountCents: number, key: string) =>
      provider.refund({
        chargeReference: capture.reference,
        amountCents,
        currency: 'USD',
        idempotencyKey: key,
        reason: 'x',
      });
    expect((await refund(12_300, 'r1')).status).toBe('succeeded');
    expect((await refund(1, 'r2')).status).toBe('failed');
  });

  it('refuses to capture a voided authorization and to void a captured one', async () => {
    const provider = createSimulatedProvider({ delayMs: 0 });
    const voidedRef = await authorized(provider, 'a');
    expect(await provider.void({ authorizationReference: voidedRef, idempotencyKey: 'v' })).toEqual({
      status: 'voided',
    });
    expect(await provider.capture({ authorizationReference: voidedRef, idempotencyKey: 'c' })).toEqual({
      status: 'failed',
      reason: 'authorization_voided',
    });
    const capturedRef = await authorized(provider, 'b');
    await provider.capture({ authorizationReference: capturedRef, idempotencyKey: 'c-b' });
    expect(await provider.void({ authorizationReference: capturedRef, idempotencyKey: 'v-b' })).toEqual({
      status: 'failed',
      reason: 'authorization_captured',
    });
    expect(await provider.void({ authorizationReference: 'simauth_unknown', idempotencyKey: 'v-x' })).toEqual(
      {
        status: 'failed',
        reason: 'unknown_authorization',
      },
    );
  });

  it('lets one of a capture and a void asked at once win, also between two processes sharing a ledger', async () => {
    for (let i = 0; i < 20; i += 1) {
      const dir = ledger();
      const one = createSimulatedProvider({ delayMs: 0, ledgerDir: dir });
      const two = createSimulatedProvider({ delayMs: 0, ledgerDir: dir });
      const ref = await authorized(one, `auth-${i}`);
      const [capture, voided] = await Promise.all([
        one.capture({ authorizationReference: ref, idempotencyKey: `c-${i}` }),
        two.void({ authorizationReference: ref, idempotencyKey: `v-${i}` }),
      ]);
      expect([capture.status === 'succeeded', voided.status === 'voided'].filter(Boolean)).toHaveLength(1);
      const ops = readSimulatedLedger(dir)
        .charges.map((c) => c.op)
        .sort();
      expect(ops).toEqual(['authorize', 'capture', 'void']);
    }
  });
});
