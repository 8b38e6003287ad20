import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cardBrand, DECLINED_CARD_NUMBER, DECLINES_LATER_CARD_NUMBER } from '@restora/shared/domain/card';
import type { ChargeResult, PaymentProvider, RefundResult, SavedCard } from './payment-provider';
import { authorizations } from './simulated-authorizations';

const CHARGE_PREFIX = 'sim_';
const TOKEN = /^simcard_(ok|decline)_([a-z]+)_(\d{4})_[0-9a-f-]{36}$/;

/**
 * A saved card's token says what the simulated processor needs to charge it later in any process, as a
 * real processor's customer record would: whether it will pay, and what we may show (brand, last four).
 */
function keepCard(cardNumber: string): SavedCard {
  const brand =
    cardBrand(cardNumber)
      .toLowerCase()
      .replace(/[^a-z]/g, '') || 'card';
  const last4 = cardNumber.slice(-4);
  const pays = cardNumber === DECLINES_LATER_CARD_NUMBER ? 'decline' : 'ok';
  return { token: `simcard_${pays}_${brand}_${last4}_${randomUUID()}`, brand: cardBrand(cardNumber), last4 };
}

/**
 * The simulated processor's own record of the charges it made, by idempotency key, in a directory every
 * process shares (a test setting, PAYMENT_SIM_LEDGER_DIR): a charge asked again after the asking process
 * died is answered with its first result, as a real processor's idempotency keys do. One file per key,
 * linked into place whole, so two processes asking the same key at once keep one result.
 */
function ledgerAt(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const file = (key: string) => path.join(dir, `${createHash('sha256').update(key).digest('hex')}.json`);
  const read = <R = ChargeResult>(key: string): R | undefined => {
    try {
      return (JSON.parse(fs.readFileSync(file(key), 'utf8')) as { result: R }).result;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  return {
    read,
    /** Records the result unless the key has one already; returns the one kept. */
    record<R = ChargeResult>(key: string, amountCents: number, result: R, op: LedgerOp = 'charge'): R {
      const temp = path.join(dir, `.${randomUUID()}.tmp`);
      // A charge's entry stays as it was before authorizations (no `op`).
      fs.writeFileSync(
        temp,
        JSON.stringify({ key, ...(op === 'charge' ? {} : { op }), amountCents, result }),
      );
      try {
        fs.linkSync(temp, file(key));
        return result;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        return read<R>(key) ?? result;
      } finally {
        fs.rmSync(temp, { force: true });
      }
    },
    /** Every ask, in order (one line each), for tests to count. */
    asked: (key: string) => fs.appendFileSync(path.join(dir, 'asks.log'), `${key}\n`),
  };
}

/** What a ledger entry records: a charge (the default), or a step of an authorization. */
export type LedgerOp = 'charge' | 'authorize' | 'capture' | 'void';

export type SimulatedLedger = ReturnType<typeof ledgerAt>;

/**
 * What the ledger directory holds: each charge made, with its key and amount, each authorization, capture
 * and void (`op`), and every ask's key.
 */
export function readSimulatedLedger(dir: string) {
  const charges = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('auth-'))
    .map(
      (name) =>
        JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as {
          key: string;
          /** Absent for a charge. */
          op?: LedgerOp;
          amountCents: number;
          result: ChargeResult;
        },
    );
  const asksFile = path.join(dir, 'asks.log');
  const asks = fs.existsSync(asksFile) ? fs.readFileSync(asksFile, 'utf8').split('\n').filter(Boolean) : [];
  return { charges, asks };
}

/**
 * Stands in for a card processor: waits like one (1.5 s by default), declines the test number
 * 4000000000000002, and accepts every other card that passed the form rules. A refund gives back at most
 * what a charge took; a charge made before a restart is not remembered (unless kept in a ledger, tests
 * only), so only its reference is checked.
 * Asked to, it keeps a card for later charges and answers with its token; 4000000000000341 is charged at
 * once but its saved token is declined.
 */
export function createSimulatedProvider({
  delayMs = 1500,
  ledgerDir,
  savedCardStallMs = 0,
}: {
  delayMs?: number;
  /** Where charges are recorded by key for every process (PAYMENT_SIM_LEDGER_DIR, tests only). */
  ledgerDir?: string;
  /** How long a kept card's charge takes after it is made (PAYMENT_SIM_SAVED_CARD_STALL_MS, tests only). */
  savedCardStallMs?: number;
} = {}): PaymentProvider {
  const charges = new Map<string, ChargeResult>();
  const ledger = ledgerDir ? ledgerAt(ledgerDir) : undefined;
  const charged = new Map<string, { amountCents: number; refundedCents: number }>();
  const refunds = new Map<string, Promise<RefundResult>>();
  const wait = () => (delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, delayMs)) : undefined);
  const held = authorizations({ ledger, ledgerDir, charged, wait, keepCard });
  return {
    authorize: held.authorize,
    capture: held.capture,
    void: held.void,
    name: 'simulated',
    async charge({ amountCents, card, idempotencyKey, saveCard: keep }) {
      const earlier = charges.get(idempotencyKey);
      if (earlier) return earlier;
      await wait();
      const result: ChargeResult =
        card.cardNumber === DECLINED_CARD_NUMBER
          ? { status: 'declined', reason: 'card_declined' }
          : {
              status: 'succeeded',
              reference: `${CHARGE_PREFIX}${randomUUID()}`,
              ...(keep ? { savedCard: keepCard(card.cardNumber) } : {}),
            };
      charges.set(idempotencyKey, result);
      if (result.status === 'succeeded') charged.set(result.reference, { amountCents, refundedCents: 0 });
      return result;
    },
    async chargeSavedCard({ amountCents, token, idempotencyKey }) {
      ledger?.asked(idempotencyKey);
      const earlier = charges.get(idempotencyKey) ?? ledger?.read(idempotencyKey);
      if (earlier) return earlier;
      if (!ledger) await wait();
      const match = TOKEN.exec(token);
      let result: ChargeResult = !match
        ? { status: 'declined', reason: 'unknown_card' }
        : match[1] === 'decline'
          ? { status: 'declined', reason: 'card_declined' }
          : { status: 'succeeded', reference: `${CHARGE_PREFIX}${randomUUID()}` };
      if (ledger) {
        // Made (and recorded) first, answered after the wait: a process killed meanwhile never hears it.
        result = ledger.record(idempotencyKey, amountCents, result);
        await wait();
        if (savedCardStallMs > 0) await new Promise((resolve) => setTimeout(resolve, savedCardStallMs));
      }
      charges.set(idempotencyKey, result);
      if (result.status === 'succeeded') charged.set(result.reference, { amountCents, refundedCents: 0 });
      return result;
    },
    async saveCard({ card }) {
      await wait();
      if (card.cardNumber === DECLINED_CARD_NUMBER) return { status: 'declined', reason: 'card_declined' };
      return { status: 'saved', savedCard: keepCard(card.cardNumber) };
    },
    refund({ chargeReference, amountCents, idempotencyKey }) {
      // Kept from the start, so a refund asked twice at once is still made once.
      const earlier = refunds.get(idempotencyKey);
      if (earlier) return earlier;
      const result = (async (): Promise<RefundResult> => {
        await wait();
        const charge = charged.get(chargeReference);
        if (!chargeReference.startsWith(CHARGE_PREFIX)) return { status: 'failed', reason: 'unknown_charge' };
        if (!Number.isInteger(amountCents) || amountCents <= 0)
          return { status: 'failed', reason: 'invalid_amount' };
        if (charge && charge.refundedCents + amountCents > charge.amountCents)
          return { status: 'failed', reason: 'exceeds_charge' };
        if (charge) charge.refundedCents += amountCents;
        return { status: 'succeeded', reference: `simre_${randomUUID()}` };
      })();
      refunds.set(idempotencyKey, result);
      return result;
    },
  };
}
