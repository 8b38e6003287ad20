import { errorCodes, type ErrorCode } from '@restora/shared/contracts/errors';

const statusByCode: Record<ErrorCode, 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 500> = {
  [errorCodes.validation]: 400,
  [errorCodes.malformed]: 400,
  [errorCodes.unauthenticated]: 401,
  [errorCodes.forbidden]: 403,
  [errorCodes.secondFactorSetupRequired]: 403,
  [errorCodes.secondFactorRequired]: 403,
  [errorCodes.notFound]: 404,
  [errorCodes.conflict]: 409,
  [errorCodes.payloadTooLarge]: 413,
  [errorCodes.unprocessable]: 422,
  [errorCodes.paymentFailed]: 402,
  [errorCodes.rateLimited]: 429,
  [errorCodes.internal]: 500,
};

/** A failure a service reports on purpose; app.ts turns it into the JSON error shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.headers = headers;
  }

  get status() {
    return statusByCode[this.code];
  }
}

export function statusOf(code: ErrorCode) {
  return statusByCode[code];
}

export function tooManyRequests(
  retryAfterSeconds: number,
  message = 'Too many attempts. Please wait and try again.',
) {
  return new AppError('rate_limited', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}
