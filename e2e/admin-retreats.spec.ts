import { newUser, register } from './support/account';
import { signInAsAdmin } from './support/totp';
import { expect, expectAccessible, test, toastWith, waitForAppOnLoad } from './support/fixtures';

// The operator's retreats (docs/decisions/retreats-back-office.md): a guest's place, booked through the API,
// is found from /admin/retreats and refunded in part; the failed balances have their own tab.

const CARD = {
  cardName: 'Alex Morgan',
  cardNumber: '4242424242424242',
  expiryDate: '12/30',
  cvv: '123',
  billingAddress: '12 Harbour Lane, Lisbon',
  zipCode: '1100-001',
};

test('an administrator finds a retreat place and refunds part of it', async ({ page, browser }) => {
  const guest = newUser('Retreat Refundee');
  await register(page, guest);
  const list = await (await page.request.get('/api/retreats?pageSize=48&spots=1')).json();
  const card = list.items.find((r: { spotsLeft: number }) => r.spotsLeft >= 1);
  const detail = await (await page.request.get(`/api/retreats/${card.id}`)).json();
  const option = detail.options.find((o: { spotsLeft: number }) => o.spotsLeft >= 1);
  const booked = await page.request.post(`/api/retreats/${card.id}/bookings`, {
    headers: { 'Idempotency-Key': `e2e-admin-retreats-${Date.now()}` },
    data: { optionId: option.id, people: 1, card: CARD },
  });
  expect(booked.status()).toBe(201);

  const admin = waitForAppOnLoad(await (await browser.newContext()).newPage());
  await signInAsAdmin(admin);
  await admin.goto('/admin/retreats');
  await expect(admin.getByRole('heading', { name: 'Retreats', level: 1 })).toBeVisible();
  await admin.getByRole('link', { name: 'Failed balances' }).click();
  await expect(admin.getByRole('heading', { name: 'Failed balance charges to follow up' })).toBeVisible();
  await admin
    .getByRole('navigation', { name: 'Retreat views' })
    .getByRole('link', { name: 'Retreats' })
    .click();

  const search = admin.getByRole('search', { name: 'Find retreats' });
  await search.getByLabel('Title, property or organisation').fill(detail.title);
  await search.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('link', { name: detail.title }).first().click();
  await expect(admin.getByRole('heading', { name: 'Places of this retreat' })).toBeVisible();
  const place = admin.getByRole('listitem').filter({ hasText: guest.email });
  await expect(place).toBeVisible();
  await expectAccessible(admin);

  await place.getByRole('button', { name: 'Refund' }).click();
  const dialog = admin.getByRole('dialog', { name: /^Refund place #\d+$/ });
  await dialog.getByLabel('Amount (USD)').fill('25');
  await dialog.getByLabel('Reason').fill('A room upgrade did not happen');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(toastWith(admin, 'Refunded $25.00')).toBeVisible();
  await place.getByText('Payment history').click();
  await expect(place.getByText(/Refund \$25\.00 · A room upgrade did not happen/)).toBeVisible();
  await admin.screenshot({ path: '.test-results/screens/admin-retreats-1280.png', fullPage: true });

  // On a phone the page reads and stays accessible too.
  await admin.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(admin);
  await admin.screenshot({ path: '.test-results/screens/admin-retreats-375.png' });
  await place.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: '.test-results/screens/admin-retreats-375-place.png' });
});
