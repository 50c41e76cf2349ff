import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../tests/support/calls.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../tests/support/factories.ts';
import { buildTestApp, testConfig, testDatabase } from '../../../tests/support/server.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Database } from '../db/client.ts';

const MAX_CONNECTION_WAIT_MS = 150;

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition was not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Holds the embedded database's one turn until released, as a long transaction would. */
function holdTheDatabase(db: Database): { release: () => void; done: Promise<void> } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, done: db.withPlatform(() => released) };
}

describe.skipIf(process.env.DATABASE_URL)('load shedding on the embedded database (decision 094)', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let acme: TestOrganization;
  let admin: TestMember;
  const list = () => call('GET', '/api/tickets?limit=5', { on: acme, as: admin });

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp({ config: testConfig({ MAX_CONNECTION_WAIT_MS: String(MAX_CONNECTION_WAIT_MS) }) });
    call = callerFor(app);
    acme = await createOrganization(db);
    admin = await createMember(db, acme, 'org_admin');
    // The organization and the caller are then cached: a list request is one read.
    expect((await list()).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  it('queues requests while the wait is under the bound, and refuses new ones with 503 and Retry-After past it', async () => {
    const holder = holdTheDatabase(db);
    const admitted = list();
    await waitFor(() => db.waitingForConnection() === 1);
    expect(db.expectedConnectionWaitMs()).toBeLessThan(MAX_CONNECTION_WAIT_MS);

    await waitFor(() => db.expectedConnectionWaitMs() > MAX_CONNECTION_WAIT_MS);
    const refused = await list();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ code: 'server_busy', message: 'The server is busy. Try again in a moment.' });
    expect(db.waitingForConnection()).toBe(1);

    holder.release();
    await holder.done;
    expect((await admitted).statusCode).toBe(200);
    expect(db.waitingForConnection()).toBe(0);
    expect((await list()).statusCode).toBe(200);
  });

  it('counts transactions that fail while queued, and passes the turn on after each', async () => {
    const holder = holdTheDatabase(db);
    const failing = [
      db.withTenant({ organizationId: acme.id }, async () => {
        throw new DomainError('ticket_not_found');
      }),
      db.withTenantRead({ organizationId: acme.id }, (tx) => tx.execute(sql`select * from no_such_table`)),
      db.withPlatform(async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error('the work failed after a statement');
      }),
    ];
    const settled = Promise.allSettled(failing);
    await waitFor(() => db.waitingForConnection() === 3 && db.expectedConnectionWaitMs() > MAX_CONNECTION_WAIT_MS);
    expect((await list()).statusCode).toBe(503);

    holder.release();
    const outcomes = await settled;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(db.waitingForConnection()).toBe(0);
    expect(db.expectedConnectionWaitMs()).toBe(0);

    // A transaction that fails while holding the turn gives it on as well.
    const next = db.withPlatform((tx) => tx.execute(sql`select 1`));
    await expect(db.withPlatform(() => Promise.reject(new Error('failed holding the turn')))).rejects.toThrow('failed holding the turn');
    await next;
    expect(db.waitingForConnection()).toBe(0);
    expect((await list()).statusCode).toBe(200);
  });
});
