import { newUser, register } from './support/account';
import { signInAsAdmin } from './support/totp';
import { day } from './support/dates';
import { waitForMail } from './support/mail';
import {
  expect,
  expectAccessible,
  test,
  toastWith,
  waitForAppOnLoad,
  waitForScreen,
} from './support/fixtures';

// The operator refunds part of a guest's stay from /admin/bookings; the guest sees it on the dashboard and
// is told by e-mail (docs/decisions/admin-bookings.md).

test('an administrator refunds part of a stay; the guest sees it and is e-mailed', async ({
  page,
  browser,
}) => {
  const guest = newUser('Refund Guest');
  await register(page, guest);
  await page.goto(`/property/7?dateFrom=${day(150)}&dateTo=${day(153)}&guests=1`);
  await waitForScreen(page);
  await page.getByRole('button', { name: 'Book Now' }).first().click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('form', { name: 'Payment' }).getByRole('button', { name: /^Pay / }).click();
  await expect(toastWith(page, 'Payment successful')).toBeVisible();

  const admin = waitForAppOnLoad(await (await browser.newContext()).newPage());
  await signInAsAdmin(admin);
  await admin.goto('/admin/bookings');
  await expect(admin.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  const search = admin.getByRole('search', { name: 'Find bookings' });
  await search.getByLabel('Guest e-mail').fill(guest.email.toUpperCase());
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(admin).toHaveURL(/[?&]email=/);
  await expect(admin.getByText('1 result')).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('link', { name: /^#\d+$/ }).click();
  await expect(admin.getByRole('heading', { name: /^Booking #\d+/ })).toBeVisible();
  await expect(admin.getByText(/^Charged \$[\d,.]+/)).toBeVisible();

  await admin.getByRole('button', { name: 'Refund' }).click();
  const dialog = admin.getByRole('dialog', { name: /^Refund booking #\d+$/ });
  // Too much is refused on the field, and what was typed stays.
  await dialog.getByLabel('Amount (USD)').fill('99999');
  await dialog.getByLabel('Reason').fill('The sauna was closed for a day');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText(/^At most \$[\d,.]+ is left to refund\.$/)).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toHaveValue('The sauna was closed for a day');
  await expectAccessible(admin);
  await dialog.getByLabel('Amount (USD)').fill('25');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(toastWith(admin, 'Refunded $25.00')).toBeVisible();
  const history = admin.getByRole('region', { name: 'Payment history' });
  const made = history.getByRole('listitem').filter({ hasText: 'Refund of $25.00' });
  await expect(made.getByText('succeeded')).toBeVisible();
  await expect(made.getByText('The sauna was closed for a day')).toBeVisible();
  // The booking's own History (the audit trail) shows the refund without a reload.
  const trail = admin.getByRole('region', { name: 'History', exact: true });
  await expect(trail.getByRole('link', { name: 'Booking: refund' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: /^Booking #\d+/ })).toContainText('confirmed');

  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Recent Bookings' });
  await expect(recent.getByText('Refunded $25')).toBeVisible();

  const mail = await waitForMail({
    to: guest.email,
    subject: /^You have been refunded \$25 for booking #\d+$/,
  });
  expect(mail.text).toContain('Refunded now: $25.');
  expect(mail.text).toContain('The sauna was closed for a day');
});
