import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOrganization, type TestOrganization } from '../../../../tests/support/factories.ts';
import { accessTokenFor, buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import { defaultPermissionMatrix } from '../../../domain/agent-permissions.ts';
import type { Role } from '../../../domain/roles.ts';

describe('agent permissions', () => {
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
      url: '/api/agent-permissions',
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

  it("starts with the specification's defaults and tells each caller what they may do", async () => {
    const asAgent = await call('GET', acme, tokens.acmeAgent);
    expect(asAgent.statusCode).toBe(200);
    expect(asAgent.json()).toMatchObject({ matrix: defaultPermissionMatrix, isStrict: false });
    expect(asAgent.json().granted.toSorted()).toEqual([
      'customers.view',
      'reports.view_basic',
      'team.view',
      'tickets.create',
      'tickets.edit_assigned',
      'tickets.view_assigned',
    ]);
    expect((await call('GET', acme, tokens.acmeAdmin)).json().granted).toContain('customers.delete');
  });

  it('lets an org admin change the matrix and strict mode of their organization only', async () => {
    const matrix = { ...defaultPermissionMatrix, customers: { view: false, create: true, edit: false, delete: false } };
    const saved = await call('PUT', acme, tokens.acmeAdmin, { matrix });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().matrix.customers).toEqual(matrix.customers);
    // Adding customers implies seeing them, outside strict mode.
    expect((await call('GET', acme, tokens.acmeAgent)).json().granted).toEqual(
      expect.arrayContaining(['customers.create', 'customers.view']),
    );

    const strict = await call('PUT', acme, tokens.acmeAdmin, { isStrict: true });
    expect(strict.json()).toMatchObject({ isStrict: true, matrix: { customers: matrix.customers } });
    const granted = (await call('GET', acme, tokens.acmeAgent)).json().granted;
    expect(granted).toContain('customers.create');
    expect(granted).not.toContain('customers.view');

    expect((await call('GET', globex, tokens.globexAdmin)).json()).toMatchObject({ matrix: defaultPermissionMatrix, isStrict: false });
    await call('PUT', acme, tokens.acmeAdmin, { matrix: defaultPermissionMatrix, isStrict: false });
  });

  it('refuses agents a change, customers a read, and another organization either', async () => {
    expect((await call('PUT', acme, tokens.acmeAgent, { isStrict: true })).statusCode).toBe(403);
    expect((await call('GET', acme, tokens.acmeCustomer)).statusCode).toBe(403);
    expect((await call('GET', acme)).statusCode).toBe(401);
    expect((await call('GET', acme, tokens.globexAdmin)).statusCode).toBe(403);
    expect((await call('PUT', acme, tokens.globexAdmin, { isStrict: true })).statusCode).toBe(403);
    expect((await call('GET', acme, tokens.acmeAdmin)).json().isStrict).toBe(false);
  });

  it('names what is wrong in a bad matrix and changes nothing', async () => {
    const missing = await call('PUT', acme, tokens.acmeAdmin, { matrix: { ...defaultPermissionMatrix, team: { view: true } } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_failed', field: 'matrix.team.invite' });
    const empty = await call('PUT', acme, tokens.acmeAdmin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('send matrix, isStrict or both');
    expect((await call('GET', acme, tokens.acmeAdmin)).json().matrix).toEqual(defaultPermissionMatrix);
  });
});
