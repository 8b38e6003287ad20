// The entry point of services/identity (docs/ARCHITECTURE.md, "Walls between the service folders"): exactly
// what other features may use of it. Its own files, its routes and the tests import its files directly.
/** Whether a password is one of the common ones refused (a partner's invitation sets one). */
export { isCommonPassword } from './common-passwords';
/** The address of a user's drawn avatar (testimonials show it). */
export { avatarUrl } from './get-session-user';
/** The account and its profile as one DTO (a partner signed in by their invitation, the profile). */
export { getSessionUser } from './get-session-user';
/** How long each kind of one-time link lives (a partner's invitation lives as long). */
export { LINK_TTL_SECONDS } from './one-time-links';
/** How a one-time link's token is stored (a partner's invitation token is stored the same way). */
export { hashedIdentifier } from './one-time-links';
/** A recent second factor asked before an action that moves money or grants power. */
export { type StepUp } from './step-up';
/** Whether this session owes an organisation's second factor (a live stream hears no organisation's threads then). */
export { partnerSecondFactorRefusal } from './organisation-rule';
