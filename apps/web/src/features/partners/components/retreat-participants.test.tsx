import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Participant } from '@restora/shared/contracts/partner-retreats';
import { REQUEST_EXPIRED, REQUEST_MESSAGE_REQUIRED } from '@restora/shared/domain/booking-requests';
import { formatLocalDateTime } from '@/lib/format';
import { partnerKeys } from '@/lib/partner-query-keys';
import { useRetreatParticipants } from '../api/retreat-participants';
import { RetreatParticipants } from './retreat-participants';

// A place requested on a retreat, answered from its row (docs/decisions/request-to-book.md): accepted, or
// declined with a message; the list as the partner's retreat page reads it.

const expiresAt = '2027-01-10T14:30:00.000Z';
const requested: Participant = {
  bookingId: 41,
  guestName: 'Aiko T.',
  guestEmail: 'aiko@example.com',
  optionName: 'Private room',
  people: 2,
  status: 'requested',
  totalCents: 240_000,
  paidCents: 0,
  refundedCents: 0,
  balanceDueCents: 180_000,
  balanceDueDate: '2027-02-01',
  balanceStatus: 'scheduled',
  requestExpiresAt: expiresAt,
  conversationId: 77,
};
const confirmed: Participant = {
  ...requested,
  bookingId: 40,
  guestName: 'Rui C.',
  status: 'confirmed',
  paidCents: 60_000,
  requestExpiresAt: null,
  conversationId: 70,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The API: the participants as `list()` has them, and an answer to a request given by `answer`; each
 * answer sent is recorded.
 */
function stubApi(list: () => Participant[], answer: (url: string) => Response) {
  const answers: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      if (input === '/api/partner/retreats/3/participants') return json(200, { items: list() });
      if (input.startsWith('/api/partner/retreat-requests/')) {
        answers.push({ url: input, body: init.body ? JSON.parse(String(init.body)) : undefined });
        return answer(input);
      }
      return json(404, { error: { code: 'not_found', message: `No stub for ${input}` } });
    }),
  );
  return answers;
}

/** As the partner's retreat page shows them. */
function Page() {
  const participants = useRetreatParticipants(3, true);
  return participants.data ? (
    <RetreatParticipants retreatId={3} participants={participants.data.items} />
  ) : null;
}

function show() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const rowOf = async (guest: string) => (await screen.findByText(guest)).closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

describe('RetreatParticipants: requests to book', () => {
  it('shows a request with its time to answer, its message, and its answers; other places have none', async () => {
    stubApi(
      () => [confirmed, requested],
      () => json(500, {}),
    );
    show();
    const row = await rowOf('Aiko T.');
    expect(within(row).getByText('Requested')).toBeTruthy();
    expect(within(row).getByText(`Answer by ${formatLocalDateTime(expiresAt)}`)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Read the message' }).getAttribute('href')).toBe(
      '/partner/messages/77',
    );
    expect(within(row).getByRole('button', { name: 'Accept request' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Decline request' })).toBeTruthy();
    // Nothing is owed on a request: its balance is the one an acceptance would schedule.
    expect(within(row).getByText('if accepted')).toBeTruthy();
    const other = await rowOf('Rui C.');
    expect(within(other).queryByRole('button')).toBeNull();
    expect(within(other).queryByText(/Answer by/)).toBeNull();
    expect(within(other).queryByText('if accepted')).toBeNull();
  });

  it('accepts: the row shows Confirmed', async () => {
    let status: Participant['status'] = 'requested';
    const answers = stubApi(
      () => [{ ...requested, status, requestExpiresAt: status === 'requested' ? expiresAt : null }],
      () => {
        status = 'confirmed';
        return json(200, { ...requested, status, paidCents: 60_000, requestExpiresAt: null });
      },
    );
    const queryClient = show();
    // What else the answer changes: the retreat's figures and the thread (its status line).
    queryClient.setQueryData(partnerKeys.retreat(3), { id: 3 });
    queryClient.setQueryData(partnerKeys.conversation(77), { id: 77 });
    await userEvent.click(within(await rowOf('Aiko T.')).getByRole('button', { name: 'Accept request' }));
    await waitFor(() =>
      expect(within(screen.getByText('Aiko T.').closest('tr')!).getByText('Confirmed')).toBeTruthy(),
    );
    expect(answers).toEqual([{ url: '/api/partner/retreat-requests/41/accept', body: undefined }]);
    expect(queryClient.getQueryState(partnerKeys.retreat(3))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(partnerKeys.conversation(77))?.isInvalidated).toBe(true);
    const row = screen.getByText('Aiko T.').closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Accept request' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain("Aiko T.'s place is confirmed");
  });

  it('will not decline without a message, and sends nothing', async () => {
    const user = userEvent.setup();
    const answers = stubApi(
      () => [requested],
      () => json(500, {}),
    );
    show();
    await user.click(within(await rowOf('Aiko T.')).getByRole('button', { name: 'Decline request' }));
    const field = screen.getByLabelText('Message to the guest');
    expect(document.activeElement).toBe(field);
    await user.type(field, '  ');
    await user.click(screen.getByRole('button', { name: 'Send and decline' }));
    expect(await screen.findByText(REQUEST_MESSAGE_REQUIRED)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(answers).toEqual([]);
  });

  it('declines with the message; a refusal of it shows under the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    let refuse = true;
    let status: Participant['status'] = 'requested';
    const answers = stubApi(
      () => [{ ...requested, status }],
      () => {
        if (refuse)
          return json(400, {
            error: {
              code: 'validation_error',
              message: 'Check the highlighted fields',
              fields: { message: 'Keep your message under 5,000 characters' },
            },
          });
        status = 'declined';
        return json(200, { ...requested, status, requestExpiresAt: null });
      },
    );
    show();
    await user.click(within(await rowOf('Aiko T.')).getByRole('button', { name: 'Decline request' }));
    await user.type(screen.getByLabelText('Message to the guest'), 'Sorry, that week is full.');
    await user.click(screen.getByRole('button', { name: 'Send and decline' }));
    expect(await screen.findByText('Keep your message under 5,000 characters')).toBeTruthy();
    expect((screen.getByLabelText('Message to the guest') as HTMLTextAreaElement).value).toBe(
      'Sorry, that week is full.',
    );
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Send and decline' }));
    await waitFor(() =>
      expect(within(screen.getByText('Aiko T.').closest('tr')!).getByText('Declined')).toBeTruthy(),
    );
    expect(answers).toEqual([
      { url: '/api/partner/retreat-requests/41/decline', body: { message: 'Sorry, that week is full.' } },
      { url: '/api/partner/retreat-requests/41/decline', body: { message: 'Sorry, that week is full.' } },
    ]);
  });

  it('shows why an answer came too late in an alert, which stays once the row has changed', async () => {
    let status: Participant['status'] = 'requested';
    stubApi(
      () => [{ ...requested, status }],
      () => {
        status = 'expired';
        return json(409, { error: { code: 'conflict', message: REQUEST_EXPIRED } });
      },
    );
    show();
    await userEvent.click(within(await rowOf('Aiko T.')).getByRole('button', { name: 'Accept request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REQUEST_EXPIRED);
    await waitFor(() =>
      expect(within(screen.getByText('Aiko T.').closest('tr')!).getByText('Expired')).toBeTruthy(),
    );
    expect(screen.getByRole('alert').textContent).toBe(REQUEST_EXPIRED);
  });
});
