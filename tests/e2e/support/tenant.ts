import { type APIRequestContext, type Browser, test as base, type Page } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '../../../src/web/session/auth-storage.ts';
import type { TestMember, TestOrganization } from '../../support/factories.ts';
import { type ApiSession, apiHeadersFor, DEMO_PASSWORD, signInThroughApi } from './api-session.ts';

type StorageState = Exclude<Parameters<Browser['newContext']>[0], undefined>['storageState'];

/** A browser's storage holding nothing: for a new context in a test, which starts with the storage of the test's page otherwise. */
export const signedOut: StorageState = { cookies: [], origins: [] };

/** A browser's storage holding a session where the web app's auth client keeps it, on each of these origins. */
export function signedInStorage(session: ApiSession, origins: string[]): StorageState {
  const localStorage = [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(session) }];
  return { cookies: [], origins: origins.map((origin) => ({ origin, localStorage })) };
}

/** A test's own organization, on its own host, with one member of each role. */
export interface Tenant {
  organization: TestOrganization;
  /** The organization's host, e.g. http://org-1a2b3c4d.localhost:3210. */
  origin: string;
  admin: TestMember;
  agent: TestMember;
  customer: TestMember;
  /** API calls to the server, for the test's own (give headersFor's headers). */
  request: APIRequestContext;
  /** An address on the organization's host. */
  url(path: string): string;
  /** An address on the main host (localhost) carrying the organization's subdomain parameter. */
  urlByParameter(path: string): string;
  /** What the member's browser keeps once signed in: the session the auth service answers, where the web app's auth client keeps it. */
  storageStateOf(member: TestMember): Promise<StorageState>;
  /** Headers for API calls on the organization as the member, signed in through /auth/v1/token. */
  headersFor(member: TestMember): Promise<Record<string, string>>;
  /** A ticket opened by the admin through the API, for a walk-in customer unless another is given. */
  createTicket(ticket: { subject: string; priority?: string; customerName?: string; customerId?: string }): Promise<{ id: string }>;
  /** A page of a browser of the member's own, signed in, on nothing yet. */
  newPageAs(member: TestMember): Promise<Page>;
}

export type TenantRole = 'admin' | 'agent' | 'customer';

const memberNames: Record<TenantRole, { role: TestMember['role']; name: string }> = {
  admin: { role: 'org_admin', name: 'Alice Admin' },
  agent: { role: 'agent', name: 'Andy Agent' },
  customer: { role: 'user', name: 'Carla Customer' },
};

/**
 * Each test gets its own organization (made by the end-to-end server's /test/tenants, decision 140), and its
 * `page` is signed in as `signedInAs` (the admin unless a file says otherwise): the session the auth service
 * answers is in the browser's storage, so the first page opens signed in.
 */
export const test = base.extend<{ tenant: Tenant; signedInAs: TenantRole | null }>({
  signedInAs: ['admin', { option: true }],
  // Its own request context: the `request` fixture takes the storage state, which is this tenant's.
  tenant: async ({ playwright, browser, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const response = await request.post('/test/tenants', {
      data: { organizationName: 'Acme Field Services', password: DEMO_PASSWORD, members: Object.values(memberNames) },
    });
    if (response.status() !== 201) throw new Error(`no tenant: ${response.status()} ${await response.text()}`);
    const { organization, members } = (await response.json()) as { organization: TestOrganization; members: TestMember[] };
    const [admin, agent, customer] = members as [TestMember, TestMember, TestMember];
    const origin = `http://${organization.subdomain}.localhost:${new URL(baseURL ?? '').port}`;
    const contexts: Awaited<ReturnType<Browser['newContext']>>[] = [];
    const tenant: Tenant = {
      organization,
      origin,
      request,
      admin,
      agent,
      customer,
      url: (path) => `${origin}${path}`,
      urlByParameter: (path) => `${baseURL}${path}${path.includes('?') ? '&' : '?'}subdomain=${organization.subdomain}`,
      async storageStateOf(member) {
        const session = await signInThroughApi(request, { email: member.email, subdomain: organization.subdomain });
        // The organization's host, and the main host for the pages that carry the subdomain parameter.
        return signedInStorage(session, [origin, baseURL ?? '']);
      },
      headersFor: (member) => apiHeadersFor(request, { email: member.email, subdomain: organization.subdomain }),
      async createTicket(ticket) {
        const response = await request.post('/api/tickets', {
          headers: await tenant.headersFor(admin),
          data: { description: `Reported: ${ticket.subject}`, customerName: 'Walk-in customer', priority: 'medium', ...ticket },
        });
        if (response.status() !== 201) throw new Error(`no ticket: ${response.status()} ${await response.text()}`);
        return (await response.json()) as { id: string };
      },
      async newPageAs(member) {
        const context = await browser.newContext({ storageState: await tenant.storageStateOf(member) });
        contexts.push(context);
        return context.newPage();
      },
    };
    await use(tenant);
    for (const context of contexts) await context.close();
    await request.dispose();
  },
  storageState: async ({ tenant, signedInAs }, use) => {
    await use(signedInAs ? await tenant.storageStateOf(tenant[signedInAs]) : undefined);
  },
});

export { expect } from '@playwright/test';
