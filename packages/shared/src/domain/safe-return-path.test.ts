import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/payment', '/payment'],
    ['/property/4?guests=2#book', '/property/4?guests=2#book'],
    ['/account?tab=orders#x', '/account?tab=orders#x'],
    ['/booking/property/3', '/booking/property/3'],
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
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    '\\evil.example',
    '\t//evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });

  // A browser resolves each of these to the path `//evil.example`, which a router or `location` then
  // takes for another site.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./\\evil.example',
  ])('refuses %j', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});
