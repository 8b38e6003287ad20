import { z } from 'zod';

export const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const newsletterSourceSchema = z.enum(['footer', 'knowledge']);

/** The sign-up forms' one field. */
export const newsletterFormSchema = z.object({ email: emailSchema });

export const subscribeNewsletterSchema = z.object({
  email: emailSchema,
  source: newsletterSourceSchema.default('footer'),
});

export type SubscribeNewsletterInput = z.input<typeof subscribeNewsletterSchema>;

export const subscribeNewsletterResponseSchema = z.object({
  subscribed: z.literal(true),
  alreadySubscribed: z.boolean(),
});

export type SubscribeNewsletterResponse = z.infer<typeof subscribeNewsletterResponseSchema>;
