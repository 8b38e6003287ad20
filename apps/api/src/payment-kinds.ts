import { servicePayments, stayPayments } from './services/bookings';
import { registerPaymentKinds } from './services/payments/payment-kinds';
import { orderPayments } from './services/shop';
import { retreatBalancePayments, retreatPayments } from './services/retreats';

/**
 * The kinds of payment, handed to the payments module by the app's assembly (createApp), so that payments
 * (a platform folder) imports no feature (docs/ARCHITECTURE.md, "Walls between the service folders").
 */
export function registerAllPaymentKinds() {
  registerPaymentKinds({
    stay: stayPayments,
    services: servicePayments,
    order: orderPayments,
    retreat: retreatPayments,
    retreat_balance: retreatBalancePayments,
  });
}
