import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended floor: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Constant-time verification; a malformed stored hash counts as a mismatch. */
export function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) return Promise.resolve(false);
  return verify(storedHash, password).catch(() => false);
}
