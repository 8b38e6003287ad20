import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartnerPropertyDetail } from '@restora/shared/contracts/partner-listings';
import { PublishToggle } from './publish-toggle';

const property: PartnerPropertyDetail = {
  id: 5,
  organisation: { id: 1, name: 'Blue Bay' },
  name: 'Casa do Mar',
  type: 'wellness_retreat',
  setting: 'beach',
  address: 'Rua das Ondas 3',
  city: 'Porto',
  state: null,
  country: 'Portugal',
  latitude: 41.1,
  longitude: -8.6,
  description: 'A calm house.',
  amenities: [],
  wellnessFeatures: [],
  houseRules: '',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  bookingMode: 'instant',
  published: true,
  rooms: [],
};

function stubApi() {
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { published: boolean };
      calls.push({ url: input, body });
      return new Response(JSON.stringify({ ...property, ...body }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const renderToggle = (p: PartnerPropertyDetail) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <PublishToggle property={p} />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('PublishToggle', () => {
  it('asks before unpublishing; keeping it published sends nothing', async () => {
    const calls = stubApi();
    renderToggle(property);
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish Casa do Mar?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it published' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Unpublish' }));

    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Unpublish and hide its rooms' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([{ url: '/api/partner/properties/5/published', body: { published: false } }]);
  });

  it('publishes at once', async () => {
    const calls = stubApi();
    renderToggle({ ...property, published: false });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(calls).toEqual([{ url: '/api/partner/properties/5/published', body: { published: true } }]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
