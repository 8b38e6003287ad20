import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProperty } from '@restora/shared/contracts/admin-moderation';
import { PropertyPublishButton } from './property-publish-button';

const property: AdminProperty = {
  id: 12,
  name: 'Casa Azul',
  city: 'Lisbon',
  country: 'Portugal',
  published: true,
  roomCount: 3,
};

function stubApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      calls.push(input);
      return new Response(JSON.stringify({ ...property, published: input.endsWith('/publish') }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderButton(p: AdminProperty) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PropertyPublishButton property={p} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PropertyPublishButton', () => {
  it('asks before unpublishing, which e-mails the partner; Escape sends nothing', async () => {
    const calls = stubApi();
    renderButton(property);
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish Casa Azul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish Casa Azul?' });
    expect(dialog.textContent).toContain('e-mailed');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Unpublish Casa Azul' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Unpublish and notify the partner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['/api/admin/properties/12/unpublish']);
  });

  it('publishes again at once: nobody is told', async () => {
    const calls = stubApi();
    renderButton({ ...property, published: false });
    await userEvent.click(screen.getByRole('button', { name: 'Publish Casa Azul' }));
    await waitFor(() => expect(calls).toEqual(['/api/admin/properties/12/publish']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
