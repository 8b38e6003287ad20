import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

const filledStars = (container: HTMLElement) => container.querySelectorAll('path.fill-accent-400').length;

describe('StarRating', () => {
  it('shows the rating to one decimal with whole stars up to the floored value', () => {
    const { container } = render(<StarRating value={4.7} />);
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeTruthy();
    expect(screen.getByText('4.7')).toBeTruthy();
    expect(filledStars(container)).toBe(4);
  });

  it('never fills more than five stars', () => {
    const { container } = render(<StarRating value={7.26} />);
    expect(screen.getByRole('img', { name: 'Rated 7.3 out of 5' })).toBeTruthy();
    expect(filledStars(container)).toBe(5);
  });

  it('writes a whole rating with one decimal', () => {
    render(<StarRating value={4} />);
    expect(screen.getByText('4.0')).toBeTruthy();
  });

  it("says 'New' when there is no rating yet", () => {
    const { container } = render(<StarRating value={null} />);
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(filledStars(container)).toBe(0);
  });
});
