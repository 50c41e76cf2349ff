/** The first value `pick` finds on a database error or the errors it wraps (Drizzle wraps the driver's). */
function findInCauses<T>(error: unknown, pick: (candidate: { code?: unknown; constraint?: unknown }) => T | undefined): T | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const found = pick(current as { code?: unknown; constraint?: unknown });
    if (found !== undefined) return found;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, looking through Drizzle's wrapper; undefined for any other error. */
export function sqlStateOf(error: unknown): string | undefined {
  return findInCauses(error, ({ code }) => (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined));
}

/** The constraint (e.g. a unique index) a database error names, on both engines. */
export function constraintOf(error: unknown): string | undefined {
  return findInCauses(error, ({ constraint }) => (typeof constraint === 'string' ? constraint : undefined));
}

export const sqlStates = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  insufficientPrivilege: '42501',
  checkViolation: '23514',
} as const;

/** SQLSTATE classes and codes of a database that cannot serve now: connection lost, shutting down, cancelled by statement_timeout, out of connections. */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|57014|53...)$/;
/** The driver's own words for a connection lost or never made (node-postgres gives these no code). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|connection is closed|PGlite is closed/i;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/** Whether an error means the database could not be reached or answer in time, rather than that it refused the request. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state) return UNAVAILABLE_STATES.test(state);
  return (
    findInCauses(error, (candidate) => {
      const { code, message } = candidate as { code?: unknown; message?: unknown };
      if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
      return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message) ? true : undefined;
    }) === true
  );
}
