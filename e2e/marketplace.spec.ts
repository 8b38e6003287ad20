import type { Page } from '@playwright/test';
import type { Product, ProductsResponse } from '@restora/shared/contracts/shop';
import { expect, expectAccessible, test, toastWith, waitForScreen } from './support/fixtures';

/** The marketplace shows 12 products a page. */
const PAGE_SIZE = 12;

/** What the API answers for a query, to compare the screen with it. */
async function apiProducts(page: Page, query = ''): Promise<ProductsResponse> {
  const response = await page.request.get(`/api/products?pageSize=${PAGE_SIZE}${query ? `&${query}` : ''}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductsResponse;
}

async function firstProduct(page: Page, query: string): Promise<Product> {
  const { items } = await apiProducts(page, query);
  expect(items.length, `a product for ${query}`).toBeGreaterThan(0);
  return items[0]!;
}

const results = (page: Page) => page.getByRole('region', { name: 'Products' });
const cards = (page: Page) => results(page).getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 3 });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const countText = (page: Page, total: number) =>
  results(page)
    .getByTestId('results-count')
    .filter({ hasText: new RegExp(`^Showing ${total} products?`) });

/** 'Jan 20, 2027', as the screen writes a release date. */
const shopDate = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function openMarketplace(page: Page, search = '') {
  await page.goto(`/marketplace${search}`);
  await waitForScreen(page);
}

test('the grid shows the first page of every product, with the count the API gives', async ({ page }) => {
  await openMarketplace(page);
  await expect(page).toHaveTitle(/Marketplace/);
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  const all = await apiProducts(page);
  await expect(countText(page, all.total)).toBeVisible();
  await expect(cardNames(page)).toHaveText(all.items.map((p) => p.name));
  // Every card links to its product page and shows its image with the name as alt text.
  const first = all.items[0]!;
  const card = cards(page).filter({ has: page.getByRole('heading', { name: first.name }) });
  await expect(card.getByRole('link', { name: first.name })).toHaveAttribute('href', `/product/${first.id}`);
  await expect(card.getByRole('img', { name: first.name })).toHaveAttribute('width', '800');
  if (all.pageCount > 1) {
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    const second = await apiProducts(page, 'page=2');
    await expect(cardNames(page)).toHaveText(second.items.map((p) => p.name));
  }
  await expectAccessible(page);
});

test('a category and a price band write the URL, and every card paid price fits the band', async ({
  page,
}) => {
  await openMarketplace(page);
  await sidebar(page).getByRole('checkbox', { name: 'Equipment' }).click();
  await expect(page).toHaveURL(/[?&]categories=Equipment\b/);
  await sidebar(page).getByRole('checkbox', { name: '$50-$100' }).click();
  await expect(page).toHaveURL(/[?&]bands=50-100\b/);
  await expect(sidebar(page).getByRole('checkbox', { name: '$50-$100' })).toBeChecked();

  const expected = await apiProducts(page, 'categories=Equipment&bands=50-100');
  expect(expected.total).toBeGreaterThan(0);
  await expect(countText(page, expected.total)).toBeVisible();
  await expect(cardNames(page)).toHaveText(expected.items.map((p) => p.name));
  const prices = (await results(page).getByTestId('paid-price').allInnerTexts()).map((t) =>
    Number(t.replace(/[$,]/g, '')),
  );
  expect(prices).toEqual(expected.items.map((p) => (p.discountPriceCents ?? p.priceCents) / 100));
  for (const price of prices) {
    expect(price).toBeGreaterThan(50);
    expect(price).toBeLessThanOrEqual(100);
  }
  await expect(cards(page).getByText('Equipment', { exact: true })).toHaveCount(expected.items.length);
  await expectAccessible(page);
});

test('a search by part of a name narrows the grid and writes ?search=', async ({ page }) => {
  await openMarketplace(page);
  const all = await apiProducts(page);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('yoga');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]search=yoga\b/);
  const expected = await apiProducts(page, 'search=yoga');
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(all.total);
  await expect(countText(page, expected.total)).toBeVisible();
  await expect(cardNames(page)).toHaveText(expected.items.map((p) => p.name));
  await expect(cardNames(page).first()).toContainText(/yoga/i);
});

test('a misspelled search finds nothing and offers a close name that, clicked, finds it', async ({
  page,
}) => {
  const { suggestions, total } = await apiProducts(page, 'search=kettlebal');
  expect(total).toBe(0);
  expect(suggestions.length).toBeGreaterThan(0);
  await openMarketplace(page, '?search=kettlebal');
  await expect(results(page).getByText('No products found.')).toBeVisible();
  const suggestion = results(page).getByRole('link', { name: suggestions[0] });
  await expect(suggestion).toBeVisible();
  await expectAccessible(page);
  await suggestion.click();
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(suggestions[0]);
  await expect(cardNames(page)).toHaveText([suggestions[0]!]);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(suggestions[0]!);

  // Nothing close at all: the screen says so.
  await openMarketplace(page, '?search=zzzzqqq');
  await expect(results(page).getByText('No products found.')).toBeVisible();
  await expect(results(page).getByText('No close matches found.')).toBeVisible();
});

test('product type Pre-order shows only pre-order cards with their Pre-Order badges', async ({ page }) => {
  await openMarketplace(page);
  await sidebar(page).getByRole('checkbox', { name: 'Pre-order' }).click();
  await expect(page).toHaveURL(/[?&]types=pre_order\b/);
  const expected = await apiProducts(page, 'types=pre_order');
  expect(expected.total).toBeGreaterThan(0);
  await expect(countText(page, expected.total)).toBeVisible();
  await expect(cardNames(page)).toHaveText(expected.items.map((p) => p.name));
  for (const product of expected.items) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: product.name }) });
    await expect(card.getByText(`Pre-Order · ${shopDate(product.releaseDate!)}`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Pre-Order' })).toBeEnabled();
  }
});

test('the product page shows the button and notes each product status calls for', async ({ page }) => {
  const preOrder = await firstProduct(page, 'types=pre_order&availability=in_stock');
  await page.goto(`/product/${preOrder.id}`);
  await waitForScreen(page);
  await expect(page).toHaveTitle(new RegExp(preOrder.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.getByRole('heading', { level: 1, name: preOrder.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pre-Order Now' })).toBeEnabled();
  await expect(page.getByText(`Release date: ${shopDate(preOrder.releaseDate!)}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible();
  await expectAccessible(page);

  const outOfStock = await firstProduct(page, 'availability=out_of_stock');
  await page.goto(`/product/${outOfStock.id}`);
  await expect(page.getByRole('heading', { level: 1, name: outOfStock.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();

  const comingSoon = await firstProduct(page, 'availability=coming_soon');
  await page.goto(`/product/${comingSoon.id}`);
  await expect(page.getByRole('heading', { level: 1, name: comingSoon.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();

  const limited = await firstProduct(page, 'availability=limited_stock');
  await page.goto(`/product/${limited.id}`);
  await expect(page.getByRole('heading', { level: 1, name: limited.name })).toBeVisible();
  await expect(page.getByText('Limited stock available. Order soon!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await expectAccessible(page);
});

test('an unknown product shows "Product not found" and Go Back leaves it', async ({ page }) => {
  await openMarketplace(page);
  await page.goto('/product/99999');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await waitForScreen(page);
});

test('adding a product to the cart says so in a toast', async ({ page }) => {
  const product = await firstProduct(page, 'types=buy_now&availability=in_stock');
  await openMarketplace(page);
  const card = cards(page).filter({ has: page.getByRole('heading', { name: product.name }) });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = toastWith(page, 'Added to Cart');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`${product.name} has been added to your cart.`);
});
