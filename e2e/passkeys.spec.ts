import type { CDPSession, Page } from '@playwright/test';
import { PASSKEY_TEXTS as T } from '../packages/shared/src/domain/passkeys';
import { newUser, register, type TestUser } from './support/account';
import { expect, expectAccessible, test, toastWith } from './support/fixtures';

const SIGNED_IN = { timeout: 30_000 };

/**
 * Chromium's virtual authenticator (DevTools protocol): a platform authenticator that keeps discoverable
 * credentials, verifies its user and answers every prompt at once, as a phone's screen lock would.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      // A passkey manager's: backed up, so the site shows it as synced.
      defaultBackupEligibility: true,
      defaultBackupState: true,
    },
  });
  return { cdp, authenticatorId };
}

async function credentialsIn(cdp: CDPSession, authenticatorId: string) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
}

async function submitPassword(page: Page, user: TestUser) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('a user adds a passkey, signs in with it alone and as the second step, then removes it', async ({
  page,
}) => {
  // Five sign-ins and a registration, each hashing a password: slow on a loaded machine.
  test.setTimeout(120_000);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const user = await register(page, newUser('Paula Passkey'));
  const menu = page.getByRole('button', { name: 'Account menu for Paula Passkey' });

  // Added from the profile: the password, the browser's prompt (answered by the authenticator), a name.
  await page.goto('/profile');
  const section = page.getByRole('region', { name: T.section });
  await expect(section.getByText(T.none)).toBeVisible();
  const start = section.getByRole('form', { name: T.add });
  // The account's sections hydrate after the page (a lazy part): a click before that is not seen.
  await expect(async () => {
    await section.getByRole('button', { name: T.add }).click();
    await expect(start).toBeVisible({ timeout: 1000 });
  }).toPass();
  await start.getByLabel('Password', { exact: true }).fill(user.password);
  await start.getByRole('button', { name: 'Continue' }).click();
  const save = section.getByRole('form', { name: 'Save the passkey' });
  await expect(save.getByLabel(T.nameLabel)).toHaveValue('Passkey on Chrome (Linux)');
  await expectAccessible(page);
  await save.getByLabel(T.nameLabel).fill('Work laptop');
  await save.getByRole('button', { name: 'Save passkey' }).click();
  await expect(toastWith(page, T.added)).toBeVisible();
  const item = section.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Work laptop');
  await expect(item).toContainText('Not used yet');
  await expect(item.getByText('Synced', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Authenticator app' })).toContainText(
    'Your passkeys count as a second factor',
  );
  const [made] = await credentialsIn(cdp, authenticatorId);
  expect(made?.isResidentCredential).toBe(true);
  expect(made?.rpId).toBe('localhost');
  await expectAccessible(page);

  // Without a password: the browser offers the passkey it holds for the site; then on where /auth sends.
  await signOut(page);
  await page.goto('/auth?returnTo=%2Forders');
  await page.getByRole('button', { name: T.signIn }).click();
  await expect(menu).toBeVisible(SIGNED_IN);
  await expect(page).toHaveURL(/\/orders$/);

  // A right password now asks for the second step, which the passkey finishes.
  await signOut(page);
  await submitPassword(page, user);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible(SIGNED_IN);
  await expect(
    page.getByText('Your password was right. Use your passkey to finish signing in.'),
  ).toBeVisible();
  await expect(page.getByLabel('Authentication code')).toHaveCount(0);
  await expect(menu).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: T.useOne }).click();
  await expect(menu).toBeVisible(SIGNED_IN);

  // Removed with the password; a wrong one is said on its field and the dialog stays.
  await page.goto('/profile');
  await expect(item).toContainText('Last used');
  const remove = section.getByRole('button', { name: 'Remove Work laptop' });
  await expect(async () => {
    await remove.click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
  }).toPass();
  const dialog = page.getByRole('dialog', { name: 'Remove “Work laptop”?' });
  await dialog.getByLabel('Password', { exact: true }).fill('not my password');
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, T.removed)).toBeVisible();
  await expect(section.getByText(T.none)).toBeVisible();

  // The browser still holds it, but the site no longer knows it; the password alone signs in again.
  await signOut(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: T.signIn }).click();
  await expect(page.getByRole('alert')).toHaveText(T.notRecognised);
  await submitPassword(page, user);
  await expect(menu).toBeVisible(SIGNED_IN);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toHaveCount(0);
});
