import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOrganization, type TestOrganization } from '../../../../tests/support/factories.ts';
import { accessTokenFor, buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import type { Role } from '../../../domain/roles.ts';

describe('registration settings', () => {
  let app: FastifyInstance;
  let acme: TestOrganization;
  let globex: TestOrganization;
  const tokens = {} as Record<'acmeAdmin' | 'acmeAgent' | 'acmeCustomer' | 'globexAdmin', string>;

  async function tokenOf(organization: TestOrganization, role: Role): Promise<string> {
    return accessTokenFor(await createMember(await testDatabase(), organization, role));
  }

  const call = (method: 'GET' | 'PUT', organization: TestOrganization | null, token?: string, payload?: Record<string, unknown>) =>
    app.inject({
      method,
      url: '/api/registration-settings',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(organization ? { 'x-tenant-subdomain': organization.subdomain } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  beforeAll(async () => {
    app = await buildTestApp();
    const db = await testDatabase();
    acme = await createOrganization(db);
    globex = await createOrganization(db);
    tokens.acmeAdmin = await tokenOf(acme, 'org_admin');
    tokens.acmeAgent = await tokenOf(acme, 'agent');
    tokens.acmeCustomer = await tokenOf(acme, 'user');
    tokens.globexAdmin = await tokenOf(globex, 'org_admin');
  });
  afterAll(() => app.close());

  it('starts with self-registration off and approval automatic, readable by staff', async () => {
    for (const token of [tokens.acmeAdmin, tokens.acmeAgent]) {
      const response = await call('GET', acme, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ agentSelfRegistrationEnabled: false, manualApproval: false });
    }
  });

  it('lets an org admin change them, for their organization only', async () => {
    const saved = await call('PUT', acme, tokens.acmeAdmin, { agentSelfRegistrationEnabled: true, manualApproval: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ agentSelfRegistrationEnabled: true, manualApproval: true });
    expect((await call('GET', acme, tokens.acmeAgent)).json()).toEqual({ agentSelfRegistrationEnabled: true, manualApproval: true });
    expect((await call('GET', globex, tokens.globexAdmin)).json()).toEqual({ agentSelfRegistrationEnabled: false, manualApproval: false });
    // The sign-up screens, signed out, say whether a new account waits for approval.
    const approvalOf = async (organization: TestOrganization) =>
      (await app.inject({ method: 'GET', url: '/api/organization', headers: { 'x-tenant-subdomain': organization.subdomain } })).json()
        .isApprovalRequired;
    expect([await approvalOf(acme), await approvalOf(globex)]).toEqual([true, false]);

    await call('PUT', acme, tokens.acmeAdmin, { agentSelfRegistrationEnabled: false, manualApproval: false });
    expect(await approvalOf(acme)).toBe(false);
    expect((await call('GET', acme, tokens.acmeAdmin)).json()).toEqual({ agentSelfRegistrationEnabled: false, manualApproval: false });
  });

  it('refuses agents and customers a change, and customers a read', async () => {
    const body = { agentSelfRegistrationEnabled: true, manualApproval: false };
    expect((await call('PUT', acme, tokens.acmeAgent, body)).statusCode).toBe(403);
    expect((await call('PUT', acme, tokens.acmeCustomer, body)).statusCode).toBe(403);
    expect((await call('GET', acme, tokens.acmeCustomer)).statusCode).toBe(403);
    expect((await call('GET', acme)).statusCode).toBe(401);
    expect((await call('GET', acme, tokens.acmeAdmin)).json()).toEqual({ agentSelfRegistrationEnabled: false, manualApproval: false });
  });

  it("refuses another organization's admin, reading or writing", async () => {
    expect((await call('GET', acme, tokens.globexAdmin)).statusCode).toBe(403);
    const write = await call('PUT', acme, tokens.globexAdmin, { agentSelfRegistrationEnabled: true, manualApproval: true });
    expect(write.statusCode).toBe(403);
    expect((await call('GET', acme, tokens.acmeAdmin)).json()).toEqual({ agentSelfRegistrationEnabled: false, manualApproval: false });
  });

  it('answers 404 without an organization, and names a missing field', async () => {
    const onMain = await call('GET', null, tokens.acmeAdmin);
    expect(onMain.statusCode).toBe(404);
    expect(onMain.json()).toMatchObject({ code: 'organization_not_found' });
    const invalid = await call('PUT', acme, tokens.acmeAdmin, { agentSelfRegistrationEnabled: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'validation_failed', field: 'agentSelfRegistrationEnabled' });
  });
});
