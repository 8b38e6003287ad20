import type { CardPayment } from '@restora/shared/contracts/payments';

export type ChargeRequest = {
  amountCents: number;
  currency: 'USD';
  card: CardPayment;
  /** Passed on, so the provider itself never charges twice for one request. */
  idempotencyKey: string;
  description: string;
};

export type ChargeResult =
  { status: 'succeeded'; reference: string } | { status: 'declined'; reason: string };

/** The one interface every payment goes through; the built-in provider simulates a card processor. */
export type PaymentProvider = {
  name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
};
