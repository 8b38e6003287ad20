import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoomReviews } from './room-reviews';

describe('RoomReviews', () => {
  it("shows the property's reply under its review as plain text, and none under the others", () => {
    render(
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
});
