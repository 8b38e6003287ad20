import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { routeModuleFiles } from './route-modules';
import { renderPage, shellForRenderedPages, type ApiFetch, type PageRenderer } from './server-render';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.md': 'text/markdown; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest', '.md']);

type Entry = {
  file: string;
  type: string;
  etag: string;
  cacheControl: string;
  body: Buffer;
  compressible: boolean;
  gzip?: Buffer;
  br?: Buffer;
};

/** Compressed once, on the first request that wants it, then kept. */
function encoded(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.body, { level: 9 });
  return entry.gzip;
}

function walk(dir: string, base = dir, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('.')) continue; // .vite/manifest.json is for the build checks, not visitors
    if (entry.isDirectory()) walk(full, base, out);
    else if (entry.isFile()) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out;
}

function cacheControlFor(urlPath: string) {
  // Vite puts content-hashed files under /assets: they never change under the same name.
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // index.html and the screens' file table name the hashed files of the current build.
  if (urlPath === '/index.html' || urlPath === '/route-modules.json') return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * Serves the built SPA from memory: hashed assets with long cache headers, everything compressed once
 * (brotli or gzip, by Accept-Encoding), and every client route falling back to index.html. Also gives
 * the hashes of the inline scripts its pages carry, for the Content-Security-Policy.
 */
export function staticSite(
  distDir: string,
  ssr?: { render: PageRenderer; apiFetch: ApiFetch },
): { handler: MiddlewareHandler<AppEnv>; scriptHashes: string[] } {
  const files = new Map<string, Entry>();
  for (const rel of walk(distDir)) {
    const urlPath = `/${rel}`;
    const ext = path.extname(rel).toLowerCase();
    const body = fs.readFileSync(path.join(distDir, rel));
    const entry: Entry = {
      file: rel,
      type: contentTypes[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      cacheControl: cacheControlFor(urlPath),
      body,
      compressible: compressible.has(ext) && body.length > 1024,
    };
    files.set(urlPath, entry);
  }
  const indexHtml = files.get('/index.html');
  if (!indexHtml) throw new Error(`No index.html in ${distDir}: build the web app first`);
  const renderedShell = shellForRenderedPages(indexHtml.body.toString('utf8'), (urlPath) =>
    files.get(urlPath)?.body.toString('utf8'),
  );
  const routeModules = routeModuleFiles(distDir);

  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    const method = c.req.method;
    const urlPath = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || urlPath === '/api' || urlPath.startsWith('/api/')) {
      return next();
    }
    let entry = files.get(urlPath);
    if (!entry) {
      // A missing file (anything with an extension) is a real 404, never the HTML shell.
      if (path.posix.extname(urlPath)) return next();
      entry = indexHtml;
      if (ssr && method === 'GET') {
        const page = await renderPage(c, { ...ssr, shell: renderedShell.html, routeModules });
        if (page?.location) return c.redirect(page.location, page.status as 301 | 302 | 303 | 307 | 308);
        if (page?.html) return sendRendered(c, page.status, page.html);
      }
    }
    const headers: Record<string, string> = {
      'Content-Type': entry.type,
      'Cache-Control': entry.cacheControl,
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
    };
    if (c.req.header('if-none-match') === entry.etag) {
      return c.body(null, 304, headers);
    }
    const accepts = c.req.header('accept-encoding') ?? '';
    let body = entry.body;
    const encoding = !entry.compressible
      ? undefined
      : /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : undefined;
    if (encoding) {
      body = encoded(entry, encoding);
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = String(body.length);
    if (method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(body), 200, headers);
  };
  return { handler, scriptHashes: ssr ? renderedShell.scriptHashes : [] };
}

/** A rendered page: it may hold the visitor's own data, so no shared cache keeps it. */
function sendRendered(c: Context<AppEnv>, status: number, html: string) {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-store',
    Vary: 'Accept-Encoding, Cookie',
  };
  const accepts = c.req.header('accept-encoding') ?? '';
  let body: Buffer = Buffer.from(html);
  if (/\bbr\b/.test(accepts)) {
    body = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    headers['Content-Encoding'] = 'br';
  } else if (/\bgzip\b/.test(accepts)) {
    body = gzipSync(body, { level: 6 });
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(body.length);
  return c.body(new Uint8Array(body), status as 200, headers);
}
