import type { PaymentKind, PaymentPurpose } from './payment-kind';

/**
 * Every kind of payment, by the purpose recorded with it: what the sweep asks to let go of a hold, and what
 * a refund asks to know what becomes of the thing sold. The payments module imports no feature: the
 * features that sell (bookings, shop) hand their kinds over where the app is assembled
 * (src/payment-kinds.ts, run by server.ts and createApp), through `registerPaymentKinds`.
 */
export const paymentKinds = {} as Record<PaymentPurpose, PaymentKind>;

/** Fills the registry (again, harmlessly: every app of a process registers the same kinds). */
export function registerPaymentKinds(kinds: Record<PaymentPurpose, PaymentKind>) {
  Object.assign(paymentKinds, kinds);
}

/** The kind of a purpose; none registered is a fault of the assembly, never of the request. */
export function paymentKind(purpose: PaymentPurpose): PaymentKind {
  const kind = paymentKinds[purpose] as PaymentKind | undefined;
  if (!kind)
    throw new Error(`No payment kind "${purpose}" is registered (src/payment-kinds.ts registers them).`);
  return kind;
}
