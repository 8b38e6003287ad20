import { SUSPENDED_MESSAGE } from '@restora/shared/contracts/admin-users';
import { SECOND_FACTOR_TEXTS } from '@restora/shared/domain/second-factor';
import { newUser, register } from './support/account';
import { signInAsAdmin } from './support/totp';
import { expect, expectAccessible, test, toastWith, waitForAppOnLoad } from './support/fixtures';

test('an administrator makes a user an administrator, and suspends another, whose next sign-in is refused', async ({
  page,
  browser,
}) => {
  const promotedPage = waitForAppOnLoad(await browser.newPage());
  const promoted = await register(promotedPage, newUser('Priya Promoted'));
  const suspendedPage = waitForAppOnLoad(await browser.newPage());
  const suspended = await register(suspendedPage, newUser('Sam Suspended'));

  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expectAccessible(page);

  // Find the user by the start of their e-mail, open them and make them an administrator.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail or name starts with').fill(promoted.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 result')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Priya Promoted' }).click();
  await expect(page.getByRole('heading', { name: 'Priya Promoted' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Make administrator' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make administrator' }).click();
  await expect(toastWith(page, 'Priya Promoted is now an administrator')).toBeVisible();

  // The new administrator is sent to set up a second factor first (docs/decisions/second-factors.md).
  await promotedPage.goto('/admin');
  await expect(promotedPage.getByRole('heading', { name: 'Set up a second factor', level: 1 })).toBeVisible();
  await expect(promotedPage.getByText(SECOND_FACTOR_TEXTS.adminSetup)).toBeVisible();
  await expect(promotedPage.getByRole('heading', { name: 'Overview', level: 1 })).toHaveCount(0);
  await expectAccessible(promotedPage);
  await promotedPage.close();

  // Suspend the other: their session ends and their next sign-in is refused with the message.
  await page.goto(`/admin/users?q=${encodeURIComponent(suspended.email)}`);
  await page.getByRole('link', { name: 'Sam Suspended' }).click();
  await page.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('dialog')).toContainText('Every session of this account ends now');
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(toastWith(page, 'Sam Suspended is suspended')).toBeVisible();
  await expect(page.getByText('Suspended', { exact: true })).toBeVisible();

  const session = (await (await suspendedPage.request.get('/api/auth/session')).json()) as { user: unknown };
  expect(session.user).toBeNull();
  await suspendedPage.goto('/auth');
  const form = suspendedPage.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(suspended.email);
  await form.getByLabel('Password', { exact: true }).fill(suspended.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(suspendedPage.getByText(SUSPENDED_MESSAGE)).toBeVisible();
  await expect(suspendedPage.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
});
