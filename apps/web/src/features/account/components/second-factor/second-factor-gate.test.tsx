import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SecondFactorStatus } from '@restora/shared/contracts/second-factor';
import { PASSKEY_TEXTS } from '@restora/shared/domain/passkeys';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import { SecondFactorGate } from './second-factor-gate';
import type * as passkeys from '@/lib/passkeys';

const prompts = vi.hoisted(() => ({ createPasskey: vi.fn(), getPasskey: vi.fn() }));
vi.mock('@/lib/passkeys', async (original) => ({
  ...(await original<typeof passkeys>()),
  ...prompts,
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const CODES = ['abcde-23456', 'fghjk-78923'];

/** The API as the back office's gate sees it; `status` changes as the requests succeed. */
function stubApi(initial: Partial<SecondFactorStatus>) {
  let status: SecondFactorStatus = {
    enabled: false,
    backupCodesLeft: 0,
    passkeys: 0,
    verifiedAt: null,
    passed: false,
    requiredBy: 'admin',
    ...initial,
  };
  const passed = () =>
    (status = { ...status, enabled: true, passed: true, verifiedAt: new Date().toISOString() });
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      sent.push(`${init.method} ${input}`);
      if (input === '/api/profile/second-factor') return json(200, status);
      if (input === '/api/profile/second-factor/setup')
        return json(200, { secret: SECRET, otpauthUri: `otpauth://totp/Restora:ada?secret=${SECRET}` });
      if (input === '/api/profile/second-factor/confirm') {
        passed();
        return json(200, { backupCodes: CODES });
      }
      if (input === '/api/auth/second-factor') {
        passed();
        return json(200, { verifiedAt: status.verifiedAt });
      }
      if (input === '/api/auth/second-factor/passkey/options')
        return json(200, { options: { challenge: 'c' } });
      if (input === '/api/auth/second-factor/passkey') {
        status = { ...status, passed: true, verifiedAt: new Date().toISOString() };
        return json(200, { verifiedAt: status.verifiedAt });
      }
      return json(404, {});
    }),
  );
  return sent;
}

function renderGate() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SecondFactorGate reason="admin">
        <p>The back office</p>
      </SecondFactorGate>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('SecondFactorGate', () => {
  it('sends an administrator without an app through the set-up, and opens once the backup codes are seen', async () => {
    stubApi({ enabled: false });
    renderGate();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Set up a second factor' })).toBeTruthy();
    expect(screen.getByText(new RegExp(T.adminSetup.replace(/[.]/g, '\\.')))).toBeTruthy();
    expect(screen.queryByText('The back office')).toBeNull();

    const start = await screen.findByRole('form', { name: 'Set up an authenticator app' });
    await user.type(within(start).getByLabelText('Password'), 'calm waters 42');
    await user.click(within(start).getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeTruthy();
    expect((screen.getByLabelText('Setup key') as HTMLInputElement).value).toBe(
      'GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ',
    );
    const confirm = screen.getByRole('form', { name: 'Confirm the authenticator app' });
    await user.type(within(confirm).getByLabelText('Authentication code'), '287082');
    await user.click(within(confirm).getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    // The app is on and the session passed, but the codes stay until they have been seen.
    expect(screen.queryByText('The back office')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved my backup codes' }));
    expect(await screen.findByText('The back office')).toBeTruthy();
  });

  it('asks an administrator with an app for its code on a session that has not passed it', async () => {
    const sent = stubApi({ enabled: true, backupCodesLeft: 10 });
    renderGate();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Second factor' });
    await user.type(within(form).getByLabelText('Authentication code'), '287082');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The back office')).toBeTruthy();
    expect(sent).toContain('POST /api/auth/second-factor');
  });

  it('asks an administrator with passkeys only for a passkey, and opens once it is proved', async () => {
    const sent = stubApi({ enabled: false, passkeys: 1 });
    prompts.getPasskey.mockResolvedValue({ id: 'cred-1' });
    renderGate();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Use your passkey' })).toBeTruthy();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Set up an authenticator app' })).toBeNull();
    await user.click(screen.getByRole('button', { name: PASSKEY_TEXTS.useOne }));
    expect(await screen.findByText('The back office')).toBeTruthy();
    expect(prompts.getPasskey).toHaveBeenCalledWith({ challenge: 'c' });
    expect(sent).toContain('POST /api/auth/second-factor/passkey');
  });

  it('offers a passkey beside the code to an administrator who has both', async () => {
    stubApi({ enabled: true, backupCodesLeft: 10, passkeys: 2 });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    expect(screen.getByRole('button', { name: PASSKEY_TEXTS.useOne })).toBeTruthy();
  });

  it('shows what it guards to a session that has passed', async () => {
    stubApi({ enabled: true, passed: true, verifiedAt: new Date().toISOString() });
    renderGate();
    expect(await screen.findByText('The back office')).toBeTruthy();
  });
});
