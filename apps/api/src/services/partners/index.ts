// The entry point of services/partners (docs/ARCHITECTURE.md, "Walls between the service folders"): exactly
// what other features may use of it. Its own files, its routes and the tests import its files directly.
/** Publishes or withdraws a property in the caller's transaction (an operator's moderation does too). */
export { writePropertyPublished } from './set-property-published';
