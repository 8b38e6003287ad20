import { z } from 'zod';
import { PASSWORD_MAX, newPasswordSchema, sessionUserSchema } from './auth';
import { bookingSchema } from './bookings';
import { planDetailSchema } from './journey';
import { passkeySchema } from './passkeys';
import { LINK_EXPIRED, WRONG_PASSWORD } from '../domain/account-texts';
import { emailSchema } from './newsletter';
import { orderSchema } from './shop';
import { exportedMessageSchema } from './conversations';

// Account recovery and control (docs/decisions/account-recovery.md): the forms' inputs and answers. Their
// texts are in domain/account-texts.ts, which the site imports without zod.

/** A one-time link's token, as the link carries it. */
const tokenField = z.string({ error: LINK_EXPIRED }).trim().min(16, LINK_EXPIRED).max(200, LINK_EXPIRED);

/** The password a person types to prove it is them (any length they may have). */
const currentPassword = z
  .string({ error: 'Please enter your password' })
  .min(1, 'Please enter your password')
  .max(PASSWORD_MAX, WRONG_PASSWORD);

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ token: tokenField, password: newPasswordSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The reset form: the token comes from the link, the new password twice from the person. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

export const tokenSchema = z.object({ token: tokenField });
export type TokenInput = z.input<typeof tokenSchema>;

export const changePasswordSchema = z.object({ currentPassword, newPassword: newPasswordSchema });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ newEmail: emailSchema, password: currentPassword });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const deleteAccountSchema = z.object({ password: currentPassword });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * A confirmed address. The link mailed at registration also signs the person in: `user` is then the
 * session's user and `returnTo` where they were going when they registered (null: nowhere in particular).
 */
export const verifyEmailResponseSchema = messageResponseSchema.extend({
  user: sessionUserSchema.nullable(),
  returnTo: z.string().nullable(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** Whether a reset link can still be used; the page shows the form only when it can. */
export const resetLinkStatusSchema = z.object({ valid: z.boolean() });
export type ResetLinkStatus = z.infer<typeof resetLinkStatusSchema>;

/** "Download my data": everything Restora keeps about the person, as one JSON file. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: sessionUserSchema,
  bookings: z.array(bookingSchema),
  orders: z.array(orderSchema),
  journeyPlans: z.array(planDetailSchema),
  reviews: z.array(
    z.object({
      bookingId: z.number(),
      rating: z.number(),
      comment: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** How the account signs in besides its password: its passkeys, and whether an authenticator app is on (never its key). */
  signIn: z.object({ authenticatorApp: z.boolean(), passkeys: z.array(passkeySchema) }),
  /** The partner organisations the account belongs to. */
  partnerOrganisations: z.array(z.object({ id: z.number(), name: z.string(), role: z.string() })),
  /** The messages the account sent in conversations, guest or partner (docs/decisions/conversations.md). */
  messages: z.array(exportedMessageSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
