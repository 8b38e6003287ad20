import { expectAccessible, expect, test, waitForScreen, toastWith } from './support/fixtures';

// Every route of the product (docs/decisions/screens-and-texts.md), with the title its screen sets (or the
// screen it sends a visitor on to).
const routes: [path: string, title: RegExp][] = [
  ['/', /^Restora$/],
  ['/how-it-works', /How It Works/],
  ['/find-stays', /Find Stays/],
  ['/services', /Enhance Your Stay/],
  ['/services/1', /Personal Training Session/],
  ['/knowledge', /Knowledge/],
  ['/knowledge/eating-well-on-the-road', /Eating Well on the Road/],
  ['/article/1', /Eating Well on the Road/],
  ['/service-payment', /Enhance Your Stay/],
  ['/property/1', /Rice-Field Garden Room/],
  ['/discovery-quiz', /Quiz/],
  ['/discovery-quiz-results', /Suggestions/],
  ['/booking/property/1', /Book/],
  ['/booking/service/1', /Book/],
  ['/payment', /Find Stays/],
  ['/for-partners', /For Partners/],
  ['/journey-dashboard', /Journey/],
  ['/auth', /Sign In/],
  ['/dashboard', /Dashboard/],
  ['/profile', /Profile/],
  ['/marketplace', /Marketplace/],
  ['/product/1', /Loop & Lift/],
  ['/cart', /Cart/],
  // Sign-in required: a visitor lands on /auth with the page as the return target.
  ['/checkout', /Sign In/],
  ['/order-confirmation/1', /Sign In/],
  ['/orders', /Sign In/],
];

test.describe('every spec route answers with an accessible page', () => {
  for (const [path, title] of routes) {
    test(`${path} renders its screen`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForScreen(page);
      await expect(page).toHaveTitle(title);
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
      await expectAccessible(page);
    });
  }
});

test('an unknown path is answered 404 with the 404 page, logs the path, and links home', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  // The server renders the page with the status that says what it is.
  expect((await page.goto('/no/such/place'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(errors.join('\n')).toContain('/no/such/place');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the header turns white with a shadow once scrolled past 50 px', async ({ page }) => {
  await page.goto('/');
  await waitForScreen(page);
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');

  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-scrolled', 'false');

  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect
    .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe('rgb(255, 255, 255)');
  expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, lists its links without For Partners, and closes', async ({ page }) => {
    await page.goto('/');
    await waitForScreen(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const labels = await menu.getByRole('link').allTextContents();
    expect(labels).toEqual([
      'Find Stays',
      'Retreats',
      'Services',
      'Marketplace',
      'Knowledge',
      'How It Works',
      'View Cart',
      'Sign In',
    ]);
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
  });
});

test('desktop navigation links reach their screens', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Find Stays',
    'Retreats',
    'Marketplace',
    'Knowledge',
    'How It Works',
    'For Partners',
  ]);
  await nav.getByRole('link', { name: 'Knowledge' }).click();
  await expect(page).toHaveURL(/\/knowledge$/);
  await expect(page).toHaveTitle(/Knowledge/);
  await page.getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the footer newsletter box validates, subscribes, and shows one toast at a time', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  const email = form.getByLabel('Email address');
  await email.fill('not-an-email');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toHaveValue('not-an-email');

  const address = `reader-${Date.now()}@example.com`;
  await email.fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toastWith(page, /^Subscribed/)).toBeVisible();
  await expect(email).toHaveValue('');

  await email.fill(address.toUpperCase());
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const toasts = page.getByRole('region', { name: /Notifications/ }).locator('li');
  await expect(toasts.getByText("You're already subscribed", { exact: true })).toBeVisible();
  await expect(toasts).toHaveCount(1);

  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused();
  await expectAccessible(page);
});
