import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const THRESHOLD_BYTES = 1024;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

function acceptsGzip(header: string | undefined) {
  if (!header) return false;
  const accepts = parseAccept(header);
  const q = accepts.find((a) => a.type.toLowerCase() === 'gzip')?.q ?? accepts.find((a) => a.type === '*')?.q;
  return (q ?? 0) > 0;
}

/**
 * gzip for the API's answers. They are small and whole (JSON), so each is compressed in one synchronous
 * call: Hono's compress() pipes every answer through a CompressionStream, which the load test measured at
 * about 0.7 ms of CPU per answer against 0.04 ms here. Answers under 1 KB go as they are.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      noTransform.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ''))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let sent = body;
    if (body.byteLength >= THRESHOLD_BYTES) {
      sent = gzipSync(body);
      headers.set('Content-Encoding', 'gzip');
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    headers.set('Content-Length', String(sent.byteLength));
    // The headers are copied already: unset first, so Hono does not wrap the new body in a stream again.
    c.res = undefined;
    c.res = new Response(sent, { status: res.status, statusText: res.statusText, headers });
  };
}
