import { newUser, register } from './support/account';
import { expect, expectAccessible, test } from './support/fixtures';
import { codeAfter, codeAt, currentStep } from './support/totp';

const SIGNED_IN = { timeout: 30_000 };

test('a user sets up an authenticator app from the profile, signs out, and signs in with its code', async ({
  page,
}) => {
  const user = await register(page, newUser('Tomas Twofactor'));
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Authenticator app' });
  await expect(section.getByText('Off.')).toBeVisible();
  const start = page.getByRole('form', { name: 'Set up an authenticator app' });
  // The account's sections hydrate after the page (a lazy part): a click before that is not seen.
  await expect(async () => {
    await section.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(start).toBeVisible({ timeout: 1000 });
  }).toPass();
  await start.getByLabel('Password', { exact: true }).fill(user.password);
  await start.getByRole('button', { name: 'Continue' }).click();

  // The QR code is drawn on the page; the key is there as text for typing into an app by hand.
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByLabel('Setup key').inputValue()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  const confirm = page.getByRole('form', { name: 'Confirm the authenticator app' });
  const setUpStep = currentStep();
  await confirm.getByLabel('Authentication code').fill(codeAt(secret, setUpStep));
  await confirm.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'I have saved my backup codes' }).click();
  await expect(section.getByText('On.')).toBeVisible();

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const step = page.getByRole('form', { name: 'Sign-in code' });
  await expect(step.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible(SIGNED_IN);
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
  await expectAccessible(page);
  // Not the code that set the app up: a code works once.
  await step.getByLabel('Authentication code').fill(codeAfter(secret, setUpStep).code);
  await step.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Tomas Twofactor' })).toBeVisible(SIGNED_IN);
});
