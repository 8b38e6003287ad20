import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { DetailError } from './detail-states';

const renderError = (error?: Error) =>
  render(
    <MemoryRouter>
      <DetailError error={error} back={{ to: '/admin/bookings', label: 'All bookings' }} />
    </MemoryRouter>,
  );

describe('DetailError', () => {
  it("heads a failure as one and announces the API's words as an alert, not as the heading", () => {
    renderError(new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong on our side. Please try again.');
    expect(screen.getByRole('link', { name: 'All bookings' })).toBeTruthy();
    expect(document.title).toBe('Something went wrong · Restora');
  });

  it('says Not found for a 404 or a page that is not there', () => {
    renderError(new ApiError(404, 'not_found', 'No such booking.'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Not found');
    expect(screen.getByRole('alert').textContent).toBe('No such booking.');
  });
});
