import { newUser, register } from './support/account';
import { signInAsAdmin } from './support/totp';
import { expect, expectAccessible, test, waitForAppOnLoad, toastWith } from './support/fixtures';

test('the product admin screen is for administrators only, and saves stock and status', async ({
  page,
  browser,
}) => {
  const guest = waitForAppOnLoad(await browser.newPage());
  await register(guest, newUser('Curious Guest'));
  await guest.goto('/admin/products');
  await expect(guest.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  await guest.close();

  await signInAsAdmin(page);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Manage Products' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Products' })).toBeVisible();
  await expectAccessible(page);

  const { items } = (await (await page.request.get('/api/products?pageSize=1')).json()) as {
    items: { id: number; name: string }[];
  };
  const product = items[0]!;
  await page.getByLabel(`Status of ${product.name}`).selectOption('limited_stock');
  await page.getByLabel(`Stock of ${product.name}`).fill('4');
  await page
    .getByRole('row', { name: new RegExp(product.name) })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(toastWith(page, 'Product updated')).toBeVisible();
  const saved = (await (await page.request.get(`/api/products/${product.id}`)).json()) as { status: string };
  expect(saved.status).toBe('limited_stock');
  const admin = (await (await page.request.get('/api/admin/products')).json()) as {
    items: { id: number; stock: number }[];
  };
  expect(admin.items.find((p) => p.id === product.id)?.stock).toBe(4);
});
