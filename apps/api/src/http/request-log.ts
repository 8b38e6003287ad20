import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** One structured line per request, with the request id that is also sent back as X-Request-Id. */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { reqId: c.var.requestId, method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) c.var.logger.error(line, 'request');
    else c.var.logger.info(line, 'request');
  };
}
