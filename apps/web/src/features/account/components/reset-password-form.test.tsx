import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_EXPIRED, PASSWORD_RESET_DONE } from '@restora/shared/domain/account-texts';
import { ResetPasswordForm } from './reset-password-form';

const TOKEN = 'a'.repeat(43);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refused = (fields: Record<string, string>) =>
  json(400, { error: { code: 'validation_failed', message: Object.values(fields)[0], fields } });

/**
 * The API answering POST /api/auth/reset-password with `answer`, recording what was sent, and the check of
 * the link with `check` (by default: the link is live).
 */
function stubApi(
  answer: () => Response,
  check: () => Response | Promise<Response> = () => json(200, { valid: true }),
) {
  const bodies: unknown[] = [];
  const checked: unknown[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit) => {
    if (init.method !== 'POST') return json(404, {});
    if (input === '/api/auth/reset-password/check') {
      checked.push(JSON.parse(String(init.body)));
      return check();
    }
    if (input !== '/api/auth/reset-password') return json(404, {});
    bodies.push(JSON.parse(String(init.body)));
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { bodies, checked };
}

function renderForm(token: string | null = TOKEN) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path: '/reset-password', element: <ResetPasswordForm token={token} /> }],
    {
      initialEntries: ['/reset-password'],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function submit(password: string, confirmation: string) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Reset password' });
  await user.type(within(form).getByLabelText('New password'), password);
  await user.type(within(form).getByLabelText('Confirm new password'), confirmation);
  await user.click(within(form).getByRole('button', { name: 'Set new password' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ResetPasswordForm', () => {
  it('says at once that a dead link is dead, without showing the form', async () => {
    const api = stubApi(
      () => json(200, { message: PASSWORD_RESET_DONE }),
      () => json(200, { valid: false }),
    );
    renderForm();

    expect((await screen.findByRole('alert')).textContent).toBe(LINK_EXPIRED);
    expect(screen.getByRole('link', { name: 'Send a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByRole('form', { name: 'Reset password' })).toBeNull();
    expect(api.checked).toEqual([{ token: TOKEN }]);
    expect(api.bodies).toEqual([]);
  });

  it('shows the form only once the link is known to be live', async () => {
    let answer: (res: Response) => void = () => {};
    stubApi(
      () => json(200, { message: PASSWORD_RESET_DONE }),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderForm();

    expect((await screen.findByRole('status')).textContent).toBe('Checking your link...');
    expect(screen.queryByRole('form', { name: 'Reset password' })).toBeNull();
    answer(json(200, { valid: true }));
    expect(await screen.findByRole('form', { name: 'Reset password' })).toBeTruthy();
  });

  it('replaces the form with "link expired" and a way to a new link when the server refuses the token', async () => {
    const api = stubApi(() => refused({ token: LINK_EXPIRED }));
    renderForm();
    await submit('a brand new tide 7', 'a brand new tide 7');

    expect((await screen.findByRole('alert')).textContent).toBe(LINK_EXPIRED);
    expect(screen.getByRole('link', { name: 'Send a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByRole('form', { name: 'Reset password' })).toBeNull();
    expect(api.bodies).toEqual([{ token: TOKEN, password: 'a brand new tide 7' }]);
  });

  it('says the passwords do not match, on the confirmation, and sends nothing', async () => {
    const api = stubApi(() => json(200, { message: PASSWORD_RESET_DONE }));
    renderForm();
    await submit('a brand new tide 7', 'a different tide 8');

    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBeNull();
    expect(api.bodies).toEqual([]);
  });

  it('shows a refused password on "New password" and keeps the form', async () => {
    stubApi(() => refused({ password: 'This password is too common' }));
    renderForm();
    await submit('password123', 'password123');

    expect(await screen.findByText('This password is too common')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(LINK_EXPIRED)).toBeNull();
  });

  it('confirms the new password and offers to sign in', async () => {
    stubApi(() => json(200, { message: PASSWORD_RESET_DONE }));
    renderForm();
    await submit('a brand new tide 7', 'a brand new tide 7');

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PASSWORD_RESET_DONE));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
  });

  it('offers a new link at once when the address has no token', async () => {
    const api = stubApi(() => json(200, { message: PASSWORD_RESET_DONE }));
    renderForm(null);

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(LINK_EXPIRED));
    expect(screen.getByRole('link', { name: 'Send a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByRole('form', { name: 'Reset password' })).toBeNull();
    expect(api.bodies).toEqual([]);
    expect(api.checked).toEqual([]);
  });
});
