import type { Clock } from '../app.ts';
import { AuthError } from './auth-errors.ts';

export type RateLimitedAction = 'sign_in' | 'sign_up' | 'recover' | 'resend' | 'verify';

const WINDOW_MS = 60 * 60_000;
const SWEEP_ABOVE_KEYS = 10_000;
const sendsMail = new Set<RateLimitedAction>(['sign_up', 'recover', 'resend']);

export interface AuthRateLimiter {
  /** Counts one request; throws a 429 once the caller's address or the e-mail address is over the hourly limit. */
  check(action: RateLimitedAction, caller: { ip: string; email?: string | undefined }): void;
}

/** Fixed hourly windows kept in this process's memory, per IP and per e-mail address. */
export function createAuthRateLimiter({ limitPerHour, clock }: { limitPerHour: number; clock: Clock }): AuthRateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();

  function isWithinLimit(key: string, now: number): boolean {
    if (windows.size > SWEEP_ABOVE_KEYS) {
      for (const [stale, window] of windows) if (window.endsAt <= now) windows.delete(stale);
    }
    const window = windows.get(key);
    if (!window || window.endsAt <= now) {
      windows.set(key, { count: 1, endsAt: now + WINDOW_MS });
      return true;
    }
    window.count += 1;
    return window.count <= limitPerHour;
  }

  return {
    check(action, { ip, email }) {
      const now = clock.now().getTime();
      if (!isWithinLimit(`${action}|ip|${ip}`, now)) throw new AuthError('over_request_rate_limit');
      if (email && !isWithinLimit(`${action}|email|${email.trim().toLowerCase()}`, now)) {
        throw new AuthError(sendsMail.has(action) ? 'over_email_send_rate_limit' : 'over_request_rate_limit');
      }
    },
  };
}
