import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrg, type Org } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import { featureFlagsFor } from '../../../domain/plans.ts';
import type { Database } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';

const BILLING = '/api/settings/billing';

describe('plan and billing', () => {
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
    const trialEnd = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000 - 60_000);
    await db.withPlatform((tx) =>
      tx
        .update(organizations)
        .set({ trialEndDate: trialEnd, subscriptionStatus: 'trial' })
        .where(eq(organizations.id, acme.organization.id)),
    );
  });
  afterAll(() => app.close());

  const read = async (org: Org) => {
    const response = await call('GET', BILLING, { as: org.admin, on: org.organization });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const change = (org: Org, body: unknown) => call('PATCH', BILLING, { as: org.admin, on: org.organization, body });

  it('shows the trial with its days left and no plan chosen, then records a chosen plan for this organization only', async () => {
    expect(await read(acme)).toMatchObject({ plan: null, subscriptionStatus: 'trial', trialDaysLeft: 10, isWhiteLabel: false });

    const chosen = await change(acme, { plan: 'elite' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ plan: 'elite', subscriptionStatus: 'trial', isWhiteLabel: true });
    expect(await read(acme)).toMatchObject({ plan: 'elite' });
    expect(await read(globex)).toMatchObject({ plan: null, isWhiteLabel: false });

    // Its public description carries white-label, which its pages read.
    const pub = await call('GET', '/api/organization', { on: acme.organization });
    expect(pub.json()).toMatchObject({ isWhiteLabel: true });
    expect((await call('GET', '/api/organization', { on: globex.organization })).json()).toMatchObject({ isWhiteLabel: false });
  });

  it('refuses a plan that includes fewer team members than the organization has', async () => {
    const crowded = await createOrg(db);
    await createMember(db, crowded.organization, 'agent', { name: 'Fourth Agent' });
    const refused = await change(crowded, { plan: 'starter' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'team_member_limit',
      message: 'Your team has 4 members, and the Starter plan includes up to 3. Remove members in Settings → Agents before choosing it.',
    });
    expect(await read(crowded)).toMatchObject({ plan: null });
    expect((await change(crowded, { plan: 'pro' })).statusCode).toBe(200);
  });

  it('changes the business model with the flags sign-up gives it, keeping API access, and stores the add-ons', async () => {
    const changed = await change(globex, { businessModel: 'in-house', addOns: ['timecards', 'calendar'] });
    expect(changed.statusCode, changed.body).toBe(200);
    const { apiAccess: _a, advancedReporting: _r, ...inHouse } = featureFlagsFor('in-house');
    expect(changed.json()).toMatchObject({ businessModel: 'in-house', addOns: ['calendar', 'timecards'], features: inHouse });
    expect(await read(globex)).toMatchObject({ businessModel: 'in-house', addOns: ['calendar', 'timecards'] });
    expect(await read(acme)).toMatchObject({ businessModel: 'customer-service', addOns: [] });

    const back = await change(globex, { businessModel: 'customer-service', addOns: [] });
    expect(back.json()).toMatchObject({
      businessModel: 'customer-service',
      addOns: [],
      features: { whiteLabelBranding: true, timeTracking: false },
    });
  });

  it('refuses agents, customers and another organization’s admin, and names what is wrong in a change', async () => {
    for (const member of [acme.agent, acme.bob]) {
      expect((await call('GET', BILLING, { as: member, on: acme.organization })).statusCode).toBe(403);
      expect((await call('PATCH', BILLING, { as: member, on: acme.organization, body: { plan: 'pro' } })).statusCode).toBe(403);
    }
    expect((await call('PATCH', BILLING, { as: globex.admin, on: acme.organization, body: { plan: 'starter' } })).statusCode).toBe(403);
    expect(await read(acme)).toMatchObject({ plan: 'elite' });

    const unknownPlan = await change(acme, { plan: 'platinum' });
    expect(unknownPlan.statusCode).toBe(400);
    expect(unknownPlan.json().message).toContain('Choose Starter, Pro or Elite.');
    const nothing = await change(acme, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toContain('Name a plan, a business model or the add-ons');
    expect((await change(acme, { addOns: ['api', 'api'] })).json().message).toContain('An add-on is listed twice.');
  });
});
