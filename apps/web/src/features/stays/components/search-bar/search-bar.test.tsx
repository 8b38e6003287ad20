import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FilterOptions } from '@restora/shared/contracts/stays';
import {
  AMENITIES,
  PROPERTY_TYPES,
  WELLNESS_FEATURES,
  WELLNESS_GOALS,
} from '@restora/shared/domain/stay-vocabulary';
import { getFilterOptionsQueryOptions } from '@/features/stays/api/get-filter-options';
import { SearchBar } from './search-bar';

const options: FilterOptions = {
  locations: [{ city: 'Ubud', state: 'Bali', country: 'Indonesia' }],
  wellnessFeatures: [...WELLNESS_FEATURES],
  amenities: [...AMENITIES],
  wellnessGoals: [...WELLNESS_GOALS],
  propertyTypes: PROPERTY_TYPES.map((t) => ({ value: t.value, label: t.label })),
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderBar(mode: 'homepage' | 'findstays', url: string, { loaded = true } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (loaded) queryClient.setQueryData(getFilterOptionsQueryOptions().queryKey, options);
  else vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
  const element = (
    <>
      <SearchBar mode={mode} />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/find-stays', element },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), where: () => screen.getByTestId('where').textContent };
}

afterEach(() => vi.restoreAllMocks());

describe('SearchBar', () => {
  it('on the home page, opens /find-stays with the location, guests and goal', async () => {
    const { user, where } = renderBar('homepage', '/');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Ubud');
    await user.click(screen.getByRole('button', { name: 'Increase guests' }));
    await user.click(screen.getByRole('button', { name: 'Increase guests' }));
    await user.type(screen.getByRole('combobox', { name: 'Wellness goal' }), 'sleep');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Wellness goal' })).toHaveProperty('value', 'Better Sleep');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toBe('/find-stays?location=Ubud&guests=3&wellness=Better+Sleep');
  });

  it('leaves guests out of the URL at 1 and cannot go below 1', async () => {
    const { user, where } = renderBar('homepage', '/');
    const minus = screen.getByRole('button', { name: 'Decrease guests' });
    expect(minus).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Increase guests' }));
    expect(minus).toHaveProperty('disabled', false);
    await user.click(minus);
    expect(minus).toHaveProperty('disabled', true);
    expect(within(screen.getByRole('group', { name: 'Guests' })).getByText('1 guest')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toBe('/find-stays');
  });

  it('says "Loading goals..." while the goals load', async () => {
    const { user } = renderBar('homepage', '/', { loaded: false });
    await user.click(screen.getByRole('combobox', { name: 'Wellness goal' }));
    expect(screen.getByText('Loading goals...').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('lists the first 10 matching goals', async () => {
    const { user } = renderBar('homepage', '/');
    await user.click(screen.getByRole('combobox', { name: 'Wellness goal' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(WELLNESS_GOALS.slice(0, 10));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('on /find-stays, starts from the URL and rewrites it, keeping the sidebar filters', async () => {
    const { user, where } = renderBar(
      'findstays',
      '/find-stays?location=Bali&guests=2&wellness=Massage,Detox&amenities=Pool&sort=rating&page=3',
    );
    const location = screen.getByRole('combobox', { name: 'Location' });
    expect(location).toHaveProperty('value', 'Bali');
    expect(screen.getByRole('combobox', { name: 'Wellness goal' })).toHaveProperty('value', 'Detox');
    await user.clear(location);
    await user.type(location, 'Ubud');
    await user.clear(screen.getByRole('combobox', { name: 'Wellness goal' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toBe('/find-stays?location=Ubud&guests=2&wellness=Massage&amenities=Pool&sort=rating');
  });
});
