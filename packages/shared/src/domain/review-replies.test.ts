import { describe, expect, it } from 'vitest';
import { reviewerName } from './review-replies';

describe('reviewerName', () => {
  it('signs with the first name and the initial of the last', () => {
    expect(reviewerName('  aiko  Tanaka ')).toBe('aiko T.');
    expect(reviewerName('Mary Ann van der Berg')).toBe('Mary B.');
  });

  it('keeps a single name whole', () => {
    expect(reviewerName('Rumi')).toBe('Rumi');
  });

  it('says "A guest" for an account without a name', () => {
    expect(reviewerName('')).toBe('A guest');
    expect(reviewerName('   ')).toBe('A guest');
    expect(reviewerName(null)).toBe('A guest');
  });

  it('takes a whole character as the initial', () => {
    expect(reviewerName('Zoë 𝒜bel')).toBe('Zoë 𝒜.');
  });
});
