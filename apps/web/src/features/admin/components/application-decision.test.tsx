import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPartnerApplication } from '@restora/shared/contracts/partners';
import { ALREADY_DECIDED, DECLINE_NOTE_REQUIRED } from '@restora/shared/domain/partner-texts';
import { ApplicationDecision } from './application-decision';

const pending: AdminPartnerApplication = {
  id: 7,
  organisation: 'Blue Bay Retreat',
  partnerType: 'Retreat',
  contactName: 'Rui Costa',
  email: 'rui@example.com',
  country: 'Portugal',
  message: 'We run a small yoga retreat by the sea.',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'pending',
  decidedAt: null,
  decidedBy: null,
  decisionNote: null,
  organisationId: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API answering the decision routes with `answer`, recording each call. */
function stubApi(answer: (url: string) => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      calls.push({ url: input, body: JSON.parse(String(init.body)) });
      return answer(input);
    }),
  );
  return calls;
}

function renderDecision(application = pending) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApplicationDecision application={application} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ApplicationDecision', () => {
  it('will not decline without a note, and sends nothing', async () => {
    const calls = stubApi(() => json(500, {}));
    renderDecision();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(DECLINE_NOTE_REQUIRED)).toBeTruthy();
    expect(screen.getByLabelText('Decision note').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('asks before either verdict, naming who is e-mailed; going back sends nothing', async () => {
    const calls = stubApi(() => json(500, {}));
    renderDecision();
    await userEvent.click(screen.getByRole('button', { name: 'Approve and invite' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve Blue Bay Retreat?' });
    expect(approve.textContent).toContain('Rui Costa is e-mailed at rui@example.com an invitation');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve and invite' })),
    );
    await userEvent.type(screen.getByLabelText('Decision note'), 'Not a fit for now');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await screen.findByRole('dialog', { name: 'Decline Blue Bay Retreat?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('declines with the note and approves without one, each once confirmed', async () => {
    const calls = stubApi((url) =>
      json(200, { ...pending, status: url.endsWith('/decline') ? 'declined' : 'approved' }),
    );
    renderDecision();
    await userEvent.type(screen.getByLabelText('Decision note'), 'Not a fit for now');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline and e-mail the applicant' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.clear(screen.getByLabelText('Decision note'));
    await userEvent.click(screen.getByRole('button', { name: 'Approve and invite' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and send the invitation' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      { url: '/api/admin/partner-applications/7/decline', body: { note: 'Not a fit for now' } },
      { url: '/api/admin/partner-applications/7/approve', body: {} },
    ]);
  });

  it('tells the admin when someone else decided first', async () => {
    stubApi(() => json(409, { error: { code: 'conflict', message: ALREADY_DECIDED } }));
    renderDecision();
    await userEvent.click(screen.getByRole('button', { name: 'Approve and invite' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and send the invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain(ALREADY_DECIDED);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows who decided, when, and the note once decided', () => {
    renderDecision({
      ...pending,
      status: 'declined',
      decidedAt: '2026-11-21T10:00:00.000Z',
      decidedBy: { id: 'u1', name: 'Ada Admin', email: 'ada@restora.example' },
      decisionNote: 'We only list places with overnight stays.',
    });
    expect(screen.getByRole('heading', { name: 'Declined' })).toBeTruthy();
    expect(screen.getByText(/By Ada Admin \(ada@restora\.example\) on .*November 21, 2026/)).toBeTruthy();
    expect(screen.getByText('We only list places with overnight stays.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});
