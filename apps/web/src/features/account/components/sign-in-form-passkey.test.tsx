import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSKEY_TEXTS as T } from '@restora/shared/domain/passkeys';
import { SignInForm } from './sign-in-form';
import * as passkeys from '@/lib/passkeys';

const prompts = vi.hoisted(() => ({ createPasskey: vi.fn(), getPasskey: vi.fn() }));
vi.mock('@/lib/passkeys', async (original) => ({
  ...(await original<typeof passkeys>()),
  ...prompts,
}));
const { PasskeyPromptError } = passkeys;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const USER = { id: 'u1', email: 'ada@example.com', name: 'Ada', role: 'guest' };
const OPTIONS = { challenge: 'abc', allowCredentials: [] };
const ASSERTION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key' };

/** The API: each path answers the next of its answers. */
function stubApi(answers: Record<string, Response[]>) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      sent.push({ path: input, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answers[input]?.shift() ?? json(404, { error: { code: 'not_found', message: input } });
    }),
  );
  return sent;
}

function renderForm() {
  const onSuccess = vi.fn();
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
  return { onSuccess, queryClient, user: userEvent.setup() };
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await user.type(within(form).getByLabelText('Email'), USER.email);
  await user.type(within(form).getByLabelText('Password'), 'calm waters 42');
  await user.click(within(form).getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('SignInForm with a passkey', () => {
  it('signs in without a password, as a password sign-in does', async () => {
    const sent = stubApi({
      '/api/auth/sign-in/passkey/options': [json(200, { options: OPTIONS })],
      '/api/auth/sign-in/passkey': [json(200, { user: USER })],
    });
    prompts.getPasskey.mockResolvedValue(ASSERTION);
    const { onSuccess, queryClient, user } = renderForm();
    const button = await screen.findByRole('button', { name: T.signIn });
    await user.click(button);
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(prompts.getPasskey).toHaveBeenCalledWith(OPTIONS);
    expect(sent.map((s) => s.path)).toEqual([
      '/api/auth/sign-in/passkey/options',
      '/api/auth/sign-in/passkey',
    ]);
    expect(sent[1]!.body).toEqual({ credential: ASSERTION });
    expect(queryClient.getQueryData(['session'])).toEqual({ user: USER });
  });

  it('says a cancelled prompt or an unknown passkey under the button, and stays', async () => {
    const unknown = {
      error: { code: 'validation_failed', message: T.notRecognised, fields: { credential: T.notRecognised } },
    };
    stubApi({
      '/api/auth/sign-in/passkey/options': [json(200, { options: OPTIONS }), json(200, { options: OPTIONS })],
      '/api/auth/sign-in/passkey': [json(400, unknown)],
    });
    prompts.getPasskey
      .mockRejectedValueOnce(new PasskeyPromptError(T.cancelled))
      .mockResolvedValueOnce(ASSERTION);
    const { onSuccess, user } = renderForm();
    const button = await screen.findByRole('button', { name: T.signIn });
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(T.cancelled);
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(T.notRecognised));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("offers 'Use a passkey' beside the code when the account has both", async () => {
    stubApi({
      '/api/auth/sign-in': [
        json(200, { user: null, secondFactorRequired: true, secondFactorMethods: ['totp', 'passkey'] }),
      ],
      '/api/auth/sign-in/passkey/options': [json(200, { options: OPTIONS })],
      '/api/auth/sign-in/passkey': [json(200, { user: USER })],
    });
    prompts.getPasskey.mockResolvedValue(ASSERTION);
    const { onSuccess, user } = renderForm();
    await signInWithPassword(user);
    const step = await screen.findByRole('form', { name: 'Sign-in code' });
    expect(within(step).getByLabelText('Authentication code')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.useOne }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });

  it('asks only for a passkey when the account has no authenticator app, and can go back', async () => {
    stubApi({
      '/api/auth/sign-in': [
        json(200, { user: null, secondFactorRequired: true, secondFactorMethods: ['passkey'] }),
      ],
    });
    const { onSuccess, user } = renderForm();
    await signInWithPassword(user);
    const useOne = await screen.findByRole('button', { name: T.useOne });
    expect(screen.getByText('Your password was right. Use your passkey to finish signing in.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Sign-in code' })).toBeNull();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(useOne).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
