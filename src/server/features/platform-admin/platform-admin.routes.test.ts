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
import type { Database } from '../../db/client.ts';

const DAY = 86_400_000;

interface Organization {
  id: string;
  name: string;
  status: 'trial' | 'active';
  trialEndDate: string | null;
  subscriptionStatus: string;
  visitUrl: string;
  createdAt: string;
}

describe('the super admin organizations API', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let platform: TestOrganization;
  let superAdmin: TestMember;
  let trial: TestOrganization;
  let paid: TestOrganization;
  let trialAdmin: TestMember;

  const allOrganizations = async (): Promise<Organization[]> => {
    const seen: Organization[] = [];
    let cursor: string | null = null;
    do {
      const response = await call('GET', `/api/admin/organizations?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { as: superAdmin });
      expect(response.statusCode, response.body).toBe(200);
      seen.push(...response.json().items);
      cursor = response.json().nextCursor;
    } while (cursor);
    return seen;
  };

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    platform = await platformOrganization(db);
    superAdmin = await createMember(db, platform, 'super_admin');
    paid = await createOrganization(db, { trialEndDate: null, subscriptionStatus: 'active' });
    trial = await createOrganization(db, { trialEndDate: new Date(Date.now() + 3 * DAY) });
    trialAdmin = await createMember(db, trial, 'org_admin');
  });
  afterAll(() => app.close());

  it("lists every organization but the platform's own, newest first, with its trial status and address", async () => {
    const organizations = await allOrganizations();
    const ids = organizations.map((organization) => organization.id);
    expect(ids).not.toContain(platform.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.indexOf(trial.id)).toBeLessThan(ids.indexOf(paid.id));
    const times = organizations.map((organization) => organization.createdAt);
    expect(times).toEqual(times.toSorted().toReversed());
    expect(organizations.find((organization) => organization.id === trial.id)).toMatchObject({
      name: trial.name,
      status: 'trial',
      visitUrl: `http://${trial.subdomain}.localhost:3000/`,
    });
    expect(organizations.find((organization) => organization.id === paid.id)).toMatchObject({ status: 'active', trialEndDate: null });
  });

  it('extends a trial from its current end, an ended one from now, refuses a paid one, and converts one to paid', async () => {
    const extended = await call('POST', `/api/admin/organizations/${trial.id}/extend-trial`, { as: superAdmin, body: { days: 14 } });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().message).toBe('Trial extended by 14 days!');
    // It ended in 3 days: now it ends 14 days later than that, not 14 days from now.
    const end = new Date(extended.json().organization.trialEndDate).getTime();
    expect(end).toBeGreaterThan(Date.now() + 16 * DAY);
    expect(end).toBeLessThan(Date.now() + 17 * DAY + 1000);

    const ended = await createOrganization(await testDatabase(), { trialEndDate: new Date(Date.now() - 5 * DAY) });
    const before = Date.now();
    const revived = await call('POST', `/api/admin/organizations/${ended.id}/extend-trial`, { as: superAdmin, body: { days: 7 } });
    const revivedEnd = new Date(revived.json().organization.trialEndDate).getTime();
    expect(revivedEnd).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(revivedEnd).toBeLessThan(Date.now() + 7 * DAY + 1000);

    const onPaid = await call('POST', `/api/admin/organizations/${paid.id}/extend-trial`, { as: superAdmin, body: { days: 7 } });
    expect(onPaid.statusCode).toBe(409);
    expect(onPaid.json()).toMatchObject({
      code: 'trial_not_extendable',
      message: `${paid.name} has a paid subscription: there is no trial to extend.`,
    });
    expect((await allOrganizations()).find((organization) => organization.id === paid.id)).toMatchObject({
      status: 'active',
      trialEndDate: null,
    });

    const converted = await call('POST', `/api/admin/organizations/${trial.id}/convert-to-paid`, { as: superAdmin });
    expect(converted.statusCode).toBe(200);
    expect(converted.json()).toMatchObject({
      message: 'Converted to paid subscription!',
      organization: { id: trial.id, status: 'active', trialEndDate: null, subscriptionStatus: 'active' },
    });
    expect((await allOrganizations()).find((organization) => organization.id === trial.id)?.status).toBe('active');
  });

  it('refuses other trial lengths, the platform organization, an unknown one, and anyone but a super admin', async () => {
    const wrongLength = await call('POST', `/api/admin/organizations/${paid.id}/extend-trial`, { as: superAdmin, body: { days: 10 } });
    expect(wrongLength.statusCode).toBe(400);
    expect(wrongLength.json()).toMatchObject({ code: 'validation_failed', field: 'days' });
    for (const id of [platform.id, crypto.randomUUID()]) {
      const response = await call('POST', `/api/admin/organizations/${id}/convert-to-paid`, { as: superAdmin });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('organization_not_found');
    }
    expect((await call('GET', '/api/admin/organizations', { as: trialAdmin, on: trial })).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/organizations/${paid.id}/convert-to-paid`, { as: trialAdmin, on: trial })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/organizations')).statusCode).toBe(401);
  });
});
