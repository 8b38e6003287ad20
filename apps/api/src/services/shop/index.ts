// The entry point of services/shop (docs/ARCHITECTURE.md, "Walls between the service folders"): exactly
// what other features may use of it. Its own files, its routes and the tests import its files directly.
/** The payment kind of an order (registered with payments by src/payment-kinds.ts). */
export { orderPayments } from './order-payments';
/** A user's orders (the account export). */
export { listOrders } from './orders';
