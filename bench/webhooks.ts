// 1,000 ticket changes in one organization with a webhook endpoint subscribed to them, sent by the job worker to a
// local receiver: how long the changes take, how long until every delivery has arrived, and whether any was lost,
// sent twice, or arrived out of order for its ticket. The app runs in-process on the embedded database, or on
// PostgreSQL with DATABASE_URL (it then makes and uses the database `tandem_webhooks_bench` beside it).
//   node bench/webhooks.ts [--tickets 100] [--changes 10]
import { parseArgs } from 'node:util';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { createWebhookDeliveryHandler } from '../src/server/features/webhooks/webhook-delivery.job.ts';
import { WEBHOOK_DELIVERY_QUEUE } from '../src/server/features/webhooks/webhook-events.ts';
import { startJobWorker } from '../src/server/jobs/job-worker.ts';
import { createMember, createOrganization } from '../tests/support/factories.ts';
import { accessTokenFor, testConfig } from '../tests/support/server.ts';
import { startWebhookReceiver } from '../tests/support/webhook-receiver.ts';
import { databaseBeside } from './database-beside.ts';

const { values: flags } = parseArgs({
  options: { tickets: { type: 'string', default: '100' }, changes: { type: 'string', default: '10' } },
});
const ticketCount = Number(flags.tickets);
const changesPerTicket = Number(flags.changes);
const databaseUrl = process.env.DATABASE_URL ? await databaseBeside('tandem_webhooks_bench') : undefined;
const db = await openDatabase({ databaseUrl, dataDir: 'memory://' });
const config = testConfig({ WEBHOOKS_ALLOW_LOCAL: 'true' });
const app = await buildApp({ config, db, logger: false, webRoot: '/nonexistent' });
await app.ready();
const receiver = await startWebhookReceiver();
const organization = await createOrganization(db);
const admin = await createMember(db, organization, 'org_admin', { name: 'Bench Admin' });
const customer = await createMember(db, organization, 'user', { name: 'Bench Customer' });
const headers = { authorization: `Bearer ${await accessTokenFor(admin, config, db)}`, 'x-tenant-subdomain': organization.subdomain };

async function call(method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) {
  const response = await app.inject({ method, url, headers, payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

const endpoint = await call('POST', '/api/webhooks', {
  url: receiver.url,
  events: ['ticket.created', 'ticket.status_changed', 'ticket.updated'],
});
const logger = pino({ level: 'silent' });
const clock = { now: () => new Date() };
const worker = startJobWorker({
  db,
  handlers: { [WEBHOOK_DELIVERY_QUEUE]: createWebhookDeliveryHandler({ config, db, clock }) },
  clock,
  pollMs: 100,
  logger,
});

// Each ticket: created, then its changes alternate between status and priority, tickets side by side.
const statuses = ['in_progress', 'open'];
const priorities = ['high', 'low'];
const startedAt = performance.now();
await Promise.all(
  Array.from({ length: ticketCount }, async (_, index) => {
    const ticket = await call('POST', '/api/tickets', {
      subject: `Bench ticket ${index}`,
      description: 'Webhook bench',
      customerId: customer.recordId,
      priority: 'medium',
    });
    for (let change = 1; change < changesPerTicket; change += 1) {
      if (change % 2 === 1) await call('PATCH', `/api/tickets/${ticket.id}/status`, { status: statuses[(change >> 1) % 2] });
      else await call('PATCH', `/api/tickets/${ticket.id}/priority`, { priority: priorities[(change >> 1) % 2] });
    }
  }),
);
const changedInMs = performance.now() - startedAt;
const expected = ticketCount * changesPerTicket;
const deadline = Date.now() + 10 * 60_000;
while (new Set(receiver.received.map((request) => request.headers['webhook-id'])).size < expected && Date.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const deliveredInMs = performance.now() - startedAt;
await worker.stop();

const verifier = new Webhook(endpoint.secret);
const ids = receiver.received.map((request) => request.headers['webhook-id']);
const distinct = new Set(ids);
const perTicket = new Map<string, number[]>();
let badSignatures = 0;
for (const request of receiver.received) {
  try {
    const event = verifier.verify(request.body, request.headers) as { timestamp: string; data: { id: string } };
    const times = perTicket.get(event.data.id) ?? [];
    times.push(Date.parse(event.timestamp));
    perTicket.set(event.data.id, times);
  } catch {
    badSignatures += 1;
  }
}
const outOfOrder = [...perTicket.values()].filter((times) =>
  times.some((time, index) => index > 0 && time < (times[index - 1] ?? 0)),
).length;
console.log(
  JSON.stringify(
    {
      engine: db.engine,
      tickets: ticketCount,
      changes: expected,
      changesInMs: Math.round(changedInMs),
      allDeliveredInMs: Math.round(deliveredInMs),
      deliveriesPerSecond: Math.round((distinct.size / deliveredInMs) * 1000),
      received: ids.length,
      distinct: distinct.size,
      lost: expected - distinct.size,
      duplicates: ids.length - distinct.size,
      badSignatures,
      ticketsOutOfOrder: outOfOrder,
    },
    null,
    2,
  ),
);
await receiver.close();
await app.close();
await db.close();
