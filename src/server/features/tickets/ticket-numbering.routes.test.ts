import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import { defaultNumberingSettings } from '../../../domain/ticket-numbering.ts';

describe('ticket numbering settings', () => {
  let app: FastifyInstance;
  let call: Call;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let admin: TestMember;
  let agent: TestMember;
  let customer: TestMember;
  let globexAdmin: TestMember;

  beforeAll(async () => {
    const db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    acme = await createOrganization(db);
    globex = await createOrganization(db);
    admin = await createMember(db, acme, 'org_admin');
    agent = await createMember(db, acme, 'agent');
    customer = await createMember(db, acme, 'user');
    globexAdmin = await createMember(db, globex, 'org_admin');
  });
  afterAll(() => app.close());

  it('starts from the defaults, previewing TKT-1000, readable by staff', async () => {
    const response = await call('GET', '/api/settings/ticket-numbering', { as: agent, on: acme });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ settings: defaultNumberingSettings, preview: 'TKT-1000' });
    expect((await call('GET', '/api/settings/ticket-numbering', { as: customer, on: acme })).statusCode).toBe(403);
  });

  it("numbers the organization's next tickets as an org admin sets it, and previews the next number", async () => {
    const settings = {
      ...defaultNumberingSettings,
      numbering_scheme: 'custom',
      prefix: 'HD',
      custom_format: '{prefix}-{year}-{number:000}',
      starting_number: 7,
      reset_period: 'yearly',
    };
    const saved = await call('PUT', '/api/settings/ticket-numbering', { as: admin, on: acme, body: settings });
    expect(saved.statusCode, saved.body).toBe(200);
    const year = new Date().getUTCFullYear();
    expect(saved.json()).toEqual({ settings, preview: `HD-${year}-007` });

    const ticket = await call('POST', '/api/tickets', { as: customer, on: acme, body: { subject: 'Numbered', description: 'Please' } });
    expect(ticket.json().ticketNumber).toBe(`HD-${year}-007`);
    expect((await call('GET', '/api/settings/ticket-numbering', { as: admin, on: acme })).json().preview).toBe(`HD-${year}-008`);
    // Another organization keeps its own scheme and counter.
    expect((await call('GET', '/api/settings/ticket-numbering', { as: globexAdmin, on: globex })).json().preview).toBe('TKT-1000');
  });

  it('refuses settings whose numbers would repeat, and changes by anyone but an org admin of the organization', async () => {
    const repeating = await call('PUT', '/api/settings/ticket-numbering', {
      as: admin,
      on: acme,
      body: { ...defaultNumberingSettings, reset_period: 'monthly' },
    });
    expect(repeating.statusCode).toBe(400);
    expect(repeating.json()).toMatchObject({ code: 'ticket_numbering_invalid', field: 'custom_format' });
    const invalid = await call('PUT', '/api/settings/ticket-numbering', { as: admin, on: acme, body: { padding_zeros: 7 } });
    expect(invalid.statusCode).toBe(400);
    expect((await call('PUT', '/api/settings/ticket-numbering', { as: agent, on: acme, body: defaultNumberingSettings })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', '/api/settings/ticket-numbering', { as: globexAdmin, on: acme, body: defaultNumberingSettings })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/settings/ticket-numbering', { as: admin, on: acme })).json().settings.prefix).toBe('HD');
  });
});
