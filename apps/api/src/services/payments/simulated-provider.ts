import { randomUUID } from 'node:crypto';
import { DECLINED_CARD_NUMBER } from '@restora/shared/domain/card';
import type { ChargeResult, PaymentProvider } from './payment-provider';

/**
 * Stands in for a card processor: waits like one (1.5 s by default), declines the test number
 * 4000000000000002, and accepts every other card that passed the form rules.
 */
export function createSimulatedProvider({ delayMs = 1500 }: { delayMs?: number } = {}): PaymentProvider {
  const results = new Map<string, ChargeResult>();
  return {
    name: 'simulated',
    async charge({ card, idempotencyKey }) {
      const earlier = results.get(idempotencyKey);
      if (earlier) return earlier;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const result: ChargeResult =
        card.cardNumber === DECLINED_CARD_NUMBER
          ? { status: 'declined', reason: 'card_declined' }
          : { status: 'succeeded', reference: `sim_${randomUUID()}` };
      results.set(idempotencyKey, result);
      return result;
    },
  };
}
