import { expect, expectAccessible, test } from './support/fixtures';
import { signIn } from './support/account';

// A partner adds one of their own services from a phone, filling the form the moment it shows, and finds
// it in their list (docs/decisions/partner-services.md). The API tests cover refusals, capacity and races.
test.use({ viewport: { width: 375, height: 812 } });

test('the demo partner adds a service on a phone and sees it in the list', async ({ page }) => {
  const title = `Cliff Walk ${Date.now().toString(36)}`;
  await signIn(page, {
    name: 'Maya Lestari',
    email: 'partner@restora.example',
    password: 'quiet harbour 2026',
  });
  await page.goto('/partner/services/new');

  const form = page.getByRole('form', { name: 'Service' });
  await expect(form).toBeVisible();
  const property = form.getByLabel('Offered at');
  const firstProperty = await property.locator('option').nth(1).getAttribute('value');
  await property.selectOption(firstProperty!);
  await form.getByLabel('Name').fill(title);
  await form.getByLabel('Description').fill('Two hours along the cliffs with a guide, ending with tea.');
  await form.getByLabel('Type').selectOption('fitness');
  await form.getByLabel('Category').selectOption('Outdoors');
  await form.getByLabel('Price ($)').fill('48.50');
  await form.getByLabel('Duration (minutes)').fill('120');
  await form.getByLabel('Bookings per day').fill('0');
  await form.getByRole('button', { name: 'Add service' }).click();
  await expect(form.getByText('Take at least 1 booking a day')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue(title);
  await form.getByLabel('Bookings per day').fill('6');
  await form.getByRole('button', { name: 'Add service' }).click();

  await expect(page).toHaveURL(/\/partner\/services$/);
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('$48.50')).toBeVisible();
  await expect(card.getByText('6 bookings a day')).toBeVisible();
  await expect(card.getByText('120 min')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
});
