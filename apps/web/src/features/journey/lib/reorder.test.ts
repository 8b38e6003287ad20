import { describe, expect, it } from 'vitest';
import { dropIndex, moveId } from './reorder';

describe('moveId', () => {
  it('moves an item up, down, to either end, and onto its own place', () => {
    expect(moveId([1, 2, 3], 2, 0)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 2, 2)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 3, 0)).toEqual([3, 1, 2]);
    expect(moveId([1, 2, 3], 1, 2)).toEqual([2, 3, 1]);
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('clamps a target outside the list and leaves an unknown id alone', () => {
    expect(moveId([1, 2, 3], 1, 99)).toEqual([2, 3, 1]);
    expect(moveId([1, 2, 3], 3, -4)).toEqual([3, 1, 2]);
    expect(moveId([1, 2, 3], 7, 0)).toEqual([1, 2, 3]);
    expect(moveId([], 1, 0)).toEqual([]);
  });
});

describe('dropIndex', () => {
  const middles = [50, 150, 250];
  it('counts the items whose middle is above the pointer', () => {
    expect(dropIndex(middles, 0)).toBe(0);
    expect(dropIndex(middles, 50)).toBe(0);
    expect(dropIndex(middles, 51)).toBe(1);
    expect(dropIndex(middles, 200)).toBe(2);
    expect(dropIndex(middles, 900)).toBe(3);
    expect(dropIndex([], 10)).toBe(0);
  });
});
