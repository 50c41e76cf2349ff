import type { GoTrueClient } from '@supabase/auth-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, createConfirmedUser, platformEmail, startAuthTestServer } from '../../../tests/support/auth.ts';

const PASSWORD = 'Sturdy-pass-1';

describe('sessions through @supabase/auth-js', () => {
  let server: AuthTestServer;

  beforeAll(async () => {
    server = await startAuthTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  async function signedInClient(email: string): Promise<{ client: GoTrueClient; accessToken: string; refreshToken: string }> {
    const client = server.createClient();
    const { data, error } = await client.signInWithPassword({ email, password: PASSWORD });
    if (error || !data.session) throw error ?? new Error('no session');
    return { client, accessToken: data.session.access_token, refreshToken: data.session.refresh_token };
  }

  /** Whether a refresh token still gives a session, asked by a client that has nothing stored. */
  async function canRefresh(refreshToken: string): Promise<boolean> {
    const { error } = await server.createClient().refreshSession({ refresh_token: refreshToken });
    return error === null;
  }

  async function userStatus(accessToken: string): Promise<{ status: number; errorCode?: string }> {
    const response = await fetch(`${server.baseUrl}/auth/v1/user`, { headers: { authorization: `Bearer ${accessToken}` } });
    const body = await response.json();
    return { status: response.status, ...(body.error_code ? { errorCode: body.error_code } : {}) };
  }

  it('issues short-lived ES256 access tokens with the GoTrue claims', async () => {
    const email = platformEmail('claims');
    const user = await createConfirmedUser(server.db, { email, password: PASSWORD });
    const { client, accessToken } = await signedInClient(email);
    const { data } = await client.getSession();

    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ sub: user.id, email, role: 'authenticated', aud: 'authenticated', user_metadata: {} });
    expect(claims.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(server.config.ACCESS_TOKEN_TTL_SECONDS);
    expect(data.session).toMatchObject({
      token_type: 'bearer',
      expires_in: server.config.ACCESS_TOKEN_TTL_SECONDS,
      expires_at: claims.exp,
    });
    expect(data.session?.user.last_sign_in_at).toBeTruthy();
  });

  it('rotates the refresh token; the parent, reused within 10 seconds, gives the current one back', async () => {
    const email = platformEmail('rotate');
    await createConfirmedUser(server.db, { email, password: PASSWORD });
    const { client, accessToken, refreshToken: first } = await signedInClient(email);

    const refreshed = await client.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session?.refresh_token ?? '';
    expect(second).not.toBe(first);
    expect(refreshed.data.session?.access_token).not.toBe(accessToken);

    const retried = await server.createClient().refreshSession({ refresh_token: first });
    expect(retried.error).toBeNull();
    expect(retried.data.session?.refresh_token).toBe(second);

    expect(await canRefresh(second)).toBe(true);
  });

  it('ends the session when an old refresh token comes back after the grace interval', async () => {
    const email = platformEmail('stolen');
    await createConfirmedUser(server.db, { email, password: PASSWORD });
    const { client, refreshToken: first } = await signedInClient(email);
    const { data } = await client.refreshSession();
    const current = data.session?.refresh_token ?? '';
    const currentAccessToken = data.session?.access_token ?? '';

    server.clock.advance(11_000);
    const reuse = await server.createClient().refreshSession({ refresh_token: first });

    expect(reuse.error?.code).toBe('refresh_token_already_used');
    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used');
    expect(await canRefresh(current)).toBe(false);
    expect(await userStatus(currentAccessToken)).toEqual({ status: 403, errorCode: 'session_not_found' });
  });

  it('signs out locally, others, or everywhere', async () => {
    const email = platformEmail('scopes');
    await createConfirmedUser(server.db, { email, password: PASSWORD });
    const laptop = await signedInClient(email);
    const phone = await signedInClient(email);
    const tablet = await signedInClient(email);

    expect((await laptop.client.signOut({ scope: 'local' })).error).toBeNull();
    expect((await laptop.client.getSession()).data.session).toBeNull();
    expect(await canRefresh(laptop.refreshToken)).toBe(false);
    expect(await canRefresh(phone.refreshToken)).toBe(true);
    expect(await canRefresh(tablet.refreshToken)).toBe(true);

    const { data } = await phone.client.refreshSession();
    expect((await phone.client.signOut({ scope: 'others' })).error).toBeNull();
    expect(await canRefresh(data.session?.refresh_token ?? '')).toBe(true);
    expect(await canRefresh(tablet.refreshToken)).toBe(false);

    const desktop = await signedInClient(email);
    expect((await phone.client.signOut()).error).toBeNull();
    expect((await phone.client.getSession()).data.session).toBeNull();
    expect(await canRefresh(desktop.refreshToken)).toBe(false);
    expect(await userStatus(desktop.accessToken)).toEqual({ status: 403, errorCode: 'session_not_found' });
  });

  it('updates user metadata, keeping other keys and removing those set to null', async () => {
    const email = platformEmail('profile');
    await createConfirmedUser(server.db, { email, password: PASSWORD });
    const { client } = await signedInClient(email);

    await client.updateUser({ data: { name: 'Ada Lovelace', role: 'user', organization_id: 'acme' } });
    const { data, error } = await client.updateUser({ data: { has_onboarded: true, organization_id: null } });

    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ name: 'Ada Lovelace', role: 'user', has_onboarded: true });
    expect((await client.getUser()).data.user?.user_metadata).toEqual({ name: 'Ada Lovelace', role: 'user', has_onboarded: true });
    const refreshed = await client.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').user_metadata).toEqual({
      name: 'Ada Lovelace',
      role: 'user',
      has_onboarded: true,
    });
  });

  it('keeps the metadata a user sets, and refuses metadata nested deeper than the database parses with a 400', async () => {
    const email = platformEmail('metadata');
    await createConfirmedUser(server.db, { email, password: PASSWORD });
    const { client, accessToken } = await signedInClient(email);
    const { data, error } = await client.updateUser({ data: { name: 'Maya Chen', preferences: { digest: { hour: 8 } } } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ name: 'Maya Chen', preferences: { digest: { hour: 8 } } });

    // As text: JSON.stringify itself cannot nest that deep.
    const nested = `{"name":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const response = await fetch(`${server.baseUrl}/auth/v1/user`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: `{"data":${nested}}`,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).msg).toContain('data must nest at most 16 levels deep');
    expect(await userStatus(accessToken)).toEqual({ status: 200 });
  });

  it('asks for a valid bearer token on /user', async () => {
    const missing = await fetch(`${server.baseUrl}/auth/v1/user`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error_code: 'no_authorization' });

    expect(await userStatus('not.a.jwt')).toEqual({ status: 403, errorCode: 'bad_jwt' });
  });
});
