import { expect, expectAccessible, test, waitForAppOnLoad, waitForScreen } from './support/fixtures';
import { signIn } from './support/account';
import { linkIn, waitForMail } from './support/mail';

// From application to partner account (docs/decisions/partners.md): one journey; the API tests cover
// the refusals and races.
test('an applicant is approved, opens the invitation, sets a password and lands in the partner console', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const organisation = `Quiet Pines Retreat ${stamp}`;
  const email = `mara+${stamp}@example.com`;

  await page.goto('/for-partners');
  await waitForScreen(page);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Organisation').fill(organisation);
  await dialog.getByLabel('Partner type').selectOption('Retreat');
  await dialog.getByLabel('Contact name').fill('Mara Lind');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Country').fill('Sweden');
  await dialog
    .getByLabel('Tell us about your business')
    .fill('A twelve-room forest retreat with daily yoga, a wood-fired sauna and a plant-based kitchen.');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByRole('heading', { name: 'Application received' })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = waitForAppOnLoad(await adminContext.newPage());
  await signIn(admin, {
    name: 'Ada Admin',
    email: process.env.E2E_ADMIN_EMAIL!,
    password: process.env.E2E_ADMIN_PASSWORD!,
  });
  await admin.goto('/admin/partner-applications');
  await expect(admin.getByRole('heading', { name: 'Partner Applications' })).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('link', { name: organisation }).click();
  await expect(admin.getByRole('heading', { name: organisation })).toBeVisible();
  await expect(admin.getByText(email).first()).toBeVisible();
  await admin.getByLabel('Decision note').fill('Welcome to Restora!');
  await admin.getByRole('button', { name: 'Approve and invite' }).click();
  await expect(admin.getByRole('heading', { name: 'Approved' })).toBeVisible();
  await expect(admin.getByText('Welcome to Restora!')).toBeVisible();
  await expectAccessible(admin);
  await adminContext.close();

  const mail = await waitForMail({ to: email, subject: 'is now a Restora partner' });
  const link = new URL(linkIn(mail, '/partner/invitation'));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(organisation)).toBeVisible();
  const form = page.getByRole('form', { name: 'Create your partner account' });
  await form.getByLabel('Your name').fill('Mara Lind');
  await form.getByLabel('Password', { exact: true }).fill('forest sauna 2049');
  await form.getByLabel('Confirm password').fill('forest sauna 2049');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create account and accept' }).click();

  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole('heading', { level: 1, name: organisation })).toBeVisible();
  await expect(page.getByText('No properties yet.')).toBeVisible();
  await expectAccessible(page);
  // The account menu leads back to the console from anywhere.
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Partner Console' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole('heading', { level: 1, name: organisation })).toBeVisible();
});
