import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import { defaultPermissionMatrix } from '../../../domain/agent-permissions.ts';

describe('agent permissions', () => {
  let app: FastifyInstance;
  let call: Call;
  let acme: TestOrganization;
  let globex: TestOrganization;
  const members = {} as Record<'acmeAdmin' | 'acmeAgent' | 'acmeCustomer' | 'globexAdmin', TestMember>;
  const get = (on: TestOrganization, as?: TestMember) => call('GET', '/api/agent-permissions', { on, as });
  const put = (on: TestOrganization, as: TestMember, body: Record<string, unknown>) =>
    call('PUT', '/api/agent-permissions', { on, as, body });

  beforeAll(async () => {
    app = await buildTestApp();
    call = callerFor(app);
    const db = await testDatabase();
    acme = await createOrganization(db);
    globex = await createOrganization(db);
    members.acmeAdmin = await createMember(db, acme, 'org_admin');
    members.acmeAgent = await createMember(db, acme, 'agent');
    members.acmeCustomer = await createMember(db, acme, 'user');
    members.globexAdmin = await createMember(db, globex, 'org_admin');
  });
  afterAll(() => app.close());

  it("starts with the specification's defaults and tells each caller what they may do", async () => {
    const asAgent = await get(acme, members.acmeAgent);
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
    expect((await get(acme, members.acmeAdmin)).json().granted).toContain('customers.delete');
  });

  it('lets an org admin change the matrix and strict mode of their organization only', async () => {
    const matrix = { ...defaultPermissionMatrix, customers: { view: false, create: true, edit: false, delete: false } };
    const saved = await put(acme, members.acmeAdmin, { matrix });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().matrix.customers).toEqual(matrix.customers);
    // Adding customers implies seeing them, outside strict mode.
    expect((await get(acme, members.acmeAgent)).json().granted).toEqual(expect.arrayContaining(['customers.create', 'customers.view']));

    const strict = await put(acme, members.acmeAdmin, { isStrict: true });
    expect(strict.json()).toMatchObject({ isStrict: true, matrix: { customers: matrix.customers } });
    const granted = (await get(acme, members.acmeAgent)).json().granted;
    expect(granted).toContain('customers.create');
    expect(granted).not.toContain('customers.view');

    expect((await get(globex, members.globexAdmin)).json()).toMatchObject({ matrix: defaultPermissionMatrix, isStrict: false });
    await put(acme, members.acmeAdmin, { matrix: defaultPermissionMatrix, isStrict: false });
  });

  it('refuses agents a change, customers a read, and another organization either', async () => {
    expect((await put(acme, members.acmeAgent, { isStrict: true })).statusCode).toBe(403);
    expect((await get(acme, members.acmeCustomer)).statusCode).toBe(403);
    expect((await get(acme)).statusCode).toBe(401);
    expect((await get(acme, members.globexAdmin)).statusCode).toBe(403);
    expect((await put(acme, members.globexAdmin, { isStrict: true })).statusCode).toBe(403);
    expect((await get(acme, members.acmeAdmin)).json().isStrict).toBe(false);
  });

  it('names what is wrong in a bad matrix and changes nothing', async () => {
    const missing = await put(acme, members.acmeAdmin, { matrix: { ...defaultPermissionMatrix, team: { view: true } } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_failed', field: 'matrix.team.invite' });
    const empty = await put(acme, members.acmeAdmin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('send matrix, isStrict or both');
    expect((await get(acme, members.acmeAdmin)).json().matrix).toEqual(defaultPermissionMatrix);
  });
});
