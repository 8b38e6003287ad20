// Passkeys (docs/decisions/passkeys.md): the texts the site and the API share. The site imports them
// without zod.

/** How long a passkey request (its challenge) stays good, in seconds. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;
/** At most this many passkeys per account. */
export const PASSKEYS_PER_ACCOUNT = 20;
export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_TEXTS = {
  section: 'Passkeys',
  intro:
    'A passkey signs you in with your fingerprint, face or screen lock instead of a password, and counts as a second factor.',
  add: 'Add a passkey',
  added: 'Passkey added.',
  removed: 'Passkey removed.',
  none: 'No passkeys yet.',
  nameLabel: 'Name this passkey',
  nameRequired: 'Please name this passkey',
  nameTooLong: `Keep the name under ${PASSKEY_NAME_MAX} characters`,
  remove: 'Remove',
  signIn: 'Sign in with a passkey',
  useOne: 'Use a passkey',
  unsupported: 'This browser cannot use passkeys.',
  cancelled: 'The passkey request was cancelled or timed out. Please try again.',
  notRecognised: 'That passkey is not registered with Restora, or it has been removed.',
  failed: 'That passkey could not be checked. Please try again.',
  expired: 'The passkey request has expired. Please try again.',
  tooMany: `An account can have at most ${PASSKEYS_PER_ACCOUNT} passkeys. Remove one first.`,
  alreadyAdded: 'This passkey is already added to your account.',
  notFound: 'Passkey not found',
  noPasskeys: 'This account has no passkeys.',
} as const;
