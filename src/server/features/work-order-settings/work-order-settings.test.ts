import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import { sampleLayout, tinyPng } from '../../../../tests/support/work-orders.ts';
import { workOrderSettingsDefaults } from '../../../domain/work-order-settings.ts';

describe('work order settings and layout', () => {
  let app: FastifyInstance;
  let acme: TestOrganization;
  let globex: TestOrganization;
  const members = {} as Record<'admin' | 'agent' | 'customer' | 'globexAdmin', TestMember>;
  let call: Call;

  beforeAll(async () => {
    app = await buildTestApp();
    call = callerFor(app);
    const db = await testDatabase();
    acme = await createOrganization(db);
    globex = await createOrganization(db);
    members.admin = await createMember(db, acme, 'org_admin');
    members.agent = await createMember(db, acme, 'agent');
    members.customer = await createMember(db, acme, 'user');
    members.globexAdmin = await createMember(db, globex, 'org_admin');
  });
  afterAll(() => app.close());

  it("starts with section 9's defaults and work orders on; an admin saves them, staff read them", async () => {
    const before = await call('GET', '/api/work-order-settings', { as: members.agent, on: acme });
    expect(before.json()).toEqual({ settings: workOrderSettingsDefaults, workOrdersEnabled: true });
    const body = { settings: { defaultViewLayout: 'table', cardsPerRow: 3, requirePhotoDocumentation: true }, workOrdersEnabled: false };
    const saved = await call('PUT', '/api/work-order-settings', { as: members.admin, on: acme, body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      settings: { defaultViewLayout: 'table', cardsPerRow: 3, enableSignatureCapture: true },
      workOrdersEnabled: false,
    });
    expect((await call('GET', '/api/work-order-settings', { as: members.agent, on: acme })).json().settings.cardsPerRow).toBe(3);
    expect((await call('GET', '/api/work-order-settings', { as: members.globexAdmin, on: globex })).json().settings.cardsPerRow).toBe(2);
  });

  it('names the field of an invalid setting and refuses agents, customers and other organizations', async () => {
    const invalid = await call('PUT', '/api/work-order-settings', {
      as: members.admin,
      on: acme,
      body: { settings: { cardsPerRow: 5 }, workOrdersEnabled: true },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'validation_failed', field: 'settings.cardsPerRow' });
    const body = { settings: {}, workOrdersEnabled: true };
    expect((await call('PUT', '/api/work-order-settings', { as: members.agent, on: acme, body })).statusCode).toBe(403);
    expect((await call('GET', '/api/work-order-settings', { as: members.customer, on: acme })).statusCode).toBe(403);
    expect((await call('PUT', '/api/work-order-settings', { as: members.globexAdmin, on: acme, body })).statusCode).toBe(403);
    expect((await call('GET', '/api/work-order-layout', { as: members.globexAdmin, on: acme })).statusCode).toBe(403);
  });

  it('saves the layout as a new version each time, for its organization only', async () => {
    const empty = await call('GET', '/api/work-order-layout', { as: members.agent, on: acme });
    expect(empty.json()).toEqual({ version: 0, elements: [], updatedAt: null });
    const first = await call('PUT', '/api/work-order-layout', { as: members.admin, on: acme, body: { elements: sampleLayout } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 1, elements: sampleLayout });
    const second = await call('PUT', '/api/work-order-layout', {
      as: members.admin,
      on: acme,
      body: { elements: sampleLayout.slice(0, 2) },
    });
    expect(second.json().version).toBe(2);
    expect((await call('GET', '/api/work-order-layout', { as: members.agent, on: acme })).json().elements).toHaveLength(2);
    expect((await call('GET', '/api/work-order-layout', { as: members.globexAdmin, on: globex })).json().version).toBe(0);
    const agentSave = await call('PUT', '/api/work-order-layout', { as: members.agent, on: acme, body: { elements: [] } });
    expect(agentSave.statusCode).toBe(403);
  });

  it('refuses a layout with a font size out of 8 to 72, naming the element', async () => {
    const bad = [{ ...sampleLayout[1], fontSize: 80 }];
    const refused = await call('PUT', '/api/work-order-layout', { as: members.admin, on: acme, body: { elements: bad } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', field: 'elements.0.fontSize' });
  });

  it('takes a PNG logo image, serves it as stored without script, and keeps it from other organizations', async () => {
    const uploaded = await call('POST', '/api/work-order-layout/images', {
      as: members.admin,
      on: acme,
      raw: tinyPng,
      contentType: 'image/png',
    });
    expect(uploaded.statusCode).toBe(201);
    const { fileId, url } = uploaded.json();
    const logo = {
      id: 'logo',
      type: 'logo',
      label: 'Logo',
      position: { x: 50, y: 50 },
      size: { width: 150, height: 80 },
      imageFileId: fileId,
    };
    const saved = await call('PUT', '/api/work-order-layout', { as: members.admin, on: acme, body: { elements: [logo] } });
    expect(saved.statusCode).toBe(200);
    const served = await call('GET', url, { on: acme });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect((await call('GET', url, { on: globex })).statusCode).toBe(404);
    const elsewhere = await call('PUT', '/api/work-order-layout', { as: members.globexAdmin, on: globex, body: { elements: [logo] } });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().field).toBe('elements.0.imageFileId');
  });

  it('refuses a logo that is not a PNG or JPEG by its content, whatever it claims', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const refused = await call('POST', '/api/work-order-layout/images', {
      as: members.admin,
      on: acme,
      raw: html,
      contentType: 'image/png',
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({
      code: 'unsupported_media_type',
      field: 'image',
      message: 'Please choose a PNG or JPEG image for the logo.',
    });
    const svg = await call('POST', '/api/work-order-layout/images', {
      as: members.admin,
      on: acme,
      raw: Buffer.from('<svg/>'),
      contentType: 'image/svg+xml',
    });
    expect(svg.statusCode).toBe(415);
    const tooLarge = Buffer.concat([tinyPng, Buffer.alloc(1024 * 1024 + 1)]);
    const large = await call('POST', '/api/work-order-layout/images', {
      as: members.admin,
      on: acme,
      raw: tooLarge,
      contentType: 'image/png',
    });
    expect(large.statusCode).toBe(413);
  });
});
