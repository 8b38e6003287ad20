import { newUser, register, signIn, submitRegistration } from './support/account';
import {
  expect,
  expectAccessible,
  test,
  waitForAppOnLoad,
  waitForScreen,
  toastWith,
} from './support/fixtures';
import { waitForMail } from './support/mail';

test('register, see the name in the header, sign out, sign in, and edit the profile', async ({ page }) => {
  const user = await register(page, newUser('Ada Lovelace'));
  await expect(page).toHaveURL(/\/dashboard$/);

  const menuButton = page.getByRole('button', { name: 'Account menu for Ada Lovelace' });
  await menuButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Ada Lovelace')).toBeVisible();
  await expect(menu.getByText(user.email)).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Dashboard',
    'Messages',
    'Profile',
    'My Orders',
    'Sign Out',
  ]);
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signIn(page, user, '/auth?returnTo=%2Fprofile');
  await expect(page).toHaveURL(/\/profile$/);
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('Email')).toHaveValue(user.email);
  await expect(form.getByText('Email cannot be changed. Contact support if needed.')).toBeVisible();
  await expect(form.getByLabel('Role')).toHaveValue('guest');
  await expect(form.getByText('Your account role is managed by administrators.')).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel('First name').fill('Augusta Ada');
  await form.getByLabel('Last name').fill('King');
  await form.getByLabel('Phone').fill('not a phone');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText(/valid phone number/)).toBeVisible();
  await form.getByLabel('Phone').fill('+44 20 7946 0958');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Profile updated successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Augusta Ada King' })).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('First name')).toHaveValue('Augusta Ada');
  await expect(form.getByLabel('Last name')).toHaveValue('King');
  await expect(form.getByLabel('Phone')).toHaveValue('+44 20 7946 0958');
});

test('the auth forms show the spec messages and keep what was typed', async ({ page }) => {
  await page.goto('/auth');
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill('not-an-email');
  await signInForm.getByLabel('Password', { exact: true }).fill('123');
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  await expect(signInForm.getByText('Please enter a valid email address')).toBeVisible();
  await expect(signInForm.getByText('Password must be at least 6 characters')).toBeVisible();

  await signInForm.getByLabel('Email').fill('nobody@example.com');
  await signInForm.getByLabel('Password', { exact: true }).fill('wrong password');
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  await expect(signInForm.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(signInForm.getByLabel('Email')).toHaveValue('nobody@example.com');
  await expectAccessible(page);

  await signInForm.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/mode=register/);
  const registerForm = page.getByRole('form', { name: 'Register' });
  await registerForm.getByLabel('Name').fill('A');
  await registerForm.getByLabel('Email').fill('fresh@example.com');
  await registerForm.getByLabel('Password', { exact: true }).fill('short');
  await registerForm.getByRole('button', { name: 'Create Account' }).click();
  await expect(registerForm.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(registerForm.getByText('Password must be at least 8 characters')).toBeVisible();

  await registerForm.getByLabel('Name').fill('Al Common');
  await registerForm.getByLabel('Password', { exact: true }).fill('password1');
  await expect(page.getByText(/Password strength:/)).toBeVisible();
  await registerForm.getByRole('button', { name: 'Create Account' }).click();
  await expect(registerForm.getByText('This password is too common')).toBeVisible();
  await expect(registerForm.getByLabel('Name')).toHaveValue('Al Common');
  await expect(registerForm.getByLabel('Email')).toHaveValue('fresh@example.com');
  await expectAccessible(page);
});

test('registering a registered e-mail looks like any registration, and its owner is told', async ({
  page,
  browser,
}) => {
  const user = await register(page);
  const other = waitForAppOnLoad(await browser.newPage());
  await other.goto('/auth?mode=register');
  await submitRegistration(other, { ...user, name: 'Someone Else', password: 'a different secret 7' });
  await expect(
    other.getByRole('status').filter({ hasText: `We have sent a message to ${user.email}.` }),
  ).toBeVisible();
  await expect(other.getByText(/already exists/)).toHaveCount(0);
  await expect(other.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expectAccessible(other);
  await other.close();
  const notice = await waitForMail({
    to: user.email,
    subject: 'Someone tried to register with your e-mail address',
  });
  expect(notice.text).toContain('If it was you, sign in');
});

test('with a pending booking, /auth shows the banner and continues to /payment', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    window.localStorage.setItem('bookingSelection', JSON.stringify({ listingId: '3', type: 'property' })),
  );
  await page.goto('/auth');
  await expect(page.getByText('Complete your booking')).toBeVisible();
  await expect(
    page.getByText('Please sign in or register to continue with your booking. Your selection will be saved.'),
  ).toBeVisible();
  await expectAccessible(page);
  await register(page, newUser('Booking Guest'), '/auth?mode=register');
  await expect(page).toHaveURL(/\/payment$/);
});

test('a signed-in visitor to /auth goes straight on; protected screens ask signed-out visitors to log in', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Please log in to view your profile' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fprofile$/);

  await register(page, newUser('Returning Reader'), '/auth?mode=register&returnTo=%2Fprofile');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForScreen(page);
});

test.describe('on a phone, signed in', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu lists the account links and signs out', async ({ page }) => {
    await register(page, newUser('Mobile Member'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText([
      'Find Stays',
      'Retreats',
      'Services',
      'Marketplace',
      'Knowledge',
      'How It Works',
      'Dashboard',
      'Messages',
      'Profile',
      'My Orders',
      'View Cart',
    ]);
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
