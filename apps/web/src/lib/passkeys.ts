import type { AuthenticationCredential, RegistrationCredential } from '@restora/shared/contracts/passkeys';
import { PASSKEY_TEXTS as T } from '@restora/shared/domain/passkeys';

// The browser's passkey prompts (docs/decisions/passkeys.md, "The site"). @simplewebauthn/browser is loaded
// when a passkey action starts, never with a page (docs/decisions/bundle-budget.md).

/** A passkey prompt that did not give an answer, with the words to show for it. */
export class PasskeyPromptError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'PasskeyPromptError';
  }
}

/** Whether this browser has WebAuthn at all (false on the server). */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

async function loadWebAuthn() {
  if (!browserSupportsPasskeys()) throw new PasskeyPromptError(T.unsupported);
  try {
    return await import('@simplewebauthn/browser');
  } catch (error) {
    throw new PasskeyPromptError(T.failed, { cause: error });
  }
}

/**
 * What to say for a prompt that failed. The library names its errors after the browser's DOMException
 * (`name`), with the browser's own error as `cause`.
 */
function promptError(error: unknown, registering: boolean): PasskeyPromptError {
  const name = error instanceof Error ? error.name : '';
  const message =
    name === 'NotAllowedError' || name === 'AbortError'
      ? T.cancelled
      : name === 'NotSupportedError'
        ? T.unsupported
        : registering && name === 'InvalidStateError'
          ? T.alreadyAdded
          : T.failed;
  return new PasskeyPromptError(message, { cause: error });
}

/** Asks the browser to make a passkey with the options the API gave (navigator.credentials.create). */
export async function createPasskey(options: Record<string, unknown>): Promise<RegistrationCredential> {
  const { startRegistration } = await loadWebAuthn();
  try {
    const credential = await startRegistration({ optionsJSON: options as never });
    return credential as RegistrationCredential;
  } catch (error) {
    throw promptError(error, true);
  }
}

/** Asks the browser to sign the API's challenge with one of its passkeys (navigator.credentials.get). */
export async function getPasskey(options: Record<string, unknown>): Promise<AuthenticationCredential> {
  const { startAuthentication } = await loadWebAuthn();
  try {
    const credential = await startAuthentication({ optionsJSON: options as never });
    return credential as AuthenticationCredential;
  } catch (error) {
    throw promptError(error, false);
  }
}
