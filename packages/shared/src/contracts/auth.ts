import { z } from 'zod';
import { safeReturnPath } from '../domain/safe-return-path';
import { emailSchema } from './newsletter';
import { singleLineText } from './plain-text';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(6, 'Password must be at least 6 characters')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type SignInInput = z.input<typeof signInSchema>;

/** A new password: at least 8 (OWASP ASVS), at most 128; the server also refuses common ones. */
export const newPasswordSchema = z
  .string({ error: `Password must be at least ${PASSWORD_MIN} characters` })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const registerSchema = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters')
    .check(singleLineText),
  email: emailSchema,
  password: newPasswordSchema,
  /**
   * Where the person was going (/auth's ?returnTo=): kept in the confirmation link, which continues there
   * once it has signed them in (docs/decisions/account-recovery.md).
   */
  returnTo: z
    .string()
    .max(2000, 'Must be a path on this site')
    .refine((v) => safeReturnPath(v) !== null, 'Must be a path on this site')
    .optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/**
 * The one answer to a registration, whether the address is new or already has an account: no session,
 * and a message on its way to the address (docs/decisions/account-recovery.md, no account enumeration).
 */
export const signUpResponseSchema = z.object({ status: z.literal('check-email'), email: z.string() });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const roleSchema = z.enum(['guest', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in user as every screen sees it: account and profile in one. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The person has opened the confirmation link sent to `email` (docs/decisions/account-recovery.md). */
  emailVerified: z.boolean(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  role: roleSchema,
  /** A member of at least one partner organisation (docs/decisions/partners.md): the menu offers the console. */
  isPartner: z.boolean(),
  avatarUrl: z.string(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Register takes one name; first and last name are that name split at its first space. */
export function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed || null, lastName: null };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/** First and last name joined by a space; null when both are empty. */
export function joinName(firstName: string | null, lastName: string | null): string | null {
  const joined = [firstName, lastName].filter((part) => part && part.trim()).join(' ');
  return joined || null;
}
