import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Passkey } from '@restora/shared/contracts/passkeys';
import { PASSKEY_TEXTS as T } from '@restora/shared/domain/passkeys';
import { useToasts } from '@/components/ui/toast-store';
import { PasskeysSection } from './passkeys-section';
import * as passkeys from '@/lib/passkeys';

const prompts = vi.hoisted(() => ({ createPasskey: vi.fn(), getPasskey: vi.fn() }));
vi.mock('@/lib/passkeys', async (original) => ({
  ...(await original<typeof passkeys>()),
  ...prompts,
}));
const { PasskeyPromptError } = passkeys;

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const wrongPassword = {
  error: { code: 'validation_failed', message: 'Wrong password', fields: { password: 'Wrong password' } },
};
const CREDENTIAL = { id: 'cred-1', rawId: 'cred-1', type: 'public-key' };
const OPTIONS = { challenge: 'abc', rp: { id: 'localhost', name: 'Restora' } };
const PHONE: Passkey = {
  id: 'p1',
  name: 'Ada’s phone',
  createdAt: '2026-11-02T10:00:00.000Z',
  lastUsedAt: '2026-11-20T10:00:00.000Z',
  synced: true,
};
const KEY: Passkey = {
  id: 'p2',
  name: 'Blue key',
  createdAt: '2026-11-05T10:00:00.000Z',
  lastUsedAt: null,
  synced: false,
};

type Answer = Response | ((body: unknown) => Response);

/** The API: each request answers the next of its answers (the list answers `items` as it is then). */
function stubApi(initial: Passkey[], answers: Record<string, Answer[]> = {}) {
  let items = initial;
  const sent: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const call = `${init.method} ${input}`;
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ call, body });
      if (call === 'GET /api/profile/passkeys') return json(200, { items });
      const next = answers[call]?.shift();
      if (!next) return json(404, { error: { code: 'not_found', message: `No answer for ${call}` } });
      const answer = typeof next === 'function' ? next(body) : next;
      if (call === 'POST /api/profile/passkeys' && answer.status === 201)
        items = [...items, (await answer.clone().json()) as Passkey];
      if (call.startsWith('DELETE') && answer.status === 204)
        items = items.filter((p) => !call.endsWith(p.id));
      return answer;
    }),
  );
  return sent;
}

function ToastTitles() {
  return (
    <ul aria-label="Toasts">
      {useToasts().map((t) => (
        <li key={t.id}>{t.title}</li>
      ))}
    </ul>
  );
}

function renderSection() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <PasskeysSection />
      <ToastTitles />
    </QueryClientProvider>,
  );
  return { invalidated, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('PasskeysSection', () => {
  it('lists the passkeys with when each was added and last used, and which are synced', async () => {
    stubApi([PHONE, KEY]);
    renderSection();
    expect(screen.getByRole('region', { name: T.section }).textContent).toContain(T.intro);
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const [phone, key] = within(list).getAllByRole('listitem');
    expect(phone!.textContent).toContain('Ada’s phone');
    expect(phone!.textContent).toContain('Added Nov 2, 2026');
    expect(phone!.textContent).toContain('Last used Nov 20, 2026');
    expect(within(phone!).getByText('Synced')).toBeTruthy();
    expect(key!.textContent).toContain('Not used yet');
    expect(within(key!).queryByText('Synced')).toBeNull();
    expect(within(key!).getByRole('button', { name: 'Remove Blue key' })).toBeTruthy();
  });

  it('says when there are none', async () => {
    stubApi([]);
    renderSection();
    expect(await screen.findByText(T.none)).toBeTruthy();
  });

  it('adds one: the password (a wrong one said on its field, kept), the browser, then the name', async () => {
    const sent = stubApi([], {
      'POST /api/profile/passkeys/options': [json(400, wrongPassword), json(200, { options: OPTIONS })],
      'POST /api/profile/passkeys': [
        (body) => json(201, { ...KEY, id: 'p9', name: (body as { name: string }).name }),
      ],
    });
    prompts.createPasskey.mockResolvedValue(CREDENTIAL);
    const { invalidated, user } = renderSection();
    await screen.findByText(T.none);
    await user.click(screen.getByRole('button', { name: T.add }));

    const form = screen.getByRole('form', { name: T.add });
    const password = within(form).getByLabelText('Password');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText('Please enter your password')).toBeTruthy();
    await user.type(password, 'calm waters 41');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText('Wrong password')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect((password as HTMLInputElement).value).toBe('calm waters 41');
    expect(prompts.createPasskey).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'calm waters 42');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const save = await screen.findByRole('form', { name: 'Save the passkey' });
    expect(prompts.createPasskey).toHaveBeenCalledWith(OPTIONS);
    const name = within(save).getByLabelText(T.nameLabel);
    expect((name as HTMLInputElement).value).toMatch(/^(Passkey on|My passkey)/);
    await user.clear(name);
    await user.click(within(save).getByRole('button', { name: 'Save passkey' }));
    expect(await within(save).findByText(T.nameRequired)).toBeTruthy();
    await user.type(name, 'Work laptop');
    await user.click(within(save).getByRole('button', { name: 'Save passkey' }));

    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(await within(list).findByRole('button', { name: 'Remove Work laptop' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Toasts' })).getByText(T.added)).toBeTruthy();
    expect(sent.find((s) => s.call === 'POST /api/profile/passkeys')?.body).toEqual({
      name: 'Work laptop',
      credential: CREDENTIAL,
    });
    // This session has now passed a second factor: the status is asked again.
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['second-factor'] });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: T.add })));
  });

  it('says a cancelled browser prompt, keeps the password, and starts again from it', async () => {
    stubApi([], {
      'POST /api/profile/passkeys/options': [
        json(200, { options: OPTIONS }),
        json(200, { options: OPTIONS }),
      ],
    });
    prompts.createPasskey
      .mockRejectedValueOnce(new PasskeyPromptError(T.cancelled))
      .mockResolvedValueOnce(CREDENTIAL);
    const { user } = renderSection();
    await screen.findByText(T.none);
    await user.click(screen.getByRole('button', { name: T.add }));
    const form = screen.getByRole('form', { name: T.add });
    await user.type(within(form).getByLabelText('Password'), 'calm waters 42');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(T.cancelled);
    expect((within(form).getByLabelText('Password') as HTMLInputElement).value).toBe('calm waters 42');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('form', { name: 'Save the passkey' })).toBeTruthy();
  });

  it('goes back to the password when the API refuses the browser’s answer', async () => {
    const refused = {
      error: { code: 'validation_failed', message: T.expired, fields: { credential: T.expired } },
    };
    stubApi([], {
      'POST /api/profile/passkeys/options': [json(200, { options: OPTIONS })],
      'POST /api/profile/passkeys': [json(400, refused)],
    });
    prompts.createPasskey.mockResolvedValue(CREDENTIAL);
    const { user } = renderSection();
    await screen.findByText(T.none);
    await user.click(screen.getByRole('button', { name: T.add }));
    const form = screen.getByRole('form', { name: T.add });
    await user.type(within(form).getByLabelText('Password'), 'calm waters 42');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const save = await screen.findByRole('form', { name: 'Save the passkey' });
    await user.click(within(save).getByRole('button', { name: 'Save passkey' }));
    const again = await screen.findByRole('form', { name: T.add });
    expect(within(again).getByRole('alert').textContent).toBe(T.expired);
  });

  it('removes one after the password, which it asks again when wrong', async () => {
    const sent = stubApi([PHONE, KEY], {
      'DELETE /api/profile/passkeys/p2': [json(400, wrongPassword), json(204, null)],
    });
    const { invalidated, user } = renderSection();
    const remove = await screen.findByRole('button', { name: 'Remove Blue key' });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Blue key”?' });
    const password = within(dialog).getByLabelText('Password');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(dialog).findByText('Please enter your password')).toBeTruthy();
    await user.type(password, 'calm waters 41');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(dialog).findByText('Wrong password')).toBeTruthy();
    // On the field only, not again over the dialog.
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Wrong password']);
    expect((password as HTMLInputElement).value).toBe('calm waters 41');

    await user.clear(password);
    await user.type(password, 'calm waters 42{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Blue key' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove Ada’s phone' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Toasts' })).getByText(T.removed)).toBeTruthy();
    expect(sent.filter((s) => s.call.startsWith('DELETE')).map((s) => s.body)).toEqual([
      { password: 'calm waters 41' },
      { password: 'calm waters 42' },
    ]);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['second-factor'] });
    // Its button is gone: focus goes to 'Add a passkey'.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: T.add })));
  });
});
