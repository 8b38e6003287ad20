import type { Page } from '@playwright/test';
import { signIn } from './support/account';
import { day } from './support/dates';
import { expect, expectAccessible, test, waitForAppOnLoad, waitForScreen } from './support/fixtures';

// A partner prices and blocks nights of a room; a visitor's quote and search follow at once
// (docs/decisions/room-calendars.md). The API tests cover the refusals, the constraint and the race.

const results = (page: Page) => page.getByRole('region', { name: 'Stay rooms' });

/** Picks the nights in the calendar screen's two date inputs. */
async function chooseNights(page: Page, first: string, last: string) {
  await page.getByLabel('First night').fill(first);
  await page.getByLabel('Last night').fill(last);
}

test('the demo partner sets a price and a block; the quote uses the price and search leaves the room out', async ({
  page,
  browser,
}) => {
  await signIn(page, {
    name: 'Maya Lestari',
    email: 'partner@restora.example',
    password: 'quiet harbour 2026',
  });
  await page.goto('/partner');
  await waitForScreen(page);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Calendar/ }) })
    .first();
  const city = (await card.locator('p').filter({ hasText: ',' }).first().innerText()).split(',')[0]!.trim();
  await card.getByRole('link', { name: /^Calendar/ }).click();
  await expect(page).toHaveURL(/\/partner\/rooms\/\d+\/calendar/);
  // Right after the URL changes, the heading shown can still be the console's until the calendar loads:
  // read the room's title once the calendar's own form is there.
  await expect(page.getByLabel('First night')).toBeVisible();
  const roomId = Number(/rooms\/(\d+)/.exec(page.url())![1]);
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await expect(page.getByRole('table', { name: new RegExp(`^${title}, `) })).toBeVisible();
  await expectAccessible(page);

  // Before the block, a visitor searching those dates in the room's city finds it.
  const visitorContext = await browser.newContext();
  const visitor = waitForAppOnLoad(await visitorContext.newPage());
  const search = `/find-stays?location=${encodeURIComponent(city)}&dateFrom=${day(20)}&dateTo=${day(22)}`;
  await visitor.goto(search);
  await waitForScreen(visitor);
  await expect(results(visitor).getByRole('heading', { level: 3, name: title })).toBeVisible();

  await chooseNights(page, day(9), day(10));
  await page.getByLabel('Price a night ($)').fill('333');
  await page.getByRole('button', { name: 'Set price' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'New price set for 2 nights' })).toBeVisible();

  await chooseNights(page, day(20), day(21));
  await page.getByLabel('Note for a block (optional)').fill('Garden works');
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blocked 2 nights' })).toBeVisible();

  // The grid shows both on the month of the block.
  await page.goto(`/partner/rooms/${roomId}/calendar?month=${day(20).slice(0, 7)}`);
  await waitForScreen(page);
  await expect(
    page.getByRole('button', { name: new RegExp(`, blocked \\(Garden works\\), `) }).first(),
  ).toBeVisible();
  await expectAccessible(page);

  // The visitor's quote for the priced nights uses the partner's price.
  await visitor.goto(`/property/${roomId}`);
  await waitForScreen(visitor);
  const quote = await visitor.request.get(
    `/api/stays/${roomId}/quote?checkIn=${day(9)}&checkOut=${day(11)}&guests=1`,
  );
  expect(quote.ok()).toBe(true);
  const body = (await quote.json()) as { lines: { label: string; amountCents: number }[] };
  expect(body.lines[0]).toEqual({ kind: 'nights', label: '$333 x 2 nights', amountCents: 66_600 });

  // And the blocked dates no longer find the room.
  await visitor.goto(search);
  await waitForScreen(visitor);
  await expect(results(visitor).getByText(/^Showing \d+ stay rooms/)).toBeVisible();
  await expect(results(visitor).getByRole('heading', { level: 3, name: title })).toHaveCount(0);
  await visitorContext.close();
});
