import { servicePayments, stayPayments } from '../bookings/booking-payments';
import { orderPayments } from '../shop/order-payments';
import type { PaymentKind, PaymentPurpose } from './payment-kind';

/**
 * Every kind of payment, by the purpose recorded with it: what the sweep asks to let go of a hold, and what
 * a refund asks to know what becomes of the thing sold.
 */
export const paymentKinds: Record<PaymentPurpose, PaymentKind> = {
  stay: stayPayments,
  services: servicePayments,
  order: orderPayments,
};
