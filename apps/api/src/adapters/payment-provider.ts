import type { CardPayment } from '@restora/shared/contracts/payments';

export type ChargeRequest = {
  amountCents: number;
  currency: 'USD';
  card: CardPayment;
  /** Passed on, so the provider itself never charges twice for one request. */
  idempotencyKey: string;
  description: string;
  /**
   * Keep the card at the provider for later charges (a retreat's balance): a charge that succeeds then
   * also answers with the saved card's token, as real processors' "setup for future use" does.
   */
  saveCard?: boolean;
};

/** A card kept at the provider: its token (the provider's reference, never the card) and what we show. */
export type SavedCard = { token: string; brand: string; last4: string };

export type ChargeResult =
  { status: 'succeeded'; reference: string; savedCard?: SavedCard } | { status: 'declined'; reason: string };

/** A charge of a saved card, without the guest present (the balance on its due date). */
export type SavedCardChargeRequest = {
  amountCents: number;
  currency: 'USD';
  token: string;
  idempotencyKey: string;
  description: string;
};

/** A card kept for later charges without charging it now (a guest replacing the card of a balance due). */
export type SaveCardRequest = { card: CardPayment };

export type SaveCardResult =
  { status: 'saved'; savedCard: SavedCard } | { status: 'declined'; reason: string };

export type RefundRequest = {
  /** The provider's reference of the charge being refunded (payments.provider_ref). */
  chargeReference: string;
  /** All of the charge or part of it; several refunds of one charge add up to at most its amount. */
  amountCents: number;
  currency: 'USD';
  /** Passed on, so one refund asked twice is made once. */
  idempotencyKey: string;
  reason: string;
};

export type RefundResult = { status: 'succeeded'; reference: string } | { status: 'failed'; reason: string };

/**
 * Holds an amount on the card without taking it (a request to book, docs/decisions/request-to-book.md):
 * captured later, or voided so nothing is ever taken.
 */
export type AuthorizeRequest = {
  amountCents: number;
  currency: 'USD';
  card: CardPayment;
  idempotencyKey: string;
  description: string;
  /** Keep the card for later charges too (a retreat's balance), as a charge may. */
  saveCard?: boolean;
};

/** An authorization succeeded: its reference is what capture and void name. */
export type AuthorizeResult =
  { status: 'authorized'; reference: string; savedCard?: SavedCard } | { status: 'declined'; reason: string };

/** Takes what an authorization held; the result's reference is a charge's, so refunds name it. */
export type CaptureRequest = { authorizationReference: string; idempotencyKey: string };
export type CaptureResult = { status: 'succeeded'; reference: string } | { status: 'failed'; reason: string };

/** Lets an authorization go: nothing is ever taken. A captured one cannot be voided (refund it instead). */
export type VoidRequest = { authorizationReference: string; idempotencyKey: string };
export type VoidResult = { status: 'voided' } | { status: 'failed'; reason: string };

/**
 * The one interface every payment goes through; the built-in provider simulates a card processor. Money
 * goes out the way it came in: a refund names the charge it gives back.
 */
export type PaymentProvider = {
  name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  chargeSavedCard(request: SavedCardChargeRequest): Promise<ChargeResult>;
  saveCard(request: SaveCardRequest): Promise<SaveCardResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  capture(request: CaptureRequest): Promise<CaptureResult>;
  void(request: VoidRequest): Promise<VoidResult>;
};
