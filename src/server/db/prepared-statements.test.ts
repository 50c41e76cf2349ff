import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../tests/support/server.ts';
import { startTcpProxy, type TcpProxy } from '../../../tests/support/tcp-proxy.ts';
import { PreparingClient } from './prepared-statements.ts';

const opened: { client: PreparingClient; proxy: TcpProxy }[] = [];
afterEach(async () => {
  for (const { client, proxy } of opened.splice(0)) {
    await client.end().catch(() => {});
    await proxy.close();
  }
});

/** A connection through a proxy whose faults the test switches on. */
async function connectThroughProxy(readTimeoutMillis: number) {
  const direct = new URL((await testDatabaseUrl()) as string);
  const proxy = await startTcpProxy({ targetHost: direct.hostname, targetPort: Number(direct.port) });
  const proxied = new URL(direct);
  proxied.port = String(proxy.port);
  const client = new PreparingClient({ connectionString: proxied.toString(), readTimeoutMillis });
  client.on('error', () => {});
  await client.connect();
  opened.push({ client, proxy });
  return { client, proxy };
}

describe.skipIf(!process.env.DATABASE_URL)('a connection of the pool (PostgreSQL)', () => {
  it('answers a query asked for as a promise with its rows, prepared, or with PostgreSQL’s error', async () => {
    const { client } = await connectThroughProxy(5000);
    const config = { text: 'select $1::int + 1 as next', values: [41] };

    const result = await client.query(config);
    const again = await client.query(config);

    expect(result.rows).toEqual([{ next: 42 }]);
    expect(again.rows).toEqual([{ next: 42 }]);
    const prepared = await client.query({
      text: 'select count(*)::int as count from pg_prepared_statements where name like $1',
      values: ['tandem_%'],
    });
    expect(prepared.rows[0].count).toBeGreaterThanOrEqual(1);
    await expect(client.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
  });

  it('fails a query whose connection goes silent after its read timeout, and closes the connection', async () => {
    const { client, proxy } = await connectThroughProxy(300);
    proxy.setMode({ kind: 'hang' });
    const startedAt = performance.now();

    await expect(client.query({ text: 'select $1::int', values: [1] })).rejects.toThrow('Query read timeout');
    const waitedMs = performance.now() - startedAt;

    expect(waitedMs).toBeGreaterThanOrEqual(290);
    expect(waitedMs).toBeLessThan(2000);
    proxy.setMode({ kind: 'pass' });
    await expect(client.query('select 1')).rejects.toThrow();
  });
});
