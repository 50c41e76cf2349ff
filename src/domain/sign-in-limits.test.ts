import { describe, expect, it } from 'vitest';
import { lockoutMsAfter, tryAgainMessage } from './sign-in-limits.ts';

describe('sign-in lockouts', () => {
  it('lock nobody out below the threshold, then for a minute, doubling with each failure up to an hour', () => {
    const minutes = [3, 4, 5, 6, 7, 10, 11, 20].map((failures) => lockoutMsAfter(failures, 5) / 60_000);
    expect(minutes).toEqual([0, 0, 1, 2, 4, 32, 60, 60]);
  });

  it('say when to try again in whole minutes', () => {
    expect(tryAgainMessage(12 * 60)).toBe('Too many attempts. Try again in 12 minutes.');
    expect(tryAgainMessage(11 * 60 + 1)).toBe('Too many attempts. Try again in 12 minutes.');
    expect(tryAgainMessage(5)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tryAgainMessage(0)).toBe('Too many attempts. Try again in 1 minute.');
  });
});
