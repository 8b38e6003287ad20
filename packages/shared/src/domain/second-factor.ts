// Second factors (docs/decisions/second-factors.md): the rules and texts the site and the API share. The
// site imports them without zod.

/** A refund of more than this asks for the second factor again when the last check is older than below. */
export const STEP_UP_REFUND_THRESHOLD_CENTS = 50_000;
/** How long a session's last second-factor check counts for an action that asks again (a step-up). */
export const STEP_UP_MAX_AGE_SECONDS = 10 * 60;
export const TOTP_CODE_DIGITS = 6;
export const BACKUP_CODE_COUNT = 10;

/** Whether a refund of `cents` asks for a recent second factor. */
export function refundNeedsStepUp(cents: number): boolean {
  return cents > STEP_UP_REFUND_THRESHOLD_CENTS;
}

export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Ten letters and digits, as shown (xxxxx-xxxxx); typed in any case, with or without the dash. */
export const BACKUP_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

export const SECOND_FACTOR_TEXTS = {
  enterCode: 'Enter the 6-digit code from your authenticator app',
  enterBackupCode: 'Enter one of your backup codes (like abcde-12345)',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  usedCode: 'That code has just been used. Wait for the next one.',
  wrongBackupCode: 'That backup code is not right, or it has been used.',
  tooManyWrong: 'Too many wrong codes. Please wait and try again.',
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  alreadyOn: 'An authenticator app is already set up. Turn it off first to set up another.',
  notOn: 'No authenticator app is set up on this account.',
  startFirst: 'Start the set-up again: scan the new code, then enter the code it shows.',
  adminSetup: 'Administrators need a second factor. Set up an authenticator app to continue.',
  adminCode: 'Administrators need a second factor. Enter the code from your authenticator app to continue.',
  organisationSetup:
    'Your organisation asks its members for a second factor. Set up an authenticator app to continue.',
  organisationCode:
    'Your organisation asks its members for a second factor. Enter the code from your authenticator app to continue.',
  stepUp: 'For this, enter the code from your authenticator app again.',
  stepUpSetup: 'This needs a second factor. Set up an authenticator app first.',
  requireNeedsOwn: 'Set up an authenticator app for yourself before asking it of your organisation.',
} as const;
