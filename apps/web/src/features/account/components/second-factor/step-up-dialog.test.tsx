import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SecondFactorStatus } from '@restora/shared/contracts/second-factor';
import { PASSKEY_TEXTS } from '@restora/shared/domain/passkeys';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import StepUpDialog from './step-up-dialog';
import * as passkeys from '@/lib/passkeys';

const prompts = vi.hoisted(() => ({ createPasskey: vi.fn(), getPasskey: vi.fn() }));
vi.mock('@/lib/passkeys', async (original) => ({
  ...(await original<typeof passkeys>()),
  ...prompts,
}));
const { PasskeyPromptError } = passkeys;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubApi(status: Partial<SecondFactorStatus>) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      sent.push(`${init.method} ${input}`);
      if (input === '/api/profile/second-factor')
        return json(200, {
          enabled: true,
          passkeys: 0,
          backupCodesLeft: 10,
          verifiedAt: '2026-11-27T10:00:00.000Z',
          passed: true,
          requiredBy: 'admin',
          ...status,
        });
      if (input === '/api/auth/second-factor/passkey/options')
        return json(200, { options: { challenge: 'c' } });
      if (input === '/api/auth/second-factor/passkey')
        return json(200, { verifiedAt: new Date().toISOString() });
      return json(404, {});
    }),
  );
  return sent;
}

function renderDialog() {
  const onDone = vi.fn();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <StepUpDialog onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('StepUpDialog', () => {
  it('asks for the code only when the account has no passkeys', async () => {
    stubApi({ passkeys: 0 });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(await within(dialog).findByLabelText('Authentication code')).toBeTruthy();
    expect(within(dialog).getByText(T.stepUp)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: PASSKEY_TEXTS.useOne })).toBeNull();
  });

  it('offers only a passkey when the account has no app, and answers true once it is proved', async () => {
    const sent = stubApi({ enabled: false, passkeys: 1 });
    prompts.getPasskey
      .mockRejectedValueOnce(new PasskeyPromptError(PASSKEY_TEXTS.cancelled))
      .mockResolvedValueOnce({ id: 'cred-1' });
    const { onDone, user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const button = await within(dialog).findByRole('button', { name: PASSKEY_TEXTS.useOne });
    expect(within(dialog).getByText('For this, use your passkey again.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Authentication code')).toBeNull();
    await user.click(button);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PASSKEY_TEXTS.cancelled);
    expect(onDone).not.toHaveBeenCalled();
    await user.click(button);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(sent).toContain('POST /api/auth/second-factor/passkey');
  });

  it('offers both when the account has both', async () => {
    stubApi({ enabled: true, passkeys: 1 });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(await within(dialog).findByLabelText('Authentication code')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: PASSKEY_TEXTS.useOne })).toBeTruthy();
  });
});
