import { throttleCpu } from './support/busy-cpu';
import { expect as baseExpect, testOnABusyMachine as test } from './support/fixtures';
import { signInAsAdminByApi } from './support/totp';

// As on a busy phone: the page's processor 4x slower, busy threads beside the browser (support/busy-cpu.ts).
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

// The back office answers a tap made the moment a screen appears, on a phone, before the app has taken the
// page over (docs/decisions/early-input.md): the pages are opened without waiting for them.
test('on a phone, the admin nav, a sort header, a search, the jobs filter and the content tabs answer a tap made at once', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await signInAsAdminByApi(context.request);
  const page = await context.newPage();
  await throttleCpu(page, 4);

  await page.goto('/admin/bookings', { waitUntil: 'commit' });
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orders$/);

  await page.goto('/admin/bookings', { waitUntil: 'commit' });
  await page.getByRole('link', { name: /^Total\s*, sort/ }).click();
  await expect(page).toHaveURL(/sort=total/);

  // Typed into the filter and searched before the app has started: both count.
  await page.goto('/admin/bookings', { waitUntil: 'commit' });
  await page.getByLabel('Guest e-mail').fill('guest.aiko@restora.example');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/email=guest\.aiko%40restora\.example/);
  await expect(page.getByText('2 results')).toBeVisible();

  // The jobs screen's status filter, tapped as soon as it shows.
  await page.goto('/admin/jobs', { waitUntil: 'commit' });
  await page.getByRole('main').getByRole('link', { name: 'Failed', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\?status=failed/);
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();

  await page.goto('/admin/content', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Testimonials' }).click();
  await expect(page).toHaveURL(/testimonials/);
  await context.close();
});
