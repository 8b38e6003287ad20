import { expect, type Page } from '@playwright/test';
import { SIGN_UP_CHECK_EMAIL_TITLE } from '../../packages/shared/src/domain/account-texts';
import { linkIn, waitForMail } from './mail';

let counter = 0;

// Creating an account or signing in hashes the password (deliberately slow work) and, on the embedded
// database, holds it meanwhile: on a loaded CI machine that alone has taken over 10 s.
const SIGNED_IN = { timeout: 30_000 };

export type TestUser = { name: string; email: string; password: string };

export function newUser(name = 'Ada Lovelace'): TestUser {
  counter++;
  return {
    name,
    email: `e2e-${Date.now()}-${process.pid}-${counter}@example.com`,
    password: 'gentle rain 2049',
  };
}

/** Fills in and sends the Register form of the /auth screen, and waits for "Check your e-mail". */
export async function submitRegistration(page: Page, user: TestUser) {
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Name').fill(user.name);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: SIGN_UP_CHECK_EMAIL_TITLE })).toBeVisible(SIGNED_IN);
}

/** Opens the link that registering mailed to `user` (it confirms the address and signs in). */
export async function openSignUpLink(page: Page, user: TestUser) {
  const mail = await waitForMail(
    { to: user.email, subject: 'Confirm your e-mail address' },
    SIGNED_IN.timeout,
  );
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible(SIGNED_IN);
}

/**
 * Registers through the /auth screen, then opens the link the site mails, which confirms the address,
 * signs in and goes on where /auth would have sent the user (docs/decisions/account-recovery.md); waits
 * until the header shows the signed-in user.
 */
export async function register(page: Page, user: TestUser = newUser(), path = '/auth?mode=register') {
  await page.goto(path);
  await submitRegistration(page, user);
  await openSignUpLink(page, user);
  return user;
}

/** Signs in through the /auth screen. */
export async function signIn(page: Page, user: TestUser, path = '/auth') {
  await page.goto(path);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible(SIGNED_IN);
}
