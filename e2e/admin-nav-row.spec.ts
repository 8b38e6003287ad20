import { throttleCpu } from './support/busy-cpu';
import { expect, test } from './support/fixtures';
import { holdTheApp, ready } from './support/hold-code';
import { signInAsAdminByApi } from './support/totp';

// A slowed-down page on a busy machine takes seconds to be taken over (two page loads here).
test.describe.configure({ timeout: 120_000 });

// The nav row scrolls sideways on a phone: it is where the person left it when the app takes the page over,
// so a tap on its way lands on the link it was aimed at (docs/decisions/early-input.md, point 5).
test('on a phone, the admin nav row shows the current section at once and stays where it was scrolled', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await signInAsAdminByApi(context.request);
  const page = await context.newPage();
  await throttleCpu(page, 4);
  const nav = page.getByRole('navigation', { name: 'Admin' });

  // The last section, in sight from the server's page on, before any of the app's code has run.
  let release = await holdTheApp(page);
  await page.goto('/admin/history', { waitUntil: 'commit' });
  await expect(nav.getByRole('link', { name: 'History' })).toBeInViewport();
  release();
  await ready(page);
  await expect(nav.getByRole('link', { name: 'History' })).toBeInViewport();

  // The row scrolled by hand to 'Orders' while the app is still to come: it stays there.
  release = await holdTheApp(page);
  await page.goto('/admin/bookings', { waitUntil: 'commit' });
  const orders = nav.getByRole('link', { name: 'Orders' });
  await orders.waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await orders.scrollIntoViewIfNeeded();
  expect(await nav.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);
  const before = await orders.boundingBox();
  release();
  await ready(page);
  expect(await orders.boundingBox()).toEqual(before);
  await orders.click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await context.close();
});
