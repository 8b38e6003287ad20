import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// People do not wait for the app: they tap what they see. These tests act the moment the server-rendered
// page shows something, without waiting for html[data-ready] (docs/decisions/early-input.md).

const phone: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
};

/** A page of its own, whose goto does not wait for the app (unlike the fixture's). */
async function freshPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, ...options });
  return context.newPage();
}

/**
 * Holds the app's entry script until `release()`: what the test does before that certainly happens
 * before the app has taken the page over, however fast this machine is.
 */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const ready = (page: Page) => page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
const selectedBar = (page: Page) => page.getByRole('status').filter({ hasText: /service\(s\) selected/ });

test.describe('input made before the app has taken the page over counts', () => {
  test("/services: 'Select' clicked while the app is still loading selects the service", async ({
    browser,
  }) => {
    const page = await freshPage(browser);
    const release = await holdTheApp(page);
    await page.goto('/services', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Select' }).first().click();
    await expect(page.locator('html[data-ready]')).toHaveCount(0);
    release();
    await expect(selectedBar(page)).toHaveText('1 service(s) selected');
    await expect(page.getByRole('button', { name: 'Selected' })).toHaveCount(1);
    await page.context().close();
  });

  test("/services on a phone: a tap on 'Select' the moment it shows counts once", async ({ browser }) => {
    const page = await freshPage(browser, phone);
    await page.goto('/services', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Select' }).first().tap();
    await expect(selectedBar(page)).toHaveText('1 service(s) selected');
    await ready(page);
    await expect(selectedBar(page)).toHaveText('1 service(s) selected');
    await page.context().close();
  });

  test('/services on a phone: scrolled down and tapped while loading, the page stays where it was', async ({
    browser,
  }) => {
    const page = await freshPage(browser, phone);
    const release = await holdTheApp(page);
    await page.goto('/services', { waitUntil: 'commit' });
    // The tap scrolls the button into view first, as a person's thumb would have.
    await page.getByRole('button', { name: 'Select' }).nth(3).tap();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    await ready(page);
    await expect(page.getByRole('button', { name: 'Selected' })).toHaveCount(1);
    await expect(selectedBar(page)).toHaveText('1 service(s) selected');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.context().close();
  });

  test('/ on a phone: the menu button tapped while the app is still loading opens the menu', async ({
    browser,
  }) => {
    const page = await freshPage(browser, phone);
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    release();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.context().close();
  });

  test('/: a place typed into the search bar at once survives, and the search uses it', async ({
    browser,
  }) => {
    const page = await freshPage(browser);
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const location = page
      .getByRole('search', { name: 'Search stays' })
      .getByRole('combobox', { name: 'Location' });
    await location.pressSequentially('Costa Rica');
    release();
    await ready(page);
    await expect(location).toHaveValue('Costa Rica');
    await page
      .getByRole('search', { name: 'Search stays' })
      .getByRole('button', { name: /search/i })
      .last()
      .click();
    await expect(page).toHaveURL(/\/find-stays\?/);
    expect(new URL(page.url()).searchParams.get('location')).toBe('Costa Rica');
    await page.context().close();
  });

  test('/services: quick repeated clicks before the app is ready each count once (select, unselect, select)', async ({
    browser,
  }) => {
    const page = await freshPage(browser);
    const release = await holdTheApp(page);
    await page.goto('/services', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Select' }).first().click({ clickCount: 3 });
    release();
    await ready(page);
    await expect(page.getByRole('button', { name: 'Selected' })).toHaveCount(1);
    await expect(selectedBar(page)).toHaveText('1 service(s) selected');
    await page.context().close();
  });
});
