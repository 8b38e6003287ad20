// The entry point of services/wellness-services (docs/ARCHITECTURE.md, "Walls between the service folders"): exactly
// what other features may use of it. Its own files, its routes and the tests import its files directly.
/** The condition of a service travellers may see and book (bookings, quiz). */
export { serviceOnSale } from './on-sale';
