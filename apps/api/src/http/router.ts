import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { validationFailed } from './errors';

/** Every feature router is built here, so they all answer bad input the same way. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) return validationFailed(c, result.error);
    },
  });
}

export type AppRouter = ReturnType<typeof createRouter>;
