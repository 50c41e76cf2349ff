/** What the address of the reset-password page carries from the e-mailed link. */
export type ResetLink =
  | { kind: 'tokenHash'; tokenHash: string }
  | { kind: 'code'; code: string }
  | { kind: 'tokens'; accessToken: string; refreshToken: string }
  | { kind: 'refused' }
  | { kind: 'missing' };

/**
 * Reads the link from the query and the fragment: the token hash the e-mail carries (docs/decisions/062),
 * a PKCE code (the auth service's redirect), or tokens with type=recovery; an error there means the link
 * was expired, used or wrong.
 */
export function readResetLink(search: string, hash: string): ResetLink {
  const parameters = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(hash.replace(/^#/, ''))) parameters.set(key, value);
  if (parameters.has('error') || parameters.has('error_code')) return { kind: 'refused' };
  const tokenHash = parameters.get('token_hash');
  if (tokenHash) return { kind: 'tokenHash', tokenHash };
  const code = parameters.get('code');
  if (code) return { kind: 'code', code };
  const accessToken = parameters.get('access_token');
  const refreshToken = parameters.get('refresh_token');
  if (accessToken && refreshToken && parameters.get('type') === 'recovery') return { kind: 'tokens', accessToken, refreshToken };
  return { kind: 'missing' };
}
