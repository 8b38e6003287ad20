import { describe, expect, it } from 'vitest';
import { postAuthTarget } from './use-post-auth-target';

const stay = {
  listingId: '8',
  type: 'property' as const,
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  guests: 3,
};
const service = { listingId: '5', type: 'service' as const };

describe('postAuthTarget', () => {
  it('goes on to /payment with a pending stay booking, even when a return target was given', () => {
    expect(postAuthTarget('/property/8', stay)).toBe('/payment');
    expect(postAuthTarget('/profile', stay)).toBe('/payment');
    expect(postAuthTarget(null, stay)).toBe('/payment');
  });

  it('follows the return target when no stay booking is pending', () => {
    expect(postAuthTarget('/profile', null)).toBe('/profile');
    expect(postAuthTarget('/discovery-quiz-results?save=product%3A3', null)).toBe(
      '/discovery-quiz-results?save=product%3A3',
    );
    expect(postAuthTarget('/services', service)).toBe('/services');
  });

  it("goes back to a pending service's booking page when no return target was given", () => {
    expect(postAuthTarget(null, service)).toBe('/booking/service/5');
  });

  it('ignores a return target off the site and falls back to /dashboard', () => {
    expect(postAuthTarget('https://evil.example/x', null)).toBe('/dashboard');
    expect(postAuthTarget('//evil.example', null)).toBe('/dashboard');
    expect(postAuthTarget(null, null)).toBe('/dashboard');
  });
});
