import { randomUUID } from 'node:crypto';
import { cardBrand, DECLINED_CARD_NUMBER, DECLINES_LATER_CARD_NUMBER } from '@restora/shared/domain/card';
import type { ChargeResult, PaymentProvider, RefundResult, SavedCard } from './payment-provider';

const CHARGE_PREFIX = 'sim_';
const TOKEN = /^simcard_(ok|decline)_([a-z]+)_(\d{4})_[0-9a-f-]{36}$/;

/**
 * A saved card's token says what the simulated processor needs to charge it later in any process, as a
 * real processor's customer record would: whether it will pay, and what we may show (brand, last four).
 */
function saveCard(cardNumber: string): SavedCard {
  const brand =
    cardBrand(cardNumber)
      .toLowerCase()
      .replace(/[^a-z]/g, '') || 'card';
  const last4 = cardNumber.slice(-4);
  const pays = cardNumber === DECLINES_LATER_CARD_NUMBER ? 'decline' : 'ok';
  return { token: `simcard_${pays}_${brand}_${last4}_${randomUUID()}`, brand: cardBrand(cardNumber), last4 };
}

/**
 * Stands in for a card processor: waits like one (1.5 s by default), declines the test number
 * 4000000000000002, and accepts every other card that passed the form rules. A refund gives back at most
 * what a charge took; a charge made before a restart is not remembered, so only its reference is checked.
 * Asked to, it keeps a card for later charges and answers with its token; 4000000000000341 is charged at
 * once but its saved token is declined.
 */
export function createSimulatedProvider({ delayMs = 1500 }: { delayMs?: number } = {}): PaymentProvider {
  const charges = new Map<string, ChargeResult>();
  const charged = new Map<string, { amountCents: number; refundedCents: number }>();
  const refunds = new Map<string, Promise<RefundResult>>();
  const wait = () => (delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, delayMs)) : undefined);
  return {
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
              ...(keep ? { savedCard: saveCard(card.cardNumber) } : {}),
            };
      charges.set(idempotencyKey, result);
      if (result.status === 'succeeded') charged.set(result.reference, { amountCents, refundedCents: 0 });
      return result;
    },
    async chargeSavedCard({ amountCents, token, idempotencyKey }) {
      const earlier = charges.get(idempotencyKey);
      if (earlier) return earlier;
      await wait();
      const match = TOKEN.exec(token);
      const result: ChargeResult = !match
        ? { status: 'declined', reason: 'unknown_card' }
        : match[1] === 'decline'
          ? { status: 'declined', reason: 'card_declined' }
          : { status: 'succeeded', reference: `${CHARGE_PREFIX}${randomUUID()}` };
      charges.set(idempotencyKey, result);
      if (result.status === 'succeeded') charged.set(result.reference, { amountCents, refundedCents: 0 });
      return result;
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
