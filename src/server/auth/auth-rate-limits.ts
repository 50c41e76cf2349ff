import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { lockoutMsAfter, tryAgainMessage } from '../../domain/sign-in-limits.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database, Tx } from '../db/client.ts';
import { authRateLimits } from '../db/schema.ts';
import { normalizeEmail } from './auth.service.ts';
import { AuthError } from './auth-errors.ts';

export type RateLimitedAction = 'sign_up' | 'recover' | 'resend' | 'verify' | 'find_workspace';

const WINDOW_MS = 60 * 60_000;
/** A run of failed sign-ins to an account is forgotten a day after the last one. */
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 5 * 60_000;
const sendsMail = new Set<RateLimitedAction>(['sign_up', 'recover', 'resend', 'find_workspace']);

export interface AuthRateLimits {
  /** Sign-ups, recoveries, resends and verifications per hour, per address and per e-mail address. */
  limitPerHour: number;
  failuresBeforeLockout: number;
  failuresPerAddressPerHour: number;
}

/** The limits as the server is configured. */
export function authRateLimitsOf(config: Config): AuthRateLimits {
  return {
    limitPerHour: config.AUTH_RATE_LIMIT_PER_HOUR,
    failuresBeforeLockout: config.SIGN_IN_FAILURES_BEFORE_LOCKOUT,
    failuresPerAddressPerHour: config.SIGN_IN_FAILURES_PER_ADDRESS_PER_HOUR,
  };
}

export interface AuthRateLimiter {
  /** Counts one request; throws a 429 once the caller's address or the e-mail address is over the hourly limit. */
  check(action: RateLimitedAction, caller: { ip: string; email?: string | undefined }): Promise<void>;
  /**
   * Runs a password sign-in unless the account is locked for the caller's address or the address has failed too
   * often this hour (a 429 saying when to try again). One that starts no session counts as failed; one that does
   * is not counted, and ends the account's run of failures from that address.
   */
  limitSignIn<T>(caller: { ip: string; email: string }, signIn: () => Promise<T>): Promise<T>;
}

/** A key of bounded length whatever was typed (an index entry has a size limit). */
function digestOf(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

function refuse(now: Date, until: Date, code: 'over_request_rate_limit' | 'over_email_send_rate_limit' = 'over_request_rate_limit'): never {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const reason = code === 'over_email_send_rate_limit' ? 'Too many e-mails to this address.' : undefined;
  throw new AuthError(code, tryAgainMessage(retryAfterSeconds, reason), { retryAfterSeconds });
}

/**
 * Counted in the database so that every server process (WEB_CONCURRENCY, several machines) counts the same
 * requests: fixed hourly windows per address and per e-mail address, and sign-in failures (decision 103).
 */
export function createAuthRateLimiter({ db, limits, clock }: { db: Database; limits: AuthRateLimits; clock: Clock }): AuthRateLimiter {
  let lastSweep = 0;

  async function sweepIfDue(tx: Tx, now: Date): Promise<void> {
    if (now.getTime() - lastSweep <= SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    await tx.delete(authRateLimits).where(lt(authRateLimits.windowEndsAt, now));
  }

  /** Counts the request in each key's window (a new window when the last one is over) and returns the windows, in the keys' order. */
  async function count(keys: string[], now: Date): Promise<{ count: number; windowEndsAt: Date }[]> {
    const windowEndsAt = new Date(now.getTime() + WINDOW_MS);
    const rows = await db.withPlatform(async (tx) => {
      await sweepIfDue(tx, now);
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
        .returning({ key: authRateLimits.key, count: authRateLimits.count, windowEndsAt: authRateLimits.windowEndsAt });
    });
    return keys.map((key) => rows.find((row) => row.key === key) ?? { count: 1, windowEndsAt });
  }

  /**
   * Counts the attempt as a failure before the password is checked, so that guesses sent side by side cannot all
   * pass before the first is counted; the rows are locked in key order, as the success's undoing locks them.
   */
  async function countSignInAttempt(keys: { account: string; address: string }, now: Date): Promise<void> {
    await db.withPlatform(async (tx) => {
      await sweepIfDue(tx, now);
      await tx
        .insert(authRateLimits)
        .values([
          { key: keys.account, count: 0, windowEndsAt: new Date(now.getTime() + FAILURE_MEMORY_MS) },
          { key: keys.address, count: 0, windowEndsAt: new Date(now.getTime() + WINDOW_MS) },
        ])
        .onConflictDoNothing();
      const rows = await tx
        .select()
        .from(authRateLimits)
        .where(inArray(authRateLimits.key, [keys.account, keys.address]))
        .orderBy(authRateLimits.key)
        .for('update');
      const [account, address] = [keys.account, keys.address].map((key) => {
        const row = rows.find((found) => found.key === key);
        return row && row.windowEndsAt > now ? row : { count: 0, windowEndsAt: null, blockedUntil: null };
      });
      const waits = [
        account?.blockedUntil && account.blockedUntil > now ? account.blockedUntil : null,
        address && address.count >= limits.failuresPerAddressPerHour ? address.windowEndsAt : null,
      ].filter((until): until is Date => until !== null);
      if (waits.length > 0) refuse(now, new Date(Math.max(...waits.map((until) => until.getTime()))));
      const failures = (account?.count ?? 0) + 1;
      const lockoutMs = lockoutMsAfter(failures, limits.failuresBeforeLockout);
      await tx
        .update(authRateLimits)
        .set({
          count: failures,
          windowEndsAt: new Date(now.getTime() + FAILURE_MEMORY_MS),
          blockedUntil: lockoutMs > 0 ? new Date(now.getTime() + lockoutMs) : null,
        })
        .where(eq(authRateLimits.key, keys.account));
      await tx
        .update(authRateLimits)
        .set({
          count: (address?.count ?? 0) + 1,
          windowEndsAt: address?.windowEndsAt ?? new Date(now.getTime() + WINDOW_MS),
        })
        .where(eq(authRateLimits.key, keys.address));
    });
  }

  /** A sign-in that started a session was no failure: its count is taken back and the account's run of failures ends. */
  async function uncountSignIn(keys: { account: string; address: string }): Promise<void> {
    await db.withPlatform(async (tx) => {
      await tx.delete(authRateLimits).where(eq(authRateLimits.key, keys.account));
      await tx
        .update(authRateLimits)
        .set({ count: sql`${authRateLimits.count} - 1` })
        .where(and(eq(authRateLimits.key, keys.address), gt(authRateLimits.count, 0)));
    });
  }

  return {
    async check(action, { ip, email }) {
      const keys = [`${action}|ip|${ip}`];
      if (email) keys.push(`${action}|email|${digestOf(normalizeEmail(email))}`);
      const now = clock.now();
      const [byAddress, byEmail] = await count(keys, now);
      if (byAddress && byAddress.count > limits.limitPerHour) refuse(now, byAddress.windowEndsAt);
      if (byEmail && byEmail.count > limits.limitPerHour)
        refuse(now, byEmail.windowEndsAt, sendsMail.has(action) ? 'over_email_send_rate_limit' : 'over_request_rate_limit');
    },

    async limitSignIn({ ip, email }, signIn) {
      const keys = {
        account: `sign_in_failures|account|${digestOf(`${normalizeEmail(email)}|${ip}`)}`,
        address: `sign_in_failures|ip|${ip}`,
      };
      await countSignInAttempt(keys, clock.now());
      const session = await signIn();
      await uncountSignIn(keys);
      return session;
    },
  };
}
