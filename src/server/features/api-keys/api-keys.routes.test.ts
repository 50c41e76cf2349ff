import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { accessTokenFor, buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import { type ApiKeyScope, apiKeyScopes } from '../../../domain/api-keys.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { apiKeys, auditEvents, profiles } from '../../db/schema.ts';
import { API_KEY_REVOKED_CHANNEL } from './api-keys.service.ts';

const KEYS = '/api/settings/api-keys';
const sampleId = '00000000-0000-4000-8000-000000000000';

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  scope: ApiKeyScope | null;
  access: string;
}

/** Every operation of the API document, with the scope it declares for keys (none for most). */
function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as {
    paths: Record<string, Record<string, { 'x-api-key-scope'?: ApiKeyScope; 'x-access': string }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      url: path.replace(/\{[^}]+\}/g, sampleId),
      scope: operation['x-api-key-scope'] ?? null,
      access: operation['x-access'],
    })),
  );
}

describe('API keys', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp({ db });
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
  });
  afterAll(() => app.close());

  async function createKey(org: Org, scopes: readonly ApiKeyScope[], extra: Record<string, unknown> = {}) {
    const response = await call('POST', KEYS, {
      as: org.admin,
      on: org.organization,
      body: { name: 'Zapier', scopes, expiresAt: null, ...extra },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { apiKey: { id: string; prefix: string; lastUsedAt: string | null }; secret: string };
  }

  const headersOf = async (org: Org) => ({ authorization: `Bearer ${await accessTokenFor(org.admin)}` });

  const withKey = (secret: string, org: Org | null, method: Operation['method'], url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${secret}`, ...(org ? { 'x-tenant-subdomain': org.organization.subdomain } : {}) },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  it('lets an org admin make a key shown once, listed by its prefix, and recorded in the audit log without its secret', async () => {
    const { apiKey, secret } = await createKey(acme, ['tickets:read']);
    expect(secret).toMatch(/^tdm_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`${apiKey.prefix}_`)).toBe(true);
    const list = await call('GET', KEYS, { as: acme.admin, on: acme.organization });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json().apiKeys).toContainEqual(
      expect.objectContaining({ id: apiKey.id, prefix: apiKey.prefix, scopes: ['tickets:read'], createdByName: 'Ada Admin' }),
    );
    const stored = await db.withTenantRead({ organizationId: acme.organization.id }, (tx) =>
      tx.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id)),
    );
    expect(stored[0]?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(secret.slice(17));
    const events = await db.withTenantRead({ organizationId: acme.organization.id }, (tx) =>
      tx.select().from(auditEvents).where(eq(auditEvents.targetId, apiKey.id)),
    );
    expect(events.map((event) => event.action)).toEqual(['api_key.created']);
    expect(JSON.stringify(events)).not.toContain(secret.slice(17));
    // Another organization's admin neither sees nor revokes it.
    const theirs = await call('GET', KEYS, { as: globex.admin, on: globex.organization });
    expect(theirs.json().apiKeys.map((key: { id: string }) => key.id)).not.toContain(apiKey.id);
    const revoke = await call('DELETE', `${KEYS}/${apiKey.id}`, { as: globex.admin, on: globex.organization });
    expect(revoke.statusCode).toBe(404);
  });

  it('refuses agents, customers and keys themselves the key settings', async () => {
    for (const member of [acme.agent, acme.bob]) {
      expect((await call('GET', KEYS, { as: member, on: acme.organization })).statusCode).toBe(403);
      expect((await call('POST', KEYS, { as: member, on: acme.organization, body: {} })).statusCode).toBe(403);
    }
    const { secret } = await createKey(acme, apiKeyScopes);
    const byKey = await withKey(secret, acme, 'GET', KEYS);
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().code).toBe('api_key_not_allowed');
  });

  it('refuses a key without a name or scope, with a past expiry, or a scope that does not exist', async () => {
    const bad = [
      { name: '', scopes: ['tickets:read'], expiresAt: null },
      { name: 'x', scopes: [], expiresAt: null },
      { name: 'x', scopes: ['admin'], expiresAt: null },
      { name: 'x', scopes: ['tickets:read'], expiresAt: '2020-01-01T00:00:00Z' },
    ];
    for (const body of bad) {
      const response = await call('POST', KEYS, { as: acme.admin, on: acme.organization, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("acts as its organization only: org A's key reads A's tickets and customers, never B's, and fails on B's address", async () => {
    const { secret } = await createKey(acme, ['tickets:read', 'tickets:write', 'customers']);
    const created = await withKey(secret, acme, 'POST', '/api/tickets', {
      subject: 'Made with a key',
      description: 'From the integration',
      customerId: acme.bob.recordId,
      priority: 'low',
    });
    expect(created.statusCode, created.body).toBe(201);
    const theirTicket = await call('POST', '/api/tickets', {
      as: globex.admin,
      on: globex.organization,
      body: { subject: 'Globex only', description: 'Private', customerId: globex.bob.recordId, priority: 'low' },
    });
    expect(theirTicket.statusCode).toBe(201);

    const tickets = await withKey(secret, acme, 'GET', '/api/tickets');
    expect(tickets.statusCode).toBe(200);
    expect(tickets.body).toContain('Made with a key');
    expect(tickets.body).not.toContain('Globex only');
    expect((await withKey(secret, acme, 'GET', `/api/tickets/${theirTicket.json().id}`)).statusCode).toBe(404);

    const customers = await withKey(secret, acme, 'GET', '/api/customers');
    expect(customers.statusCode).toBe(200);
    expect(customers.body).toContain(acme.bob.email);
    expect(customers.body).not.toContain(globex.bob.email);
    expect((await withKey(secret, acme, 'GET', `/api/customers/${globex.bob.recordId}`)).statusCode).toBe(404);

    // On the other organization's address, or on none, the key is unknown.
    for (const org of [globex, null]) {
      const elsewhere = await withKey(secret, org, 'GET', '/api/tickets');
      expect(elsewhere.statusCode).toBe(401);
      expect(elsewhere.json().code).toBe('api_key_invalid');
    }
  });

  it("on every operation: another organization's address answers 401, a missing scope 403, and an operation keys may not use 403", async () => {
    const operations = operationsOf(app);
    const scoped = operations.filter((operation) => operation.scope);
    expect(scoped.length).toBeGreaterThan(20);
    const all = await createKey(acme, apiKeyScopes);
    for (const operation of scoped) {
      const response = await withKey(all.secret, globex, operation.method, operation.url, {});
      expect(response.statusCode, `${operation.method} ${operation.url}`).toBe(401);
    }
    for (const scope of apiKeyScopes) {
      const others = apiKeyScopes.filter((each) => each !== scope);
      const { secret } = await createKey(acme, others);
      for (const operation of scoped.filter((each) => each.scope === scope)) {
        const response = await withKey(secret, acme, operation.method, operation.url, {});
        expect(response.statusCode, `${operation.method} ${operation.url}`).toBe(403);
        expect(response.json().code).toBe('api_key_scope_missing');
      }
    }
    // Account, profile, settings, audit log, platform administration…: for signed-in people only.
    const unscoped = operations.filter((each) => !each.scope && each.access !== 'public');
    expect(unscoped.map((each) => each.url)).toEqual(expect.arrayContaining(['/api/me', '/api/me/profile', '/api/audit-events', KEYS]));
    for (const operation of unscoped) {
      const response = await withKey(all.secret, acme, operation.method, operation.url, {});
      expect(response.statusCode, `${operation.method} ${operation.url}`).toBe(403);
      expect(response.json().code, `${operation.method} ${operation.url}`).toBe('api_key_not_allowed');
    }
  });

  it('stops a revoked key on its next call, on this server process and on another, and records the revocation', async () => {
    const { apiKey, secret } = await createKey(acme, ['tickets:read']);
    // Another server process on the same database, which has the key in its cache from a call of its own.
    const other = await buildTestApp({ db });
    const onOther = () =>
      other.inject({
        method: 'GET',
        url: '/api/tickets',
        headers: { authorization: `Bearer ${secret}`, 'x-tenant-subdomain': acme.organization.subdomain },
      });
    try {
      expect((await withKey(secret, acme, 'GET', '/api/tickets')).statusCode).toBe(200);
      expect((await onOther()).statusCode).toBe(200);
      // Heard after the other process's listener, which is called first with the same notification.
      let announced!: () => void;
      const isAnnounced = new Promise<void>((resolve) => {
        announced = resolve;
      });
      const stop = await db.listen(API_KEY_REVOKED_CHANNEL, (payload) => payload.endsWith(apiKey.prefix) && announced());
      const revoke = await call('DELETE', `${KEYS}/${apiKey.id}`, { as: acme.admin, on: acme.organization });
      expect(revoke.statusCode).toBe(204);
      const after = await withKey(secret, acme, 'GET', '/api/tickets');
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('api_key_invalid');
      await isAnnounced;
      await stop();
      expect((await onOther()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
    const list = await call('GET', KEYS, { as: acme.admin, on: acme.organization });
    expect(list.json().apiKeys.map((key: { id: string }) => key.id)).not.toContain(apiKey.id);
    const events = await db.withTenantRead({ organizationId: acme.organization.id }, (tx) =>
      tx.select().from(auditEvents).where(eq(auditEvents.targetId, apiKey.id)),
    );
    expect(events.map((event) => event.action).sort()).toEqual(['api_key.created', 'api_key.revoked']);
  });

  it('refuses a key once it expires, a wrong secret, and a key whose creator is no longer an org admin', async () => {
    let now = new Date();
    const timed = await buildTestApp({ db, clock: { now: () => now } });
    const expiring = await createKey(acme, ['tickets:read'], { expiresAt: new Date(now.getTime() + 86_400_000).toISOString() });
    const get = () =>
      timed.inject({
        method: 'GET',
        url: '/api/tickets',
        headers: { authorization: `Bearer ${expiring.secret}`, 'x-tenant-subdomain': acme.organization.subdomain },
      });
    try {
      expect((await get()).statusCode).toBe(200);
      now = new Date(now.getTime() + 2 * 86_400_000);
      expect((await get()).statusCode).toBe(401);
      const listed = await timed.inject({
        method: 'GET',
        url: KEYS,
        headers: { ...(await headersOf(acme)), 'x-tenant-subdomain': acme.organization.subdomain },
      });
      expect(listed.json().apiKeys).toContainEqual(expect.objectContaining({ id: expiring.apiKey.id, isExpired: true }));
    } finally {
      await timed.close();
    }

    const { secret } = await createKey(acme, ['tickets:read']);
    const forged = `${secret.slice(0, 17)}${'A'.repeat(43)}`;
    expect((await withKey(forged, acme, 'GET', '/api/tickets')).statusCode).toBe(401);
    expect((await withKey('tdm_nonsense', acme, 'GET', '/api/tickets')).statusCode).toBe(401);

    const other = await createOrg(db);
    const demoted = await createKey(other, ['tickets:read']);
    await db.withTenant({ organizationId: other.organization.id }, (tx) =>
      tx.update(profiles).set({ role: 'agent' }).where(eq(profiles.id, other.admin.id)),
    );
    // A process that has not the key in its cache reads the creator's role as it is now (the others within seconds).
    const fresh = await buildTestApp({ db });
    const refused = await fresh.inject({
      method: 'GET',
      url: '/api/tickets',
      headers: { authorization: `Bearer ${demoted.secret}`, 'x-tenant-subdomain': other.organization.subdomain },
    });
    await fresh.close();
    expect(refused.statusCode).toBe(401);
  });

  it('notes when and from where a key was last used', async () => {
    const { apiKey, secret } = await createKey(acme, ['tickets:read']);
    expect(apiKey.lastUsedAt).toBeNull();
    await withKey(secret, acme, 'GET', '/api/tickets');
    const list = await call('GET', KEYS, { as: acme.admin, on: acme.organization });
    const listed = list.json().apiKeys.find((key: { id: string }) => key.id === apiKey.id);
    expect(listed.lastUsedAt).not.toBeNull();
    expect(listed.lastUsedFrom).toBe('127.0.0.1');
  });

  it('answers 429 with Retry-After past the per-minute limit of a key, not of another key, and logs each call with the key id only', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const limited = await buildApp({
      config: testConfig({ API_KEY_RATE_LIMIT_PER_MINUTE: '3' }),
      db,
      logger: { level: 'info', stream },
      webRoot: '/nonexistent',
    });
    await limited.ready();
    try {
      const first = await createKey(acme, ['tickets:read']);
      const second = await createKey(acme, ['tickets:read']);
      const get = (secret: string) =>
        limited.inject({
          method: 'GET',
          url: '/api/tickets',
          headers: { authorization: `Bearer ${secret}`, 'x-tenant-subdomain': acme.organization.subdomain },
        });
      for (let i = 0; i < 3; i++) expect((await get(first.secret)).statusCode).toBe(200);
      const over = await get(first.secret);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('rate_limited');
      expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await get(second.secret)).statusCode).toBe(200);
      const logged = lines.filter((line) => line.msg === 'request' && line.apiKeyId === first.apiKey.id);
      expect(logged.map((line) => line.status)).toEqual([200, 200, 200, 429]);
      expect(JSON.stringify(lines)).not.toContain(first.secret.slice(17));
    } finally {
      await limited.close();
    }
  });
});
