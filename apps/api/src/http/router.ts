import { OpenAPIHono } from '@hono/zod-openapi';
import { errorCodes } from '@restora/shared/contracts/errors';
import type { AppEnv } from './app-env';
import { errorBody, validationFailed } from './errors';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a string that PostgreSQL cannot store as sent, if anything. */
function unstorable(value: string): string | undefined {
  // text refuses U+0000; a lone surrogate has no UTF-8 form (jsonb refuses it, text would store U+FFFD).
  if (value.includes('\u0000')) return 'Must not contain the NUL character';
  if (LONE_SURROGATE.test(value)) return 'Must be valid Unicode text';
  return undefined;
}

/** The first string in `value` that PostgreSQL cannot store, as { [dotted path]: message }. */
export function unstorableText(value: unknown, path: string[] = []): Record<string, string> | undefined {
  if (typeof value === 'string') {
    const message = unstorable(value);
    return message ? { [path.join('.') || '_']: message } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = unstorableText(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Every feature router is built here, so they all answer bad input the same way. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) return validationFailed(c, result.error);
      // Refused here, with the field named, rather than failing in the database as a 500.
      const fields = unstorableText(result.data);
      if (fields) return c.json(errorBody(errorCodes.validation, 'Some fields are not valid.', fields), 400);
    },
  });
}

export type AppRouter = ReturnType<typeof createRouter>;
