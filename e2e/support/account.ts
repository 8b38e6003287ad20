import { expect, type Page } from '@playwright/test';

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

/** Registers through the /auth screen and waits until the header shows the signed-in user. */
export async function register(page: Page, user: TestUser = newUser(), path = '/auth?mode=register') {
  await page.goto(path);
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Name').fill(user.name);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible(SIGNED_IN);
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
