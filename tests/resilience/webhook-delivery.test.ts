import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/features/demo/demo.seed.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';
import { killStartedServers, type RunningServer, signInOver, startServer } from '../support/server-process.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

const PORT = Number(process.env.RESILIENCE_PORT ?? 5240) + 7;
const TICKETS = Number(process.env.RESILIENCE_WEBHOOK_TICKETS ?? 100);
const CHANGES_PER_TICKET = 10;
/** Tickets changed side by side. */
const WRITERS = 20;
const subdomain = 'acme';
/** The job worker's batch: at most this many deliveries are in flight when the process is killed. */
const IN_FLIGHT_AT_MOST = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const figures: string[] = [];
afterAll(() => console.info(figures.join('\n')));

const engines = process.env.DATABASE_URL ? (['postgresql', 'pglite'] as const) : (['pglite'] as const);

describe.each(engines)('webhook delivery across a kill on %s', (engine) => {
  let scratch: ScratchDatabase;
  let receiver: WebhookReceiver;
  afterAll(async () => {
    killStartedServers();
    await receiver?.close();
    await scratch?.drop();
  });

  it(`delivers ${TICKETS * CHANGES_PER_TICKET} ticket changes, none lost, none twice beyond those in flight, in order per ticket, through a SIGKILL`, async () => {
    scratch = await createScratchDatabase({ engine });
    receiver = await startWebhookReceiver();
    const settings = {
      port: PORT,
      ...scratch.location,
      env: { WEBHOOKS_ALLOW_LOCAL: 'true', JOB_LOCK_SECONDS: '5', WEBHOOK_SENDING_LEASE_SECONDS: '15' },
    };
    let server: RunningServer = await startServer(settings);
    const token = await signInOver(server.url, { subdomain, email: 'alice@acme.test', password: DEMO_PASSWORD });
    // The few fields this test reads of the answers it gets (an endpoint, a ticket, a page of customers).
    type Answer = { id: string; secret: string; items: { id: string }[] };
    const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
      const response = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}subdomain=${subdomain}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      // The embedded database sheds load under many writers at once: the answer says to try again.
      if (response.status === 503) {
        await pause(Number(response.headers.get('retry-after') ?? 1) * 1000);
        return call(method, path, body);
      }
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return JSON.parse(text) as Answer;
    };
    const endpoint = await call('POST', '/api/webhooks', {
      url: receiver.url,
      events: ['ticket.created', 'ticket.status_changed', 'ticket.updated'],
    });
    const { items } = await call('GET', '/api/customers?limit=1');
    const customerId = items[0]?.id;

    // Every change is made (and acknowledged) first; the kill then lands while their deliveries are being sent.
    const madeAt = performance.now();
    let nextTicket = 0;
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        for (let index = nextTicket++; index < TICKETS; index = nextTicket++) {
          const ticket = await call('POST', '/api/tickets', { subject: `Hook ${index}`, description: 'x', customerId, priority: 'medium' });
          for (let change = 1; change < CHANGES_PER_TICKET; change += 1) {
            if (change % 2 === 1)
              await call('PATCH', `/api/tickets/${ticket.id}/status`, { status: change % 4 === 1 ? 'in_progress' : 'open' });
            else await call('PATCH', `/api/tickets/${ticket.id}/priority`, { priority: change % 4 === 2 ? 'high' : 'low' });
          }
        }
      }),
    );
    const madeInMs = performance.now() - madeAt;
    const expected = TICKETS * CHANGES_PER_TICKET;
    const distinct = () => new Set(receiver.received.map((request) => request.headers['webhook-id'])).size;
    while (distinct() < expected / 3) await pause(20);
    const receivedAtKill = distinct();
    server.process.kill('SIGKILL');
    await server.exited;
    server = await startServer(settings);

    const deadline = Date.now() + 180_000;
    while (distinct() < expected && Date.now() < deadline) await pause(100);
    const deliveredInMs = performance.now() - madeAt;
    server.process.kill('SIGTERM');
    await server.exited;

    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    const verifier = new Webhook(endpoint.secret);
    const firstArrivals = new Map<string, { ticketId: string; timestamp: number }>();
    for (const request of receiver.received) {
      const event = verifier.verify(request.body, request.headers) as { timestamp: string; data: { id: string } };
      const id = request.headers['webhook-id'] ?? '';
      if (!firstArrivals.has(id)) firstArrivals.set(id, { ticketId: event.data.id, timestamp: Date.parse(event.timestamp) });
    }
    const perTicket = new Map<string, number[]>();
    for (const { ticketId, timestamp } of firstArrivals.values()) perTicket.set(ticketId, [...(perTicket.get(ticketId) ?? []), timestamp]);
    const outOfOrder = [...perTicket.values()].filter((times) => times.some((time, index) => index > 0 && time < (times[index - 1] ?? 0)));

    figures.push(
      `webhooks on ${engine}: ${expected} changes in ${Math.round(madeInMs)} ms, killed after ${receivedAtKill} had arrived, all ${distinct()} delivered ${Math.round(deliveredInMs)} ms after the first change, ${ids.length - distinct()} sent twice`,
    );
    expect(distinct()).toBe(expected);
    expect(ids.length - distinct()).toBeLessThanOrEqual(IN_FLIGHT_AT_MOST);
    expect(perTicket.size).toBe(TICKETS);
    expect(outOfOrder).toEqual([]);
  }, 600_000);
});
