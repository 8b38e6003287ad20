import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { throttleCpu } from './support/busy-cpu';
import { expect as baseExpect, testOnABusyMachine as test, toastWith } from './support/fixtures';
import { hold, holdTheApp, ready } from './support/hold-code';

// People do not wait for the app: they tap what they see. These tests act the moment the server-rendered
// page shows something, without waiting for html[data-ready] (docs/decisions/early-input.md). They run as
// on a busy phone: the page's processor 4x slower, and two busy threads beside the browser for the length
// of each test, so that the app's work lands at moments nobody chose.
const CPU_SLOWDOWN = 4;
// A slowed-down page on a busy machine takes seconds to be taken over.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const phone: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
};

/** A page of its own, on a slow processor, whose goto does not wait for the app (unlike the fixture's). */
async function freshPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, ...options });
  const page = await context.newPage();
  await throttleCpu(page, CPU_SLOWDOWN);
  return page;
}

/** The footer's code, which loads while the rest of the page is taken over (app/layout/root-layout.tsx). */
const holdTheFooter = (page: Page) => hold(page, /\/assets\/footer-[\w-]+\.js$/);

const selectedBar = (page: Page) => page.getByRole('status').filter({ hasText: /service\(s\) selected/ });

/** How many subscriptions the page has sent so far. */
function countSubscriptions(page: Page) {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/newsletter') sent += 1;
  });
  return () => sent;
}
const newsletterForm = (page: Page) => page.getByRole('form', { name: 'Newsletter sign-up' });
const uniqueAddress = () => `early-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

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

  // The footer hydrates after the rest of the page, once its own code has come: React drops a tap it cannot
  // hand to a part of the page it has not taken over yet, and the form then submitted itself natively (the
  // page reloaded with the address in its URL).
  test("/services on a phone: the footer's Subscribe tapped while the app is still loading subscribes once", async ({
    browser,
  }) => {
    const page = await freshPage(browser, phone);
    const subscriptions = countSubscriptions(page);
    const release = await holdTheApp(page);
    await page.goto('/services', { waitUntil: 'commit' });
    await newsletterForm(page).getByLabel('Email address').fill(uniqueAddress());
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).tap();
    release();
    await expect(toastWith(page, /^Subscribed/)).toBeVisible();
    await ready(page);
    expect(new URL(page.url()).search).toBe('');
    expect(subscriptions()).toBe(1);
    await page.context().close();
  });

  test("/services on a phone: the footer's Subscribe tapped after the app has taken the page over, before the footer's own code has come, subscribes once", async ({
    browser,
  }) => {
    const page = await freshPage(browser, phone);
    const subscriptions = countSubscriptions(page);
    const releaseFooter = await holdTheFooter(page);
    await page.goto('/services', { waitUntil: 'commit' });
    await ready(page);
    await newsletterForm(page).getByLabel('Email address').fill(uniqueAddress());
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).tap();
    // Nothing happened yet (the footer's code is still held), and the page stayed where it was.
    await expect(page.locator('html[data-footer-newsletter]')).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
    releaseFooter();
    await expect(toastWith(page, /^Subscribed/)).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    expect(subscriptions()).toBe(1);
    await page.context().close();
  });
});
