import { describe, expect, it } from 'vitest';
import { distinctRooms, roomIdSet } from './room-id-set';

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

describe('distinctRooms', () => {
  it('counts each room of the list once, among those kept', () => {
    // Room 12 is taken twice on the dates (a booking, then a block): one room.
    expect(distinctRooms('12,40,12,7', () => true)).toBe(3);
    expect(distinctRooms('12,40,12,7', (id) => id !== 40)).toBe(2);
    expect(distinctRooms('12,40,12,7', () => false)).toBe(0);
  });

  it('is zero when no room is taken (the database gives null)', () => {
    expect(distinctRooms(null, () => true)).toBe(0);
    expect(distinctRooms(undefined, () => true)).toBe(0);
  });
});
