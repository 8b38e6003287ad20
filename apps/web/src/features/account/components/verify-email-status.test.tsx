import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_VERIFIED, LINK_EXPIRED } from '@restora/shared/domain/account-texts';
import { VerifyEmailStatus } from './verify-email-status';

const TOKEN = 'b'.repeat(43);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API: the session (signed out) and verify-email answering `answer`; records the tokens posted. */
function stubApi(answer: () => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      if (input === '/api/auth/session') return json(200, { user: null });
      if (input !== '/api/auth/verify-email') return json(404, {});
      posted.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
  return { posted };
}

function renderStatus(token: string | null) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const landed = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      { path: '/verify-email', element: <VerifyEmailStatus token={token} /> },
      ...['/property/8', '/payment', '/dashboard'].map((path) => ({ path, element: landed(path) })),
    ],
    {
      initialEntries: ['/verify-email'],
    },
  );
  // StrictMode runs effects twice in development: the single-use token must still be posted once.
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const signedIn = (returnTo: string | null) =>
  json(200, { message: EMAIL_VERIFIED, user: { id: 'u1', email: 'ada@example.com' }, returnTo });

describe('VerifyEmailStatus', () => {
  it('goes on where the person was going once the registration link has signed them in', async () => {
    const api = stubApi(() => signedIn('/property/8'));
    renderStatus(TOKEN);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('/property/8');
    expect(api.posted).toEqual([{ token: TOKEN }]);
  });

  it('goes on to /payment with a stay booking pending in this browser, else to /dashboard', async () => {
    stubApi(() => signedIn(null));
    renderStatus(TOKEN);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('/dashboard');
    cleanup();

    window.localStorage.setItem('bookingSelection', JSON.stringify({ listingId: '8', type: 'property' }));
    stubApi(() => signedIn('/property/8'));
    renderStatus(TOKEN);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('/payment');
  });

  it('posts the token once on arrival and says the address is verified', async () => {
    const api = stubApi(() => json(200, { message: EMAIL_VERIFIED, user: null, returnTo: null }));
    renderStatus(TOKEN);

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(EMAIL_VERIFIED));
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile');
    expect(api.posted).toEqual([{ token: TOKEN }]);
  });

  it('offers a signed-out visitor to sign in for a new link when the link has expired', async () => {
    stubApi(() =>
      json(400, {
        error: { code: 'validation_failed', message: LINK_EXPIRED, fields: { token: LINK_EXPIRED } },
      }),
    );
    renderStatus(TOKEN);

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(LINK_EXPIRED));
    const link = await screen.findByRole('link', { name: 'Sign in to get a new link' });
    expect(link.getAttribute('href')).toBe('/auth?returnTo=%2Fprofile');
  });
});
