import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HiddenReview } from '@restora/shared/contracts/admin-moderation';
import { HiddenReviewActions } from './hidden-review-actions';

const review: HiddenReview = {
  id: 41,
  rating: 2,
  comment: 'The cook was rude.',
  guestName: 'Aiko T.',
  createdAt: '2026-10-01T10:00:00.000Z',
  property: { id: 3, name: 'Himalaya Retreat' },
  room: { id: 9, title: 'Himalaya Twin Room' },
  hiddenAt: '2026-11-01T10:00:00.000Z',
  hiddenBy: 'Ada Admin',
  reasons: ['Names the cook.'],
};

afterEach(() => vi.unstubAllGlobals());

describe('HiddenReviewActions', () => {
  it('shows a hidden review again only once the operator confirms', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        calls.push(input);
        const body = {
          id: 41,
          hidden: false,
          closedReports: 0,
          room: { id: 9, rating: 4.2, reviewCount: 12 },
        };
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HiddenReviewActions review={review} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show again the review by Aiko T.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show this review again?' });
    expect(dialog.textContent).toContain('Himalaya Twin Room');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Show again the review by Aiko T.' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show the review again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['/api/admin/reviews/41/unhide']);
  });
});
