// How long creating a ticket holds its organization's hot rows on PostgreSQL: many creators at once in one
// organization of ten agents who are told of new tickets in the bell and by e-mail, through the app in-process.
// For each create it times, from the driver's side, the wait for the ticket-number counter (its statement sent to
// answered), how long the counter is then held (answered to COMMIT answered), and the same for the ticket insert,
// whose trigger locks the tally row of (organization, status, priority).
//   DATABASE_URL=postgres://… node bench/ticket-create-locks.ts [--creators 50] [--tickets 1000]
// It makes (once) and uses the database `tandem_create_locks` beside DATABASE_URL's.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { notificationPreferences } from '../src/server/db/schema.ts';
import { createMember, createOrganization } from '../tests/support/factories.ts';
import { accessTokenFor, testConfig } from '../tests/support/server.ts';
import { databaseBeside } from './database-beside.ts';

const { values: flags } = parseArgs({
  options: { creators: { type: 'string', default: '50' }, tickets: { type: 'string', default: '1000' } },
});
const creators = Number(flags.creators);
const total = Number(flags.tickets);
const databaseUrl = await databaseBeside('tandem_create_locks');

/** Per connection: when the counter's and the ticket insert's statements were answered in its open transaction. */
const heldSince = new WeakMap<object, { counter?: number; ticket?: number; ticketSent?: number }>();
const timings = {
  counterWait: [] as number[],
  counterHeld: [] as number[],
  tallyHeld: [] as number[],
  toTicketStatement: [] as number[],
  ticketStatement: [] as number[],
  commit: [] as number[],
};
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function timedQuery(this: object, ...args: unknown[]) {
  const config = args[0] as string | { text?: string } | undefined;
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  const result = query.apply(this, args);
  if (!(result instanceof Promise)) return result;
  const sentAt = performance.now();
  const marks = heldSince.get(this) ?? {};
  heldSince.set(this, marks);
  if (text.startsWith('insert into "ticket_counters"')) {
    void result.then(() => {
      marks.counter = performance.now();
      timings.counterWait.push(marks.counter - sentAt);
    });
  } else if (text.includes('insert into "tickets"')) {
    if (marks.counter !== undefined) timings.toTicketStatement.push(sentAt - marks.counter);
    void result.then(() => {
      marks.ticket = performance.now();
      timings.ticketStatement.push(marks.ticket - sentAt);
    });
  } else if (text === 'commit' || text === 'rollback') {
    void result.then(() => {
      const now = performance.now();
      timings.commit.push(now - sentAt);
      if (marks.counter !== undefined) timings.counterHeld.push(now - marks.counter);
      if (marks.ticket !== undefined) timings.tallyHeld.push(now - marks.ticket);
      heldSince.delete(this);
    });
  }
  return result;
} as typeof pg.Client.prototype.query;

const config = testConfig();
const db = await openDatabase({ databaseUrl, dataDir: '', poolSize: config.DATABASE_POOL_SIZE });
const organization = await createOrganization(db);
const orgAdmin = await createMember(db, organization, 'org_admin');
for (let index = 0; index < 10; index += 1) await createMember(db, organization, 'agent');
const customer = await createMember(db, organization, 'user');
await db.withTenant({ organizationId: organization.id }, (tx) =>
  tx
    .update(notificationPreferences)
    .set({ appNewTickets: true, emailNewTickets: true })
    .where(eq(notificationPreferences.organizationId, organization.id)),
);
const app = await buildApp({ config, db, logger: false, webRoot: '/nonexistent' });
await app.ready();
const headers = { authorization: `Bearer ${await accessTokenFor(orgAdmin, config, db)}`, 'x-tenant-subdomain': organization.subdomain };

const latencies: number[] = [];
let started = 0;
const create = async () => {
  const at = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/tickets',
    headers,
    payload: { subject: `Export stops ${started}`, description: 'Halfway.', priority: 'medium', customerId: customer.recordId },
  });
  if (response.statusCode !== 201) throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  latencies.push(performance.now() - at);
};
// A warm-up, then the measured run.
await Promise.all(Array.from({ length: creators }, () => create()));
for (const list of [latencies, ...Object.values(timings)]) list.length = 0;
const startedAt = performance.now();
await Promise.all(
  Array.from({ length: creators }, async () => {
    while (started < total) {
      started += 1;
      await create();
    }
  }),
);
const seconds = (performance.now() - startedAt) / 1000;

const summary = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return `mean ${mean.toFixed(1)} ms, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`;
};
console.log(`${total} tickets by ${creators} creators in one organization: ${(total / seconds).toFixed(0)} creates/s`);
console.log(`  request:              ${summary(latencies)}`);
console.log(`  counter wait:         ${summary(timings.counterWait)}`);
console.log(`  counter held:         ${summary(timings.counterHeld)}`);
console.log(`  tally row held:       ${summary(timings.tallyHeld)}`);
console.log('  of which, while the counter is held:');
console.log(`    counter answered to the ticket's statement sent: ${summary(timings.toTicketStatement)}`);
console.log(`    the ticket's statement:                          ${summary(timings.ticketStatement)}`);
console.log(`    commit:                                          ${summary(timings.commit)}`);
await app.close();
await db.close();
