import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBoundedCache } from './bounded-cache.ts';

describe('bounded cache', () => {
  afterEach(() => vi.useRealTimers());

  it('never holds more than its limit, however many keys are asked for: the oldest go first', () => {
    const cache = createBoundedCache<string | null>(3);
    for (let index = 0; index < 1000; index += 1) cache.set(`random-${index}`, null, 60_000);
    expect(cache.size).toBe(3);
    expect(cache.get('random-0')).toBeUndefined();
    expect(cache.get('random-999')).toEqual({ value: null });
  });

  it('forgets an entry when its time is up, each entry by its own time', () => {
    vi.useFakeTimers();
    const cache = createBoundedCache<string | null>(10);
    cache.set('found', 'acme', 30_000);
    cache.set('missing', null, 2_000);
    vi.advanceTimersByTime(2_001);
    expect(cache.get('missing')).toBeUndefined();
    expect(cache.get('found')).toEqual({ value: 'acme' });
    vi.advanceTimersByTime(28_000);
    expect(cache.get('found')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refreshes a key set again instead of holding it twice', () => {
    const cache = createBoundedCache<number>(2);
    cache.set('a', 1, 60_000);
    cache.set('b', 2, 60_000);
    cache.set('a', 3, 60_000);
    cache.set('c', 4, 60_000);
    expect(cache.get('a')).toEqual({ value: 3 });
    expect(cache.get('b')).toBeUndefined();
  });
});
