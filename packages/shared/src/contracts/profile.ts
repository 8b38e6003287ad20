import { z } from 'zod';
import { singleLineText } from './plain-text';

// An empty field is saved as null (docs/decisions/account-area.md).
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .check(singleLineText)
    .nullish()
    .transform((v) => (v ? v : null));

export const PHONE_PATTERN = /^\+?[0-9 ()-]{5,20}$/;

export const updateProfileSchema = z.strictObject(
  {
    firstName: optionalText('First name', 50),
    lastName: optionalText('Last name', 50),
    phone: z
      .string()
      .max(40, 'Please enter a valid phone number (digits, spaces, +, - and parentheses)')
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || (PHONE_PATTERN.test(v) && /\d{5,}/.test(v.replace(/\D/g, ''))), {
        message: 'Please enter a valid phone number (digits, spaces, +, - and parentheses)',
      }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'Only your name and phone can be changed here.' : undefined,
  },
);

export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
