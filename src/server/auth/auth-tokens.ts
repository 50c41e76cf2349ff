import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens, e-mailed link tokens, PKCE auth codes. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The six-digit code e-mailed beside a link. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Secrets are stored only as this digest. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A code is short, so its digest is bound to the user it was sent to. */
export function codeHash(userId: string, code: string): string {
  return sha256(`${userId}:${code}`);
}

/** Derives the deployment's refresh-token secret from its private signing key. */
export function refreshTokenSecret(privateKeyD: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(privateKeyD, 'base64url'), '', 'tandem refresh-token rotation', 32));
}

/**
 * The token that replaces `parent` on rotation. Derived rather than random so that a client
 * retrying with the parent within the grace interval can be given the very same current token
 * while only digests are stored; without the server's secret, no later token can be computed.
 */
export function childRefreshToken(secret: Buffer, parent: string): string {
  return createHmac('sha256', secret).update(parent).digest('base64url');
}

export type CodeChallengeMethod = 's256' | 'plain';

/** RFC 7636: the verifier must hash (s256) or be equal (plain) to the challenge given at the start of the flow. */
export function isCodeVerifierValid(method: CodeChallengeMethod, challenge: string, verifier: string): boolean {
  const expected = method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
