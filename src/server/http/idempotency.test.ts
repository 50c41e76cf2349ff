import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../tests/support/factories.ts';
import { accessTokenFor, buildTestApp, testDatabase } from '../../../tests/support/server.ts';
import { idempotencyKeys } from '../db/schema.ts';

describe('Idempotency-Key', () => {
  let app: FastifyInstance;
  let acme: TestOrganization;
  let customer: TestMember;
  let otherCustomer: TestMember;
  const tokens = new Map<string, string>();

  async function post(as: TestMember, url: string, body: Record<string, unknown>, key?: string) {
    const token = tokens.get(as.id) ?? (await accessTokenFor(as));
    tokens.set(as.id, token);
    return app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'x-tenant-subdomain': acme.subdomain, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  }
  const listTitles = async (as: TestMember) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/tickets?limit=100',
      headers: { authorization: `Bearer ${tokens.get(as.id)}`, 'x-tenant-subdomain': acme.subdomain },
    });
    return (response.json().items as { title: string }[]).map((ticket) => ticket.title);
  };

  beforeAll(async () => {
    const db = await testDatabase();
    app = await buildTestApp();
    acme = await createOrganization(db);
    customer = await createMember(db, acme, 'user');
    otherCustomer = await createMember(db, acme, 'user');
  });
  afterAll(() => app.close());

  it('answers a retried ticket with the first result instead of creating a second ticket', async () => {
    const body = { subject: 'Retried printer', description: 'It jams.' };
    const first = await post(customer, '/api/tickets', body, 'submit-1');
    expect(first.statusCode).toBe(201);
    const again = await post(customer, '/api/tickets', body, 'submit-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await listTitles(customer)).filter((title) => title === 'Retried printer')).toHaveLength(1);
  });

  it('refuses the same key with another request (422), and keeps keys apart per user', async () => {
    await post(customer, '/api/tickets', { subject: 'First use', description: 'One.' }, 'submit-2');
    const reused = await post(customer, '/api/tickets', { subject: 'Another', description: 'Two.' }, 'submit-2');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    const otherUser = await post(otherCustomer, '/api/tickets', { subject: 'Another', description: 'Two.' }, 'submit-2');
    expect(otherUser.statusCode).toBe(201);
  });

  it('answers 409 while the first request with the key is still being served, and lets a retry take over one that died', async () => {
    const db = await testDatabase();
    const body = { subject: 'Double click', description: 'Twice at once.' };
    expect((await post(customer, '/api/tickets', body, 'submit-3')).statusCode).toBe(201);
    // As if the first request were still running, then as if its process had died before answering.
    const holdUntil = (lockedUntil: Date) =>
      db.withPlatform((tx) =>
        tx
          .update(idempotencyKeys)
          .set({ responseStatus: null, responseBody: null, lockedUntil })
          .where(and(eq(idempotencyKeys.userId, customer.id), eq(idempotencyKeys.key, 'submit-3'))),
      );

    await holdUntil(new Date(Date.now() + 60_000));
    const busy = await post(customer, '/api/tickets', body, 'submit-3');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('idempotency_in_flight');

    await holdUntil(new Date(Date.now() - 1_000));
    const takenOver = await post(customer, '/api/tickets', body, 'submit-3');
    expect(takenOver.statusCode).toBe(201);
    expect(takenOver.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps a refusal too, so a retry of a bad request is refused the same way, and names a malformed key', async () => {
    const bad = await post(customer, '/api/tickets', { subject: '', description: '' }, 'submit-4');
    expect(bad.statusCode).toBe(400);
    const retried = await post(customer, '/api/tickets', { subject: '', description: '' }, 'submit-4');
    expect(retried.json()).toEqual(bad.json());
    const malformed = await post(customer, '/api/tickets', { subject: 'x', description: 'y' }, 'has spaces in it');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation_failed', field: 'Idempotency-Key' });
  });

  it('applies to comments, and changes nothing without a key', async () => {
    const ticket = (await post(customer, '/api/tickets', { subject: 'Commented', description: 'Yes.' })).json();
    const url = `/api/tickets/${ticket.id}/comments`;
    const first = await post(customer, url, { content: 'Any news?' }, 'comment-1');
    const again = await post(customer, url, { content: 'Any news?' }, 'comment-1');
    expect(again.json().id).toBe(first.json().id);
    const plain = await post(customer, url, { content: 'Any news?' });
    expect(plain.json().id).not.toBe(first.json().id);
  });
});
