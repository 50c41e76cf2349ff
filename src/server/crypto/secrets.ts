import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { encryptionKeys } from '../db/schema.ts';

/** Where a secret's key comes from: SECRETS_KEY, or the key kept in the database when it is unset (decision 110). */
type KeySource = 'config' | 'database';

const DATABASE_KEY_NAME = 'secrets';
const VERSION = 'v1';

/** The key made on first use and kept in the database: read, or made by whichever process comes first. */
async function databaseKey(db: Database): Promise<Buffer> {
  return db.withPlatform(async (tx) => {
    await tx
      .insert(encryptionKeys)
      .values({ name: DATABASE_KEY_NAME, key: randomBytes(32) })
      .onConflictDoNothing();
    const [row] = await tx.select({ key: encryptionKeys.key }).from(encryptionKeys).where(eq(encryptionKeys.name, DATABASE_KEY_NAME));
    if (!row) throw new Error('the encryption key was not stored');
    return Buffer.from(row.key);
  });
}

async function keyOf(db: Database, config: Config, source: KeySource): Promise<Buffer> {
  if (source === 'database') return databaseKey(db);
  if (!config.SECRETS_KEY) throw new SecretUnreadableError('it was encrypted with SECRETS_KEY, which this server is not given');
  return Buffer.from(config.SECRETS_KEY, 'hex');
}

export class SecretUnreadableError extends Error {
  constructor(reason: string) {
    super(`The stored password cannot be read (${reason}): enter it again.`);
    this.name = 'SecretUnreadableError';
  }
}

/**
 * AES-256-GCM with the organization's id as associated data: a secret copied into another organization's row
 * does not decrypt. Stored as `v1.{source}.{iv}.{tag}.{ciphertext}`, base64url.
 */
export async function encryptSecret(db: Database, config: Config, organizationId: string, secret: string): Promise<string> {
  const source: KeySource = config.SECRETS_KEY ? 'config' : 'database';
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db, config, source), iv);
  cipher.setAAD(Buffer.from(organizationId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, source, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export async function decryptSecret(db: Database, config: Config, organizationId: string, stored: string): Promise<string> {
  const [version, source, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || (source !== 'config' && source !== 'database') || !iv || !tag || ciphertext === undefined) {
    throw new SecretUnreadableError('it is not in a form this server knows');
  }
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db, config, source), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(organizationId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  try {
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadableError(
      source === 'config' ? 'SECRETS_KEY has changed since it was saved' : 'the key it was saved with is gone',
    );
  }
}
