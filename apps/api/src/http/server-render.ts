import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { safeReturnPath } from '@restora/shared/domain/safe-return-path';
import type { AppEnv } from './app-env';

type Transport = (input: string, init: RequestInit) => Promise<Response>;
type RenderResult =
  | { kind: 'html'; status: number; html: string; state: string; modules?: string[] }
  | { kind: 'redirect'; status: number; location: string };

/** apps/web/src/ssr/entry-server.tsx, built into apps/web/dist-ssr. */
export type PageRenderer = (url: string, transport: Transport) => Promise<RenderResult>;

/** Answers an API request in process, as if it had come over the network. */
export type ApiFetch = (request: Request, env: unknown) => Response | Promise<Response>;

/** The shell of rendered pages, and the hashes of its inline scripts (for the Content-Security-Policy). */
export type RenderedShell = { html: string; scriptHashes: string[] };

const ROOT = '<div id="root"></div>';
// React writes the page's <title>, <meta> and image preloads first, since it did not render the <head>.
const HOISTED = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)*/;

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;
const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
/** Built from apps/web/src/lib/boot.ts: records what a person does, and starts the app after the first paint. */
export const BOOT_SCRIPT = '/boot.js';

/**
 * The shell for pages that arrive rendered (docs/decisions/early-input.md):
 * - /boot.js inlined in place of the app's module script and its preloads: it records what the person
 *   does until the app has taken the page over (the app then does it again), and starts the app once the
 *   page has painted in its fonts, preloading the entry's modules (`data-modules`; each page adds its
 *   screen's: `intoShell`) so that they load together, not one after another. Nothing of the app is
 *   fetched or run before that: it would hold back the page's own images, fonts and final paint (measured:
 *   Lighthouse LCP 1.6 -> 3 s with the modules preloaded from the HTML, even at low priority);
 * - the stylesheet inlined (one round trip less before the first paint; the CSP allows inline styles);
 * - no font preloads: the inlined stylesheet asks for the fonts the page uses, and preloaded they
 *   compete with the page's images (measured: LCP of /find-stays 2.5 s -> 1.6 s, mobile preset).
 * `readAsset` gives a built file by its address. Without /boot.js the app's module script stays as built.
 */
export function shellForRenderedPages(
  shell: string,
  readAsset: (urlPath: string) => string | undefined,
): RenderedShell {
  const boot = readAsset(BOOT_SCRIPT)?.replace(/<\/script/gi, '<\\/script');
  const modules: string[] = [];
  let html = shell
    .replace(/\s*<link rel="preload"[^>]*as="font"[^>]*>/g, '')
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
      const css = readAsset(href);
      return css === undefined ? link : `<style>${css.replace(/<\/style/gi, () => '<\\/style')}</style>`;
    });
  if (!boot || !ENTRY_SCRIPT.test(html)) return { html, scriptHashes: [] };
  html = html
    .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
      modules.push(href);
      return '';
    })
    .replace(
      ENTRY_SCRIPT,
      (_, entry: string) =>
        `<script data-entry="${entry}" data-modules="${modules.join(' ')}">${boot}</script>`,
    );
  return { html, scriptHashes: [`'sha256-${createHash('sha256').update(boot).digest('base64')}'`] };
}

/**
 * The screen's own modules, beside the entry's: in the boot script's list, or (a shell without one) as
 * preloads.
 */
function withScreenModules(page: string, files: string[]) {
  if (files.length === 0) return page;
  if (page.includes(' data-modules="')) {
    return page.replace(
      / data-modules="([^"]*)"/,
      (_, list: string) => ` data-modules="${[list, ...files].filter(Boolean).join(' ')}"`,
    );
  }
  const links = files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return page.replace('</head>', () => `${links}</head>`);
}

/** The rendered page in the shell: its head elements in <head> (replacing the shell's title and description). */
function intoShell(shell: string, html: string, state: string, screenModules: string[]) {
  const head = HOISTED.exec(html)?.[0] ?? '';
  let page = withScreenModules(shell, screenModules);
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
  {
    render,
    apiFetch,
    shell,
    routeModules,
  }: {
    render: PageRenderer;
    apiFetch: ApiFetch;
    shell: string;
    /** The built files of the named route modules (the page's screens), beyond those of the entry. */
    routeModules: (names: string[]) => string[];
  },
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
    if (result.kind === 'redirect') {
      // A page sends the browser on to a path of this site only, by the return addresses' rule
      // (docs/decisions/sessions-and-sign-in.md, "Return addresses"); anything else is a failed render.
      const location = safeReturnPath(result.location);
      if (location) return { status: result.status, location };
      c.var.logger.warn(
        { path: url.pathname, location: result.location },
        'server-side render redirected off the site',
      );
      return undefined;
    }
    const screenModules = routeModules(result.modules ?? []);
    return { status: result.status, html: intoShell(shell, result.html, result.state, screenModules) };
  } catch (err) {
    c.var.logger.warn({ err, path: url.pathname }, 'server-side render failed: sending the plain page');
    return undefined;
  }
}
