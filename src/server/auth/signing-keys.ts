import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client.ts';
import { authSigningKeys } from '../db/schema.ts';

const ALGORITHM = 'ES256';
/** Tokens whose signature was checked, kept until they expire: a signed-in tab sends the same token with every call. */
const MAX_VERIFIED_TOKENS = 10_000;

/** Claims of an access token, in the shape Supabase clients read. */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  email: string;
  role: 'authenticated';
  aud: 'authenticated';
  session_id: string;
  /** aal2 once the session verified a second factor (decision 180). */
  aal: 'aal1' | 'aal2';
  amr: { method: string; timestamp: number }[];
  /** Present on an aal1 token of a person with an authenticator: the API refuses it until the code is entered. */
  needs_aal2?: true;
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
}

export interface SigningKeys {
  sign(
    claims: Omit<AccessTokenClaims, 'role' | 'aud' | 'aal' | 'amr'> & Partial<Pick<AccessTokenClaims, 'aal' | 'amr'>>,
    ttlSeconds: number,
  ): Promise<string>;
  /** Verifies signature, expiry and audience; rejects on any failure. */
  verify(token: string): Promise<AccessTokenClaims>;
  jwks(): { keys: JWK[] };
}

/**
 * Loads the deployment's ES256 key from the database, creating it on first start, so that
 * every server process on one database signs and verifies with the same key.
 */
export async function loadSigningKeys(db: Database, issuer: string): Promise<SigningKeys> {
  const existing = await db.withPlatform((tx) => tx.select().from(authSigningKeys).orderBy(asc(authSigningKeys.createdAt)).limit(1));
  let row = existing[0];
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
    const kid = randomUUID();
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALGORITHM, use: 'sig' };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: 'sig' };
    await db.withPlatform((tx) => tx.insert(authSigningKeys).values({ kid, privateJwk, publicJwk }).onConflictDoNothing());
    const created = await db.withPlatform((tx) => tx.select().from(authSigningKeys).orderBy(asc(authSigningKeys.createdAt)).limit(1));
    row = created[0];
  }
  if (!row) throw new Error('No signing key could be created');
  const kid = row.kid;
  const privateKey = await importJWK(row.privateJwk as JWK, ALGORITHM);
  const publicJwk = row.publicJwk as JWK;
  const publicKey = await importJWK(publicJwk, ALGORITHM);
  const verified = new Map<string, AccessTokenClaims>();

  return {
    sign: (claims, ttlSeconds) =>
      new SignJWT({ aal: 'aal1', amr: [], ...claims, role: 'authenticated', aud: 'authenticated' })
        .setProtectedHeader({ alg: ALGORITHM, kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(privateKey),
    verify: async (token) => {
      const known = verified.get(token);
      if (known && (known.exp ?? 0) * 1000 > Date.now()) return known;
      const { payload } = await jwtVerify(token, publicKey, { issuer, audience: 'authenticated', algorithms: [ALGORITHM] });
      if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
      verified.set(token, payload as AccessTokenClaims);
      return payload as AccessTokenClaims;
    },
    jwks: () => ({ keys: [publicJwk] }),
  };
}
