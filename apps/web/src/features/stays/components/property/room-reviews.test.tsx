import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StayReview } from '@restora/shared/contracts/reviews';
import { RoomReviews } from './room-reviews';

function renderAt(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/property/:id', element },
      { path: '/auth', element: <p>Auth screen</p> },
    ],
    { initialEntries: ['/property/7'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const aiko: StayReview = {
  id: 2,
  rating: 5,
  comment: 'Lovely.',
  guestName: 'Aiko T.',
  createdAt: '2026-09-01T10:00:00.000Z',
  reply: null,
};

describe('RoomReviews', () => {
  it("shows the property's reply under its review as plain text, and none under the others", () => {
    renderAt(
      <RoomReviews
        propertyName="Subak Rise Yoga Shala"
        reviews={[
          {
            id: 1,
            rating: 4,
            comment: 'Steep path.',
            guestName: 'Jonas W.',
            createdAt: '2026-10-02T10:00:00.000Z',
            reply: { text: 'We added <b>lanterns</b>.', repliedAt: '2026-10-03T10:00:00.000Z' },
          },
          {
            id: 2,
            rating: 5,
            comment: 'Lovely.',
            guestName: 'Aiko T.',
            createdAt: '2026-09-01T10:00:00.000Z',
            reply: null,
          },
        ]}
      />,
    );
    const first = screen.getByRole('article', { name: 'Review by Jonas W.' });
    expect(within(first).getByRole('img', { name: '4 out of 5' })).toBeTruthy();
    expect(within(first).getByText('Response from Subak Rise Yoga Shala')).toBeTruthy();
    expect(within(first).getByText('Oct 3, 2026')).toBeTruthy();
    expect(within(first).getByText('We added <b>lanterns</b>.')).toBeTruthy();
    expect(first.querySelector('b')).toBeNull();
    const second = screen.getByRole('article', { name: 'Review by Aiko T.' });
    expect(within(second).queryByText(/Response from/)).toBeNull();
  });

  it('asks a visitor to sign in before reporting a review, coming back here', async () => {
    const router = renderAt(<RoomReviews propertyName="Subak" reviews={[aiko]} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Report the review by Aiko T.' }));
    expect(await screen.findByText('Auth screen')).toBeTruthy();
    expect(router.state.location.search).toBe('?returnTo=%2Fproperty%2F7');
  });

  it('opens the report form for a signed-in reader and names what is missing', async () => {
    const user = userEvent.setup();
    renderAt(<RoomReviews propertyName="Subak" reviews={[aiko]} signedIn />);
    await user.click(screen.getByRole('button', { name: 'Report the review by Aiko T.' }));
    const form = await screen.findByRole('form', { name: 'Report the review by Aiko T.' });
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText('Tell us what is wrong with this review')).toBeTruthy();
    await user.type(within(form).getByLabelText('Reason'), 'ab');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText('Write at least 3 characters')).toBeTruthy();
  });
});
