import { describe, expect, it } from 'vitest';
import { readResetLink } from './reset-link.ts';

describe('readResetLink', () => {
  it('takes the token hash the e-mailed link carries', () => {
    expect(readResetLink('?subdomain=acme&token_hash=Zm9v_bar-1&type=recovery', '')).toEqual({
      kind: 'tokenHash',
      tokenHash: 'Zm9v_bar-1',
    });
  });

  it('takes the code the auth service redirects with', () => {
    expect(readResetLink('?subdomain=acme&code=abc123', '')).toEqual({ kind: 'code', code: 'abc123' });
  });

  it('takes recovery tokens from the query or the fragment', () => {
    const tokens = { kind: 'tokens', accessToken: 'a.b.c', refreshToken: 'r1' };
    expect(readResetLink('?access_token=a.b.c&refresh_token=r1&type=recovery', '')).toEqual(tokens);
    expect(readResetLink('', '#access_token=a.b.c&refresh_token=r1&expires_in=3600&type=recovery')).toEqual(tokens);
  });

  it('wants type=recovery with the tokens', () => {
    expect(readResetLink('?access_token=a.b.c&refresh_token=r1&type=signup', '')).toEqual({ kind: 'missing' });
    expect(readResetLink('?access_token=a.b.c&type=recovery', '')).toEqual({ kind: 'missing' });
  });

  it('recognizes an expired or used link by its error', () => {
    expect(readResetLink('?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid', '')).toEqual({
      kind: 'refused',
    });
    expect(readResetLink('', '#error=access_denied')).toEqual({ kind: 'refused' });
  });

  it('finds nothing on a bare address', () => {
    expect(readResetLink('?subdomain=acme', '')).toEqual({ kind: 'missing' });
  });
});
