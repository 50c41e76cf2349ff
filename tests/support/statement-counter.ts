import type { Database, TenantScope, Tx } from '../../src/server/db/client.ts';

/**
 * The database with each tenant transaction's SQL statements counted, reads and transactions alike: `counts` gets one
 * number per transaction (the set_config of the tenant scope included, run before the work when the connection lacks it).
 */
export function countingStatements(db: Database): { db: Database; counts: number[] } {
  const counts: number[] = [];
  const countingIn =
    (open: Database['withTenant']) =>
    <T>(scope: TenantScope, work: (tx: Tx) => Promise<T>) =>
      open(scope, async (tx) => {
        if (!scope.organizationId) return work(tx);
        const client = (tx as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
        const query = client.query;
        let statements = 1;
        client.query = (...args: unknown[]) => {
          statements += 1;
          return query.apply(client, args);
        };
        try {
          return await work(tx);
        } finally {
          client.query = query;
          counts.push(statements);
        }
      });
  return { db: { ...db, withTenant: countingIn(db.withTenant), withTenantRead: countingIn(db.withTenantRead) }, counts };
}
