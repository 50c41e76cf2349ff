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
} as const;
