import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../app.ts';
import type { Database } from '../db/client.ts';
import { authRateLimits } from '../db/schema.ts';
import { AuthError } from './auth-errors.ts';

export type RateLimitedAction = 'sign_in' | 'sign_up' | 'recover' | 'resend' | 'verify';

const WINDOW_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 5 * 60_000;
const sendsMail = new Set<RateLimitedAction>(['sign_up', 'recover', 'resend']);

export interface AuthRateLimiter {
  /** Counts one request; throws a 429 once the caller's address or the e-mail address is over the hourly limit. */
  check(action: RateLimitedAction, caller: { ip: string; email?: string | undefined }): Promise<void>;
}

/**
 * Fixed hourly windows per IP and per e-mail address, counted in the database so that every server
 * process (WEB_CONCURRENCY, several machines) counts the same requests.
 */
export function createAuthRateLimiter({ db, limitPerHour, clock }: { db: Database; limitPerHour: number; clock: Clock }): AuthRateLimiter {
  let lastSweep = 0;

  /** Counts the request in each key's window (a new window when the last one is over) and returns the counts, in the keys' order. */
  async function count(keys: string[], now: Date): Promise<number[]> {
    const windowEndsAt = new Date(now.getTime() + WINDOW_MS);
    const rows = await db.withPlatform(async (tx) => {
      if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now.getTime();
        await tx.delete(authRateLimits).where(lt(authRateLimits.windowEndsAt, now));
      }
      return tx
        .insert(authRateLimits)
        .values(keys.map((key) => ({ key, count: 1, windowEndsAt })))
        .onConflictDoUpdate({
          target: authRateLimits.key,
          set: {
            count: sql`case when ${authRateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz then 1 else ${authRateLimits.count} + 1 end`,
            windowEndsAt: sql`case when ${authRateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz then excluded.window_ends_at else ${authRateLimits.windowEndsAt} end`,
          },
        })
        .returning({ key: authRateLimits.key, count: authRateLimits.count });
    });
    return keys.map((key) => rows.find((row) => row.key === key)?.count ?? 1);
  }

  return {
    async check(action, { ip, email }) {
      const keys = [`${action}|ip|${ip}`];
      // The address as a digest: a key of bounded length whatever was typed (an index entry has a size limit).
      if (email) keys.push(`${action}|email|${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`);
      const [byAddress = 0, byEmail = 0] = await count(keys, clock.now());
      if (byAddress > limitPerHour) throw new AuthError('over_request_rate_limit');
      if (byEmail > limitPerHour) throw new AuthError(sendsMail.has(action) ? 'over_email_send_rate_limit' : 'over_request_rate_limit');
    },
  };
}
