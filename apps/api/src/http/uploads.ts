import type { MiddlewareHandler } from 'hono';
import { isValidKey, type FileStore } from '../adapters/file-store';
import type { AppEnv } from './app-env';

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };
export const UPLOADS_PREFIX = '/uploads/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves stored uploads at /uploads/<key> (docs/decisions/photos.md). A key's file never changes (its name
 * carries its content's hash), so it is cached for a year. Only keys of the store's own shape are looked
 * up: '..', encoded slashes and anything else outside [a-z0-9/_.-] are a 404 before any file is touched.
 */
export function serveUploads(store: FileStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.req.path.startsWith(UPLOADS_PREFIX)) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice(UPLOADS_PREFIX.length));
    } catch {
      return next();
    }
    const type = TYPES[key.slice(key.lastIndexOf('.') + 1)];
    // Messages' photos are one conversation's: only /api/message-photos serves them, to its people.
    if (!type || !isValidKey(key) || key.startsWith('messages/')) return next();
    const bytes = await store.get(key);
    if (!bytes) return next();
    const headers = {
      'Content-Type': type,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    };
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(bytes, 200, headers);
  };
}
