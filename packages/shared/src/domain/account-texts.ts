// What account recovery and control say (docs/decisions/account-recovery.md), the same on both sides.

/** The one answer to "forgot password", whether or not the address has an account (no enumeration). */
export const RESET_LINK_SENT =
  'If an account uses that address, we have sent it a link to choose a new password. The link works once, for one hour.';
export const LINK_EXPIRED = 'This link has expired or has already been used.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. Sign in with your new password.';
export const EMAIL_VERIFIED = 'Your e-mail address is verified.';
export const VERIFICATION_SENT = 'We have sent you a new confirmation link. It works for 24 hours.';
export const EMAIL_CHANGE_SENT =
  'We have sent a confirmation link to your new address. Your account keeps its current address until you open it.';
export const EMAIL_CHANGED = 'Your account now uses its new e-mail address.';
export const WRONG_PASSWORD = 'That password is not correct';
/**
 * What registering says, whether or not the address already had an account (no enumeration): the mail
 * either carries the link that confirms the address and signs in, or tells the owner someone tried.
 */
export const SIGN_UP_CHECK_EMAIL_TITLE = 'Check your e-mail';
export const SIGN_UP_CHECK_EMAIL_NEXT =
  'Open the link in it to confirm your address: it signs you in and takes you on where you were going. The link works once, for 24 hours.';
export const SIGN_UP_CHECK_EMAIL_HELP =
  'Nothing after a few minutes? Look in your spam folder, or check the address and register again.';
