// The entry point of services/bookings (docs/ARCHITECTURE.md, "Walls between the service folders"): exactly
// what other features may use of it. Its own files, its routes and the tests import its files directly.
/** A user's bookings with their room or service and review, as the account export lists them. */
export { selectBookings } from './booking-dto';
/** One booking row as the API's Booking DTO (the account export). */
export { toBooking } from './booking-dto';
/** The payment purpose of a booking, for a refund of it by an operator or a partner. */
export { bookingPurpose } from './booking-payments';
/** The payment kind of a service booking (registered with payments by src/payment-kinds.ts). */
export { servicePayments } from './booking-payments';
/** The payment kind of a stay booking (registered with payments by src/payment-kinds.ts). */
export { stayPayments } from './booking-payments';
/** The day a booking ends (exclusive), for the partner's list. */
export { bookingEnd } from './partner-bookings-query';
/** The bookings of a partner's rooms and services, as a query condition. */
export { inScope } from './partner-bookings-query';
/** Whether a booking is over (its check-out or its day has gone). */
export { isOver } from './partner-bookings-query';
/** One booking as the partner's list shows it (what a partner's cancellation records in the audit trail). */
export { partnerBookingView } from './partner-bookings-query';
/** The rooms and services of the properties of the given organisations. */
export { partnerScope } from './partner-bookings-query';
/** The partner list's rows, with the guest, the place and the refund. */
export { selectPartnerBookings } from './partner-bookings-query';
/** One partner list row as the API's PartnerBooking DTO. */
export { toPartnerBooking } from './partner-bookings-query';
/** Today's date (UTC), as the partner's list compares bookings with it. */
export { utcToday } from './partner-bookings-query';
/** The advisory lock key of a room's nights, which the room calendar takes before it rewrites them. */
export { ROOM_HOLD_LOCK } from './room-hold-lock';
/** Declines the requests to book left unanswered past their 24 hours (a job every minute). */
export { expireRequests } from './expire-requests';
