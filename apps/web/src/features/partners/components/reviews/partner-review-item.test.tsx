import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartnerReview } from '@restora/shared/contracts/reviews';
import { PartnerReviewItem } from './partner-review-item';

const review = {
  id: 21,
  rating: 5,
  comment: 'Woke to the rice terraces.',
  guestName: 'Aiko T.',
  createdAt: '2026-10-01T10:00:00.000Z',
  reply: { text: 'Thank you, Aiko.', repliedAt: '2026-10-02T10:00:00.000Z' },
  property: { id: 2, name: 'Subak Rise Yoga Shala' },
  room: { id: 4, title: 'Rice-Field Garden Room' },
  hiddenAt: null,
} as PartnerReview;

afterEach(() => vi.unstubAllGlobals());

describe('PartnerReviewItem', () => {
  it('removes the public reply only once the partner confirms', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit) => {
        calls.push(`${init.method} ${input}`);
        return new Response(JSON.stringify({ ...review, reply: null }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ul>
            <PartnerReviewItem review={review} />
          </ul>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove reply to Aiko T.' }));
    await screen.findByRole('dialog', { name: 'Remove your reply to Aiko T.?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove reply to Aiko T.' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the reply' }));
    await waitFor(() => expect(calls).toEqual(['DELETE /api/partner/reviews/21/reply']));
  });

  it('loads the reply form when the partner edits the reply, filled with the reply', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ul>
            <PartnerReviewItem review={review} />
          </ul>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit reply to Aiko T.' }));
    expect(((await screen.findByRole('textbox')) as HTMLTextAreaElement).value).toBe('Thank you, Aiko.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
