import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, type TestOrganization } from '../../../tests/support/factories.ts';
import { testDatabase, testDatabaseUrl } from '../../../tests/support/server.ts';
import { DomainError } from '../../domain/errors.ts';
import { type Database, executeCount, inTenantScope, openDatabase, queryRows, type Tx } from './client.ts';

const REQUESTS = 2000;
const IN_FLIGHT = 8;
const WRITTEN_TITLE = 'written by a request';

/** What a request may legitimately fail with: the failures it provokes itself. */
class ProvokedFailure extends Error {}

/**
 * Many requests of two organizations share a pool of three connections (decision 091: reads leave their
 * scope on the connection's session), some of them failing halfway or losing their connection.
 */
describe('requests of two organizations on a small pool', () => {
  let db: Database;
  let pool: Database;
  let owner: pg.Client | null = null;
  let acme: TestOrganization;
  let globex: TestOrganization;

  beforeAll(async () => {
    db = await testDatabase();
    const databaseUrl = await testDatabaseUrl();
    // The embedded engine has one connection whatever the pool size: the shared database stands for it.
    pool = databaseUrl ? await openDatabase({ databaseUrl, dataDir: '', poolSize: 3 }) : db;
    if (databaseUrl) {
      owner = new pg.Client({ connectionString: databaseUrl });
      await owner.connect();
    }
    acme = await createOrganization(db);
    globex = await createOrganization(db);
    for (const organization of [acme, globex]) {
      await db.withTenant({ organizationId: organization.id }, (tx) =>
        tx.execute(
          sql`insert into notifications (organization_id, type, title, message) values (${organization.id}, 'seed', 'seed', 'seed')`,
        ),
      );
    }
  });

  afterAll(async () => {
    await owner?.end();
    if (pool !== db) await pool.close();
  });

  /** The organizations of the notification rows a statement sees: must be the request's only. */
  function visibleOrganizations(tx: Tx): Promise<string[]> {
    return queryRows<{ organization_id: string }>(tx, sql`select distinct organization_id from notifications`).then((rows) =>
      rows.map((row) => row.organization_id),
    );
  }

  /** Ends the connection a statement runs on, from outside, and waits until it is gone. */
  async function killConnectionOf(tx: Tx): Promise<void> {
    const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
    await owner?.query('select pg_terminate_backend($1)', [row?.pid]);
    while ((await owner?.query('select 1 from pg_stat_activity where pid = $1', [row?.pid]))?.rowCount) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }

  it('never lets a request see or change the other organization’s rows, nor a platform transaction any tenant’s', async () => {
    const leaks: string[] = [];
    const unexpected: unknown[] = [];
    const provoked = { failed: 0, killed: 0, refused: 0 };
    const written = new Map<string, number>([
      [acme.id, 0],
      [globex.id, 0],
    ]);
    const isPostgres = pool.engine === 'postgresql';

    function expectOwn(kind: string, organizationId: string, seen: string[]): void {
      if (seen.length !== 1 || seen[0] !== organizationId) leaks.push(`${kind} for ${organizationId} saw ${seen.join(', ') || 'nothing'}`);
    }

    async function request(index: number): Promise<void> {
      const organizationId = (index * 7919) % 3 === 0 ? acme.id : globex.id;
      const scope = { organizationId };
      switch (index % 10) {
        case 0:
        case 1:
        case 2:
          expectOwn('a read', organizationId, await pool.withTenantRead(scope, visibleOrganizations));
          return;
        case 3:
        case 4: {
          const changed = await pool.withTenant(scope, async (tx) => {
            await tx.execute(
              sql`insert into notifications (organization_id, type, title, message) values (${organizationId}, 'test', ${WRITTEN_TITLE}, ${organizationId})`,
            );
            // No filter by organization: what the scope lets it change is all it changes.
            const rows = await queryRows<{ organization_id: string }>(
              tx,
              sql`update notifications set priority = 'normal' returning organization_id`,
            );
            return [...new Set(rows.map((row) => row.organization_id))];
          });
          written.set(organizationId, (written.get(organizationId) ?? 0) + 1);
          expectOwn('a write', organizationId, changed);
          return;
        }
        case 5: {
          const seen = await pool.withPlatform((tx) => queryRows<{ n: number }>(tx, sql`select count(*)::int as n from notifications`));
          if (seen[0]?.n !== 0) leaks.push(`a platform transaction saw ${seen[0]?.n} notifications`);
          return;
        }
        case 6:
          // An escalation's transaction: platform, then one organization, then platform again.
          await pool.withPlatform(async (tx) => {
            expectOwn('an escalation', organizationId, await inTenantScope(tx, scope, () => visibleOrganizations(tx)));
            const after = await executeCount(tx, sql`update notifications set priority = 'normal'`);
            if (after !== 0) leaks.push(`a platform transaction changed ${after} notifications after leaving a tenant scope`);
          });
          return;
        case 7: {
          // A statement fails halfway through a read, or through a write that must then leave nothing behind.
          const failing = async (tx: Tx) => {
            expectOwn('a failing request', organizationId, await visibleOrganizations(tx));
            if (index % 20 === 7)
              await tx.execute(
                sql`insert into notifications (organization_id, type, title, message) values (${organizationId}, 'test', ${WRITTEN_TITLE}, 'rolled back')`,
              );
            await tx.execute(sql`select 1 / 0`);
          };
          await (index % 20 === 7 ? pool.withTenant(scope, failing) : pool.withTenantRead(scope, failing)).then(
            () => leaks.push('a failing statement succeeded'),
            () => provoked.failed++,
          );
          return;
        }
        case 8: {
          // The connection is ended from outside between two statements (PostgreSQL only), or the work refuses.
          const cut = async (tx: Tx) => {
            expectOwn('a cut request', organizationId, await visibleOrganizations(tx));
            if (!isPostgres) throw new ProvokedFailure();
            await killConnectionOf(tx);
            await visibleOrganizations(tx);
          };
          await (index % 20 === 8 ? pool.withTenant(scope, cut) : pool.withTenantRead(scope, cut)).then(
            () => leaks.push('a request on an ended connection succeeded'),
            () => provoked.killed++,
          );
          return;
        }
        default:
          // A rule refused after a read: the connection goes back to the pool with its scope.
          await pool
            .withTenantRead(scope, async (tx) => {
              expectOwn('a refused read', organizationId, await visibleOrganizations(tx));
              throw new DomainError('ticket_not_found');
            })
            .catch((error: unknown) => {
              if (!(error instanceof DomainError)) throw error;
              provoked.refused++;
            });
      }
    }

    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const index = next++;
        await request(index).catch((error: unknown) => unexpected.push(error));
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    expect(unexpected).toEqual([]);
    expect(leaks).toEqual([]);
    expect(provoked).toEqual({ failed: REQUESTS / 10, killed: REQUESTS / 10, refused: REQUESTS / 10 });
    // Every write that answered is there, in its own organization, and none of the failed ones.
    for (const organization of [acme, globex]) {
      const [row] = await db.withTenant({ organizationId: organization.id }, (tx) =>
        queryRows<{ n: number }>(tx, sql`select count(*)::int as n from notifications where title = ${WRITTEN_TITLE}`),
      );
      expect(row?.n).toBe(written.get(organization.id));
    }
  }, 120_000);
});
