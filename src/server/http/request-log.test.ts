import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pinoPretty from 'pino-pretty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../tests/support/factories.ts';
import { testConfig, testDatabase } from '../../../tests/support/server.ts';
import { buildApp } from '../app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { prettyLogOptions } from '../server-process.ts';
import { TENANT_HEADER } from './tenancy.ts';

type LogLine = Record<string, unknown> & { level: number; msg: string };

describe('the server log', () => {
  const lines: LogLine[] = [];
  const password = 'Secret-pass-42!';
  const secretInBody = 'body-secret-7f3a';
  const secretInQuery = 'query-secret-91c2';
  const secretInQueryValues = 'value-secret-55d0';
  let app: FastifyInstance;
  let acme: TestOrganization;
  let admin: TestMember;
  let accessToken: string;
  let refreshToken: string;

  beforeAll(async () => {
    const db = await testDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      config: testConfig(),
      db,
      logger: { level: 'info', stream },
      webRoot: '/nonexistent',
    });
    // A failure of our own making: a query the database refuses for no fault of the caller, with a value in it.
    app.get('/api/test-only/failure', { config: { access: 'public' } }, () =>
      db.withPlatform((tx) => tx.execute(sql`select length(${secretInQueryValues}::text) / 0`)),
    );
    // Bad input the database refuses (a 400): no stack, no values.
    app.get('/api/test-only/refused', { config: { access: 'public' } }, () =>
      db.withPlatform((tx) => tx.execute(sql`select ${secretInQueryValues}::int`)),
    );
    await app.ready();
    acme = await createOrganization(db);
    admin = await createMember(db, acme, 'org_admin', { passwordHash: await hashPassword(password) });
  });
  afterAll(() => app.close());

  const settled = () => new Promise((resolve) => setImmediate(resolve));
  const requestLines = () => lines.filter((line) => line.msg === 'request');

  it('writes one line per request with method, route, status, time, organization and user, and no secrets', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { [TENANT_HEADER]: acme.subdomain },
      payload: { email: admin.email, password },
    });
    expect(signIn.statusCode).toBe(200);
    accessToken = signIn.json().access_token;
    refreshToken = signIn.json().refresh_token;
    const signedIn = { authorization: `Bearer ${accessToken}`, [TENANT_HEADER]: acme.subdomain };

    const list = await app.inject({ method: 'GET', url: `/api/tickets?search=${secretInQuery}`, headers: signedIn });
    expect(list.statusCode).toBe(200);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: signedIn,
      payload: { subject: secretInBody, priority: 'now' },
    });
    expect(refused.statusCode).toBe(400);
    const refusedByDatabase = await app.inject({ method: 'GET', url: '/api/test-only/refused', headers: signedIn });
    expect(refusedByDatabase.statusCode).toBe(400);
    const failed = await app.inject({ method: 'GET', url: `/api/test-only/failure?token=${secretInQuery}`, headers: signedIn });
    expect(failed.statusCode).toBe(500);
    await settled();

    expect(requestLines().map(({ method, route, status }) => `${method} ${route} ${status}`)).toEqual([
      'POST /auth/v1/token 200',
      'GET /api/tickets 200',
      'POST /api/tickets 400',
      'GET /api/test-only/refused 400',
      'GET /api/test-only/failure 500',
    ]);
    for (const line of requestLines()) {
      expect(line.level).toBe(30);
      expect(line.ms).toEqual(expect.any(Number));
      expect(line.reqId).toEqual(expect.any(String));
      expect(line).not.toHaveProperty('req');
      expect(line).not.toHaveProperty('headers');
    }
    const [signInLine, listLine, refusedLine] = requestLines();
    expect(signInLine).toMatchObject({ organizationId: acme.id });
    expect(listLine).toMatchObject({ organizationId: acme.id, userId: admin.id });
    expect(refusedLine).toMatchObject({ organizationId: acme.id });

    const everything = lines.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of [password, accessToken, refreshToken, secretInBody, secretInQuery, secretInQueryValues, 'authorization']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('logs an error with its stack only for the real 5xx (not for the 4xx the database refused), without the values of its query', () => {
    const errors = lines.filter((line) => line.err);
    expect(errors).toHaveLength(1);
    const [error] = errors as [LogLine & { err: { message: string; stack: string } }];
    expect(error.level).toBe(50);
    expect(error.msg).toBe('unhandled error');
    expect(error.err.stack).toMatch(/\n\s+at /);
    expect(error.err.message).toMatch(/division by zero/);
    expect(error.err.message).toContain('params: (1 withheld)');
    expect(lines.filter((line) => line.level >= 40)).toEqual([error]);
  });
});

describe('the log in development', () => {
  it('shows each request on one line, and the web app’s files only at debug', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Tandem</title>');
    writeFileSync(join(webRoot, 'app-3f9a.js'), 'console.log(1)');
    const written: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: testConfig(),
      db: await testDatabase(),
      logger: { level: 'info', stream: pinoPretty({ ...prettyLogOptions, colorize: false, sync: true, destination }) },
      webRoot,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/app-3f9a.js' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/missing-7c1e.js' })).statusCode).toBe(404);
      await new Promise((resolve) => setImmediate(resolve));
      const output = written.join('');
      const requests = output.split('\n').filter((line) => line.includes('INFO: request'));
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatch(/INFO: request \{.*"route":"\/api\/health".*"status":200/);
      expect(requests[1]).toContain('"status":404');
      expect(output).not.toContain('app-3f9a.js');
    } finally {
      await app.close();
    }
  });
});
