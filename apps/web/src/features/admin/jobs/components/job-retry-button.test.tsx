import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminJob } from '@restora/shared/contracts/admin-jobs';
import { toast } from '@/components/ui/toast-store';
import { queueLabel } from '../queue-labels';
import { JobRetryButton } from './job-retry-button';

vi.mock('@/components/ui/toast-store', () => ({ toast: vi.fn() }));

const job: AdminJob = {
  id: 7,
  queue: 'mail.send',
  status: 'failed',
  attempts: 20,
  runAt: '2026-11-27T10:00:00.000Z',
  lastError: 'connection refused',
  createdAt: '2026-11-26T10:00:00.000Z',
  startedAt: '2026-11-27T09:59:00.000Z',
  finishedAt: '2026-11-27T09:59:01.000Z',
};

function stubApi(status: number, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      calls.push(typeof input === 'string' ? input : input.url);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

function renderButton() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <JobRetryButton job={job} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

describe('queueLabel', () => {
  it('names the queues there are, and shows any other by its own name', () => {
    expect(queueLabel('mail.send')).toBe('Send e-mail');
    expect(queueLabel('payments.sweep-stale-holds')).toBe('Release stale payment holds');
    expect(queueLabel('housekeeping.expired-rows')).toBe('Remove expired rows');
    expect(queueLabel('reports.weekly')).toBe('reports.weekly');
    expect(queueLabel('toString')).toBe('toString');
  });
});

describe('JobRetryButton', () => {
  it('retries the job and says so', async () => {
    const calls = stubApi(200, { ...job, status: 'queued', attempts: 0, finishedAt: null });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Retry job 7: Send e-mail' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Queued again', description: 'Send e-mail, job 7.' }),
    );
    expect(calls.map((c) => new URL(c, 'http://x').pathname)).toEqual(['/api/admin/jobs/7/retry']);
  });

  it("shows the server's reason when it refuses", async () => {
    const message = 'Only a failed job can be retried; this one is queued.';
    stubApi(409, { error: { code: 'conflict', message } });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Retry job 7: Send e-mail' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'That did not work', description: message }),
    );
  });
});
