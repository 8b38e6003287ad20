import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '@restora/shared/contracts/quiz';
import { QuizResults, type CartAction, type SaveControls } from './quiz-results';

const ANSWERS = 'focus=relax&environment=beach&intensity=1&duration=week&budget=1000';

const item = (
  kind: Recommendation['kind'],
  id: number,
  title: string,
  category: string,
  priceCents: number,
  rating: number | null = null,
): Recommendation => ({
  kind,
  id,
  title,
  subtitle: kind === 'stay' ? 'Ocean Retreat · Bali, Indonesia' : category,
  category,
  image: `/images/${kind}s/${id}.svg`,
  photo: null,
  priceCents,
  rating,
  reason: `${title} suits you`,
  shop: kind === 'product' ? { productType: 'buy_now', status: 'in_stock' } : null,
});

const items = [
  item('stay', 11, 'Ocean Suite', 'Spa Resort', 8500, 4.8),
  item('service', 21, 'Sunrise Yoga', 'Yoga', 3000),
  item('product', 31, 'Yoga Mat', 'Equipment', 1699, 4.2),
  item('product', 32, 'Magnesium Soak', 'Supplements', 12_000),
];

type Query = Parameters<typeof QuizResults>[0]['query'];
const loaded = (list: Recommendation[]): Query => ({
  data: { items: list },
  error: null,
  isFetching: false,
  refetch: vi.fn(),
});

function renderResults(
  query: Query,
  search = '',
  save: Partial<SaveControls> = {},
  cartAction?: CartAction,
): { router: ReturnType<typeof createMemoryRouter>; onSave: SaveControls['onSave'] } {
  const onSave = vi.fn();
  const controls: SaveControls = { onSave, states: {}, disabled: false, ...save };
  const router = createMemoryRouter(
    [
      {
        path: '/discovery-quiz-results',
        element: <QuizResults query={query} save={controls} cartAction={cartAction} />,
      },
    ],
    { initialEntries: [`/discovery-quiz-results?${ANSWERS}${search}`] },
  );
  render(<RouterProvider router={router} />);
  return { router, onSave: controls.onSave };
}

const titles = () =>
  within(screen.getByRole('region', { name: 'Suggestions' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const cardOf = (title: string) => screen.getByRole('article', { name: title });
const urlParams = (router: ReturnType<typeof createMemoryRouter>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('QuizResults', () => {
  it('shows each suggestion with its kind, link, price, rating and reason', () => {
    renderResults(loaded(items));
    expect(titles()).toEqual(['Ocean Suite', 'Sunrise Yoga', 'Yoga Mat', 'Magnesium Soak']);
    expect(screen.getByTestId('results-count').textContent).toBe('Showing 4 suggestions');

    const stay = cardOf('Ocean Suite');
    expect(within(stay).getByText('Stay')).toBeTruthy();
    expect(within(stay).getByRole('link', { name: 'Ocean Suite' }).getAttribute('href')).toBe('/property/11');
    expect(within(stay).getByRole('img', { name: 'Ocean Suite' })).toBeTruthy();
    expect(within(stay).getByText('Ocean Retreat · Bali, Indonesia')).toBeTruthy();
    expect(within(stay).getByTestId('suggestion-price').textContent).toBe('$85 / night');
    expect(within(stay).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeTruthy();
    expect(within(stay).getByText('Ocean Suite suits you').parentElement?.textContent).toBe(
      'Why: Ocean Suite suits you',
    );

    const service = cardOf('Sunrise Yoga');
    expect(within(service).getByText('Service')).toBeTruthy();
    expect(within(service).getByRole('link', { name: 'Sunrise Yoga' }).getAttribute('href')).toBe(
      '/services/21',
    );
    expect(within(service).getByTestId('suggestion-price').textContent).toBe('$30 / session');
    expect(within(service).queryByRole('img', { name: /^Rated/ })).toBeNull();

    const product = cardOf('Yoga Mat');
    expect(within(product).getByText('Product')).toBeTruthy();
    expect(within(product).getByRole('link', { name: 'Yoga Mat' }).getAttribute('href')).toBe('/product/31');
    expect(within(product).getByTestId('suggestion-price').textContent).toBe('$16.99');
  });

  it('lists the types, the categories the suggestions have and the price bands', () => {
    renderResults(loaded(items));
    // Each box is named by its <label for>, in the order shown.
    const group = (name: string) =>
      within(screen.getByRole('group', { name }))
        .getAllByRole('checkbox')
        .map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent);
    expect(group('Type')).toEqual(['Stays', 'Retreats', 'Services', 'Products']);
    expect(group('Category')).toEqual(['Equipment', 'Spa Resort', 'Supplements', 'Yoga']);
    expect(group('Price')).toEqual(['Under $25', '$25-$50', '$50-$100', '$100+']);
  });

  it('searches by title or category and keeps the search in the URL beside the answers', async () => {
    const user = userEvent.setup();
    const { router } = renderResults(loaded(items));
    await user.type(screen.getByRole('searchbox', { name: 'Search suggestions' }), 'YOGA{Enter}');
    expect(titles()).toEqual(['Sunrise Yoga', 'Yoga Mat']);
    expect(screen.getByTestId('results-count').textContent).toBe('Showing 2 suggestions for “YOGA”');
    expect(urlParams(router)).toMatchObject({ focus: 'relax', budget: '1000', q: 'YOGA' });

    await user.clear(screen.getByRole('searchbox', { name: 'Search suggestions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search suggestions' }), 'supplements{Enter}');
    expect(titles()).toEqual(['Magnesium Soak']);
  });

  it('filters by type, category and price, and writes each to the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderResults(loaded(items));
    await user.click(screen.getByRole('checkbox', { name: 'Products' }));
    expect(titles()).toEqual(['Yoga Mat', 'Magnesium Soak']);
    expect(urlParams(router).kinds).toBe('product');

    await user.click(screen.getByRole('checkbox', { name: '$100+' }));
    expect(titles()).toEqual(['Magnesium Soak']);
    expect(urlParams(router).bands).toBe('100-plus');

    await user.click(screen.getByRole('checkbox', { name: 'Products' }));
    await user.click(screen.getByRole('checkbox', { name: '$100+' }));
    await user.click(screen.getByRole('checkbox', { name: 'Yoga' }));
    await user.click(screen.getByRole('checkbox', { name: 'Spa Resort' }));
    expect(titles()).toEqual(['Ocean Suite', 'Sunrise Yoga']);
    expect(urlParams(router)).toEqual({
      focus: 'relax',
      environment: 'beach',
      intensity: '1',
      duration: 'week',
      budget: '1000',
      categories: 'Yoga,Spa Resort',
    });
  });

  it('reads the search and filters from the URL it opens with', () => {
    renderResults(loaded(items), '&q=mat&kinds=product&bands=under-25');
    expect(titles()).toEqual(['Yoga Mat']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Products' }).checked).toBe(true);
    expect((screen.getByRole('searchbox', { name: 'Search suggestions' }) as HTMLInputElement).value).toBe(
      'mat',
    );
  });

  it('says No results found. and links to the marketplace with the search, categories and prices', async () => {
    const user = userEvent.setup();
    const { router } = renderResults(loaded(items), '&q=tea&categories=Equipment&bands=25-50,50-100');
    expect(titles()).toEqual([]);
    expect(screen.getByText('No results found.')).toBeTruthy();
    const href = screen.getByRole('link', { name: 'Search the Marketplace' }).getAttribute('href')!;
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/marketplace');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'tea',
      categories: 'Equipment',
      bands: '25-50,50-100',
    });

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(titles()).toHaveLength(4);
    expect(Object.keys(urlParams(router))).toEqual([
      'focus',
      'environment',
      'intensity',
      'duration',
      'budget',
    ]);
  });

  it('says No results found. when nothing was suggested, linking to the whole marketplace', () => {
    renderResults(loaded([]));
    expect(screen.getByText('No results found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search the Marketplace' }).getAttribute('href')).toBe(
      '/marketplace',
    );
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
  });

  it('shows skeleton cards while loading', () => {
    renderResults({ data: undefined, error: null, isFetching: true, refetch: vi.fn() });
    expect(screen.getByRole('status').textContent).toBe('Loading your suggestions...');
    expect(screen.getAllByTestId('suggestion-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByTestId('results-count').textContent).toBe('');
  });

  it('shows the error and tries again on request', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    renderResults({
      data: undefined,
      error: new Error('The server answered 500.'),
      isFetching: false,
      refetch,
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not load your suggestions.');
    expect(alert.textContent).toContain('The server answered 500.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('hands the item to onSave, and shows the saving and saved states', async () => {
    const user = userEvent.setup();
    const { onSave } = renderResults(loaded(items), '', {
      states: { 'service:21': 'saving', 'product:31': 'saved' },
    });
    await user.click(within(cardOf('Ocean Suite')).getByRole('button', { name: '+ Save' }));
    expect(onSave).toHaveBeenCalledWith(items[0]);
    const saving = within(cardOf('Sunrise Yoga')).getByRole('button', {
      name: 'Saving...',
    }) as HTMLButtonElement;
    const saved = within(cardOf('Yoga Mat')).getByRole('button', { name: 'Saved' }) as HTMLButtonElement;
    expect(saving.disabled).toBe(true);
    expect(saved.disabled).toBe(true);
    expect(saved.getAttribute('aria-describedby')).toBe(within(cardOf('Yoga Mat')).getByRole('heading').id);
  });

  it('puts the cart action on product suggestions only, described by the card title', () => {
    const cartAction = vi.fn<CartAction>((item, describedBy) => (
      <button type="button" aria-describedby={describedBy}>
        Cart {item.shop.status}
      </button>
    ));
    renderResults(loaded(items), '', {}, cartAction);
    expect(within(cardOf('Ocean Suite')).queryByRole('button', { name: /^Cart/ })).toBeNull();
    expect(within(cardOf('Sunrise Yoga')).queryByRole('button', { name: /^Cart/ })).toBeNull();
    const mat = within(cardOf('Yoga Mat')).getByRole('button', { name: 'Cart in_stock' });
    expect(mat.getAttribute('aria-describedby')).toBe(
      within(cardOf('Yoga Mat')).getByRole('heading', { level: 3 }).id,
    );
    expect(within(cardOf('Magnesium Soak')).getByRole('button', { name: 'Cart in_stock' })).toBeTruthy();
    expect(cartAction.mock.calls.map(([item]) => item.id).sort()).toEqual([31, 32]);
  });

  it('links a retreat to its page with its from price per person, and offers neither save nor cart', async () => {
    const retreat: Recommendation = {
      ...item('retreat', 41, 'Quiet mind week', 'Retreat', 150_000),
      subtitle: 'Subak Rise, Ubud, Indonesia · Mar 3, 2027 – Mar 10, 2027',
    };
    const cartAction = vi.fn<CartAction>(() => <button type="button">Cart</button>);
    const { onSave } = renderResults(loaded([retreat, ...items]), '', {}, cartAction);
    const card = cardOf('Quiet mind week');
    expect(within(card).getByText('Retreat')).toBeTruthy();
    expect(within(card).getByTestId('suggestion-price').textContent).toBe('from $1,500 / person');
    expect(within(card).getByRole('link', { name: 'Quiet mind week' }).getAttribute('href')).toBe(
      '/retreats/41',
    );
    const view = within(card).getByRole('link', { name: 'View Retreat' });
    expect(view.getAttribute('href')).toBe('/retreats/41');
    expect(view.getAttribute('aria-describedby')).toBe(within(card).getByRole('heading').id);
    expect(within(card).queryByRole('button')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Retreats' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Quiet mind week',
    ]);
  });

  it('keeps + Save disabled while the session is unknown', () => {
    renderResults(loaded(items), '', { disabled: true });
    const buttons = screen.getAllByRole('button', { name: '+ Save' }) as HTMLButtonElement[];
    expect(buttons).toHaveLength(4);
    expect(buttons.every((b) => b.disabled)).toBe(true);
  });
});
