import type { Page } from '@playwright/test';
import type { Cart, Order, Product, ProductsResponse } from '@restora/shared/contracts/shop';
import { register, newUser } from './support/account';
import { expect, expectAccessible, test, toastWith, waitForScreen } from './support/fixtures';

const usd = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

async function firstProduct(page: Page, query: string): Promise<Product> {
  const response = await page.request.get(`/api/products?${query}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as ProductsResponse;
  expect(items.length, `a product for ${query}`).toBeGreaterThan(0);
  return items[0]!;
}

/** One product available now and one pre-order, both purchasable. */
async function shopProducts(page: Page) {
  const buyNow = await firstProduct(page, 'types=buy_now&availability=in_stock');
  const preOrder = await firstProduct(page, 'types=pre_order&availability=in_stock,limited_stock');
  return { buyNow, preOrder };
}

/** Adds through the API from the page, so the cart cookie (or the session) is the page's own. */
async function addToCart(page: Page, productId: number, quantity: number) {
  const response = await page.request.post('/api/cart/items', { data: { productId, quantity } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Cart;
}

async function apiCart(page: Page) {
  return (await (await page.request.get('/api/cart')).json()) as Cart;
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
const cartBadge = (page: Page) => page.getByRole('banner').getByTestId('cart-badge');

async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Address line 1').fill('27 Willow Walk');
  await page.getByLabel('City').fill('Bath');
  await page.getByLabel('Postal code').fill('BA1 2QH');
  await page.getByLabel('Country').fill('United Kingdom');
}

/** A new account with one buy-now product in its cart, on /checkout with the address filled in. */
async function checkoutWithOneItem(page: Page) {
  await register(page);
  const { buyNow } = await shopProducts(page);
  await addToCart(page, buyNow.id, 1);
  await page.goto('/checkout');
  await waitForScreen(page);
  await fillAddress(page);
  return buyNow;
}

async function placeOrderThroughApi(page: Page, productId: number) {
  await addToCart(page, productId, 1);
  const response = await page.request.post('/api/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      shippingAddress: {
        name: 'Ada Lovelace',
        line1: '1 Analytical Row',
        city: 'London',
        postalCode: 'N1 9GU',
        country: 'United Kingdom',
      },
      card: {
        cardName: 'Ada Lovelace',
        cardNumber: '4242424242424242',
        expiryDate: '12/30',
        cvv: '123',
        billingAddress: '1 Analytical Row',
        zipCode: 'N1 9GU',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Order;
}

test('a visitor cart: badge, both sections and notices, quantity changes and removal', async ({ page }) => {
  await page.goto('/');
  const { buyNow, preOrder } = await shopProducts(page);
  await addToCart(page, buyNow.id, 2);
  await addToCart(page, preOrder.id, 1);

  await page.goto('/cart');
  await waitForScreen(page);
  await expect(page).toHaveTitle(/Cart/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(cartBadge(page)).toHaveText('3');

  const available = page.getByRole('region', { name: 'Available Now' });
  const preOrders = page.getByRole('region', { name: 'Pre-Order Items' });
  await expect(available.getByRole('row').filter({ hasText: buyNow.name })).toBeVisible();
  await expect(preOrders.getByRole('row').filter({ hasText: preOrder.name })).toBeVisible();
  await expect(
    page.getByText('Pre-order items are charged now and shipped as soon as they become available.'),
  ).toBeVisible();
  await expect(page.getByText(/they ship separately/)).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(usd((await apiCart(page)).totalCents));
  await expectAccessible(page);

  // A new quantity: the badge and the server's totals follow.
  const quantity = page.getByRole('textbox', { name: `Quantity of ${buyNow.name}` });
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(toastWith(page, 'Cart Updated')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
  const afterChange = await apiCart(page);
  expect(afterChange.count).toBe(4);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(afterChange.subtotalCents));
  await expect(page.getByTestId('cart-tax')).toHaveText(usd(afterChange.taxCents));
  await expect(page.getByTestId('cart-total')).toHaveText(usd(afterChange.totalCents));

  // Letters become 1.
  await quantity.fill('abc');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1');
  await expect(toastWith(page, `${buyNow.name}: quantity 1.`)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  // Below 1 is ignored: the box goes back to the quantity in the cart.
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1');

  await page.getByRole('button', { name: `Remove ${preOrder.name}` }).click();
  await expect(toastWith(page, 'Item Removed')).toBeVisible();
  await expect(preOrders).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByTestId('cart-total')).toHaveText(usd((await apiCart(page)).totalCents));
  await expectAccessible(page);
});

test('removing the only line says Item Removed and shows the empty cart', async ({ page }) => {
  await page.goto('/');
  const { buyNow } = await shopProducts(page);
  await addToCart(page, buyNow.id, 1);

  await page.goto('/cart');
  await waitForScreen(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page.getByRole('button', { name: `Remove ${buyNow.name}` }).click();
  // The cart view gives way to the empty state as the line goes; the toast must still come.
  await expect(toastWith(page, 'Item Removed')).toContainText(
    `${buyNow.name} has been removed from your cart.`,
  );
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  expect((await apiCart(page)).count).toBe(0);
  await expectAccessible(page);
});

test('checkout: sign in keeps the cart, pays, confirms, and the order can be cancelled', async ({ page }) => {
  await page.goto('/');
  const { buyNow, preOrder } = await shopProducts(page);
  await addToCart(page, buyNow.id, 2);
  await addToCart(page, preOrder.id, 1);
  await page.goto('/cart');
  await waitForScreen(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fcheckout$/);
  await waitForScreen(page);
  await expectAccessible(page);

  await register(page, newUser('Grace Hopper'), '/auth?mode=register&returnTo=%2Fcheckout');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page).toHaveTitle(/Checkout/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expectAccessible(page);

  // The address is required: paying without it shows the schema's messages.
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await pay.click();
  await expect(page.getByText('City is required')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await fillAddress(page);
  await pay.click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(toastWith(page, 'Order Placed Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmation\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(toastWith(page, `Your order #${orderId} has been placed.`)).toBeVisible();

  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as Order;
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByTestId('shipping-address')).toContainText('27 Willow Walk');
  await expect(page.getByTestId('shipping-address')).toContainText('Bath');
  await expect(page.getByRole('region', { name: 'Standard Shipping' })).toContainText(buyNow.name);
  await expect(page.getByRole('region', { name: 'Pre-Order Items' })).toContainText(preOrder.name);
  const totals = page.getByTestId('order-totals');
  await expect(totals).toContainText(`Subtotal${usd(order.subtotalCents)}`);
  await expect(totals).toContainText(`Tax${usd(order.taxCents)}`);
  await expect(totals).toContainText(`Shipping${usd(order.shippingCents)}`);
  await expect(totals).toContainText(`Total${usd(order.totalCents)}`);
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
  await expect(cartBadge(page)).toHaveCount(0);
  await expectAccessible(page);

  await test.step('/orders lists the order and cancels it', async () => {
    await page.getByRole('link', { name: 'View All Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page).toHaveTitle(/Orders/);
    const row = page.getByTestId(`order-row-${orderId}`);
    await expect(row.getByTestId('order-status')).toHaveText('Processing');
    await expect(row).toContainText(usd(order.totalCents));
    await expect(row).toContainText('1 pre-order');
    await expect(row.getByRole('link', { name: `View order #${orderId}` })).toHaveAttribute(
      'href',
      `/order-confirmation/${orderId}`,
    );
    await expectAccessible(page);

    await row.getByRole('button', { name: `Cancel order #${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${usd(order.totalCents)} is refunded to the card you paid with.`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(toastWith(page, 'Order Cancelled')).toBeVisible();
    await expect(row.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    const after = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as Order;
    expect(after.status).toBe('cancelled');
    // Cancelled while processing: refunded in full (docs/decisions/cancellation-and-refunds.md).
    expect(after.refundedCents).toBe(order.totalCents);
    await expect(row).toContainText(`Refunded ${usd(order.totalCents)}`);
  });
});

test('a declined card says Payment Failed and keeps the address typed', async ({ page }) => {
  await checkoutWithOneItem(page);
  await page.getByLabel('Card number').fill('4000000000000002');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(toastWith(page, 'Payment Failed')).toBeVisible();
  await expect(
    toastWith(page, 'There was an error processing your payment. Please try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
  await expect(page.getByLabel('City')).toHaveValue('Bath');
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  expect((await apiCart(page)).count).toBe(1);
  await expectAccessible(page);
});

test('checkout with an empty cart says so and goes to the marketplace', async ({ page }) => {
  await register(page);
  await page.goto('/checkout');
  await expect(toastWith(page, 'Empty Cart')).toBeVisible();
  await expect(toastWith(page, 'Your cart is empty. Add items before checking out.')).toBeVisible();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Please add items before checkout' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('paying for a cart emptied meanwhile says Please add items before checkout', async ({ page }) => {
  const buyNow = await checkoutWithOneItem(page);
  // As another tab of the same session would: the page still shows the line it loaded.
  const emptied = await page.request.delete(`/api/cart/items/${buyNow.id}`);
  expect(emptied.ok(), await emptied.text()).toBe(true);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(toastWith(page, 'Empty Cart')).toBeVisible();
  await expect(toastWith(page, 'Please add items before checkout')).toBeVisible();
  await expect(page).toHaveURL(/\/marketplace$/);
  expect((await apiCart(page)).count).toBe(0);
});

test("another user's order is not found and leads to the marketplace", async ({ page }) => {
  await register(page, newUser('Owner One'));
  const { buyNow } = await shopProducts(page);
  const order = await placeOrderThroughApi(page, buyNow.id);

  await page.context().clearCookies();
  await register(page, newUser('Someone Else'));
  await page.goto(`/order-confirmation/${order.id}`);
  await expect(toastWith(page, 'Order Not Found')).toBeVisible();
  await expect(toastWith(page, "We couldn't find the order you're looking for.")).toBeVisible();
  await expect(page).toHaveURL(/\/marketplace$/);
  await waitForScreen(page);
});
