import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from './client';
import { keyedCache } from './keyed-cache';

// The per-process cache's stale-while-revalidate window (used by the rooms' iCal feeds:
// docs/decisions/calendar-sync.md, "Going out").

const db = {} as Database;
let version = 0;
const read = vi.fn(async () => ++version);

beforeEach(() => {
  vi.useFakeTimers();
  version = 0;
  read.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('keyedCache with staleMs', () => {
  it('answers a fresh value without reading, a stale one at once while reading it again once', async () => {
    const cache = keyedCache<number>({ ttlMs: 1000, staleMs: 5000, max: 10 });
    expect(await cache(db, 'a', read)).toBe(1);
    vi.advanceTimersByTime(500);
    expect(await cache(db, 'a', read)).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1000);
    // Stale: the old value now, one read behind it however many ask meanwhile.
    const answers = [cache(db, 'a', read), cache(db, 'a', read)];
    expect(await Promise.all(answers)).toEqual([1, 1]);
    expect(read).toHaveBeenCalledTimes(2);
    expect(await cache(db, 'a', read)).toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads before answering once a value is older than both windows', async () => {
    const cache = keyedCache<number>({ ttlMs: 1000, staleMs: 5000, max: 10 });
    await cache(db, 'a', read);
    vi.advanceTimersByTime(6001);
    expect(await cache(db, 'a', read)).toBe(2);
  });

  it('forgets stale values on clear, and a refresh that lands after a clear is not kept', async () => {
    const cache = keyedCache<number>({ ttlMs: 1000, staleMs: 5000, max: 10 });
    await cache(db, 'a', read);
    vi.advanceTimersByTime(1500);
    let finish!: (n: number) => void;
    const slow = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    expect(await cache(db, 'a', slow)).toBe(1);
    cache.clear(db);
    finish(99);
    await vi.runAllTimersAsync();
    expect(await cache(db, 'a', read)).toBe(2);
  });

  it('keeps the stale value when its refresh fails, and tries again on the next ask', async () => {
    const cache = keyedCache<number>({ ttlMs: 1000, staleMs: 5000, max: 10 });
    await cache(db, 'a', read);
    vi.advanceTimersByTime(1500);
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    expect(await cache(db, 'a', failing)).toBe(1);
    await vi.runAllTimersAsync();
    expect(await cache(db, 'a', read)).toBe(1);
    await vi.runAllTimersAsync();
    expect(await cache(db, 'a', read)).toBe(2);
  });

  it('without staleMs, reads again as soon as the value is older than ttlMs', async () => {
    const cache = keyedCache<number>({ ttlMs: 1000, max: 10 });
    await cache(db, 'a', read);
    vi.advanceTimersByTime(1001);
    expect(await cache(db, 'a', read)).toBe(2);
  });
});
