import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { errorCodes, type ApiErrorBody, type ErrorCode } from '@restora/shared/contracts/errors';
import { AppError, statusOf } from '../errors';
import type { AppEnv } from './app-env';

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** One message per field (the first zod reports); nested paths joined with dots. */
export function fieldsFromZod(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationFailed(c: Context<AppEnv>, error: ZodError) {
  return c.json(errorBody(errorCodes.validation, 'Some fields are not valid.', fieldsFromZod(error)), 400);
}

const codeByStatus: Record<number, ErrorCode> = {
  400: errorCodes.malformed,
  401: errorCodes.unauthenticated,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  402: errorCodes.paymentFailed,
  422: errorCodes.unprocessable,
  429: errorCodes.rateLimited,
};

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    return c.json(errorBody(err.code, err.message, err.fields), err.status, err.headers);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const code = codeByStatus[err.status] ?? errorCodes.malformed;
    return c.json(errorBody(code, err.message || 'Bad request'), statusOf(code));
  }
  c.var.logger?.error({ err, reqId: c.var.requestId }, 'unhandled error');
  return c.json(errorBody(errorCodes.internal, 'Something went wrong on our side. Please try again.'), 500);
}
