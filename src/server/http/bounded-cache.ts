/**
 * A map whose entries expire, holding at most `maxEntries`: a new key pushes out the oldest, so keys
 * chosen by callers (host names, say) cannot grow it without bound.
 */
export function createBoundedCache<Value>(maxEntries: number) {
  const entries = new Map<string, { value: Value; expiresAt: number }>();
  return {
    /** The live entry, wrapped so that a cached null is told from a miss. */
    get(key: string): { value: Value } | undefined {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now()) return { value: entry.value };
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: Value, ttlMs: number): void {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
    delete(key: string): void {
      entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
