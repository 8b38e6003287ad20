import { describe, expect, it } from 'vitest';
import { parseSaveTarget, withSaveTarget } from './save-target';

describe('parseSaveTarget', () => {
  it('reads kind:id for the three kinds', () => {
    expect(parseSaveTarget('stay:12')).toEqual({ kind: 'stay', id: 12 });
    expect(parseSaveTarget('service:1')).toEqual({ kind: 'service', id: 1 });
    expect(parseSaveTarget('product:2147483647')).toEqual({ kind: 'product', id: 2147483647 });
  });

  it('refuses a retreat, which a journey plan does not hold', () => {
    expect(parseSaveTarget('retreat:3')).toBeNull();
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      '',
      'stay',
      'stay:',
      'stay:0',
      'stay:01',
      'stay:-1',
      'hotel:3',
      'stay:2147483648',
      'stay:1x',
    ]) {
      expect(parseSaveTarget(value), String(value)).toBeNull();
    }
  });
});

describe('withSaveTarget', () => {
  it('adds save to the query, replacing an older one and keeping the rest', () => {
    expect(
      withSaveTarget('/discovery-quiz-results', '?focus=relax&save=stay:1&q=yoga', {
        kind: 'product',
        id: 7,
      }),
    ).toBe('/discovery-quiz-results?focus=relax&save=product%3A7&q=yoga');
    expect(withSaveTarget('/r', '', { kind: 'stay', id: 3 })).toBe('/r?save=stay%3A3');
  });
});
