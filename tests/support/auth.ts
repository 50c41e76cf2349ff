import type { AddressInfo } from 'node:net';
import { GoTrueClient, type SupportedStorage } from '@supabase/auth-js';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import type { Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { TENANT_HEADER } from '../../src/server/http/tenancy.ts';
import { createTestClock, type TestClock } from './clock.ts';
import { openTestMailbox, type TestMailbox } from './mail.ts';
import { buildTestApp, testConfig, testDatabase, uniqueName, unlimitedAuthSettings } from './server.ts';

export interface AuthTestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  clock: TestClock;
  mailbox: TestMailbox;
  /** Where the app listens, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  /**
   * A GoTrueClient as the web app configures it (PKCE), with its own in-memory storage; with a subdomain,
   * it carries the organization as the web app does on the main domain.
   */
  createClient(options?: { subdomain?: string }): GoTrueClient;
  /** An e-mailed link (made for PUBLIC_URL) pointed at the listening app. */
  localLink(link: string): string;
  /** Opens an e-mailed link as a browser would, without following its redirect: the redirect's address. */
  follow(link: string): Promise<URL>;
  close(): Promise<void>;
}

function memoryStorage(): SupportedStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * The app on a real port, for the unmodified @supabase/auth-js client, with a movable clock and the dev mailbox; on
 * the worker's shared database unless another is given.
 */
export async function startAuthTestServer(
  overrides: Record<string, string> = {},
  options: { db?: Database } = {},
): Promise<AuthTestServer> {
  const db = options.db ?? (await testDatabase());
  // Every test signs in from 127.0.0.1: only the rate-limit tests run with low limits.
  const config = testConfig({ ...unlimitedAuthSettings, ...overrides });
  const clock = createTestClock();
  const app = await buildTestApp({ db, config, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const mailbox = openTestMailbox({ db, config });
  const localLink = (link: string) => {
    if (!link.startsWith(config.publicUrl)) throw new Error(`${link} is not a link to ${config.publicUrl}`);
    return baseUrl + link.slice(config.publicUrl.length);
  };
  return {
    app,
    db,
    config,
    clock,
    mailbox,
    baseUrl,
    createClient: (options = {}) =>
      new GoTrueClient({
        url: `${baseUrl}/auth/v1`,
        flowType: 'pkce',
        storage: memoryStorage(),
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        // The web app uses GoTrue's recovery-code API too (decision 180).
        experimental: { recoveryCodes: true },
        headers: {
          'X-Client-Info': 'tandem-tests',
          ...(options.subdomain ? { [TENANT_HEADER]: options.subdomain } : {}),
        },
      }),
    localLink,
    follow: async (link) => {
      const response = await fetch(localLink(link), { redirect: 'manual' });
      if (response.status !== 303) throw new Error(`${link} answered ${response.status}, not a redirect`);
      return new URL(response.headers.get('location') ?? '');
    },
    close: async () => {
      await mailbox.stop();
      await app.close();
    },
  };
}

/** A confirmation or recovery link as e-mailed: the page it opens (without the token) and the token that page verifies. */
export function readMailedLink(link: string): { page: URL; tokenHash: string; type: string | null } {
  const page = new URL(link);
  const tokenHash = page.searchParams.get('token_hash') ?? '';
  const type = page.searchParams.get('type');
  page.searchParams.delete('token_hash');
  page.searchParams.delete('type');
  return { page, tokenHash, type };
}

export function uniqueEmail(prefix = 'person'): string {
  return `${uniqueName(prefix)}@example.test`;
}

/** An address on the platform's own domain: the only ones that may sign in on the main domain. */
export function platformEmail(prefix = 'person', config: Config = testConfig()): string {
  return `${uniqueName(prefix)}@${config.PLATFORM_EMAIL_DOMAIN}`;
}

/** An account that has already confirmed its address, as one created through sign-up would be. */
export async function createConfirmedUser(
  db: Database,
  options: { email?: string; password: string },
): Promise<{ id: string; email: string }> {
  const email = options.email ?? uniqueEmail();
  const passwordHash = await hashPassword(options.password);
  const [row] = await db.withPlatform((tx) =>
    tx
      .insert(users)
      .values({ email, encryptedPassword: passwordHash, emailConfirmedAt: new Date() })
      .returning({ id: users.id, email: users.email }),
  );
  if (!row) throw new Error('user not created');
  return row;
}
