import type { Page } from '@playwright/test';
import type { Recommendation, RecommendationsResponse } from '@restora/shared/contracts/quiz';
import type { Cart } from '@restora/shared/contracts/shop';
import { expect, expectAccessible, openInApp, test, toastWith, waitForScreen } from './support/fixtures';

const ANSWERS = 'focus=relax&environment=beach&intensity=1&duration=week&budget=1000&activities=Yoga%2CSpa';
const RESULTS = `/discovery-quiz-results?${ANSWERS}`;

async function apiProducts(page: Page): Promise<Recommendation[]> {
  const response = await page.request.get(`/api/quiz/recommendations?${ANSWERS}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as RecommendationsResponse;
  return items.filter((i) => i.kind === 'product');
}

const card = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Suggestions' }).getByRole('article', { name: title, exact: true });
const cartBadge = (page: Page) => page.getByRole('banner').getByTestId('cart-badge');

test('quiz -> results -> a suggested product and a pre-order go into the cart, with their toasts', async ({
  page,
}) => {
  const products = await apiProducts(page);
  const buyNow = products.find((p) => p.shop?.productType === 'buy_now' && p.shop.status === 'in_stock');
  const preOrder = products.find((p) => p.shop?.productType === 'pre_order');
  expect(buyNow, 'a buy-now product among the suggestions').toBeDefined();
  expect(preOrder, 'a pre-order product among the suggestions').toBeDefined();

  await page.goto('/discovery-quiz');
  await waitForScreen(page);
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await page.getByRole('button', { name: 'Relaxation' }).click();
  await page.getByRole('button', { name: 'Beach' }).click();
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'A week', exact: true }).click();
  await expect(page.getByText('Step 5 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Yoga' }).check();
  await page.getByRole('checkbox', { name: 'Spa' }).check();
  await page.getByRole('button', { name: 'See My Results' }).click();
  await expect(page).toHaveURL(RESULTS);

  // Stays and services have no cart button; products have the marketplace card's.
  const stay = page
    .getByRole('region', { name: 'Suggestions' })
    .getByRole('article')
    .filter({ hasText: /\/ night/ })
    .first();
  await expect(stay.getByRole('button', { name: '+ Save' })).toBeVisible();
  await expect(stay.getByRole('button', { name: /Add to Cart|Pre-Order/ })).toHaveCount(0);
  await expect(cartBadge(page)).toHaveCount(0);

  await card(page, buyNow!.title).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toastWith(page, 'Added to Cart')).toBeVisible();
  await expect(toastWith(page, `${buyNow!.title} has been added to your cart.`)).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  await card(page, preOrder!.title).getByRole('button', { name: 'Pre-Order', exact: true }).click();
  await expect(toastWith(page, 'Pre-Order Added')).toBeVisible();
  await expect(toastWith(page, `${preOrder!.title} has been added to your cart.`)).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');
  await expectAccessible(page);

  const cart = (await (await page.request.get('/api/cart')).json()) as Cart;
  expect(cart.items.map((l) => [l.product.id, l.quantity]).sort()).toEqual(
    [
      [buyNow!.id, 1],
      [preOrder!.id, 1],
    ].sort(),
  );
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('region', { name: 'Available Now' })).toContainText(buyNow!.title);
  await expect(page.getByRole('region', { name: 'Pre-Order Items' })).toContainText(preOrder!.title);
});

test('a sold-out or coming-soon suggestion cannot be added, saying why', async ({ page }) => {
  const [first, second] = await apiProducts(page);
  expect(second, 'two product suggestions').toBeDefined();
  // The server suggests nothing sold out (the API tests hold that); here a product sells out between
  // the server's answer and the click, as a stand-in answer shows.
  await page.route('**/api/quiz/recommendations?*', async (route) => {
    const body = (await (await route.fetch()).json()) as RecommendationsResponse;
    const status = (id: number) =>
      id === first!.id ? 'out_of_stock' : id === second!.id ? 'coming_soon' : null;
    body.items = body.items.map((i) =>
      i.shop && status(i.id) ? { ...i, shop: { ...i.shop, status: status(i.id)! } } : i,
    );
    await route.fulfill({ json: body });
  });
  await openInApp(page, RESULTS);
  await expect(card(page, first!.title).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(card(page, second!.title).getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  await expect(card(page, first!.title).getByRole('button', { name: '+ Save' })).toBeEnabled();
  await expectAccessible(page);
});
