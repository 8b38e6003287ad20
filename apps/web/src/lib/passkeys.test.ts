import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSKEY_TEXTS as T } from '@restora/shared/domain/passkeys';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const { createPasskey, getPasskey, PasskeyPromptError } = await import('./passkeys');

/** What the library throws: its own error named after the browser's DOMException. */
const refused = (name: string) => Object.assign(new Error(`The browser said ${name}`), { name });

beforeEach(() => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('passkey prompts', () => {
  it("hands the API's options to the browser and returns its answer", async () => {
    browser.startRegistration.mockResolvedValue({ id: 'made' });
    browser.startAuthentication.mockResolvedValue({ id: 'signed' });
    expect(await createPasskey({ challenge: 'c1' })).toEqual({ id: 'made' });
    expect(await getPasskey({ challenge: 'c2' })).toEqual({ id: 'signed' });
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c1' } });
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c2' } });
  });

  it.each(['NotAllowedError', 'AbortError'])('says a prompt ended with %s was cancelled', async (name) => {
    browser.startAuthentication.mockRejectedValue(refused(name));
    const error = await getPasskey({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PasskeyPromptError);
    expect((error as Error).message).toBe(T.cancelled);
    browser.startRegistration.mockRejectedValue(refused(name));
    await expect(createPasskey({})).rejects.toThrow(T.cancelled);
  });

  it('says a browser without WebAuthn cannot use passkeys, and does not load the library for it', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    await expect(getPasskey({})).rejects.toThrow(T.unsupported);
    await expect(createPasskey({})).rejects.toThrow(T.unsupported);
    expect(browser.startAuthentication).not.toHaveBeenCalled();
    expect(browser.startRegistration).not.toHaveBeenCalled();
  });

  it('says an authenticator that supports none of the algorithms cannot be used', async () => {
    browser.startRegistration.mockRejectedValue(refused('NotSupportedError'));
    await expect(createPasskey({})).rejects.toThrow(T.unsupported);
  });

  it('says a passkey the authenticator already holds for this account is already added', async () => {
    browser.startRegistration.mockRejectedValue(refused('InvalidStateError'));
    await expect(createPasskey({})).rejects.toThrow(T.alreadyAdded);
  });

  it('says anything else could not be checked', async () => {
    browser.startAuthentication.mockRejectedValue(refused('SecurityError'));
    await expect(getPasskey({})).rejects.toThrow(T.failed);
    browser.startRegistration.mockRejectedValue(new TypeError('bad options'));
    await expect(createPasskey({})).rejects.toThrow(T.failed);
  });
});
