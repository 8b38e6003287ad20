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
  /** 403: this needs a second factor the account has not set up (docs/decisions/second-factors.md). */
  secondFactorSetupRequired: 'second_factor_setup_required',
  /** 403: enter the code again (sign-in did not check it, or the last check is too old for this). */
  secondFactorRequired: 'second_factor_required',
  notFound: 'not_found',
  conflict: 'conflict',
  unprocessable: 'unprocessable',
  paymentFailed: 'payment_failed',
  payloadTooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
