// The entry point of services/reviews (docs/ARCHITECTURE.md, "Walls between the service folders"): exactly
// what other features may use of it. Its own files, its routes and the tests import its files directly.
/** A room's latest reviews, newest first, each with its reply (the stay page). */
export { roomReviews } from './room-reviews';
