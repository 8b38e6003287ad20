import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartLine, Product } from '@restora/shared/contracts/shop';
import { toast } from '@/components/ui/toast-store';
import { useCart } from '../api/get-cart';
import { CartContents } from './cart-contents';
import { CartEmpty } from './cart-empty';

vi.mock('@/components/ui/toast-store', () => ({ toast: vi.fn() }));

const product = (id: number, name: string): Product => ({
  id,
  name,
  category: 'Gear',
  description: `${name} description`,
  priceCents: 2000,
  discountPriceCents: null,
  image: `/images/shop/${id}.svg`,
  rating: 4.5,
  reviews: 3,
  productType: 'buy_now',
  status: 'in_stock',
  isNew: false,
  isBestSeller: false,
  releaseDate: null,
  estimatedShippingDate: null,
  features: [],
  servingSize: null,
  servingsPerContainer: null,
  ingredients: null,
});

const line = (id: number, name: string, quantity = 1): CartLine => ({
  product: product(id, name),
  quantity,
  unitPriceCents: 2000,
  lineTotalCents: 2000 * quantity,
});

const cartOf = (items: CartLine[]): Cart => {
  const subtotal = items.reduce((sum, l) => sum + l.lineTotalCents, 0);
  return {
    items,
    count: items.reduce((sum, l) => sum + l.quantity, 0),
    subtotalCents: subtotal,
    taxCents: 0,
    shippingCents: 0,
    totalCents: subtotal,
  };
};

type Answer = { status: number; cart?: Cart };

/** The cart API in memory; each write waits for `release()` so a test can act while it is in flight. */
function fakeCartApi(initial: CartLine[]) {
  let items = initial;
  const held: (() => void)[] = [];
  let next: ((path: string) => Answer | undefined) | undefined;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    if (method === 'GET') return json(200, cartOf(items));
    await new Promise<void>((resolve) => held.push(resolve));
    const forced = next?.(path);
    if (forced) return json(forced.status, forced.cart ?? { error: { code: 'x', message: 'Failed' } });
    const id = Number(path.split('/').pop());
    if (method === 'DELETE') items = items.filter((l) => l.product.id !== id);
    else {
      const { quantity } = JSON.parse(String(init?.body)) as { quantity: number };
      items = items.map((l) => (l.product.id === id ? line(id, l.product.name, quantity) : l));
    }
    return json(200, cartOf(items));
  });
  return {
    fetchMock,
    /** Lets every write that is waiting answer. */
    release: () => held.splice(0).forEach((resolve) => resolve()),
    pending: () => held.length,
    answer: (fn: (path: string) => Answer | undefined) => (next = fn),
  };
}

/** As the /cart route composes it: the lines while there are any, else the empty state. */
function CartView() {
  const cart = useCart();
  if (!cart.data) return null;
  return cart.data.items.length ? <CartContents cart={cart.data} /> : <CartEmpty />;
}

let api: ReturnType<typeof fakeCartApi>;
async function setUp(items: CartLine[]) {
  api = fakeCartApi(items);
  vi.stubGlobal('fetch', api.fetchMock);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/cart', element: <CartView /> }], {
    initialEntries: ['/cart'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: `Remove ${items[0]!.product.name}` });
}

beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => vi.unstubAllGlobals());

const toastTitles = () => vi.mocked(toast).mock.calls.map(([t]) => t.title);

describe('CartContents', () => {
  it('says Item Removed when the last line goes, though the cart view gives way to the empty state', async () => {
    const user = userEvent.setup();
    await setUp([line(1, 'Travel Mat')]);
    await user.click(screen.getByRole('button', { name: 'Remove Travel Mat' }));
    // The line leaves at once (before the server answers), taking the cart view with it.
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    await waitFor(() => expect(api.pending()).toBe(1));
    api.release();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Item Removed',
        description: 'Travel Mat has been removed from your cart.',
      }),
    );
  });

  it('says Item Removed for each of two lines removed before the first answered', async () => {
    const user = userEvent.setup();
    await setUp([line(1, 'Travel Mat'), line(2, 'Yoga Block')]);
    await user.click(screen.getByRole('button', { name: 'Remove Travel Mat' }));
    await user.click(screen.getByRole('button', { name: 'Remove Yoga Block' }));
    await waitFor(() => expect(api.pending()).toBe(2));
    api.release();
    await waitFor(() => expect(toastTitles()).toEqual(['Item Removed', 'Item Removed']));
    expect(vi.mocked(toast).mock.calls.map(([t]) => t.description)).toEqual([
      'Travel Mat has been removed from your cart.',
      'Yoga Block has been removed from your cart.',
    ]);
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });

  it('puts a line back and says so when the removal fails', async () => {
    const user = userEvent.setup();
    await setUp([line(1, 'Travel Mat')]);
    api.answer(() => ({ status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Remove Travel Mat' }));
    await waitFor(() => expect(api.pending()).toBe(1));
    api.release();
    await screen.findByRole('button', { name: 'Remove Travel Mat' });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to remove item from your cart.',
        variant: 'destructive',
      }),
    );
    expect(toastTitles()).not.toContain('Item Removed');
  });

  it('says Cart Updated with the new quantity', async () => {
    const user = userEvent.setup();
    await setUp([line(1, 'Travel Mat')]);
    const box = screen.getByRole('textbox', { name: 'Quantity of Travel Mat' });
    await user.clear(box);
    await user.type(box, '3{Enter}');
    await waitFor(() => expect(api.pending()).toBe(1));
    api.release();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Cart Updated', description: 'Travel Mat: quantity 3.' }),
    );
  });
});
