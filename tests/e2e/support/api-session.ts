import { type APIRequestContext, expect } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';

/** Signs a demo account in through the auth service, as the web app does, and answers headers for API calls on the organization. */
export async function apiHeadersFor(
  request: APIRequestContext,
  options: { email: string; subdomain: string; password?: string },
): Promise<Record<string, string>> {
  const tenant = { 'x-tenant-subdomain': options.subdomain };
  const response = await request.post('/auth/v1/token?grant_type=password', {
    headers: tenant,
    data: { email: options.email, password: options.password ?? DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { access_token: accessToken } = (await response.json()) as { access_token: string };
  return { ...tenant, authorization: `Bearer ${accessToken}` };
}
