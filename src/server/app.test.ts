import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../tests/support/factories.ts';
import { renderBuild } from '../../tests/support/render-build.ts';
import { accessTokenFor, buildTestApp, testConfig, testDatabase, testDatabaseUrl, uniqueName } from '../../tests/support/server.ts';
import type { Access } from '../domain/roles.ts';
import { themeDefaults } from '../domain/theme-settings.ts';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { openDatabase } from './db/client.ts';
import { updateThemeSettings } from './features/theme-settings/theme-settings.service.ts';
import { startPageRenderer } from './web/page-renderer.ts';

const probedAccess: Access[] = [
  'authenticated',
  'customer',
  'staff',
  'org_admin',
  'super_admin',
  'staff_or_super_admin',
  'org_admin_or_super_admin',
];

/** The real app with one probe route per access level and one with a validated body. */
async function buildProbeApp(): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(), db: await testDatabase(), logger: false, webRoot: '/nonexistent' });
  for (const access of probedAccess) {
    app.get(`/api/probe/${access}`, { config: { access } }, async (request) => ({ userId: request.caller?.userId ?? null }));
  }
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/probe/validated',
    {
      config: { access: 'public' },
      schema: { body: z.object({ email: z.email(), count: z.number().int().min(1) }) },
    },
    async (request) => request.body,
  );
  await app.ready();
  return app;
}

describe('health', () => {
  it('answers 200 with the engine in use and a reachable database', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const engine = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
    expect(response.json()).toEqual({ status: 'ok', database: { engine, isReachable: true } });
    await app.close();
  });

  it('answers 503 when the database is not reachable', async () => {
    const db = await openDatabase({ databaseUrl: await testDatabaseUrl(), dataDir: 'memory://' });
    const app = await buildTestApp({ db });
    await db.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: { isReachable: false } });
    await app.close();
  });
});

describe('access control', () => {
  let app: FastifyInstance;
  let acme: TestOrganization;
  let globex: TestOrganization;
  const members = {} as Record<'customer' | 'agent' | 'admin' | 'superAdmin' | 'globexAgent', TestMember & { token: string }>;

  beforeAll(async () => {
    app = await buildProbeApp();
    const db = await testDatabase();
    acme = await createOrganization(db);
    globex = await createOrganization(db);
    const make = async (organization: TestOrganization, role: TestMember['role']) => {
      const member = await createMember(db, organization, role);
      return { ...member, token: await accessTokenFor(member) };
    };
    members.customer = await make(acme, 'user');
    members.agent = await make(acme, 'agent');
    members.admin = await make(acme, 'org_admin');
    members.superAdmin = await make(globex, 'super_admin');
    members.globexAgent = await make(globex, 'agent');
  });
  afterAll(() => app.close());

  const call = (path: string, token?: string, subdomain?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/probe/${path}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(subdomain ? { 'x-tenant-subdomain': subdomain } : {}) },
    });

  it('refuses to register a route that does not declare who may call it', async () => {
    const fresh = await buildApp({ config: testConfig(), db: await testDatabase(), logger: false, webRoot: '/nonexistent' });
    expect(() => fresh.get('/api/undeclared', async () => 'open')).toThrow('does not declare its access');
    await fresh.close();
  });

  it('answers 401 without a valid access token', async () => {
    for (const access of probedAccess) {
      const missing = await call(access, undefined, acme.subdomain);
      expect(missing.statusCode, access).toBe(401);
      expect(missing.json()).toEqual({ code: 'unauthenticated', message: 'Please sign in to continue.' });
      const forged = await call(access, `${members.agent.token.slice(0, -4)}AAAA`, acme.subdomain);
      expect(forged.statusCode, access).toBe(401);
    }
  });

  it('sends the security headers with every answer, refusals included', async () => {
    const answers = [
      await call('staff', members.agent.token, acme.subdomain),
      await call('staff', undefined, acme.subdomain),
      // Refused as bad input by the first hooks, before any route's own.
      await call('staff?note=%00', members.agent.token, acme.subdomain),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 400]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
          "img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';" +
          "style-src 'self' 'unsafe-inline';connect-src 'self' ws: wss:",
      );
      expect(answer.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });

  it('lets each role reach only the routes declared for it, in its own organization', async () => {
    const allowed = {
      customer: ['authenticated', 'customer'],
      agent: ['authenticated', 'staff', 'staff_or_super_admin'],
      admin: ['authenticated', 'staff', 'org_admin', 'staff_or_super_admin', 'org_admin_or_super_admin'],
    } as const;
    for (const [who, paths] of Object.entries(allowed) as [keyof typeof allowed, readonly Access[]][]) {
      for (const access of probedAccess) {
        const response = await call(access, members[who].token, acme.subdomain);
        expect(response.statusCode, `${who} -> ${access}`).toBe(paths.includes(access) ? 200 : 403);
      }
    }
  });

  it('refuses a member of another organization, even with the right role', async () => {
    const response = await call('staff', members.globexAgent.token, acme.subdomain);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });

  it('lets only a super admin reach super admin routes, on the main domain', async () => {
    expect((await call('super_admin', members.superAdmin.token)).statusCode).toBe(200);
    expect((await call('super_admin', members.admin.token)).statusCode).toBe(403);
  });

  it('lets a super admin reach the staff and org admin routes they also use on the main domain, acting for their own organization', async () => {
    for (const access of ['staff_or_super_admin', 'org_admin_or_super_admin']) {
      const onMainDomain = await call(access, members.superAdmin.token);
      expect(onMainDomain.statusCode, access).toBe(200);
      expect(onMainDomain.json()).toEqual({ userId: members.superAdmin.id });
      // Not on another organization's host: they are no member of it.
      expect((await call(access, members.superAdmin.token, acme.subdomain)).statusCode, access).toBe(403);
      // Nor anyone else on the main domain, whose address names no organization.
      const agent = await call(access, members.agent.token);
      expect(agent.statusCode, access).toBe(404);
      expect(agent.json().code).toBe('organization_not_found');
    }
  });

  it('answers 404 for a subdomain that is unknown, unapproved or inactive', async () => {
    const db = await testDatabase();
    const hidden = await createOrganization(db, { isActive: false });
    const pending = await createOrganization(db, { isApproved: false });
    for (const subdomain of [uniqueName('missing'), hidden.subdomain, pending.subdomain]) {
      const response = await call('staff', members.agent.token, subdomain);
      expect(response.statusCode, subdomain).toBe(404);
      expect(response.json().code).toBe('organization_not_found');
    }
  });
});

describe('tenancy by host', () => {
  it('resolves {sub}.localhost, the subdomain parameter and a verified custom domain', async () => {
    const db = await testDatabase();
    const domain = `${uniqueName('help')}.example.com`;
    const organization = await createOrganization(db, { domain });
    const app = await buildTestApp();
    const byHost = await app.inject({
      method: 'GET',
      url: '/api/organization',
      headers: { host: `${organization.subdomain}.localhost:3000` },
    });
    const byParameter = await app.inject({ method: 'GET', url: `/api/organization?subdomain=${organization.subdomain}` });
    const byDomain = await app.inject({ method: 'GET', url: '/api/organization', headers: { host: domain } });
    for (const response of [byHost, byParameter, byDomain]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: organization.id,
        name: organization.name,
        subdomain: organization.subdomain,
        isPlatform: false,
        isApprovalRequired: false,
        sso: null,
        isWhiteLabel: false,
        logoUrl: null,
      });
    }
    const mainDomain = await app.inject({ method: 'GET', url: '/api/organization' });
    expect(mainDomain.statusCode).toBe(404);
    await app.close();
  });
});

describe('errors', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildProbeApp();
  });
  afterAll(() => app.close());

  it('names the invalid field with a 400, never a 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/probe/validated', payload: { email: 'not-an-email', count: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', field: 'email' });
    expect(response.json().message).toMatch(/^email: /);
  });

  it('answers malformed JSON and wrong content types with a 4xx', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/probe/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('invalid_json');
    const text = await app.inject({
      method: 'POST',
      url: '/api/probe/validated',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('unsupported_media_type');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'route_not_found', message: 'No such endpoint: GET /api/no-such-thing' });
  });
});

describe('the web app', () => {
  it('serves index.html for page routes and its files, but not for API routes', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Tandem</title>');
    writeFileSync(join(webRoot, 'app.js'), 'console.log(1)');
    const app = await buildApp({ config: testConfig(), db: await testDatabase(), logger: false, webRoot });
    const page = await app.inject({ method: 'GET', url: '/tickets/123?subdomain=acme' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Tandem</title>');
    expect((await app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
    expect((await app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/missing' })).json().code).toBe('route_not_found');
    await app.close();
  });

  it("serves the landing page's own HTML at the main domain's root, and the app everywhere else", async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Tandem app</title>');
    writeFileSync(join(webRoot, 'landing.html'), '<!doctype html><title>Tandem landing</title>');
    const app = await buildApp({ config: testConfig(), db: await testDatabase(), logger: false, webRoot });
    const titleOf = async (url: string, host = 'localhost:3000') =>
      /<title>(.*)<\/title>/.exec((await app.inject({ method: 'GET', url, headers: { host } })).body)?.[1];
    expect(await titleOf('/')).toBe('Tandem landing');
    expect(await titleOf('/?main=1', 'acme.localhost:3000')).toBe('Tandem landing');
    // A confirmation link's code is handled by the landing page, which hands it to the app's welcome page.
    expect(await titleOf('/?code=abc')).toBe('Tandem landing');
    expect(await titleOf('/', 'acme.localhost:3000')).toBe('Tandem app');
    expect(await titleOf('/?subdomain=acme')).toBe('Tandem app');
    expect(await titleOf('/login')).toBe('Tandem app');
    expect(await titleOf('/dashboard')).toBe('Tandem app');
    await app.close();
  });

  it("puts the organization a subdomain's page names in the page, its name escaped, and nothing on the main domain", async () => {
    const db = await testDatabase();
    const organization = await createOrganization(db, { name: 'Acme $& </script><script>alert(1)</script>' });
    const webRoot = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><head><title>Tandem app</title></head><div id="root"></div>');
    const app = await buildApp({ config: testConfig(), db, logger: false, webRoot });
    const pageOf = async (url: string, host: string) => (await app.inject({ method: 'GET', url, headers: { host } })).body;
    const organizationIn = (page: string) => {
      const json = /<script id="page-organization" type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
      return json === undefined ? undefined : JSON.parse(json);
    };
    const { subdomain } = organization;
    const expected = {
      id: organization.id,
      name: organization.name,
      subdomain,
      isPlatform: false,
      isApprovalRequired: false,
      isWhiteLabel: false,
      logoUrl: null,
      sso: null,
    };

    const byHost = await pageOf('/login', `${subdomain}.localhost:3000`);
    expect(organizationIn(byHost)).toEqual({ subdomain, organization: expected, theme: { settings: themeDefaults, logoUrl: null } });
    expect(byHost).not.toContain('<script>alert(1)');
    expect(organizationIn(await pageOf(`/tickets/12?subdomain=${subdomain}`, 'localhost:3000'))).toMatchObject({
      subdomain,
      organization: expected,
    });
    expect(organizationIn(await pageOf('/login', 'nowhere.localhost:3000'))).toEqual({ subdomain: 'nowhere', organization: null });
    expect(organizationIn(await pageOf('/login', 'localhost:3000'))).toBeUndefined();
    await app.close();
  });

  it("sends an organization's sign-in pages rendered, in its theme's colour scheme, and only those the renderer renders", async () => {
    const db = await testDatabase();
    const organization = await createOrganization(db);
    await updateThemeSettings({
      db,
      clock: systemClock,
      organizationId: organization.id,
      actor: { userId: null, name: 'Setup' },
      input: { ...themeDefaults, themeMode: 'dark' },
    });
    const webRoot = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Tandem app</title><link rel="modulepreload" href="/assets/a.js"></head><body><div id="root"></div></body></html>',
    );
    // The web app's render build renders these three pages; here, a stand-in says what it was asked to render.
    const renderer = startPageRenderer(
      renderBuild(
        "if (!['/login', '/signup'].includes(new URL(page.url).pathname)) return null;\n" +
          "return { title: 'Sign In · ' + page.organization.name, body: '<p>' + page.theme.settings.themeMode + ' at ' + page.url + '</p>' };",
      ),
      pino({ level: 'silent' }),
    );
    const app = await buildApp({ config: testConfig(), db, logger: false, webRoot, pageRenderer: renderer });
    const pageOf = async (url: string, host: string, encoding = 'identity') => {
      const answer = await app.inject({ method: 'GET', url, headers: { host, 'accept-encoding': encoding } });
      return answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.rawPayload).toString() : answer.body;
    };
    const host = `${organization.subdomain}.localhost:3000`;
    const rendered = `<div id="root"><p>dark at http://${host}/login</p></div>`;
    await vi.waitFor(async () => expect(await pageOf('/login', host)).toContain(rendered), { timeout: 5000 });

    const page = await pageOf('/login', host);
    expect(page).toContain('<html lang="en" data-mantine-color-scheme="dark">');
    expect(page).toContain(`<title>Sign In · ${organization.name}</title>`);
    expect(page).not.toContain('<title>Tandem app</title>');
    // Its script's modules are not preloaded: the HTML and the CSS paint it first.
    expect(page).not.toContain('modulepreload');
    expect(await pageOf('/login', host, 'gzip, br')).toBe(page);
    expect(await pageOf(`/signup?subdomain=${organization.subdomain}`, 'localhost:3000')).toContain(
      `<p>dark at http://localhost:3000/signup?subdomain=${organization.subdomain}</p>`,
    );
    // Pages it does not render, and addresses whose query would change the page, come with an empty root.
    expect(await pageOf('/dashboard', host)).toContain('<div id="root"></div>');
    expect(await pageOf('/dashboard', host)).toContain('modulepreload');
    expect(await pageOf('/login?email=casey%40acme.test', host)).toContain('<div id="root"></div>');
    expect(await pageOf('/login', 'nowhere.localhost:3000')).toContain('<div id="root"></div>');
    expect(await pageOf('/login', 'localhost:3000')).toContain('<div id="root"></div>');
    await app.close();
  });

  it("starts the web build's renderer beside it, unless RENDER_SIGN_IN_PAGES is false", async () => {
    const db = await testDatabase();
    const organization = await createOrganization(db);
    const build = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(build, 'web'));
    mkdirSync(join(build, 'prerender/page-render'), { recursive: true });
    writeFileSync(join(build, 'web/index.html'), '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>');
    renderBuild("return { title: null, body: '<p>rendered</p>' };", join(build, 'prerender/page-render/page-render.js'));
    const host = `${organization.subdomain}.localhost:3000`;
    const pageFrom = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/login', headers: { host } })).body;

    const rendering = await buildApp({ config: testConfig(), db, logger: false, webRoot: join(build, 'web') });
    await vi.waitFor(async () => expect(await pageFrom(rendering)).toContain('<div id="root"><p>rendered</p></div>'), { timeout: 5000 });
    await rendering.close();
    const plain = await buildApp({ config: testConfig({ RENDER_SIGN_IN_PAGES: 'false' }), db, logger: false, webRoot: join(build, 'web') });
    expect(await pageFrom(plain)).toContain('<div id="root"></div>');
    await plain.close();
  });

  it('sends a page compressed as the browser accepts, from the copies the build wrote', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'web-'));
    const html = `<!doctype html><title>Tandem</title><main>${'A page rendered at build time. '.repeat(100)}</main>`;
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Tandem app</title>');
    writeFileSync(join(webRoot, 'landing.html'), html);
    writeFileSync(join(webRoot, 'landing.html.br'), brotliCompressSync(html));
    writeFileSync(join(webRoot, 'landing.html.gz'), gzipSync(html));
    const app = await buildApp({ config: testConfig(), db: await testDatabase(), logger: false, webRoot });
    const get = (encoding: string) => app.inject({ method: 'GET', url: '/', headers: { host: 'localhost', 'accept-encoding': encoding } });

    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(html);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    // index.html has no compressed copies here: it is sent as it is.
    expect(
      (await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } })).headers['content-encoding'],
    ).toBeUndefined();
    await app.close();
  });

  it('sends the precompressed copy a browser accepts, and lets hashed assets be cached for a year', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'web-'));
    mkdirSync(join(webRoot, 'assets'));
    const script = 'console.log("tandem");'.repeat(100);
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Tandem</title>');
    writeFileSync(join(webRoot, 'assets/app-abc123.js'), script);
    writeFileSync(join(webRoot, 'assets/app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(webRoot, 'assets/app-abc123.js.gz'), gzipSync(script));
    writeFileSync(join(webRoot, 'service-worker.js'), 'self.addEventListener("install", () => {});');
    const app = await buildApp({ config: testConfig(), db: await testDatabase(), logger: false, webRoot });
    try {
      const brotli = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gzip = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      expect((await app.inject({ method: 'GET', url: '/service-worker.js' })).headers['cache-control']).toBe('no-cache');
      expect((await app.inject({ method: 'GET', url: '/tickets' })).headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
    }
  });
});

describe('request logging', () => {
  it('writes one line per request with its route, status, organization and user, and never the body or the token', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const db = await testDatabase();
    const app = await buildApp({ config: testConfig(), db, logger: { level: 'info', stream }, webRoot: '/nonexistent' });
    try {
      const organization = await createOrganization(db);
      const member = await createMember(db, organization, 'user');
      const token = await accessTokenFor(member);
      const response = await app.inject({
        method: 'POST',
        url: '/api/tickets',
        headers: { authorization: `Bearer ${token}`, 'x-tenant-subdomain': organization.subdomain },
        payload: { subject: 'Logged', description: 'secret-password-123' },
      });
      expect(response.statusCode).toBe(201);
      const requestLines = lines.filter((line) => line.msg === 'request');
      expect(requestLines).toHaveLength(1);
      expect(requestLines[0]).toMatchObject({
        level: 30,
        method: 'POST',
        route: '/api/tickets',
        status: 201,
        organizationId: organization.id,
        userId: member.id,
      });
      const written = JSON.stringify(lines);
      expect(written).not.toContain('secret-password-123');
      expect(written).not.toContain(token);
      expect(lines.filter((line) => line.level === 30)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
