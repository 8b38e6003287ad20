// The entry point of services/admin-users (docs/ARCHITECTURE.md, "Walls between the service folders"):
// exactly what other features may use of it.
/** Suspends an account in the caller's transaction (the one suspension: docs/decisions/admin-users.md). */
export { suspendAccount } from './suspend-user';
