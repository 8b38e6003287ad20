// The entry point of services/retreats (docs/ARCHITECTURE.md, "Walls between the service folders"):
// exactly what the app's assembly and the workers use of it. Its routes and tests import its files directly.
/** The two payment kinds of a retreat place: the deposit (or all) and the balance. */
export { retreatBalancePayments, retreatPayments } from './retreat-payments';
/** Reminders, balances and their retries, places unpaid at the deadline, waitlist offers run out. */
export { runRetreatSchedule } from './schedule';
/** Cancels a place and gives back what it owes (a cancelled retreat's job runs it per place). */
export { cancelPlace, type CancelledBy } from './cancel-place';
/** The card of upcoming retreats (from price, spots left) for another list: the quiz's suggestions. */
export { cardQuery, toCard } from './search-retreats';
/** Declines the places requested on retreats left unanswered past their 24 hours (the requests' job). */
export { expireRetreatRequests } from './retreat-requests';
/** Declines a cancelled retreat's places still waiting for the host's answer (in the cancelling transaction). */
export { declineWaitingRequests } from './retreat-requests';
