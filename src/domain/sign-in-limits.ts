const MINUTE_MS = 60_000;
const FIRST_LOCKOUT_MS = MINUTE_MS;
const LONGEST_LOCKOUT_MS = 60 * MINUTE_MS;

/**
 * How long an account stays locked for an address after this many failed sign-ins from it in a row: not at all
 * below the threshold, then a minute, doubling with each further failure up to an hour, so that a person who
 * mistypes waits little and a guesser gets a few tries an hour.
 */
export function lockoutMsAfter(failures: number, failuresBeforeLockout: number): number {
  if (failures < failuresBeforeLockout) return 0;
  return Math.min(FIRST_LOCKOUT_MS * 2 ** (failures - failuresBeforeLockout), LONGEST_LOCKOUT_MS);
}

/** What a refused attempt is told: when to try again, in whole minutes, never "0 minutes". */
export function tryAgainMessage(retryAfterSeconds: number, reason = 'Too many attempts.'): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${reason} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
