import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModeratedMessage } from '@restora/shared/contracts/message-reports';
import { ModeratedMessageActions } from './moderated-message-actions';

const message = (over: Partial<ModeratedMessage> = {}): ModeratedMessage => ({
  id: 12,
  side: 'partner',
  sender: { id: 'u-maya', name: 'Maya Lestari', suspended: false },
  body: 'Pay me by wire.',
  createdAt: '2026-11-28T09:00:00.000Z',
  hiddenAt: null,
  reports: [
    {
      id: 1,
      reason: 'scam',
      note: null,
      reporterSide: 'guest',
      createdAt: '2026-11-28T09:05:00.000Z',
      resolution: null,
      resolvedAt: null,
    },
  ],
  ...over,
});

const show = (m: ModeratedMessage) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ModeratedMessageActions threadId={5} message={m} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('ModeratedMessageActions', () => {
  it('hides a message only once the operator confirms', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        calls.push(input);
        return new Response(JSON.stringify({ messageId: 12, hidden: true, closedReports: 1 }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    show(message());
    await userEvent.click(screen.getByRole('button', { name: 'Hide the message from Maya Lestari' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this message?' });
    expect(dialog.textContent).toContain('Its 1 open report close');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the message from Maya Lestari' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hide message' }));
    await waitFor(() => expect(calls).toEqual(['/api/admin/conversations/5/messages/12/hide']));
  });

  it('offers Unhide for a hidden message, no Dismiss without open reports, no Suspend for a suspended sender', () => {
    show(
      message({
        hiddenAt: '2026-11-28T10:00:00.000Z',
        sender: { id: 'u-maya', name: 'Maya Lestari', suspended: true },
        reports: [],
      }),
    );
    expect(screen.getByRole('button', { name: 'Unhide the message from Maya Lestari' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Hide/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Dismiss/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Suspend/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sender suspended' }).getAttribute('href')).toBe(
      '/admin/users/u-maya',
    );
  });
});
