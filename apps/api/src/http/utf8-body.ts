import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';

export const NOT_UTF8 = 'The request body is not valid UTF-8.';

const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_OR_TEXT = /^(?:application\/(?:[\w.-]+\+)?json|text\/[\w.+-]+)$/;
const strict = new TextDecoder('utf-8', { fatal: true });

/**
 * Refuses a text body that is not UTF-8 (docs/decisions/text-input.md), before any handler reads it:
 * Hono and the form parser would decode it with U+FFFD in place of the bad bytes, and that would be
 * stored. JSON and text/* bodies are decoded whole; a urlencoded form must also percent-decode to UTF-8;
 * a multipart form is checked part by part, its files (parts with a filename) left as bytes. The body
 * stays readable: Hono keeps what c.req.arrayBuffer() read, and c.req.json(), text() and the form
 * parser read from that.
 */
export function utf8Bodies(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (BODILESS.has(c.req.method)) return next();
    const contentType = c.req.header('content-type') ?? '';
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    const form = mediaType === 'application/x-www-form-urlencoded';
    const multipart = mediaType === 'multipart/form-data';
    if (!form && !multipart && !JSON_OR_TEXT.test(mediaType)) return next();

    const bytes = Buffer.from(await c.req.arrayBuffer());
    if (multipart) {
      if (!multipartTextIsUtf8(bytes, contentType)) throw new AppError('malformed_request', NOT_UTF8);
      return next();
    }
    const text = decode(bytes);
    if (text === undefined || (form && !percentDecodes(text))) {
      throw new AppError('malformed_request', NOT_UTF8);
    }
    return next();
  };
}

function decode(bytes: Uint8Array): string | undefined {
  try {
    return strict.decode(bytes);
  } catch {
    return undefined;
  }
}

/** `a=1&b=%C3%A9`: every escape must decode to UTF-8 (%C3%28 does not). */
function percentDecodes(form: string): boolean {
  try {
    decodeURIComponent(form.replaceAll('+', ' '));
    return true;
  } catch {
    return false;
  }
}

const CRLF = Buffer.from('\r\n');
const BLANK_LINE = Buffer.from('\r\n\r\n');

/**
 * Whether every field of a multipart form that is not a file is UTF-8 (RFC 7578). A body that is not
 * well-formed multipart passes here: the form parser refuses it.
 */
function multipartTextIsUtf8(bytes: Buffer, contentType: string): boolean {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return true;
  const first = bytes.indexOf(`--${boundary}`);
  if (first === -1) return true;
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // Just after a delimiter ("--boundary"): "--" ends the form, else a line break, headers, a blank line.
  let cursor = first + 2 + boundary.length;
  while (bytes[cursor] !== 0x2d || bytes[cursor + 1] !== 0x2d) {
    const headersStart = bytes.indexOf(CRLF, cursor);
    const headersEnd = headersStart === -1 ? -1 : bytes.indexOf(BLANK_LINE, headersStart);
    const end = headersEnd === -1 ? -1 : bytes.indexOf(delimiter, headersEnd + BLANK_LINE.length);
    if (end === -1) return true;
    const headers = bytes.toString('latin1', headersStart, headersEnd);
    const isFile = /;\s*filename\*?=/i.test(headers);
    if (!isFile && decode(bytes.subarray(headersEnd + BLANK_LINE.length, end)) === undefined) return false;
    cursor = end + delimiter.length;
  }
  return true;
}
