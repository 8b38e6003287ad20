import { describe, expect, it } from 'vitest';
import { displayName, initials } from './display-name';

describe('displayName', () => {
  it('prefers the profile name', () => {
    expect(displayName({ name: '  Ada Lovelace ', email: 'ada@example.com' })).toBe('Ada Lovelace');
  });
  it('falls back to the e-mail local part', () => {
    expect(displayName({ name: '  ', email: 'grace.hopper@example.com' })).toBe('grace.hopper');
  });
  it("falls back to 'User' with neither", () => {
    expect(displayName({})).toBe('User');
    expect(displayName({ name: null, email: '@example.com' })).toBe('User');
  });
});

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('ada king lovelace')).toBe('AL');
  });
  it('takes one letter for a single word', () => {
    expect(initials('grace.hopper')).toBe('G');
  });
  it('handles letters outside ASCII', () => {
    expect(initials('Émile Zola')).toBe('ÉZ');
  });
  it("gives 'U' for an empty name", () => {
    expect(initials('   ')).toBe('U');
  });
});
