import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor, setAgentPermissions } from '../../../../tests/support/calls.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import type { PermissionMatrix } from '../../../domain/agent-permissions.ts';

const VIEW_REFUSED = 'You do not have permission to view settings.';
const EDIT_REFUSED = 'You do not have permission to change settings.';

/** The settings tabs an agent may open with settings.view and change with settings.edit (decision 186). */
describe('settings.view and settings.edit on the settings routes', () => {
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;

  beforeAll(async () => {
    const db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
  });
  afterAll(() => app.close());

  const grantSettings = (org: Org, settings: PermissionMatrix['settings'], isStrict = false) =>
    setAgentPermissions(call, org, { settings }, isStrict);

  /** Each route that changes a settings tab open to agents, with a body it accepts. */
  const changes = (): Array<[method: 'PUT' | 'POST', url: string, body: unknown]> => [
    ['PUT', '/api/settings/timecard', { submissionMethod: 'system_only', overtimeAfterHours: 38 }],
    ['PUT', '/api/settings/datetime', { timeFormat: '24' }],
    ['PUT', '/api/settings/ticket-numbering', { prefix: 'HELP' }],
    ['POST', '/api/ticket-fields', { label: `Severity ${Math.random().toString(36).slice(2, 6)}`, type: 'text' }],
    ['PUT', '/api/service-levels/settings', { pausingStatuses: ['waiting_customer'] }],
  ];

  it('refuses an agent without the boxes the service levels and every change, with the message naming what is missing', async () => {
    await grantSettings(acme, { view: false, edit: false });
    const read = await call('GET', '/api/service-levels', { as: acme.agent, on: acme.organization });
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(VIEW_REFUSED);
    for (const [method, url, body] of changes()) {
      // Refused before the body is read: an empty one gets the same answer.
      for (const sent of [body, {}]) {
        const refused = await call(method, url, { as: acme.agent, on: acme.organization, body: sent });
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().message).toBe(EDIT_REFUSED);
      }
    }
    expect((await call('GET', '/api/service-levels', { as: acme.admin, on: acme.organization })).statusCode).toBe(200);
  });

  it('lets an agent with View settings read but not change them', async () => {
    await grantSettings(acme, { view: true, edit: false });
    const read = await call('GET', '/api/service-levels', { as: acme.agent, on: acme.organization });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().settings).toBeDefined();
    const refused = await call('PUT', '/api/settings/timecard', {
      as: acme.agent,
      on: acme.organization,
      body: { overtimeAfterHours: 38 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(EDIT_REFUSED);
  });

  it("lets an agent with Edit settings change each tab's settings, in their organization only", async () => {
    await grantSettings(acme, { view: false, edit: true });
    for (const [method, url, body] of changes()) {
      const saved = await call(method, url, { as: acme.agent, on: acme.organization, body });
      expect(saved.statusCode, `${method} ${url}: ${saved.body}`).toBeLessThan(300);
    }
    // Edit brings View along outside strict mode.
    expect((await call('GET', '/api/service-levels', { as: acme.agent, on: acme.organization })).statusCode).toBe(200);
    const numbering = await call('GET', '/api/settings/ticket-numbering', { as: acme.admin, on: acme.organization });
    expect(numbering.json().settings.prefix).toBe('HELP');
    expect((await call('GET', '/api/settings/datetime', { as: acme.admin, on: acme.organization })).json().timeFormat).toBe('24');

    // Acme's matrix opens nothing in globex: its own agent is refused, and acme's agent is nobody there.
    for (const as of [globex.agent, acme.agent]) {
      const refused = await call('PUT', '/api/settings/datetime', { as, on: globex.organization, body: { timeFormat: '24' } });
      expect(refused.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/settings/datetime', { as: globex.admin, on: globex.organization })).json().timeFormat).not.toBe('24');
    expect((await call('GET', '/api/service-levels', { as: globex.agent, on: globex.organization })).statusCode).toBe(403);
  });

  it('in strict mode, Edit settings without View changes the settings but does not open the service levels', async () => {
    await grantSettings(acme, { view: false, edit: true }, true);
    const refused = await call('GET', '/api/service-levels', { as: acme.agent, on: acme.organization });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(VIEW_REFUSED);
    const saved = await call('PUT', '/api/settings/timecard', {
      as: acme.agent,
      on: acme.organization,
      body: { submissionMethod: 'system_only', overtimeAfterHours: 39 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
