import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_CHECK_EMAIL_TITLE } from '@restora/shared/domain/account-texts';
import { queryKeys } from '@/lib/query-keys';
import { RegisterForm } from './register-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API answering sign-up as it answers every address; records what was sent. */
function stubApi() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      if (input !== '/api/auth/sign-up') return json(404, {});
      const body = JSON.parse(String(init.body)) as { email: string };
      bodies.push(body);
      return json(201, { status: 'check-email', email: body.email.toLowerCase() });
    }),
  );
  return { bodies };
}

function renderForm(returnTo: string | null) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/auth', element: <RegisterForm returnTo={returnTo} onSwitch={() => {}} /> }],
    { initialEntries: ['/auth?mode=register'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

async function register(email: string) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Register' });
  await user.type(within(form).getByLabelText('Name'), 'Ada Lovelace');
  await user.type(within(form).getByLabelText('Email'), email);
  await user.type(within(form).getByLabelText('Password'), 'gentle rain 2049');
  await user.click(within(form).getByRole('button', { name: 'Create Account' }));
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe('RegisterForm', () => {
  it('sends where the person was going, then says to check the address, signed out', async () => {
    const api = stubApi();
    const queryClient = renderForm('/property/8');
    await register('Ada@Example.com');

    const title = await screen.findByRole('heading', { name: SIGN_UP_CHECK_EMAIL_TITLE });
    expect(document.activeElement).toBe(title);
    expect(screen.getByRole('status').textContent).toBe('We have sent a message to ada@example.com.');
    expect(api.bodies).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'gentle rain 2049',
        returnTo: '/property/8',
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Register' })).toBeNull();
    expect(queryClient.getQueryData(queryKeys.session())).toBeUndefined();
  });

  it('gives the form back, as it was, to register another address', async () => {
    stubApi();
    renderForm(null);
    const user = await register('typo@example.con');
    await user.click(await screen.findByRole('button', { name: 'Register with another address' }));

    const form = screen.getByRole('form', { name: 'Register' });
    expect(within(form).getByLabelText('Name')).toHaveProperty('value', 'Ada Lovelace');
    expect(within(form).getByLabelText('Email')).toHaveProperty('value', 'typo@example.con');
  });
});
