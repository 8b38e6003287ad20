import { expect, expectAccessible, test } from './support/fixtures';
import { signIn } from './support/account';

// A partner writes a retreat in the console, publishes it and finds it in the list
// (docs/decisions/retreats-partner-console.md). The API tests cover refusals, rooms and cancelling.
const partner = { name: 'Maya Lestari', email: 'partner@restora.example', password: 'quiet harbour 2026' };
const dayAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('the demo partner creates a retreat, publishes it and sees it in the list', async ({ page }) => {
  const title = `Breath and sea ${Date.now().toString(36)}`;
  await signIn(page, partner);
  await page.goto('/partner/retreats');
  await page.getByRole('link', { name: 'New retreat' }).click();

  const form = page.getByRole('form', { name: 'Retreat' });
  await expect(form).toBeVisible();
  const property = form.getByLabel('Property');
  await property.selectOption((await property.locator('option').nth(1).getAttribute('value'))!);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Summary').fill('Five days of yoga, breathwork and sea swims.');
  await form.getByLabel('Description', { exact: true }).fill('A small group, kind teachers, slow mornings.');
  await form.getByLabel('Day-by-day program').fill('**Day 1**: arrival.\n\n**Day 2**: breathwork at dawn.');
  await form.getByLabel('Start date').fill(dayAhead(120));
  await form.getByLabel('End date').fill(dayAhead(125));
  await form.getByLabel('Option 1: name').fill('Private room');
  await form.getByLabel('Option 1: price per person ($)').fill('1450');
  await form.getByLabel('Option 1: spots').fill('0');
  await form.getByLabel(/^Standard/).check();
  await form.getByRole('button', { name: 'Create retreat' }).click();
  await expect(form.getByText('An option has at least 1 spot')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await form.getByLabel('Option 1: spots').fill('8');
  await form.getByRole('button', { name: 'Create retreat' }).click();

  await expect(page).toHaveURL(/\/partner\/retreats\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Nobody has booked yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Your retreats' }).click();
  const card = page.getByRole('listitem', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Published')).toBeVisible();
  await expect(card.getByText('0 of 8 spots booked')).toBeVisible();
  await expectAccessible(page);
});

test('on a phone, the new retreat form keeps a title typed the moment it appears', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const signedIn = await context.request.post('/api/auth/sign-in', {
    data: { email: partner.email, password: partner.password },
  });
  expect(signedIn.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto('/partner/retreats/new', { waitUntil: 'commit' });
  const titleField = page.getByLabel('Title');
  await titleField.pressSequentially('Dawn silence');
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await expect(titleField).toHaveValue('Dawn silence');
  await page.getByRole('button', { name: 'Create retreat' }).click();
  await expect(page.getByText('Enter a summary')).toBeVisible();
  await expect(titleField).toHaveValue('Dawn silence');
  await context.close();
});
