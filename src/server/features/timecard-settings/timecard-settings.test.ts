import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { recordRealtimeEvents } from '../../../../tests/support/realtime.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import type { Database } from '../../db/client.ts';

describe('time card settings', () => {
  let app: FastifyInstance;
  let db: Database;
  let call: Call;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let people: Record<'admin' | 'agent' | 'customer' | 'globexAdmin', TestMember>;

  const saveSettings = (body: Record<string, unknown>, on = acme, as = people.admin) =>
    call('PUT', '/api/settings/timecard', { as, on, body });

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    acme = await createOrganization(db);
    globex = await createOrganization(db);
    people = {
      admin: await createMember(db, acme, 'org_admin'),
      agent: await createMember(db, acme, 'agent'),
      customer: await createMember(db, acme, 'user'),
      globexAdmin: await createMember(db, globex, 'org_admin'),
    };
  });
  afterAll(() => app.close());

  it('read as the defaults and not configured until an admin saves them; saving tells open screens', async () => {
    const first = await call('GET', '/api/settings/timecard', { as: people.agent, on: acme });
    expect(first.json()).toMatchObject({ isConfigured: false, settings: { trackingMode: 'weekly_sheet', overtimeAfterHours: 40 } });
    const realtime = await recordRealtimeEvents(db);
    const saved = await saveSettings({ submissionMethod: 'system_only', requiresSupervisorApproval: true, trackingMode: 'clock_in_out' });
    expect(saved.statusCode, saved.body).toBe(200);
    await realtime.settle();
    await realtime.stop();
    expect(realtime.events).toContainEqual(
      expect.objectContaining({
        organizationId: acme.id,
        type: 'settings.updated',
        payload: expect.objectContaining({ group: 'timecard' }),
      }),
    );
    const read = await call('GET', '/api/settings/timecard', { as: people.agent, on: acme });
    expect(read.json()).toMatchObject({ isConfigured: true, settings: { trackingMode: 'clock_in_out', dailyOvertimeAfterHours: 8 } });
    expect((await call('GET', '/api/settings/timecard', { as: people.globexAdmin, on: globex })).json().isConfigured).toBe(false);
  });

  it('are changed by org admins only, and a value it cannot take is named', async () => {
    expect((await saveSettings({ submissionMethod: 'system_only' }, acme, people.agent)).statusCode).toBe(403);
    expect((await saveSettings({ submissionMethod: 'system_only' }, acme, people.globexAdmin)).statusCode).toBe(403);
    expect((await call('GET', '/api/settings/timecard', { as: people.customer, on: acme })).statusCode).toBe(403);
    for (const [body, field] of [
      [{ overtimeAfterHours: -1 }, 'overtimeAfterHours'],
      [{ dailyOvertimeAfterHours: 8.1 }, 'dailyOvertimeAfterHours'],
      [{ submissionMethod: 'email_submit' }, 'submissionEmail'],
      [{ submissionMethod: 'system_only', holidayList: [{ name: 'A' }, { name: 'a' }] }, 'holidayList'],
    ] as const) {
      const refused = await saveSettings(body);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json(), field).toMatchObject({ code: 'validation_failed', field });
    }
  });
});
