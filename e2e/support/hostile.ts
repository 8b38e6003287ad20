import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { ApiErrorBody } from '../../packages/shared/src/contracts/errors';
import { expect, expectAccessible } from './fixtures';

// Hostile text in the browser (e2e/hostile-text.spec.ts): values built to run script if a page ever put
// them into its HTML as markup, at the longest each field takes, and the checks of a page that shows them.

/** Markup and addresses that would run `window.__pwned = 1` if a page took them for HTML or a link. */
export const ATTACKS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
  "'><iframe src=javascript:window.__pwned=1>",
  'javascript:window.__pwned=1',
] as const;

/** A Markdown link to a javascript: address (the article body and the property description are Markdown). */
export const MARKDOWN_LINK = '[a harmless link](javascript:window.__pwned=1)';

/** One unbroken word: it must wrap, not widen the page. */
const WORD = 500;

/**
 * A one-line value of exactly `max` characters: `attack`, then `tag` and one unbroken word as long as the
 * field allows (up to 500 characters), then ordinary words.
 */
export function oneLine(attack: string, tag: string, max: number): string {
  const head = `${attack} ${tag}`;
  const word = `${head}${'W'.repeat(Math.max(0, Math.min(WORD, max - head.length)))}`;
  return fill(word, max);
}

/**
 * A value of several lines of `max` characters: every attack, `tag` and one unbroken word, then ordinary
 * words. Plain text is sent as one paragraph, so that it reads back as written. Markdown gets a link to a
 * javascript: address too, and each attack on a line of its own: `__` starts strong text in Markdown, and
 * strong text ends on the line it starts on, so no attack loses its `__` to another's.
 */
export function manyLines(tag: string, max: number, { markdown = false } = {}): string {
  const attacks = markdown ? [...ATTACKS, MARKDOWN_LINK].join('\n\n') : ATTACKS.join(' ');
  return fill(`${attacks}${markdown ? '\n\n' : ' '}${tag}${'w'.repeat(WORD)}`, max);
}

function fill(start: string, max: number) {
  if (start.length >= max) return start.slice(0, max);
  const text = `${start}${' calm water'.repeat(Math.ceil((max - start.length) / 11))}`.slice(0, max);
  // The API trims what it is sent: a value that ended in a space would be stored one character shorter.
  return text.endsWith(' ') ? `${text.slice(0, -1)}.` : text;
}

type Schema = { maxLength?: number; properties?: Record<string, Schema>; items?: Schema };
type OpenApi = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
};

/** Each field's maximum length in the body of `operation` ('POST /api/partner/properties'), from the API's document. */
export async function maxLengths(request: APIRequestContext) {
  const doc = (await (await request.get('/api/openapi.json')).json()) as OpenApi;
  return (operation: string) => {
    const [method, path] = operation.split(' ') as [string, string];
    const body = doc.paths[path]?.[method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
    if (!body?.properties) throw new Error(`${operation} has no JSON body in /api/openapi.json`);
    return (field: string): number => {
      const schema = body.properties![field];
      const max = schema?.maxLength ?? schema?.items?.maxLength;
      if (max === undefined) throw new Error(`${operation} ${field} has no maxLength`);
      return max;
    };
  };
}

/** A write that must succeed; its JSON answer. */
export async function send<T = Record<string, unknown>>(
  request: APIRequestContext,
  method: 'POST' | 'PUT',
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Sends `data` with `field` set to `value`, which the API must refuse by the field's text rule: a 400 that
 * gives `message` for `field` (not a refusal for some other reason). A description of what happened
 * otherwise, or null.
 */
export async function refusal(
  request: APIRequestContext,
  [method, path, data, field]: [method: 'POST' | 'PUT', path: string, data: object, field: string],
  value: string,
  message: string,
): Promise<string | null> {
  const response = await request.fetch(path, {
    method,
    data: { ...data, [field]: value },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  const answer = (await response.json().catch(() => null)) as ApiErrorBody | null;
  const said = answer?.error.fields?.[field];
  if (response.status() === 400 && said === message) return null;
  return `${method} ${path} ${field}=${JSON.stringify(value)}: ${response.status()} ${said ?? ''}`;
}

type Evidence = { dialogs: string[]; csp: string[]; injected: string[] };
const evidence = new WeakMap<Page, Evidence>();

/**
 * A page that records what would show that hostile text ran or was taken for markup: dialogs, Content
 * Security Policy violations (the policy blocks inline script: a violation means markup got into the
 * page), and requests for the attacks' `x` image.
 */
export async function watchedPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  const page = await context.newPage();
  const seen: Evidence = { dialogs: [], csp: [], injected: [] };
  evidence.set(page, seen);
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.csp.push(m.text());
  });
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/x')) seen.injected.push(r.url());
  });
  return page;
}

/**
 * How long the server may take to render a page of maximum-length fields. No performance target (those
 * are `npm run bench`'s): an ordinary page takes well under 100 ms; a pattern gone quadratic on 50,000
 * characters takes seconds (apps/api/src/http/article-page.test.ts).
 */
export const RENDER_BOUND_MS = 3_000;

/**
 * Each page, asked for again one at a time (the browsers idle meanwhile, so that the time is the render's,
 * not the machine's), as `request`'s session: answered, and within RENDER_BOUND_MS.
 */
export async function expectRenderedInTime(request: APIRequestContext, paths: string[]) {
  for (const path of paths) {
    const started = performance.now();
    const response = await request.get(path);
    const took = Math.round(performance.now() - started);
    expect.soft(response.status(), path).toBe(200);
    expect.soft(took, `${path}: the server's render, in ms`).toBeLessThan(RENDER_BOUND_MS);
  }
}

/**
 * Opens `path` and checks it: the server's HTML holds no attack as markup, each of `texts` is in the page
 * as written, nothing ran, no link goes to javascript:, the page is no wider than the window, and axe finds
 * nothing.
 */
export async function look(page: Page, path: string, texts: string[]) {
  const response = await page.goto(path);
  const where = `${path} (${page.url()})`;
  expect(response?.status(), where).toBe(200);
  const html = await response!.text();
  for (const attack of ATTACKS.slice(0, 4))
    expect.soft(html.includes(attack), `${where}: the server's HTML holds ${attack} as markup`).toBe(false);
  const main = page.locator('#main');
  // In the page as text (a narrow window may hide a table's column, not the words in it).
  for (const text of texts) await expect.soft(main.getByText(text).first(), where).toBeAttached();
  await expectNothingRan(page, where);
  await expectAccessible(page);
}

/** The page as it is now: nothing ran, no javascript: link, no wider than the window. */
export async function expectNothingRan(page: Page, where = page.url()) {
  const state = await page.evaluate(() => {
    const w = window as unknown as { __pwned?: unknown; __csp?: string[] };
    // The text that reaches past the window's right edge, by the element holding it.
    const wide: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node && wide.length < 8; node = walker.nextNode()) {
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().right <= window.innerWidth + 1) continue;
      const parent = node.parentElement!;
      // Text a scrolling box holds (a table, a row of tabs) does not widen the page.
      let box: HTMLElement | null = parent;
      while (box && box !== document.body && getComputedStyle(box).overflowX === 'visible')
        box = box.parentElement;
      if (box && box !== document.body) continue;
      wide.push(
        `<${parent.tagName.toLowerCase()} class="${parent.className}">${node.textContent!.slice(0, 24)}`,
      );
    }
    return {
      pwned: w.__pwned,
      csp: w.__csp ?? [],
      javascriptLinks: document.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i]').length,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      wide,
    };
  });
  const seen = evidence.get(page)!;
  expect.soft(state.pwned, `${where}: window.__pwned`).toBeUndefined();
  expect.soft([...state.csp, ...seen.csp], `${where}: policy violations`).toEqual([]);
  expect.soft(seen.dialogs, `${where}: dialogs`).toEqual([]);
  expect.soft(seen.injected, `${where}: requests for an attack's image`).toEqual([]);
  expect.soft(state.javascriptLinks, `${where}: javascript: links`).toBe(0);
  expect
    .soft(state.scrollWidth, `${where}: wider than the window, through\n  ${state.wide.join('\n  ')}\n`)
    .toBeLessThanOrEqual(state.innerWidth);
}
