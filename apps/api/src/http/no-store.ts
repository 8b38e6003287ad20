import type { MiddlewareHandler } from 'hono';

/**
 * Cache-Control: no-store on every answer that did not choose its own. Set on the answer's own headers:
 * c.header() after the handler has answered makes Hono copy the answer into a new Response from its
 * body, which under @hono/node-server builds the web Response and its stream for every answer (and
 * then compressAnswers can no longer read the string directly). bench:load measured that at about 5%
 * of the server's CPU.
 */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
