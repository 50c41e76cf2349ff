import { type APIRequestContext, expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { TestMember } from '../../support/factories.ts';

export const DEMO_PASSWORD = 'Demo1234!';

/** A session as the auth service answers it and the web app's auth client keeps it. */
export interface ApiSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

/** Signs an account in through the auth service, as the web app does: on an organization, or on the main domain without one. */
export async function signInThroughApi(
  request: APIRequestContext,
  options: { email: string; subdomain?: string; password?: string },
): Promise<ApiSession> {
  const response = await request.post('/auth/v1/token?grant_type=password', {
    headers: options.subdomain ? { 'x-tenant-subdomain': options.subdomain } : {},
    data: { email: options.email, password: options.password ?? DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiSession;
}

/** Signs an account in through the auth service, as the web app does, and answers headers for API calls on the organization. */
export async function apiHeadersFor(
  request: APIRequestContext,
  options: { email: string; subdomain: string; password?: string },
): Promise<Record<string, string>> {
  const session = await signInThroughApi(request, options);
  return { 'x-tenant-subdomain': options.subdomain, authorization: `Bearer ${session.access_token}` };
}

/** What an authenticator app shows for this secret `stepsAhead` 30-second steps from now. */
export function authenticatorCode(secret: string, stepsAhead = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });
}

/** A test's own super admin of the platform, with no authenticator app yet. */
export async function createSuperAdmin(request: APIRequestContext, name = 'Sam Super'): Promise<TestMember> {
  const response = await request.post('/test/super-admins', { data: { name, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TestMember;
}

/**
 * A super admin of the test's own with an authenticator app, signed in with both factors through GoTrue's MFA API
 * as the web app is (super admins cannot work without one): the session, and the app's secret.
 */
export async function signInSuperAdmin(request: APIRequestContext): Promise<{ member: TestMember; session: ApiSession; secret: string }> {
  const member = await createSuperAdmin(request);
  const first = await signInThroughApi(request, { email: member.email });
  const headers = { authorization: `Bearer ${first.access_token}` };
  const enrolled = await request.post('/auth/v1/factors', { headers, data: { factor_type: 'totp', friendly_name: 'Authenticator app' } });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  const factor = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const challenge = await request.post(`/auth/v1/factors/${factor.id}/challenge`, { headers, data: {} });
  expect(challenge.status(), await challenge.text()).toBe(200);
  const verified = await request.post(`/auth/v1/factors/${factor.id}/verify`, {
    headers,
    data: { challenge_id: ((await challenge.json()) as { id: string }).id, code: authenticatorCode(factor.totp.secret) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { member, session: (await verified.json()) as ApiSession, secret: factor.totp.secret };
}
