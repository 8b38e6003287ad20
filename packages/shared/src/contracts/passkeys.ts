import { z } from 'zod';
import { PASSKEY_NAME_MAX, PASSKEY_TEXTS as T } from '../domain/passkeys';
import { PASSWORD_MAX, sessionUserSchema } from './auth';
import { WRONG_PASSWORD } from '../domain/account-texts';
import { singleLineText } from './plain-text';

// Passkeys (docs/decisions/passkeys.md): WebAuthn credentials added from the account screen, used to sign
// in without a password, as sign-in's second step, and for a step-up. The browser's answers are the JSON
// forms of WebAuthn's PublicKeyCredential (what @simplewebauthn/browser returns), every field bounded.

const password = z
  .string({ error: 'Please enter your password' })
  .min(1, 'Please enter your password')
  .max(PASSWORD_MAX, WRONG_PASSWORD);

/** base64url, as WebAuthn's JSON forms carry binary fields. */
const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'Expected base64url');

/** A credential id is at most 1023 bytes (WebAuthn level 3), 1364 characters of base64url. */
const credentialId = b64url(1364).min(1);
const transport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const attachment = z.enum(['platform', 'cross-platform']);
const extensionResults = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});

export const registrationCredentialSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: attachment.optional(),
  clientExtensionResults: extensionResults,
  response: z.object({
    clientDataJSON: b64url(4096),
    attestationObject: b64url(16_384),
    authenticatorData: b64url(8192).optional(),
    transports: z.array(transport).max(7).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(4096).optional(),
  }),
});
export type RegistrationCredential = z.infer<typeof registrationCredentialSchema>;

export const authenticationCredentialSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: attachment.optional(),
  clientExtensionResults: extensionResults,
  response: z.object({
    clientDataJSON: b64url(4096),
    authenticatorData: b64url(8192),
    signature: b64url(2048),
    userHandle: b64url(128).optional(),
  }),
});
export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

/**
 * The options to hand to the browser (navigator.credentials.create or .get, through
 * @simplewebauthn/browser), as WebAuthn's JSON form; the site passes them on unread.
 */
export const passkeyOptionsSchema = z.object({ options: z.record(z.string(), z.unknown()) });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced between the owner's devices (a passkey manager), or bound to one device or key. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ items: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

export const passkeyNameSchema = z
  .string({ error: T.nameRequired })
  .trim()
  .min(1, T.nameRequired)
  .max(PASSKEY_NAME_MAX, T.nameTooLong)
  .check(singleLineText);

/** Adding a passkey starts with the password, as setting up an authenticator app does. */
export const startPasskeyRegistrationSchema = z.object({ password });
export type StartPasskeyRegistrationInput = z.input<typeof startPasskeyRegistrationSchema>;

export const finishPasskeyRegistrationSchema = z.object({
  name: passkeyNameSchema,
  credential: registrationCredentialSchema,
});
export type FinishPasskeyRegistrationInput = z.input<typeof finishPasskeyRegistrationSchema>;

export const removePasskeySchema = z.object({ password });
export type RemovePasskeyInput = z.input<typeof removePasskeySchema>;

/** Signing in with a passkey, with no password or as sign-in's second step; and a step-up. */
export const passkeyAssertionSchema = z.object({ credential: authenticationCredentialSchema });
export type PasskeyAssertionInput = z.input<typeof passkeyAssertionSchema>;

export const passkeySignInResponseSchema = z.object({ user: sessionUserSchema });
