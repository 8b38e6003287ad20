import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

type Transport = (input: string, init: RequestInit) => Promise<Response>;
type RenderResult =
  | { kind: 'html'; status: number; html: string; state: string }
  | { kind: 'redirect'; status: number; location: string };

/** apps/web/src/ssr/entry-server.tsx, built into apps/web/dist-ssr. */
export type PageRenderer = (url: string, transport: Transport) => Promise<RenderResult>;

/** Answers an API request in process, as if it had come over the network. */
export type ApiFetch = (request: Request, env: unknown) => Response | Promise<Response>;

const ROOT = '<div id="root"></div>';
// React writes the page's <title>, <meta> and image preloads first, since it did not render the <head>.
const HOISTED = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)*/;

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The shell for pages that arrive rendered:
 * - the stylesheet inlined (one round trip less before the first paint; the CSP allows inline styles);
 * - the app started by /boot.js after the page has painted in its fonts, instead of by the module script
 *   and its preloads, so the page is on screen before any of the app's JavaScript is fetched or run;
 * - no font preloads: the inlined stylesheet asks for the fonts the page uses, and preloaded they
 *   compete with the page's images (measured: LCP of /find-stays 2.5 s -> 1.6 s, mobile preset).
 * `readAsset` gives a built file by its address.
 */
export function shellForRenderedPages(shell: string, readAsset: (urlPath: string) => string | undefined) {
  const modules: string[] = [];
  const withoutPreloads = shell.replace(
    /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g,
    (_, href: string) => {
      modules.push(href);
      return '';
    },
  );
  return withoutPreloads
    .replace(/\s*<link rel="preload"[^>]*as="font"[^>]*>/g, '')
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
      const css = readAsset(href);
      return css === undefined ? link : `<style>${css.replace(/<\/style/gi, () => '<\\/style')}</style>`;
    })
    .replace(
      /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/,
      (_, entry: string) =>
        `<script defer src="/boot.js" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`,
    );
}

/** The rendered page in the shell: its head elements in <head> (replacing the shell's title and description). */
function intoShell(shell: string, html: string, state: string) {
  const head = HOISTED.exec(html)?.[0] ?? '';
  let page = shell;
  if (head.includes('<title>')) page = page.replace(/<title>[^<]*<\/title>/, '');
  if (head.includes('name="description"')) page = page.replace(/<meta\s+name="description"[^>]*>/, '');
  const script = `<script type="application/json" id="restora-ssr-state">${state}</script>`;
  // Right after the charset: the page's image preloads go out before the stylesheet and scripts.
  return (
    page
      .replace(CHARSET, (charset) => `${charset}${head}`)
      // Functions, not strings, as replacements: a '$&' or "$'" in a page (a price, say) stays as it is.
      .replace(ROOT, () => `<div id="root">${html.slice(head.length)}</div>${script}`)
  );
}

/** The server-side render bundle next to the built site (dist -> dist-ssr), when it was built. */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | undefined> {
  const file = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { render?: PageRenderer };
  return module.render;
}

/**
 * The page at the request's address, rendered into the site's HTML shell: the first screen is in the HTML
 * (it paints before any JavaScript has run), with the API answers it used for the browser to take over.
 * The API calls go through the whole app in process, with the visitor's cookies and connection.
 * Undefined when the render fails: the caller sends the plain shell, and the browser renders as before.
 */
export async function renderPage(
  c: Context<AppEnv>,
  { render, apiFetch, shell }: { render: PageRenderer; apiFetch: ApiFetch; shell: string },
): Promise<{ status: number; html?: string; location?: string } | undefined> {
  const url = new URL(c.req.url);
  const forwarded = ['cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'accept-language'];
  const transport: Transport = async (input, init) => {
    const headers = new Headers(init.headers);
    for (const name of forwarded) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    return apiFetch(new Request(new URL(input, url.origin), { ...init, headers }), c.env);
  };
  try {
    const result = await render(url.href, transport);
    if (result.kind === 'redirect') return { status: result.status, location: result.location };
    return { status: result.status, html: intoShell(shell, result.html, result.state) };
  } catch (err) {
    c.var.logger.warn({ err, path: url.pathname }, 'server-side render failed: sending the plain page');
    return undefined;
  }
}
