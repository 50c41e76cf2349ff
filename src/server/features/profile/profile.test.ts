import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';

describe("a staff member's profile", () => {
  let app: FastifyInstance;
  let call: Call;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let people: Record<'admin' | 'agent' | 'customer' | 'globexAgent', TestMember>;

  beforeAll(async () => {
    const db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    acme = await createOrganization(db);
    globex = await createOrganization(db);
    people = {
      admin: await createMember(db, acme, 'org_admin'),
      agent: await createMember(db, acme, 'agent'),
      customer: await createMember(db, acme, 'user'),
      globexAgent: await createMember(db, globex, 'agent'),
    };
  });
  afterAll(() => app.close());

  it('lets an agent change their own display name, trimmed, and nobody else', async () => {
    const renamed = await call('PUT', '/api/me/profile', { as: people.agent, on: acme, body: { name: '  Andy Fixit ' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ name: 'Andy Fixit' });
    expect((await call('GET', '/api/me', { as: people.agent, on: acme })).json().profile.name).toBe('Andy Fixit');
    expect((await call('GET', '/api/me', { as: people.admin, on: acme })).json().profile.name).toBe(people.admin.name);

    expect((await call('PUT', '/api/me/profile', { as: people.customer, on: acme, body: { name: 'Me' } })).statusCode).toBe(403);
    expect((await call('PUT', '/api/me/profile', { as: people.globexAgent, on: acme, body: { name: 'Me' } })).statusCode).toBe(403);
    expect((await call('PUT', '/api/me/profile', { on: acme, body: { name: 'Me' } })).statusCode).toBe(401);
  });

  it('names what is wrong with a display name', async () => {
    for (const [name, message] of [
      ['   ', 'name: Please enter your display name.'],
      ['x'.repeat(101), 'name: Use at most 100 characters.'],
    ] as const) {
      const refused = await call('PUT', '/api/me/profile', { as: people.agent, on: acme, body: { name } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_failed', field: 'name', message });
    }
    // The e-mail address is not something this route changes.
    const withEmail = await call('PUT', '/api/me/profile', {
      as: people.agent,
      on: acme,
      body: { name: 'Andy', email: 'new@example.test' },
    });
    expect((await call('GET', '/api/me', { as: people.agent, on: acme })).json().user.email).toBe(people.agent.email);
    expect(withEmail.statusCode).toBe(200);
  });

  it("keeps each staff member's sound and desktop alerts, off until turned on", async () => {
    expect((await call('GET', '/api/me/notification-flags', { as: people.agent, on: acme })).json()).toEqual({
      sound: false,
      desktop: false,
    });
    const saved = await call('PUT', '/api/me/notification-flags', { as: people.agent, on: acme, body: { sound: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ sound: true, desktop: false });
    expect((await call('GET', '/api/me/notification-flags', { as: people.agent, on: acme })).json()).toEqual({
      sound: true,
      desktop: false,
    });
    expect((await call('GET', '/api/me/notification-flags', { as: people.admin, on: acme })).json()).toEqual({
      sound: false,
      desktop: false,
    });

    const invalid = await call('PUT', '/api/me/notification-flags', { as: people.agent, on: acme, body: { desktop: 'yes' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'validation_failed', field: 'desktop' });
    expect((await call('GET', '/api/me/notification-flags', { as: people.customer, on: acme })).statusCode).toBe(403);
    expect((await call('GET', '/api/me/notification-flags', { as: people.globexAgent, on: acme })).statusCode).toBe(403);
  });
});
