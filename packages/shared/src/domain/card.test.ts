import { describe, expect, it } from 'vitest';
import { cardPaymentSchema } from '../contracts/payments';
import { cardBrand, formatExpiryInput, isExpiryInFuture, SAMPLE_CARD } from './card';

const messages = (card: Record<string, string>) =>
  cardPaymentSchema.safeParse({ ...SAMPLE_CARD, ...card }).error?.issues.map((i) => i.message) ?? [];

describe('card rules', () => {
  it('accepts the sample card', () => {
    expect(cardPaymentSchema.safeParse(SAMPLE_CARD).success).toBe(true);
  });

  it.each([
    [{ cardName: 'A' }, 'Name on card is required'],
    [{ cardNumber: '424242424242424' }, 'Card number must be 16 digits'],
    [{ cardNumber: '42424242424242AB' }, 'Card number must contain only digits'],
    [{ expiryDate: '13/30' }, 'Expiry date must be in MM/YY format'],
    [{ expiryDate: '1230' }, 'Expiry date must be in MM/YY format'],
    [{ expiryDate: '01/20' }, 'This card has expired'],
    [{ cvv: '12' }, 'CVV must be 3 digits'],
    [{ cvv: '12345' }, 'CVV must be 3-4 digits'],
    [{ cvv: '12a' }, 'CVV must contain only digits'],
    [{ billingAddress: '1 A' }, 'Billing address is required'],
    [{ zipCode: '12' }, 'Zip code is required'],
  ])('refuses %j with %j', (card, message) => {
    expect(messages(card)).toContain(message);
  });

  it('accepts a four-digit CVV', () => {
    expect(messages({ cvv: '1234' })).toEqual([]);
  });
});

describe('formatExpiryInput', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12/305', '12/30'],
    ['ab12cd30', '12/30'],
    ['12/', '12/'],
  ])('%j becomes %j', (input, output) => {
    expect(formatExpiryInput(input)).toBe(output);
  });
});

describe('isExpiryInFuture', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  it('accepts this month and later, refuses last month', () => {
    expect(isExpiryInFuture('11/26', now)).toBe(true);
    expect(isExpiryInFuture('01/27', now)).toBe(true);
    expect(isExpiryInFuture('10/26', now)).toBe(false);
  });
});

describe('cardBrand', () => {
  it('names the common brands', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('9999999999999999')).toBe('Card');
  });
});
