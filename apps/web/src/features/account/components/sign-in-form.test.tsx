import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import { SignInForm } from './sign-in-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const USER = { id: 'u1', email: 'ada@example.com', name: 'Ada', role: 'guest' };

/** The API: sign-in answers `first`; the second step answers each of `steps` in turn. */
function stubApi(first: Response, steps: Response[]) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      sent.push({ path: input, body: JSON.parse(String(init.body ?? 'null')) });
      if (input === '/api/auth/sign-in') return first;
      if (input === '/api/auth/sign-in/second-factor') return steps.shift() ?? json(500, {});
      return json(404, {});
    }),
  );
  return sent;
}

function renderForm(onSuccess = vi.fn()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path: '/auth', element: <SignInForm onSuccess={onSuccess} onSwitch={() => {}} /> }],
    { initialEntries: ['/auth'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onSuccess;
}

async function signInWithPassword() {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await user.type(within(form).getByLabelText('Email'), USER.email);
  await user.type(within(form).getByLabelText('Password'), 'calm waters 42');
  await user.click(within(form).getByRole('button', { name: 'Sign In' }));
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe('SignInForm with a second factor', () => {
  it('asks for the code after a right password, says a wrong one on the field, and signs in with a right one', async () => {
    const wrong = {
      error: { code: 'validation_failed', message: T.wrongCode, fields: { code: T.wrongCode } },
    };
    const sent = stubApi(json(200, { user: null, secondFactorRequired: true }), [
      json(400, wrong),
      json(200, { user: USER }),
    ]);
    const onSuccess = renderForm();
    const user = await signInWithPassword();

    const step = await screen.findByRole('form', { name: 'Sign-in code' });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(within(step).getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    const code = within(step).getByLabelText('Authentication code');
    await user.type(code, '12345');
    await user.click(within(step).getByRole('button', { name: 'Verify and sign in' }));
    expect(await within(step).findByText(T.enterCode)).toBeTruthy();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(step).getByRole('button', { name: 'Verify and sign in' }));
    expect(await within(step).findByText(T.wrongCode)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(step).getByRole('button', { name: 'Verify and sign in' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(sent.filter((s) => s.path === '/api/auth/sign-in/second-factor').map((s) => s.body)).toEqual([
      { method: 'totp', code: '123456' },
      { method: 'totp', code: '654321' },
    ]);
  });

  it('takes a backup code instead, and goes back to the password when the sign-in has expired', async () => {
    const expired = { error: { code: 'unauthenticated', message: T.signInExpired } };
    const sent = stubApi(json(200, { user: null, secondFactorRequired: true }), [json(401, expired)]);
    const onSuccess = renderForm();
    const user = await signInWithPassword();

    const step = await screen.findByRole('form', { name: 'Sign-in code' });
    await user.click(within(step).getByRole('button', { name: 'Use a backup code' }));
    await user.type(within(step).getByLabelText('Backup code'), 'abcde-23456');
    await user.click(within(step).getByRole('button', { name: 'Verify and sign in' }));

    const form = await screen.findByRole('form', { name: 'Sign in' });
    expect(within(form).getByRole('alert').textContent).toBe(T.signInExpired);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(sent.at(-1)).toEqual({
      path: '/api/auth/sign-in/second-factor',
      body: { method: 'backup_code', code: 'abcde-23456' },
    });
  });

  it('signs an account without an app in at once', async () => {
    stubApi(json(200, { user: USER }), []);
    const onSuccess = renderForm();
    await signInWithPassword();
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(screen.queryByRole('form', { name: 'Sign-in code' })).toBeNull();
  });
});
