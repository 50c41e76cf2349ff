import { type APIRequestContext, expect } from '@playwright/test';

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
