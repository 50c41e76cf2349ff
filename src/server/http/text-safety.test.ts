import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../tests/support/calls.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../tests/support/server.ts';
import { defaultNumberingSettings } from '../../domain/ticket-numbering.ts';
import { unstorableTextIn } from './text-safety.ts';

const NUL = '\u0000';

describe('text the database cannot store in input (U+0000, lone surrogates)', () => {
  it('is found wherever it hides in parsed input, and named by its path', () => {
    const nul = 'must not contain the NUL character (U+0000)';
    expect(unstorableTextIn({ a: 'fine', b: [{ c: `x${NUL}` }] })).toEqual({ field: 'b.0.c', problem: nul });
    expect(unstorableTextIn({ [`ke${NUL}y`]: 'value' })).toEqual({ field: 'key', problem: nul });
    expect(unstorableTextIn(`plain${NUL}`)).toEqual({ field: 'body', problem: nul });
    expect(unstorableTextIn({ a: 1, b: null, c: ['ok', '😀'] })).toBeNull();
  });

  it('as are lone surrogates, which have no UTF-8 form', () => {
    const lone = 'must be well-formed Unicode (an unpaired surrogate code unit cannot be stored)';
    expect(unstorableTextIn({ name: 'a\udfff😀' })).toEqual({ field: 'name', problem: lone });
    expect(unstorableTextIn({ meta: { ['\ud800']: 1 } })).toEqual({ field: 'meta.\ufffd', problem: lone });
  });

  describe('on the routes', () => {
    let app: FastifyInstance;
    let call: Call;
    let acme: TestOrganization;
    let admin: TestMember;
    let customer: TestMember;

    beforeAll(async () => {
      const db = await testDatabase();
      app = await buildTestApp();
      call = callerFor(app);
      acme = await createOrganization(db);
      admin = await createMember(db, acme, 'org_admin');
      customer = await createMember(db, acme, 'user');
    });
    afterAll(() => app.close());

    function expectRefused(response: { statusCode: number; json(): unknown }, field: string) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        field,
        message: `${field}: must not contain the NUL character (U+0000)`,
      });
    }

    it('refuses it in the tenancy parameter before the organization is looked up, signed in or not', async () => {
      expectRefused(await app.inject({ method: 'GET', url: '/api/health?subdomain=a%00b' }), 'subdomain');
      expectRefused(await app.inject({ method: 'GET', url: '/tickets?subdomain=a%00b' }), 'subdomain');
    });

    it('refuses it in searches, new tickets, comments, appointments and settings, naming the field', async () => {
      expectRefused(await call('GET', '/api/tickets?search=jam%00med', { as: admin, on: acme }), 'search');
      expectRefused(await call('GET', '/api/tickets?search=a%00', { as: customer, on: acme }), 'search');
      expectRefused(await call('GET', '/api/tickets/customer-options?search=%00', { as: admin, on: acme }), 'search');
      const ticket = { subject: `Printer${NUL}`, description: 'Jammed', customerName: 'Carla', priority: 'medium' };
      expectRefused(await call('POST', '/api/tickets', { as: admin, on: acme, body: ticket }), 'subject');
      const created = await call('POST', '/api/tickets', { as: customer, on: acme, body: { subject: 'Printer', description: 'Jammed' } });
      expect(created.statusCode).toBe(201);
      const ticketId = created.json().id;
      expectRefused(
        await call('POST', `/api/tickets/${ticketId}/comments`, { as: customer, on: acme, body: { content: `hi${NUL}` } }),
        'content',
      );
      const appointment = { date: '2099-01-01', time: '10:00', title: `Visit${NUL}` };
      expectRefused(await call('POST', `/api/tickets/${ticketId}/appointments`, { as: admin, on: acme, body: appointment }), 'title');
      const numbering = { ...defaultNumberingSettings, prefix: `T${NUL}` };
      expectRefused(await call('PUT', '/api/settings/ticket-numbering', { as: admin, on: acme, body: numbering }), 'prefix');
      expectRefused(
        await call('POST', '/api/agent-invitations', { as: admin, on: acme, body: { email: 'a@b.test', name: `A${NUL}` } }),
        'name',
      );
    });

    it('refuses a lone surrogate the same way, on the routes and in the auth service', async () => {
      const profile = await call('PUT', '/api/me/profile', { as: admin, on: acme, body: { name: 'Ann \udfff😀' } });
      expect(profile.statusCode).toBe(400);
      expect(profile.json()).toMatchObject({ code: 'validation_failed', field: 'name' });
      const signUp = await app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        headers: { 'x-tenant-subdomain': acme.subdomain },
        payload: { email: 'surrogate@example.test', password: 'Sturdy-pass-1!', data: { name: 'Sur\ud800' } },
      });
      expect(signUp.statusCode).toBe(400);
      expect(signUp.json()).toMatchObject({
        error_code: 'validation_failed',
        msg: expect.stringMatching(/^data\.name: must be well-formed Unicode/),
      });
    });

    it('refuses it in the auth service in its own error shape', async () => {
      const signUp = await app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        headers: { 'x-tenant-subdomain': acme.subdomain },
        payload: { email: 'nul@example.test', password: 'Sturdy-pass-1!', data: { name: `Nul${NUL}` } },
      });
      expect(signUp.statusCode).toBe(400);
      expect(signUp.json()).toMatchObject({
        code: 400,
        error_code: 'validation_failed',
        msg: 'data.name: must not contain the NUL character (U+0000)',
      });
    });
  });
});
