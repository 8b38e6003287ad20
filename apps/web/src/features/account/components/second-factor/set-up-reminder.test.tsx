import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SecondFactorStatus } from '@restora/shared/contracts/second-factor';
import { SetUpReminder } from './set-up-reminder';

function renderWith(status: Partial<SecondFactorStatus>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            enabled: false,
            passkeys: 0,
            backupCodesLeft: 0,
            verifiedAt: null,
            passed: false,
            requiredBy: null,
            ...status,
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <SetUpReminder profilePath="/profile" /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('SetUpReminder', () => {
  it('asks a partner without a second factor to set one up', async () => {
    renderWith({ enabled: false, passkeys: 0 });
    expect(await screen.findByRole('complementary', { name: 'Protect your account' })).toBeTruthy();
  });

  it('leaves a partner with a passkey alone: it is a second factor too', async () => {
    const queryClient = renderWith({ enabled: false, passkeys: 1 });
    await vi.waitFor(() => expect(queryClient.getQueryData(['second-factor'])).toBeTruthy());
    expect(screen.queryByRole('complementary', { name: 'Protect your account' })).toBeNull();
  });
});
