import { describe, expect, it } from 'vitest';
import { roomIdSet } from './room-id-set';

describe('roomIdSet', () => {
  it('holds exactly the ids it was made from, counting repeats once', () => {
    const set = roomIdSet([1, 8, 7, 9, 1_000_000, 8]);
    expect(set.size).toBe(5);
    for (const id of [1, 7, 8, 9, 1_000_000]) expect(set.has(id)).toBe(true);
    for (const id of [0, 2, 6, 10, 999_999, 1_000_001, 2_000_000, -1, 1.5]) expect(set.has(id)).toBe(false);
  });

  it('is empty when made from nothing', () => {
    const set = roomIdSet([]);
    expect(set.size).toBe(0);
    expect(set.has(0)).toBe(false);
    expect(set.has(1)).toBe(false);
  });
});
