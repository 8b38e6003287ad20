import { z } from 'zod';
import { isExpiryInFuture } from '../domain/card';

/** The card form: every message as the screens word it (docs/decisions/payments.md). */
export const cardPaymentSchema = z.object({
  cardName: z
    .string({ error: 'Name on card is required' })
    .trim()
    .min(2, 'Name on card is required')
    .max(100, 'Name on card is too long'),
  cardNumber: z
    .string({ error: 'Card number must be 16 digits' })
    .length(16, 'Card number must be 16 digits')
    .regex(/^\d+$/, 'Card number must contain only digits'),
  expiryDate: z
    .string({ error: 'Expiry date must be in MM/YY format' })
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry date must be in MM/YY format')
    .refine((v) => isExpiryInFuture(v), 'This card has expired'),
  cvv: z
    .string({ error: 'CVV must be 3 digits' })
    .min(3, 'CVV must be 3 digits')
    .max(4, 'CVV must be 3-4 digits')
    .regex(/^\d+$/, 'CVV must contain only digits'),
  billingAddress: z
    .string({ error: 'Billing address is required' })
    .trim()
    .min(5, 'Billing address is required')
    .max(200, 'Billing address is too long'),
  zipCode: z
    .string({ error: 'Zip code is required' })
    .trim()
    .min(3, 'Zip code is required')
    .max(12, 'Zip code is too long'),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

/** Every payment request carries one; a repeat with the same key gets the first answer. */
export const idempotencyHeaderSchema = z.object({
  'idempotency-key': z
    .string({ error: 'The Idempotency-Key header is required' })
    .min(8, 'The Idempotency-Key header must be 8 to 100 characters')
    .max(100, 'The Idempotency-Key header must be 8 to 100 characters'),
});

export const paymentSummarySchema = z.object({
  id: z.number(),
  status: z.enum(['pending', 'succeeded', 'failed', 'authorized', 'voided']),
  amountCents: z.number().int(),
  cardBrand: z.string(),
  cardLast4: z.string(),
  reference: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;
