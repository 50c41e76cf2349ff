import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { shouldRetryQuery } from './query-client.ts';

const refusal = (status: number) => new ApiError(new Response(null, { status }), { code: 'x', message: 'No' }, 'fallback');

describe('retrying a failed load', () => {
  it('never retries a refusal: an unknown ticket says so at once', () => {
    expect(shouldRetryQuery(0, refusal(404))).toBe(false);
    expect(shouldRetryQuery(0, refusal(403))).toBe(false);
  });

  it('retries a server or network failure once', () => {
    expect(shouldRetryQuery(0, refusal(503))).toBe(true);
    expect(shouldRetryQuery(1, refusal(503))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});
