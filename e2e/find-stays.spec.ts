import type { Page } from '@playwright/test';
import type { StaySearchResponse } from '@restora/shared/contracts/stays';
import { day as isoDay } from './support/dates';
import { expect, expectAccessible, test, waitForScreen, openInApp } from './support/fixtures';

/** What the API answers for a search, so the screen can be compared with it. */
async function apiSearch(page: Page, query: string): Promise<StaySearchResponse> {
  const response = await page.request.get(`/api/stays${query ? `?${query}` : ''}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as StaySearchResponse;
}

const results = (page: Page) => page.getByRole('region', { name: 'Stay rooms' });
const countText = (page: Page) => results(page).getByText(/^Showing \d+ stay rooms/);
const cardTitles = (page: Page) => results(page).getByRole('article').getByRole('heading', { level: 3 });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await results(page).getByRole('article').allInnerTexts();
  return texts.map((t) => Number(/\$([\d,]+)\s*\/ night/.exec(t)![1]!.replace(/,/g, '')));
}

/** A day counted from today, as the URL writes it and as the calendar names its button. */
function day(offset: number) {
  const iso = isoDay(offset);
  const d = new Date(`${iso}T12:00:00`);
  const month = d.toLocaleDateString('en-US', { month: 'long' });
  return { iso, label: new RegExp(`${month} ${d.getDate()}, ${d.getFullYear()}`) };
}

test('the search bar writes location, dates, guests and goal to the URL and the results follow', async ({
  page,
}) => {
  await page.goto('/find-stays');
  await waitForScreen(page);
  await expect(page).toHaveTitle(/Find Stays/);
  const all = await apiSearch(page, '');
  await expect(countText(page)).toHaveText(`Showing ${all.total} stay rooms`);
  const search = page.getByRole('search', { name: 'Search stays' });

  // Location: typing offers places; the arrow keys and Enter pick one.
  await search.getByRole('combobox', { name: 'Location' }).fill('Ubu');
  await expect(search.getByRole('option', { name: /Ubud/ })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(search.getByRole('combobox', { name: 'Location' })).toHaveValue('Ubud');

  // Dates: a keyboard-operable popover calendar; Escape closes it and focus goes back to the trigger.
  const dates = search.getByRole('button', { name: /^Dates/ });
  await dates.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Dates: choose dates' });
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(dates).toBeFocused();

  const from = day(10);
  const to = day(13);
  await dates.click();
  await calendar.getByRole('button', { name: from.label }).click();
  await expect(calendar.getByText('Select check-out date')).toBeVisible();
  await expectAccessible(page);
  await calendar.getByRole('button', { name: to.label }).click();
  await expect(calendar).toBeHidden();
  await expect(dates).toContainText('–');

  // Guests: minus is disabled at 1.
  const minus = search.getByRole('button', { name: 'Decrease guests' });
  await expect(minus).toBeDisabled();
  await search.getByRole('button', { name: 'Increase guests' }).click();
  await expect(search.getByRole('group', { name: 'Guests' })).toContainText('2 guests');
  await expect(minus).toBeEnabled();

  // Goal: substring matches of the goals, case-insensitive.
  const goal = search.getByRole('combobox', { name: 'Wellness goal' });
  await goal.fill('SLEEP');
  await expect(search.getByRole('option')).toHaveText(['Better Sleep']);
  await search.getByRole('option', { name: 'Better Sleep' }).click();
  await expect(goal).toHaveValue('Better Sleep');

  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/find-stays\?/);
  const params = new URL(page.url()).searchParams;
  expect([...params.keys()].sort()).toEqual(['dateFrom', 'dateTo', 'guests', 'location', 'wellness']);
  expect(Object.fromEntries(params)).toEqual({
    location: 'Ubud',
    dateFrom: from.iso,
    dateTo: to.iso,
    guests: '2',
    wellness: 'Better Sleep',
  });

  const expected = await apiSearch(page, params.toString());
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(all.total);
  await expect(countText(page)).toHaveText(`Showing ${expected.total} stay rooms in Ubud`);
  await expect(cardTitles(page)).toHaveText(expected.items.map((s) => s.title));
  for (const card of await results(page).getByRole('article').all()) await expect(card).toContainText('Ubud');
  await expectAccessible(page);

  // Reload: the search bar starts from the URL.
  await page.reload();
  await expect(search.getByRole('combobox', { name: 'Location' })).toHaveValue('Ubud');
  await expect(search.getByRole('group', { name: 'Guests' })).toContainText('2 guests');
  await expect(goal).toHaveValue('Better Sleep');
  await expect(countText(page)).toHaveText(`Showing ${expected.total} stay rooms in Ubud`);
});

test('sidebar filters narrow the results, live in the URL, and come back with back and reload', async ({
  page,
}) => {
  const [all, spa, spaPool, spaPoolMeditation] = await Promise.all([
    apiSearch(page, ''),
    apiSearch(page, 'propertyType=spa_resort'),
    apiSearch(page, 'propertyType=spa_resort&amenities=Pool'),
    apiSearch(page, 'propertyType=spa_resort&amenities=Pool&wellness=Meditation'),
  ]);
  // The seed makes each step narrower, so each step is visible on screen.
  expect(new Set([all.total, spa.total, spaPool.total, spaPoolMeditation.total]).size).toBe(4);

  await page.goto('/find-stays?page=2');
  await waitForScreen(page);
  await expect(countText(page)).toHaveText(`Showing ${all.total} stay rooms`);
  const filters = sidebar(page);

  await filters.getByRole('radio', { name: 'Spa Resorts' }).check();
  await expect(page).toHaveURL(/\/find-stays\?propertyType=spa_resort$/); // page reset to 1
  await expect(countText(page)).toHaveText(`Showing ${spa.total} stay rooms`);

  await filters.getByRole('group', { name: 'Amenities' }).getByRole('checkbox', { name: 'Pool' }).click();
  await expect(page).toHaveURL(/amenities=Pool/);
  await expect(countText(page)).toHaveText(`Showing ${spaPool.total} stay rooms`);

  const features = filters.getByRole('group', { name: 'Wellness features' });
  await features.getByRole('checkbox', { name: 'Meditation' }).click();
  await expect(page).toHaveURL(/wellness=Meditation/);
  await expect(countText(page)).toHaveText(`Showing ${spaPoolMeditation.total} stay rooms`);
  await expect(cardTitles(page)).toHaveText(spaPoolMeditation.items.map((s) => s.title));
  await expectAccessible(page);

  await page.goBack();
  await expect(page).not.toHaveURL(/wellness=/);
  await expect(countText(page)).toHaveText(`Showing ${spaPool.total} stay rooms`);
  await expect(features.getByRole('checkbox', { name: 'Meditation' })).not.toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Pool' })).toBeChecked();

  await page.goBack();
  await expect(countText(page)).toHaveText(`Showing ${spa.total} stay rooms`);
  await expect(filters.getByRole('checkbox', { name: 'Pool' })).not.toBeChecked();

  await page.goForward();
  await page.reload();
  await waitForScreen(page);
  await expect(countText(page)).toHaveText(`Showing ${spaPool.total} stay rooms`);
  await expect(filters.getByRole('radio', { name: 'Spa Resorts' })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Pool' })).toBeChecked();
});

test('the price slider applies when let go, and Clear filters keeps the search bar', async ({ page }) => {
  const [spa, capped] = await Promise.all([
    apiSearch(page, 'guests=2&propertyType=spa_resort'),
    apiSearch(page, 'guests=2&propertyType=spa_resort&maxPriceCents=30000'),
  ]);
  expect(capped.total).toBeLessThan(spa.total);

  await page.goto('/find-stays?guests=2&propertyType=spa_resort');
  await waitForScreen(page);
  await expect(countText(page)).toHaveText(`Showing ${spa.total} stay rooms`);
  const filters = sidebar(page);

  // Keyboard: PageDown is 10 steps of 10; each step applies, focus stays on the thumb.
  const maxThumb = filters.getByRole('slider', { name: 'Maximum price' });
  await maxThumb.focus();
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/maxPrice=400/);
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/maxPrice=300/);
  await expect(maxThumb).toBeFocused();
  await expect(maxThumb).toHaveAttribute('aria-valuetext', '$300');
  await expect(filters.getByText('$0 – $300')).toBeVisible();
  await expect(countText(page)).toHaveText(`Showing ${capped.total} stay rooms`);
  expect(Math.max(...(await cardPrices(page)))).toBeLessThanOrEqual(300);

  // The steps of one slider change are one history entry.
  await page.goBack();
  await expect(page).toHaveURL(/\/find-stays\?guests=2&propertyType=spa_resort$/);
  await expect(maxThumb).toHaveAttribute('aria-valuetext', '$500 or more');
  await page.goForward();
  await expect(countText(page)).toHaveText(`Showing ${capped.total} stay rooms`);

  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/find-stays\?guests=2$/);
  await expect(filters.getByRole('radio', { name: 'All Types' })).toBeChecked();
  await expect(filters.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  await expect(page.getByRole('search').getByRole('group', { name: 'Guests' })).toContainText('2 guests');
});

test('sorting by price puts the cheapest rooms first', async ({ page }) => {
  const expected = await apiSearch(page, 'sort=price_asc');
  const prices = expected.items.map((s) => s.priceCents);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.goto('/find-stays');
  await waitForScreen(page);
  await expect(cardTitles(page)).toHaveCount(expected.items.length);
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort.getByRole('option')).toHaveText([
    'Recommended',
    'Price: Low to High',
    'Price: High to Low',
    'Rating',
  ]);
  await sort.selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(cardTitles(page)).toHaveText(expected.items.map((s) => s.title));
  const shown = await cardPrices(page);
  // The cards show whole dollars a night; the API answers in cents (docs/decisions/money-on-the-wire.md).
  expect(shown).toEqual(prices.map((cents) => cents / 100));
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
});

test('page 2 shows the next rooms and is written to the URL', async ({ page }) => {
  const [first, second] = await Promise.all([apiSearch(page, ''), apiSearch(page, 'page=2')]);
  expect(first.pageCount).toBeGreaterThan(1);

  await page.goto('/find-stays');
  await waitForScreen(page);
  await expect(cardTitles(page)).toHaveText(first.items.map((s) => s.title));
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.locator('[aria-current="page"]')).toHaveText('Page 1');

  // While page 2 loads, page 1 stays on screen, marked busy.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const isPage2 = (url: URL) => url.pathname === '/api/stays' && url.searchParams.get('page') === '2';
  await page.route(isPage2, async (route) => {
    await gate;
    await route.continue();
  });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(results(page)).toHaveAttribute('aria-busy', 'true');
  await expect(cardTitles(page)).toHaveText(first.items.map((s) => s.title));
  release();
  await expect(cardTitles(page)).toHaveText(second.items.map((s) => s.title));
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await page.unroute(isPage2);
  const firstIds = new Set(first.items.map((s) => s.id));
  expect(second.items.every((s) => !firstIds.has(s.id))).toBe(true);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('Page 2');
  await expect(page.getByRole('heading', { name: 'Stay rooms' })).toBeFocused();

  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/find-stays$/);
  await expect(cardTitles(page)).toHaveText(first.items.map((s) => s.title));
});

test('when filters exclude everything it says so, and Clear filters brings every room back', async ({
  page,
}) => {
  await page.goto('/find-stays?location=Atlantis&amenities=Sauna');
  await waitForScreen(page);
  await expect(page.getByText('No stay rooms match your filters.')).toBeVisible();
  await expect(page.getByText('No stay rooms found.')).toHaveCount(0);
  await expect(countText(page)).toHaveText('Showing 0 stay rooms in Atlantis');
  await expectAccessible(page);
  await results(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/find-stays$/);
  const all = await apiSearch(page, '');
  await expect(countText(page)).toHaveText(`Showing ${all.total} stay rooms`);
  await expect(page.getByRole('search').getByRole('combobox', { name: 'Location' })).toHaveValue('');
});

// Loading, an empty catalogue and a failing API cannot be made with the seed: the search call is held or stubbed.
test.describe('while loading, with nothing at all, and on failure', () => {
  const isSearch = (url: URL) => url.pathname === '/api/stays';

  test('says it is loading, then shows the rooms', async ({ page }) => {
    const all = await apiSearch(page, '');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(isSearch, async (route) => {
      await gate;
      await route.continue();
    });
    await openInApp(page, '/find-stays');
    await expect(page.getByText('Loading stay rooms...')).toBeVisible();
    release();
    await expect(countText(page)).toHaveText(`Showing ${all.total} stay rooms`);
    await expect(page.getByText('Loading stay rooms...')).toHaveCount(0);
  });

  test("says 'No stay rooms found.' when the search has no filters and nothing comes back", async ({
    page,
  }) => {
    await page.route(isSearch, (route) =>
      route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 12, pageCount: 1 } }),
    );
    await openInApp(page, '/find-stays?sort=rating');
    await expect(page.getByText('No stay rooms found.')).toBeVisible();
    await expect(page.getByText('No stay rooms match your filters.')).toHaveCount(0);
  });

  test('shows the error with a Retry that loads the rooms', async ({ page }) => {
    const all = await apiSearch(page, '');
    await page.route(isSearch, (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'unavailable', message: 'Stays are resting for a moment.' } },
      }),
    );
    await openInApp(page, '/find-stays');
    const alert = results(page).getByRole('alert');
    // Server failures are retried twice before the error shows.
    await expect(alert).toContainText('Stays are resting for a moment.', { timeout: 15_000 });
    await expectAccessible(page);
    await page.unroute(isSearch);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(countText(page)).toHaveText(`Showing ${all.total} stay rooms`);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the filters open in a drawer, apply, and close', async ({ page }) => {
    const [all, yoga] = await Promise.all([apiSearch(page, ''), apiSearch(page, 'propertyType=yoga_studio')]);
    await page.goto('/find-stays');
    await waitForScreen(page);
    await expect(sidebar(page)).toBeHidden();
    await expect(countText(page)).toHaveText(`Showing ${all.total} stay rooms`);

    const open = page.getByRole('button', { name: 'Filters', exact: true });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole('radio', { name: 'Yoga Studios' }).check();
    await expect(page).toHaveURL(/propertyType=yoga_studio/);
    await drawer.getByRole('button', { name: `Show ${yoga.total} stay rooms` }).click();
    await expect(drawer).toBeHidden();
    await expect(countText(page)).toHaveText(`Showing ${yoga.total} stay rooms`);
    const withCount = page.getByRole('button', { name: 'Filters 1 active' });
    await expect(withCount).toBeFocused();

    await withCount.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

test('View Details opens the room, carrying the dates and guests', async ({ page }) => {
  const from = day(20).iso;
  const to = day(23).iso;
  const query = `guests=2&dateFrom=${from}&dateTo=${to}`;
  const expected = await apiSearch(page, query);
  const first = expected.items[0]!;

  await page.goto(`/find-stays?${query}`);
  await waitForScreen(page);
  const card = results(page).getByRole('article').first();
  await expect(card.getByRole('heading')).toHaveText(first.title);
  await expect(card.getByRole('img')).toHaveAttribute('alt', `${first.title}, ${first.propertyName}`);
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${first.id}\\?${query}$`));
  await waitForScreen(page);
});
