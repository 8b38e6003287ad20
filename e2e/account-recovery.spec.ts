import {
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGED,
  LINK_EXPIRED,
  PASSWORD_RESET_DONE,
  RESET_LINK_SENT,
} from '../packages/shared/src/domain/account-texts';
import { newUser, register, signIn, submitRegistration } from './support/account';
import { expect, expectAccessible, test, toastWith, waitForScreen } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';

// Account recovery and control, followed through the mail the site really sends (a real SMTP server in
// the test process receives it): forgot password, e-mail verification, change of address, deletion.

test('forgot password: the mailed link sets a new password once; the old one is refused', async ({
  page,
  browser,
}) => {
  const user = newUser('Noor Haddad');
  await register(page, user);
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await waitForScreen(page);
  const form = page.getByRole('form', { name: 'Forgot password' });
  await form.getByLabel('Email').fill('not an address');
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('Email').fill(user.email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_LINK_SENT })).toBeVisible();
  await expectAccessible(page);

  const mail = await waitForMail({ to: user.email, subject: 'Reset your Restora password' });
  expect(mail.text).toContain('Hi Noor,');
  const link = linkIn(mail, '/reset-password');
  await page.goto(link);
  const reset = page.getByRole('form', { name: 'Reset password' });
  await reset.getByLabel('New password', { exact: true }).fill('a brand new tide 7');
  await reset.getByLabel('Confirm new password').fill('a different tide 8');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByText('Passwords do not match')).toBeVisible();
  await reset.getByLabel('Confirm new password').fill('a brand new tide 7');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: PASSWORD_RESET_DONE })).toBeVisible();
  await expectAccessible(page);

  // The link works once: opened again, it says so at once, with no form to fill in
  // (docs/decisions/account-recovery.md), already in the page the server sends.
  const again = await browser.newPage();
  await again.goto(link);
  await expect(again.getByRole('alert').filter({ hasText: LINK_EXPIRED })).toBeVisible();
  await expect(again.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(again.getByRole('form', { name: 'Reset password' })).toHaveCount(0);
  await expectAccessible(again);
  const served = await (await again.request.get(link)).text();
  expect(served).toContain(LINK_EXPIRED);
  expect(served).not.toContain('aria-label="Reset password"');
  await again.close();

  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(user.email);
  await signInForm.getByLabel('Password', { exact: true }).fill(user.password);
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  await expect(signInForm.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, { ...user, password: 'a brand new tide 7' });
});

test('forgot password, acted on the moment the server-rendered form appears', async ({ browser }) => {
  // A page without the fixture's wait for the app: typing and pressing the button at once, as a person
  // on a slow phone would, before the app has taken the page over.
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await page.goto('/forgot-password', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Forgot password' });
  await form.getByLabel('Email').fill('early-bird@example.com');
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_LINK_SENT })).toBeVisible();
  await page.close();
});

test('register: check your e-mail; the mailed link confirms the address once and signs in', async ({
  page,
}) => {
  const user = newUser('Ines Duarte');
  await page.goto('/auth?mode=register');
  await submitRegistration(page, user);
  await expect(
    page.getByRole('status').filter({ hasText: `We have sent a message to ${user.email}.` }),
  ).toBeVisible();
  await expectAccessible(page);
  // Until the link is opened nobody is signed in; the password works meanwhile.
  await signIn(page, user);
  await page.goto('/profile');
  await expect(page.getByText('Not verified', { exact: true })).toBeVisible();
  await page.context().clearCookies();

  const mail = await waitForMail({ to: user.email, subject: 'Confirm your e-mail address' });
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu for Ines Duarte' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send confirmation e-mail' })).toHaveCount(0);

  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByRole('alert').filter({ hasText: LINK_EXPIRED })).toBeVisible();
});

test('change e-mail: the account moves when the link mailed to the new address is opened', async ({
  page,
}) => {
  const user = await register(page, newUser('Lea Brandt'));
  const newEmail = `moved-${user.email}`;
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change e-mail' });
  await form.getByLabel('New e-mail').fill(newEmail);
  await form.getByLabel('Password').fill('not my password');
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByText('That password is not correct')).toBeVisible();
  await expect(form.getByLabel('New e-mail')).toHaveValue(newEmail);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('status').filter({ hasText: EMAIL_CHANGE_SENT })).toBeVisible();
  await expectAccessible(page);

  const mail = await waitForMail({ to: newEmail, subject: 'Confirm your new e-mail address' });
  await page.goto(linkIn(mail, '/confirm-email'));
  await expect(page.getByRole('status').filter({ hasText: EMAIL_CHANGED })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Email')).toHaveValue(newEmail);
  const notice = await waitForMail({ to: user.email, subject: 'Your Restora e-mail address was changed' });
  expect(notice.text).toContain(newEmail);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('change the password, then delete the account: signed out, and the old sign-in is refused', async ({
    page,
  }) => {
    const user = await register(page, newUser('Dana Gone'));
    await page.goto('/profile');
    const change = page.getByRole('form', { name: 'Change password' });
    await change.getByLabel('Current password').fill(user.password);
    await change.getByLabel('New password', { exact: true }).fill('quiet harbour 19');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(toastWith(page, 'Password changed')).toBeVisible();
    await waitForMail({ to: user.email, subject: 'Your Restora password was changed' });

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete account permanently' }).click();
    await expect(dialog.getByText('That password is not correct')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Password').fill('quiet harbour 19');
    await dialog.getByRole('button', { name: 'Delete account permanently' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toastWith(page, 'Your account has been deleted.')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sign In' }),
    ).toBeVisible();
    await waitForMail({ to: user.email, subject: 'Your Restora account has been deleted' });

    await page.goto('/auth');
    const signInForm = page.getByRole('form', { name: 'Sign in' });
    await signInForm.getByLabel('Email').fill(user.email);
    await signInForm.getByLabel('Password', { exact: true }).fill('quiet harbour 19');
    await signInForm.getByRole('button', { name: 'Sign In' }).click();
    await expect(signInForm.getByText('Invalid email or password')).toBeVisible();
  });
});
