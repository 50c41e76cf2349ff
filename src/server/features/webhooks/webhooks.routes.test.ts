import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import type { TestMember } from '../../../../tests/support/factories.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { openTestMailbox } from '../../../../tests/support/mail.ts';
import { buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../../tests/support/webhook-receiver.ts';
import { sampleLayout } from '../../../../tests/support/work-orders.ts';
import { blankDay } from '../../../domain/time-cards.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type JobWorker, startJobWorker } from '../../jobs/job-worker.ts';
import { createServiceLevelCheckHandler } from '../service-levels/service-level-check.job.ts';
import { createWebhookDeliveryHandler } from './webhook-delivery.job.ts';
import { WEBHOOK_DELIVERY_QUEUE } from './webhook-events.ts';

const HOUR = 60 * 60_000;

/** Whether a request carries a signature made with this secret (checked apart from its time, which the test's clock moves). */
function isSignedWith(secret: string, request: { headers: Record<string, string>; body: string } | undefined): boolean {
  if (!request) return false;
  const signedAt = new Date(Number(request.headers['webhook-timestamp']) * 1000);
  const expected = new Webhook(secret).sign(request.headers['webhook-id'] ?? '', signedAt, request.body);
  return (request.headers['webhook-signature'] ?? '').split(' ').includes(expected);
}

interface Delivery {
  id: string;
  eventType: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  responseBody: string | null;
  requestBody: string | null;
}

/** The app, a clock the test moves, and a job worker sending deliveries on that clock. */
async function webhookServer(db: Database, config: Config) {
  // Real time moved on by the test: jobs a change enqueues are due at the database's own now().
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset) };
  const app = await buildTestApp({ db, config, clock });
  const logger = pino({ level: 'silent' });
  const worker: JobWorker = startJobWorker({
    db,
    handlers: { [WEBHOOK_DELIVERY_QUEUE]: createWebhookDeliveryHandler({ config, db, clock }) },
    clock,
    pollMs: 60_000,
    logger,
  });
  return {
    app,
    clock,
    call: callerFor(app),
    advance: (ms: number) => {
      offset += ms;
    },
    send: () => worker.runDueJobs(),
    close: async () => {
      await worker.stop();
      await app.close();
    },
  };
}

describe('webhooks', () => {
  let db: Database;
  let server: Awaited<ReturnType<typeof webhookServer>>;
  let call: Call;
  let acme: Org;
  let globex: Org;
  let receiver: WebhookReceiver;
  const config = testConfig({ WEBHOOKS_ALLOW_LOCAL: 'true' });

  beforeAll(async () => {
    db = await testDatabase();
    server = await webhookServer(db, config);
    call = server.call;
    acme = await createOrg(db);
    globex = await createOrg(db);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  const as = (org: Org, member: TestMember, body?: unknown) => ({ as: member, on: org.organization, body });

  async function addEndpoint(org: Org, body: Record<string, unknown>) {
    const response = await call('POST', '/api/webhooks', as(org, org.admin, { events: ['ticket.created'], ...body }));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; secret: string; url: string };
  }

  async function openTicket(org: Org, subject = 'Boiler makes noise') {
    const response = await call(
      'POST',
      '/api/tickets',
      as(org, org.admin, { subject, description: 'Loud', customerId: org.bob.recordId, priority: 'low' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; ticketNumber: string };
  }

  async function deliveriesOf(org: Org, endpointId: string): Promise<Delivery[]> {
    const response = await call('GET', `/api/webhooks/${endpointId}/deliveries`, as(org, org.admin));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().deliveries;
  }

  it('sends signed deliveries of the chosen events, in order per ticket, that the standardwebhooks package verifies', async () => {
    const endpoint = await addEndpoint(acme, {
      url: `${receiver.url}/ordered`,
      events: ['ticket.created', 'ticket.status_changed', 'ticket.commented', 'ticket.assigned'],
    });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const before = receiver.received.length;
    const ticket = await openTicket(acme);
    expect((await call('PATCH', `/api/tickets/${ticket.id}/status`, as(acme, acme.admin, { status: 'in_progress' }))).statusCode).toBe(200);
    expect((await call('POST', `/api/tickets/${ticket.id}/comments`, as(acme, acme.admin, { content: 'On our way' }))).statusCode).toBe(
      201,
    );
    expect((await call('PATCH', `/api/tickets/${ticket.id}/priority`, as(acme, acme.admin, { priority: 'high' }))).statusCode).toBe(200);
    expect((await call('PUT', `/api/tickets/${ticket.id}/assignee`, as(acme, acme.admin, { assignedTo: acme.agent.id }))).statusCode).toBe(
      200,
    );
    await server.send();

    const requests = receiver.received.slice(before);
    const verifier = new Webhook(endpoint.secret);
    const events = requests.map(
      (request) => verifier.verify(request.body, request.headers) as { type: string; data: { id: string; status: string } },
    );
    // The priority change is ticket.updated, which the endpoint did not choose.
    expect(events.map((event) => event.type)).toEqual(['ticket.created', 'ticket.status_changed', 'ticket.commented', 'ticket.assigned']);
    expect(events.every((event) => event.data.id === ticket.id)).toBe(true);
    expect(requests[0]?.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    // A body altered on the way fails verification.
    const first = requests[0];
    expect(() => verifier.verify(first?.body.replace('Boiler', 'Boxer') ?? '', first?.headers ?? {})).toThrow();

    const log = await deliveriesOf(acme, endpoint.id);
    expect(log.map((delivery) => [delivery.eventType, delivery.status, delivery.attempts, delivery.responseStatus])).toEqual([
      ['ticket.assigned', 'delivered', 1, 200],
      ['ticket.commented', 'delivered', 1, 200],
      ['ticket.status_changed', 'delivered', 1, 200],
      ['ticket.created', 'delivered', 1, 200],
    ]);
    expect(JSON.parse(log[3]?.requestBody ?? '{}').data).toMatchObject({ id: ticket.id, ticketNumber: ticket.ticketNumber });
  });

  it('retries a failed delivery with growing waits while the ticket’s later events wait behind it', async () => {
    const other = await createOrg(db);
    const endpoint = await addEndpoint(other, { url: `${receiver.url}/retry`, events: ['ticket.created', 'ticket.status_changed'] });
    let failuresLeft = 2;
    receiver.answerWith((request) => {
      if (!request.body.includes(other.organization.id) && !request.body.includes('"ticket.created"')) return { status: 200 };
      if (failuresLeft > 0 && request.body.includes('"ticket.created"')) {
        failuresLeft -= 1;
        return { status: 503, body: 'busy' };
      }
      return { status: 200 };
    });
    const before = receiver.received.length;
    const ticket = await openTicket(other, 'Retry me');
    await call('PATCH', `/api/tickets/${ticket.id}/status`, as(other, other.admin, { status: 'in_progress' }));
    await server.send();
    let log = await deliveriesOf(other, endpoint.id);
    expect(log.map((delivery) => [delivery.eventType, delivery.status, delivery.attempts])).toEqual([
      ['ticket.status_changed', 'pending', 0],
      ['ticket.created', 'pending', 1],
    ]);
    expect(log[1]).toMatchObject({ responseStatus: 503, responseBody: 'busy' });

    // Not again before its wait (10 s) is over.
    server.advance(7_000);
    await server.send();
    expect((await deliveriesOf(other, endpoint.id))[1]?.attempts).toBe(1);
    server.advance(3_000);
    await server.send();
    expect((await deliveriesOf(other, endpoint.id))[1]?.attempts).toBe(2);
    // The second wait is 40 s; then it goes through and the status change follows it.
    server.advance(35_000);
    await server.send();
    expect((await deliveriesOf(other, endpoint.id))[1]?.attempts).toBe(2);
    server.advance(5_000);
    await server.send();
    log = await deliveriesOf(other, endpoint.id);
    expect(log.map((delivery) => [delivery.eventType, delivery.status, delivery.attempts])).toEqual([
      ['ticket.status_changed', 'delivered', 1],
      ['ticket.created', 'delivered', 3],
    ]);
    const sent = receiver.received.slice(before).filter((request) => request.body.includes(ticket.id));
    expect(sent.map((request) => (JSON.parse(request.body) as { type: string }).type)).toEqual([
      'ticket.created',
      'ticket.created',
      'ticket.created',
      'ticket.status_changed',
    ]);
    // Every attempt of a delivery carries the same id.
    expect(new Set(sent.slice(0, 3).map((request) => request.headers['webhook-id'])).size).toBe(1);
    receiver.answerWith(() => ({ status: 200 }));
  });

  it('turns an endpoint off after a day of failures and tells its organization’s admins by e-mail', async () => {
    const other = await createOrg(db);
    const failing = await startWebhookReceiver();
    failing.answerWith(() => ({ status: 500 }));
    const endpoint = await addEndpoint(other, { url: failing.url });
    await openTicket(other, 'Nobody listens');
    await server.send();
    for (let hour = 0; hour < 25; hour += 1) {
      server.advance(HOUR);
      await server.send();
    }
    const list = await call('GET', '/api/webhooks', as(other, other.admin));
    expect(list.json().endpoints[0]).toMatchObject({ id: endpoint.id, isEnabled: false, disabledReason: expect.stringMatching(/a day/) });
    const [delivery] = await deliveriesOf(other, endpoint.id);
    expect(delivery?.status).toBe('failed');
    expect(failing.received.length).toBeGreaterThan(5);

    const mailbox = openTestMailbox({ db, config });
    const mail = await mailbox.waitForMail(other.admin.email);
    await mailbox.stop();
    expect(mail.subject).toBe('A webhook endpoint was turned off');
    expect(mail.text).toContain(failing.url);

    // Nothing more is sent to it, and the log says why a resend is refused.
    const sentBefore = failing.received.length;
    await openTicket(other, 'Still nobody');
    await server.send();
    expect(failing.received.length).toBe(sentBefore);
    const resend = await call('POST', `/api/webhooks/${endpoint.id}/deliveries/${delivery?.id}/resend`, as(other, other.admin));
    expect([resend.statusCode, resend.json().code]).toEqual([409, 'webhook_endpoint_disabled']);
    await failing.close();
  });

  it('signs with the old secret beside the new one for a day after a rotation, and records changes in the audit log', async () => {
    const other = await createOrg(db);
    const endpoint = await addEndpoint(other, { url: `${receiver.url}/rotated` });
    const rotated = await call('POST', `/api/webhooks/${endpoint.id}/rotate-secret`, as(other, other.admin));
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = rotated.json() as { secret: string };
    expect(secret).not.toBe(endpoint.secret);
    const revealed = await call('GET', `/api/webhooks/${endpoint.id}/secret`, as(other, other.admin));
    expect(revealed.json()).toMatchObject({ secret, previousSecret: endpoint.secret });

    const before = receiver.received.length;
    await openTicket(other, 'During the overlap');
    await server.send();
    const [during] = receiver.received.slice(before);
    expect(during?.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(isSignedWith(endpoint.secret, during)).toBe(true);
    expect(isSignedWith(secret, during)).toBe(true);

    server.advance(24 * HOUR + 1000);
    const later = receiver.received.length;
    await openTicket(other, 'After the overlap');
    await server.send();
    const [after] = receiver.received.slice(later);
    expect(after?.headers['webhook-signature']?.split(' ')).toHaveLength(1);
    expect(isSignedWith(secret, after)).toBe(true);
    expect(isSignedWith(endpoint.secret, after)).toBe(false);

    const changed = await call(
      'PUT',
      `/api/webhooks/${endpoint.id}`,
      as(other, other.admin, { url: `${receiver.url}/moved`, events: ['customer.created'] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('DELETE', `/api/webhooks/${endpoint.id}`, as(other, other.admin))).statusCode).toBe(204);
    const audit = await call('GET', '/api/audit-events', as(other, other.admin));
    expect(audit.statusCode, audit.body).toBe(200);
    const actions = (audit.json().events as { action: string; before: unknown; after: unknown }[]).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['webhook.created', 'webhook.secret_rotated', 'webhook.updated', 'webhook.deleted']));
    expect(JSON.stringify(audit.json())).not.toContain(secret);
  });

  it('sends a completed work order with the link to its signed PDF', async () => {
    const other = await createOrg(db);
    const endpoint = await addEndpoint(other, { url: `${receiver.url}/work-orders`, events: ['work_order.completed'] });
    const admin = as(other, other.admin);
    expect((await call('PUT', '/api/work-order-layout', { ...admin, body: { elements: sampleLayout } })).statusCode).toBe(200);
    const settings = { settings: { enableSignatureCapture: false, requirePhotoDocumentation: false }, workOrdersEnabled: true };
    expect((await call('PUT', '/api/work-order-settings', { ...admin, body: settings })).statusCode).toBe(200);
    const created = await call('POST', '/api/work-orders', { ...admin, body: { title: 'Replace the valve' } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    await call('POST', `/api/work-orders/${id}/status`, { ...admin, body: { status: 'in_progress' } });
    const before = receiver.received.length;
    await server.send();
    expect(receiver.received.length).toBe(before);
    expect((await call('POST', `/api/work-orders/${id}/complete`, admin)).statusCode).toBe(200);
    await server.send();
    const [request] = receiver.received.slice(before);
    const event = JSON.parse(request?.body ?? '{}') as { type: string; data: { id: string; status: string; documentUrl: string } };
    expect(isSignedWith(endpoint.secret, request)).toBe(true);
    expect(event).toMatchObject({ type: 'work_order.completed', data: { id, status: 'completed' } });
    expect(event.data.documentUrl).toMatch(new RegExp(`/api/work-orders/${id}/document$`));
    const document = await call('GET', new URL(event.data.documentUrl).pathname, admin);
    expect(document.headers['content-type']).toBe('application/pdf');
  });

  it('sends a time sheet when it is submitted and when it is approved', async () => {
    const other = await createOrg(db);
    const endpoint = await addEndpoint(other, { url: `${receiver.url}/timesheets`, events: ['timesheet.submitted', 'timesheet.approved'] });
    const timecard = { submissionMethod: 'system_only', requiresSupervisorApproval: true };
    expect((await call('PUT', '/api/settings/timecard', as(other, other.admin, timecard))).statusCode).toBe(200);
    const current = await call('GET', '/api/time-cards/timesheet', as(other, other.agent));
    expect(current.statusCode, current.body).toBe(200);
    const { periodStart, version } = current.json() as { periodStart: string; version: number };
    const days = [{ ...blankDay(periodStart), startTime: '09:00', endTime: '17:00', regularHours: 8 }];
    const saved = await call('PUT', `/api/time-cards/timesheet/${periodStart}`, as(other, other.agent, { version, days }));
    expect(saved.statusCode, saved.body).toBe(200);
    const before = receiver.received.length;
    const submitted = await call(
      'POST',
      `/api/time-cards/timesheet/${periodStart}/submit`,
      as(other, other.agent, { version: saved.json().version }),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { id } = submitted.json() as { id: string };
    const approved = await call(
      'POST',
      `/api/time-cards/timesheets/${id}/review`,
      as(other, other.admin, { decision: 'approve', comment: '' }),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await server.send();
    const events = receiver.received.slice(before).map((request) => {
      expect(isSignedWith(endpoint.secret, request)).toBe(true);
      return JSON.parse(request.body) as { type: string; data: { id: string; status: string; userId: string } };
    });
    expect(events.map((event) => [event.type, event.data.id, event.data.userId])).toEqual([
      ['timesheet.submitted', id, other.agent.id],
      ['timesheet.approved', id, other.agent.id],
    ]);
  });

  it('sends a ticket’s service-level warning and then its breach', async () => {
    const other = await createOrg(db);
    const endpoint = await addEndpoint(other, { url: `${receiver.url}/sla`, events: ['ticket.sla_warning', 'ticket.sla_breached'] });
    const policy = await call('POST', '/api/service-levels/policies', {
      ...as(other, other.admin),
      body: {
        name: 'Around the clock',
        calendarId: null,
        match: {},
        targets: { first_response: { minutes: 60, isBusinessHours: false }, next_response: null, resolution: null },
      },
    });
    expect(policy.statusCode, policy.body).toBe(201);
    const ticket = await openTicket(other, 'Against the clock');
    const detail = (await call('GET', `/api/tickets/${ticket.id}`, as(other, other.admin))).json();
    const firstResponse = detail.serviceLevels.find((entry: { target: string }) => entry.target === 'first_response');
    const check = createServiceLevelCheckHandler({ config, db, clock: server.clock });
    const run = () => check({ organizationId: other.organization.id, clockId: firstResponse.id }, { id: 0, queue: '', attempt: 1 });
    const before = receiver.received.length;
    server.advance(46 * 60_000);
    await run();
    server.advance(15 * 60_000);
    await run();
    await server.send();
    const events = receiver.received.slice(before).map((request) => {
      expect(isSignedWith(endpoint.secret, request)).toBe(true);
      return JSON.parse(request.body) as { type: string; data: { id: string } };
    });
    expect(events.map((event) => [event.type, event.data.id])).toEqual([
      ['ticket.sla_warning', ticket.id],
      ['ticket.sla_breached', ticket.id],
    ]);
  });

  it('sends a test event and resends a delivery with the same id', async () => {
    const other = await createOrg(db);
    const endpoint = await addEndpoint(other, { url: `${receiver.url}/test-event` });
    const test = await call('POST', `/api/webhooks/${endpoint.id}/test`, as(other, other.admin));
    expect(test.statusCode, test.body).toBe(202);
    await server.send();
    const [delivery] = await deliveriesOf(other, endpoint.id);
    expect(delivery).toMatchObject({ id: test.json().id, eventType: 'webhook.test', status: 'delivered' });
    const resend = await call('POST', `/api/webhooks/${endpoint.id}/deliveries/${delivery?.id}/resend`, as(other, other.admin));
    expect(resend.statusCode, resend.body).toBe(202);
    await server.send();
    const copies = receiver.received.filter((request) => request.headers['webhook-id'] === delivery?.id);
    expect(copies).toHaveLength(2);
    expect(copies[0]?.body).toBe(copies[1]?.body);
    expect((await deliveriesOf(other, endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('does not follow a redirect: the answer is a failure and the address it points to gets nothing', async () => {
    const other = await createOrg(db);
    const target = await startWebhookReceiver();
    const redirecting = await startWebhookReceiver();
    redirecting.answerWith(() => ({ status: 302, headers: { location: target.url } }));
    const endpoint = await addEndpoint(other, { url: redirecting.url });
    await openTicket(other, 'Redirected');
    await server.send();
    const [delivery] = await deliveriesOf(other, endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', responseStatus: 302 });
    expect(redirecting.received).toHaveLength(1);
    expect(target.received).toHaveLength(0);
    await target.close();
    await redirecting.close();
  });

  it("keeps each organization's endpoints and events to itself, and lets org admins only manage them", async () => {
    const acmeEndpoint = await addEndpoint(acme, { url: `${receiver.url}/acme-only`, events: ['ticket.created', 'customer.created'] });
    const globexEndpoint = await addEndpoint(globex, { url: `${receiver.url}/globex-only` });
    await openTicket(globex, 'Globex business');
    await server.send();
    expect(await deliveriesOf(acme, acmeEndpoint.id)).toEqual([]);
    expect((await deliveriesOf(globex, globexEndpoint.id)).map((delivery) => delivery.eventType)).toEqual(['ticket.created']);
    const [globexDelivery] = await deliveriesOf(globex, globexEndpoint.id);

    const list = await call('GET', '/api/webhooks', as(acme, acme.admin));
    expect(list.json().endpoints.map((endpoint: { id: string }) => endpoint.id)).not.toContain(globexEndpoint.id);
    const input = { url: `${receiver.url}/stolen`, events: ['ticket.created'] };
    const attempts = [
      call('PUT', `/api/webhooks/${globexEndpoint.id}`, as(acme, acme.admin, input)),
      call('DELETE', `/api/webhooks/${globexEndpoint.id}`, as(acme, acme.admin)),
      call('GET', `/api/webhooks/${globexEndpoint.id}/secret`, as(acme, acme.admin)),
      call('POST', `/api/webhooks/${globexEndpoint.id}/rotate-secret`, as(acme, acme.admin)),
      call('GET', `/api/webhooks/${globexEndpoint.id}/deliveries`, as(acme, acme.admin)),
      call('POST', `/api/webhooks/${globexEndpoint.id}/test`, as(acme, acme.admin)),
      call('POST', `/api/webhooks/${globexEndpoint.id}/deliveries/${globexDelivery?.id}/resend`, as(acme, acme.admin)),
      call('POST', `/api/webhooks/${acmeEndpoint.id}/deliveries/${globexDelivery?.id}/resend`, as(acme, acme.admin)),
    ];
    const answers = await Promise.all(attempts);
    expect(answers.map((answer) => answer.json().code)).toEqual([
      'webhook_endpoint_not_found',
      'webhook_endpoint_not_found',
      'webhook_endpoint_not_found',
      'webhook_endpoint_not_found',
      'webhook_endpoint_not_found',
      'webhook_endpoint_not_found',
      'webhook_endpoint_not_found',
      'webhook_delivery_not_found',
    ]);
    expect(answers.every((answer) => answer.statusCode === 404)).toBe(true);

    for (const member of [acme.agent, acme.bob]) {
      expect((await call('GET', '/api/webhooks', as(acme, member))).statusCode).toBe(403);
      expect((await call('POST', '/api/webhooks', as(acme, member, input))).statusCode).toBe(403);
    }
    // Access is checked before the body.
    expect((await call('POST', '/api/webhooks', as(acme, acme.agent, { url: 42 }))).statusCode).toBe(403);
    expect((await call('GET', '/api/webhooks')).statusCode).toBe(401);
  });

  it('pages the delivery log newest first with a cursor, which another organization cannot use on its own endpoints', async () => {
    const other = await createOrg(db);
    const endpoint = await addEndpoint(other, { url: `${receiver.url}/paged` });
    const sent: string[] = [];
    for (let index = 0; index < 52; index += 1) {
      const test = await call('POST', `/api/webhooks/${endpoint.id}/test`, as(other, other.admin));
      expect(test.statusCode, test.body).toBe(202);
      sent.push(test.json().id);
    }
    const first = await call('GET', `/api/webhooks/${endpoint.id}/deliveries`, as(other, other.admin));
    expect(first.json().deliveries.map((delivery: Delivery) => delivery.id)).toEqual(sent.toReversed().slice(0, 50));
    const cursor = first.json().nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    const second = await call('GET', `/api/webhooks/${endpoint.id}/deliveries?cursor=${cursor}`, as(other, other.admin));
    expect(second.json()).toEqual({
      deliveries: sent
        .slice(0, 2)
        .toReversed()
        .map((id) => expect.objectContaining({ id })),
      nextCursor: null,
    });

    const acmeEndpoint = await addEndpoint(acme, { url: `${receiver.url}/acme-paged` });
    const elsewhere = await call('GET', `/api/webhooks/${acmeEndpoint.id}/deliveries?cursor=${cursor}`, as(acme, acme.admin));
    expect(elsewhere.json()).toEqual({ deliveries: [], nextCursor: null });
    const stranger = await call('GET', `/api/webhooks/${endpoint.id}/deliveries?cursor=${cursor}`, as(acme, acme.admin));
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'webhook_endpoint_not_found']);

    for (const bad of ['nonsense', Buffer.from('{"sequence":-1}').toString('base64url'), 'x'.repeat(501)]) {
      const response = await call('GET', `/api/webhooks/${endpoint.id}/deliveries?cursor=${bad}`, as(other, other.admin));
      expect([response.statusCode, response.json().code], bad).toEqual([400, 'validation_failed']);
      expect(response.json().message, bad).toMatch(/cursor/);
    }
    expect((await call('GET', `/api/webhooks/${endpoint.id}/deliveries?cursor=nonsense`, as(other, other.agent))).statusCode).toBe(403);
  });

  it('names the problem with an endpoint it refuses', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'not an address', events: ['ticket.created'] }, 'webhook_url_invalid'],
      [{ url: `${receiver.url}/x`, events: [] }, 'validation_failed'],
      [{ url: `${receiver.url}/x`, events: ['ticket.exploded'] }, 'validation_failed'],
    ];
    for (const [body, code] of cases) {
      const response = await call('POST', '/api/webhooks', as(acme, acme.admin, body));
      expect([response.statusCode, response.json().code], JSON.stringify(body)).toEqual([400, code]);
    }
  });
});

describe('webhooks outside development', () => {
  let db: Database;
  let server: Awaited<ReturnType<typeof webhookServer>>;
  let org: Org;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    db = await testDatabase();
    server = await webhookServer(db, testConfig({ NODE_ENV: 'production', WEBHOOKS_ALLOW_LOCAL: 'false' }));
    org = await createOrg(db);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  it('refuses plain http endpoints', async () => {
    const response = await server.call('POST', '/api/webhooks', {
      as: org.admin,
      on: org.organization,
      body: { url: receiver.url, events: ['ticket.created'] },
    });
    expect([response.statusCode, response.json().code, response.json().message]).toEqual([
      400,
      'webhook_url_invalid',
      'The endpoint must be an https:// address.',
    ]);
  });

  it('refuses to send to loopback, private, link-local and metadata addresses, also behind a name, after DNS resolution', async () => {
    const urls = [
      `https://127.0.0.1:${receiver.port}/hooks`,
      `https://localhost:${receiver.port}/hooks`,
      'https://10.1.2.3/hooks',
      'https://192.168.0.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
    ];
    const ids: string[] = [];
    for (const url of urls) {
      const response = await server.call('POST', '/api/webhooks', {
        as: org.admin,
        on: org.organization,
        body: { url, events: ['ticket.created'] },
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().id);
    }
    const ticket = await server.call('POST', '/api/tickets', {
      as: org.admin,
      on: org.organization,
      body: { subject: 'Reach inside', description: 'x', customerId: org.bob.recordId, priority: 'low' },
    });
    expect(ticket.statusCode).toBe(201);
    await server.send();
    for (const [index, id] of ids.entries()) {
      const response = await server.call('GET', `/api/webhooks/${id}/deliveries`, { as: org.admin, on: org.organization });
      const [delivery] = response.json().deliveries as Delivery[];
      expect(delivery?.responseStatus, urls[index]).toBeNull();
      expect(delivery?.responseBody ?? '', urls[index]).toMatch(/^Refused: .*is not allowed/);
    }
    expect(receiver.received).toHaveLength(0);
  });
});
