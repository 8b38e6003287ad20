import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PartnerReview } from '@restora/shared/contracts/reviews';
import { PartnerReviewList } from './partner-review-list';

// A review the operator hid is marked in the partner console and offers no reply
// (docs/decisions/review-moderation.md, "The partner console").

const review: PartnerReview = {
  id: 21,
  rating: 1,
  comment: 'Rude words.',
  guestName: 'Harsh C.',
  createdAt: '2026-10-01T10:00:00.000Z',
  reply: { text: 'We are sorry to read this.', repliedAt: '2026-10-02T10:00:00.000Z' },
  property: { id: 2, name: 'Subak Rise Yoga Shala' },
  room: { id: 4, title: 'Rice-Field Garden Room' },
  hiddenAt: '2026-10-05T09:00:00.000Z',
};

describe('PartnerReviewList', () => {
  it('marks a review Restora hid, says what that means, keeps its old reply and offers no reply', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PartnerReviewList
            reviews={[review, { ...review, id: 22, guestName: 'Kind G.', reply: null, hiddenAt: null }]}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const item = screen.getByRole('article', { name: 'Review by Harsh C., hidden by Restora' });
    expect(item.textContent).toContain('Hidden by Restora');
    expect(item.textContent).toContain('Restora hid this review on Oct 5, 2026: travellers no longer see it');
    expect(item.textContent).toContain('Your reply (not shown either)We are sorry to read this.');
    expect(within(item).queryByRole('button')).toBeNull();

    const shown = screen.getByRole('article', { name: 'Review by Kind G.' });
    expect(shown.textContent).not.toContain('Hidden by Restora');
    expect(within(shown).getByRole('button', { name: 'Reply to Kind G.' })).toBeTruthy();
  });
});
