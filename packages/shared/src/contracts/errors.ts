import { z } from 'zod';

/** Every error the API returns has this shape. `fields` maps a field or parameter name to its message. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  validation: 'validation_failed',
  malformed: 'malformed_request',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  unprocessable: 'unprocessable',
  paymentFailed: 'payment_failed',
  payloadTooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
