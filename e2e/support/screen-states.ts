import type { Locator, Page, Route } from '@playwright/test';
import { day } from './dates';
import { expect, expectAccessible, openInApp } from './fixtures';

// Putting a screen in each of its states for an axe check (e2e/console-accessibility.spec.ts): loaded as
// the server sends it, with the API answering something else (empty, failing), with a dialog open.

export type Reply = { status: number; contentType: string; body: string };

export const json = (body: unknown, status = 200): Reply => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/** The API's answer to a failure on its side. */
export const failure = json(
  { error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } },
  500,
);

/** One page of a back office list holding `items`. */
export const pageOf = (items: unknown[]) => json({ items, total: items.length, page: 1, pageSize: 50 });

export const card = {
  cardName: 'Ada Admin',
  cardNumber: '4242424242424242',
  expiryDate: '12/30',
  cvv: '123',
  billingAddress: '1 Analytical Row',
  zipCode: 'N1 9GU',
};

/** Two nights of their own, so no other journey's booking of the same room overlaps them. */
export function nights(offset: number) {
  const first = 200 + offset + (Date.now() % 97);
  return { checkIn: day(first), checkOut: day(first + 2) };
}

export async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A write as the page's session, with a key of its own (payments ask for one). */
export async function postJson<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, {
    data,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The screen has its heading and nothing on it is still loading. */
export async function settled(page: Page) {
  const main = page.getByRole('main');
  await expect(main.locator('h1').first()).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** Loaded: the page as the server sends it and the app takes it over, showing `heading` when given. */
export async function scan(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(path);
  await settled(page);
  if (heading) await expect(page.getByRole('main').locator('h1').first()).toHaveText(heading);
  await expectAccessible(page);
}

/**
 * `path` while the API operation at `api` (a path, any query) answers `reply`, until `shows` is visible:
 * opened from inside the app, so the browser asks for its data (the server's render answers in process).
 */
export async function scanWith(page: Page, path: string, api: string, reply: Reply, shows: Locator) {
  const matches = (url: URL) => url.pathname === api;
  const answer = (route: Route) => route.fulfill(reply);
  await page.route(matches, answer);
  await openInApp(page, path);
  // A failing query is asked twice more, 1 then 2 s later (lib/query-client.ts): the page's clock skips
  // the waits (installed by the test; it otherwise runs as the real one).
  // On a loaded machine the lazy screen and its three tries can take longer than the default 10 s.
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(1_000);
        return shows.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await settled(page);
  await expectAccessible(page);
  await page.unroute(matches, answer);
}

/** What a failing screen shows: its alert. */
export const failed = (page: Page) => page.getByRole('main').getByRole('alert').first();

/** Opens the dialog `open` opens, checks the page with it, and leaves with Escape (nothing done). */
export async function withDialog(page: Page, open: Locator, name: string | RegExp) {
  await open.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
}
