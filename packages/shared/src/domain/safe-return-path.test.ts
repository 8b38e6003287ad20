import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/payment', '/payment'],
    ['/property/4?guests=2#book', '/property/4?guests=2#book'],
  ])('keeps the local path %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    null,
    '',
    'payment',
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});
