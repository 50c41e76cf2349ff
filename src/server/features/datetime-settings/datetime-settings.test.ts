import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import {
  createMember,
  createOrganization,
  platformOrganization,
  type TestMember,
  type TestOrganization,
} from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';

const defaults = {
  timezone: 'America/New_York',
  dateFormat: 'MM/DD/YYYY',
  timeFormat: '12',
  weekStartDay: 1,
  businessHoursStart: '09:00',
  businessHoursEnd: '17:00',
  ticketTimeFormat: 'relative',
  relativeTimeUnits: 'smart',
  showSeconds: false,
  autoRefreshInterval: 5,
};

describe('date and time settings', () => {
  let app: FastifyInstance;
  let call: Call;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let people: Record<'admin' | 'agent' | 'customer' | 'globexAdmin' | 'superAdmin', TestMember>;

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
      globexAdmin: await createMember(db, globex, 'org_admin'),
      superAdmin: await createMember(db, await platformOrganization(db), 'super_admin'),
    };
  });
  afterAll(() => app.close());

  it("reads the specification's defaults until an org admin saves them; then every member reads the saved ones", async () => {
    expect((await call('GET', '/api/settings/datetime', { as: people.agent, on: acme })).json()).toEqual(defaults);

    const saved = await call('PUT', '/api/settings/datetime', {
      as: people.admin,
      on: acme,
      body: { timezone: 'America/Chicago', dateFormat: 'DD/MM/YYYY', timeFormat: '24', ticketTimeFormat: 'both' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...defaults, timezone: 'America/Chicago', dateFormat: 'DD/MM/YYYY', timeFormat: '24', ticketTimeFormat: 'both' };
    expect(saved.json()).toEqual(expected);
    expect((await call('GET', '/api/settings/datetime', { as: people.customer, on: acme })).json()).toEqual(expected);
    // Another organization keeps its own.
    expect((await call('GET', '/api/settings/datetime', { as: people.globexAdmin, on: globex })).json()).toEqual(defaults);
  });

  it('lets only org admins change them, and names the field of a value it cannot take', async () => {
    for (const member of [people.agent, people.customer]) {
      const refused = await call('PUT', '/api/settings/datetime', { as: member, on: acme, body: { timeFormat: '24' } });
      expect(refused.statusCode).toBe(403);
    }
    expect((await call('PUT', '/api/settings/datetime', { as: people.globexAdmin, on: acme, body: {} })).statusCode).toBe(403);
    expect((await call('GET', '/api/settings/datetime', { on: acme })).statusCode).toBe(401);
    for (const [field, value] of [
      ['timezone', 'Mars/Olympus_Mons'],
      ['timeFormat', '13'],
      ['businessHoursStart', '9am'],
      ['weekStartDay', 7],
    ] as const) {
      const invalid = await call('PUT', '/api/settings/datetime', { as: people.admin, on: acme, body: { [field]: value } });
      expect(invalid.statusCode, field).toBe(400);
      expect(invalid.json(), field).toMatchObject({ code: 'validation_failed', field });
    }
  });

  it("lets super admins keep the platform organization's, on the main domain", async () => {
    const saved = await call('PUT', '/api/settings/datetime', { as: people.superAdmin, body: { relativeTimeUnits: 'short' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', '/api/settings/datetime', { as: people.superAdmin })).json()).toMatchObject({ relativeTimeUnits: 'short' });
    expect((await call('GET', '/api/settings/datetime', { as: people.admin, on: acme })).json().relativeTimeUnits).toBe('smart');
  });
});
