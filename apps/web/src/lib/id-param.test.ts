import { describe, expect, it } from 'vitest';
import { ID_MAX, parseIdParam } from './id-param';

describe('parseIdParam', () => {
  it('reads a positive whole number up to the largest PostgreSQL integer', () => {
    expect(parseIdParam('1')).toBe(1);
    expect(parseIdParam('8')).toBe(8);
    expect(parseIdParam('1234567890')).toBe(1_234_567_890);
    expect(parseIdParam(String(ID_MAX))).toBe(2_147_483_647);
  });

  it('refuses what no row can have: zero, negatives, beyond the integer, nothing at all', () => {
    for (const raw of [
      undefined,
      null,
      '',
      '0',
      '-1',
      '-0',
      String(ID_MAX + 1),
      '99999999999',
      '9999999999',
    ]) {
      expect(parseIdParam(raw), String(raw)).toBeNull();
    }
  });

  it('refuses another spelling of a number, so that one id has one address', () => {
    for (const raw of [
      '03',
      '00',
      '3.5',
      '3.0',
      '3e2',
      '+3',
      ' 3',
      '3 ',
      '0x10',
      '3abc',
      'abc',
      '٣',
      'Infinity',
    ]) {
      expect(parseIdParam(raw), raw).toBeNull();
    }
  });
});
