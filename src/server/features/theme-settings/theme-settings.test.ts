import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { recordRealtimeEvents } from '../../../../tests/support/realtime.ts';
import { accessTokenFor, buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import { LOGO_MAX_BYTES, themeDefaults, themePresets } from '../../../domain/theme-settings.ts';
import type { Database } from '../../db/client.ts';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

describe('theme settings', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let people: Record<'admin' | 'agent' | 'customer' | 'globexAdmin', TestMember>;

  async function upload(body: Buffer, contentType: string, options: { as?: TestMember; on?: TestOrganization } = {}) {
    const as = options.as ?? people.admin;
    return app.inject({
      method: 'POST',
      url: '/api/settings/theme/logo',
      headers: {
        authorization: `Bearer ${await accessTokenFor(as)}`,
        'x-tenant-subdomain': (options.on ?? acme).subdomain,
        'content-type': contentType,
      },
      payload: body,
    });
  }

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

  it("reads the specification's theme before sign-in; an org admin's save reaches every member and open screen", async () => {
    const before = await call('GET', '/api/settings/theme', { on: acme });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ settings: themeDefaults, logoUrl: null });

    const recorder = await recordRealtimeEvents(db);
    const sunset = themePresets.find((preset) => preset.name === 'Sunset');
    if (!sunset) throw new Error('no Sunset preset');
    const { name: _name, ...colors } = sunset;
    const saved = await call('PUT', '/api/settings/theme', {
      as: people.admin,
      on: acme,
      body: { ...colors, borderRadius: 'large', fontSize: 'small', companyName: '  Acme Repairs ' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...themeDefaults, ...colors, borderRadius: 'large', fontSize: 'small', companyName: 'Acme Repairs' };
    expect(saved.json()).toEqual({ settings: expected, logoUrl: null });
    await recorder.settle();
    await recorder.stop();
    const event = recorder.events.find((item) => item.organizationId === acme.id && item.type === 'settings.updated');
    expect(event?.payload).toMatchObject({ group: 'theme', settings: { settings: expected } });
    expect(event?.audience).toBe('members');

    for (const reader of [undefined, people.agent, people.customer]) {
      expect((await call('GET', '/api/settings/theme', { as: reader, on: acme })).json().settings).toEqual(expected);
    }
    // Another organization keeps its own.
    expect((await call('GET', '/api/settings/theme', { on: globex })).json().settings).toEqual(themeDefaults);
  });

  it('lets agents read the theme but only org admins of the organization save it', async () => {
    for (const member of [people.agent, people.customer]) {
      const refused = await call('PUT', '/api/settings/theme', { as: member, on: acme, body: { themeMode: 'dark' } });
      expect(refused.statusCode).toBe(403);
      expect((await upload(png, 'image/png', { as: member })).statusCode).toBe(403);
    }
    expect((await call('PUT', '/api/settings/theme', { as: people.globexAdmin, on: acme, body: {} })).statusCode).toBe(403);
    expect((await upload(png, 'image/png', { as: people.globexAdmin })).statusCode).toBe(403);
    expect((await call('PUT', '/api/settings/theme', { on: acme, body: {} })).statusCode).toBe(401);
    expect((await call('GET', '/api/settings/theme', { as: people.agent, on: acme })).statusCode).toBe(200);
  });

  it('names the field of a value it cannot take', async () => {
    for (const [field, value, message] of [
      ['primaryColor', 'blue', 'use a colour like #2563eb'],
      ['themeMode', 'sepia', undefined],
      ['borderRadius', 'huge', undefined],
      ['fontSize', 20, undefined],
      ['companyName', 'x'.repeat(101), 'use at most 100 characters'],
      ['logoFileId', 'logo.png', 'upload the logo again'],
    ] as const) {
      const invalid = await call('PUT', '/api/settings/theme', { as: people.admin, on: acme, body: { [field]: value } });
      expect(invalid.statusCode, field).toBe(400);
      expect(invalid.json(), field).toMatchObject({ code: 'validation_failed', field });
      if (message) expect(invalid.json().message).toBe(`${field}: ${message}`);
    }
    const unknownLogo = await call('PUT', '/api/settings/theme', {
      as: people.admin,
      on: acme,
      body: { logoFileId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownLogo.statusCode).toBe(400);
    expect(unknownLogo.json()).toMatchObject({ field: 'logoFileId', message: 'This logo was not uploaded here. Please upload it again.' });
  });

  it('stores an uploaded image and serves it with its real type, never as something a browser would run', async () => {
    // The content decides the type: a GIF sent as PNG is stored and served as a GIF (its zero bytes are no text).
    const uploaded = await upload(gif, 'image/png');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { logoFileId, logoUrl, contentType } = uploaded.json();
    expect(contentType).toBe('image/gif');
    expect(logoUrl).toBe(`/api/settings/theme/logo/${logoFileId}`);

    const saved = await call('PUT', '/api/settings/theme', { as: people.admin, on: acme, body: { companyName: 'Acme', logoFileId } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().logoUrl).toBe(logoUrl);

    const served = await call('GET', logoUrl, { on: acme });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.rawPayload.equals(gif)).toBe(true);

    // Another organization's host does not know it.
    expect((await call('GET', logoUrl, { on: globex })).statusCode).toBe(404);
    expect((await call('GET', logoUrl)).statusCode).toBe(404);
    expect((await call('PUT', '/api/settings/theme', { as: people.globexAdmin, on: globex, body: { logoFileId } })).statusCode).toBe(400);

    // A replaced logo is gone once the theme naming the new one is saved.
    const next = (await upload(png, 'image/png')).json();
    await call('PUT', '/api/settings/theme', { as: people.admin, on: acme, body: { logoFileId: next.logoFileId } });
    expect((await call('GET', logoUrl, { on: acme })).statusCode).toBe(404);
    expect((await call('GET', next.logoUrl, { on: acme })).headers['content-type']).toBe('image/png');
  });

  it('refuses SVG, files that are not images whatever they claim, and logos over 1 MB', async () => {
    const notImage = 'Please choose an image file (PNG, JPEG, GIF or WebP). SVG files are not accepted.';
    for (const [body, type] of [
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [Buffer.from('just some text'), 'image/jpeg'],
      [png, 'text/plain'],
      [png, 'application/octet-stream'],
    ] as const) {
      const refused = await upload(body, type);
      expect(refused.statusCode, type).toBe(415);
      expect(refused.json(), type).toEqual({ code: 'unsupported_media_type', message: notImage, field: 'logo' });
    }
    const tooLarge = await upload(Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES)]), 'image/png');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'payload_too_large', message: 'The logo must be 1 MB or smaller.', field: 'logo' });
    const empty = await upload(Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(415);
  });
});
