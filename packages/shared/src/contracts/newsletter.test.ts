import { describe, expect, it } from 'vitest';
import { subscribeNewsletterSchema } from './newsletter';

describe('subscribeNewsletterSchema', () => {
  it('normalises the address to lower case without spaces', () => {
    const parsed = subscribeNewsletterSchema.parse({ email: '  Ada@Example.COM ' });
    expect(parsed).toEqual({ email: 'ada@example.com', source: 'footer' });
  });
  it.each(['', 'ada', 'ada@', '@example.com', 'a b@example.com', `${'x'.repeat(250)}@example.com`])(
    'refuses %j with the spec message',
    (email) => {
      const result = subscribeNewsletterSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
    },
  );
  it('refuses a missing address with the same message', () => {
    const result = subscribeNewsletterSchema.safeParse({});
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });
});
