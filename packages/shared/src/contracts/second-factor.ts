import { z } from 'zod';
import { WRONG_PASSWORD } from '../domain/account-texts';
import { PASSWORD_MAX, sessionUserSchema } from './auth';
import { BACKUP_CODE_PATTERN, SECOND_FACTOR_TEXTS as T, TOTP_CODE_PATTERN } from '../domain/second-factor';

// Second factors (docs/decisions/second-factors.md): set-up, sign-in's second step, step-up and turning
// it off. Texts and rules are in domain/second-factor.ts.

const password = z
  .string({ error: 'Please enter your password' })
  .min(1, 'Please enter your password')
  .max(PASSWORD_MAX, WRONG_PASSWORD);

export const totpCodeSchema = z.string({ error: T.enterCode }).trim().regex(TOTP_CODE_PATTERN, T.enterCode);

export const secondFactorMethodSchema = z.enum(['totp', 'backup_code']);
export type SecondFactorMethod = z.infer<typeof secondFactorMethodSchema>;

const proof = {
  /** 'totp': the code the app shows now; 'backup_code': one of the codes shown at set-up, once. */
  method: secondFactorMethodSchema,
  code: z.string({ error: T.enterCode }).trim().max(40, T.enterCode),
};

function checkCode(v: { method: SecondFactorMethod; code: string }, ctx: z.RefinementCtx) {
  const totp = v.method === 'totp';
  if (!(totp ? TOTP_CODE_PATTERN : BACKUP_CODE_PATTERN).test(v.code))
    ctx.addIssue({ code: 'custom', path: ['code'], message: totp ? T.enterCode : T.enterBackupCode });
}

/** A code from the app or a backup code: sign-in's second step, and a step-up. */
export const secondFactorProofSchema = z.object(proof).superRefine(checkCode);
export type SecondFactorProofInput = z.input<typeof secondFactorProofSchema>;

export const startSecondFactorSetupSchema = z.object({ password });
export type StartSecondFactorSetupInput = z.input<typeof startSecondFactorSetupSchema>;

/** The new key, as a QR code's otpauth:// URI and as text to type (base32). */
export const secondFactorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

export const confirmSecondFactorSetupSchema = z.object({ code: totpCodeSchema });
export type ConfirmSecondFactorSetupInput = z.input<typeof confirmSecondFactorSetupSchema>;

/** Shown once: only their hashes are kept. */
export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodes = z.infer<typeof backupCodesSchema>;

export const regenerateBackupCodesSchema = z.object({ password });
export type RegenerateBackupCodesInput = z.input<typeof regenerateBackupCodesSchema>;

export const turnOffSecondFactorSchema = z.object({ password, ...proof }).superRefine(checkCode);
export type TurnOffSecondFactorInput = z.input<typeof turnOffSecondFactorSchema>;

export const secondFactorStatusSchema = z.object({
  /** An authenticator app is set up (and confirmed with a first code). */
  enabled: z.boolean(),
  /** How many passkeys the account has (docs/decisions/passkeys.md); each is a second factor too. */
  passkeys: z.number().int(),
  backupCodesLeft: z.number().int(),
  /** When this session last proved the second factor (null: not since it was opened). */
  verifiedAt: z.string().nullable(),
  /** This session has passed it: an app or a passkey, proved at sign-in, at set-up or by a step-up. */
  passed: z.boolean(),
  /** Who asks this account for one: an administrator must; an organisation may ask its members. */
  requiredBy: z.enum(['admin', 'organisation']).nullable(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const stepUpResponseSchema = z.object({ verifiedAt: z.string() });
export type StepUpResponse = z.infer<typeof stepUpResponseSchema>;

/** Sign-in's answer: the user, or (an account with a second factor) null and the second step to take. */
export const signInResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  secondFactorRequired: z.literal(true).optional(),
  /** With secondFactorRequired: what the account can prove it with (an app, a passkey, or both). */
  secondFactorMethods: z
    .array(z.enum(['totp', 'passkey']))
    .max(2)
    .optional(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** An organisation's rule that its members pass a second factor to use the console. */
export const organisationSecondFactorSchema = z.object({ required: z.boolean() });
export type OrganisationSecondFactor = z.infer<typeof organisationSecondFactorSchema>;
