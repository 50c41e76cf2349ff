import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOrganization } from '../../tests/support/factories.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../tests/support/scratch-database.ts';
import { accessTokenFor, testConfig, uniqueName } from '../../tests/support/server.ts';
import type { Database } from './db/client.ts';
import { TENANT_HEADER } from './http/tenancy.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Signals the primary's whole process group, its workers with it; a group already gone is no error. */
function signalGroup(leader: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-(leader.pid as number), signal);
  } catch {}
}

describe.skipIf(!process.env.DATABASE_URL)('WEB_CONCURRENCY=2 (needs DATABASE_URL: the embedded engine has one process)', () => {
  let cluster: ChildProcess;
  let port: number;
  let scratch: ScratchDatabase;
  let db: Database;
  /** The server processes' ids, from their ready lines. */
  const workerPids: number[] = [];

  /** Each call on a connection of its own, which the cluster's primary hands to its processes in turn. */
  function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
    return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, method, path, agent: false, headers: { 'content-type': 'application/json', ...headers } },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, json: text ? JSON.parse(text) : {} }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body === undefined ? undefined : JSON.stringify(body));
    });
  }

  beforeAll(async () => {
    // A database of its own: these processes sweep rate limits and run jobs, which the worker's other files must not see.
    scratch = await createScratchDatabase();
    db = await scratch.open();
    port = await freePort();
    const env = {
      ...process.env,
      ...('databaseUrl' in scratch.location ? { DATABASE_URL: scratch.location.databaseUrl } : {}),
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The suite's token issuer, so that its access tokens verify on these processes.
      PUBLIC_URL: testConfig().publicUrl,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      SIGN_IN_FAILURES_PER_ADDRESS_PER_HOUR: '4',
      TRUST_PROXY: 'true',
      // The suite's other files keep both cores busy while these processes warm up: a second's event-loop delay then
      // is the machine, not overload, and shedding would answer these tests' requests with 503.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    };
    // A process group of its own, so that afterAll can end the workers even when the primary is gone.
    cluster = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    for await (const line of createInterface({ input: cluster.stdout as NodeJS.ReadableStream })) {
      const entry = JSON.parse(line) as { msg: unknown; pid: number };
      if (String(entry.msg).includes('is ready') && workerPids.push(entry.pid) === 2) break;
    }
    if (workerPids.length < 2) throw new Error(`the cluster stopped before its processes were ready (exit code ${cluster.exitCode})`);
  }, 60_000);

  afterAll(async () => {
    if (cluster) {
      const exited = cluster.exitCode === null && cluster.signalCode === null ? once(cluster, 'exit') : Promise.resolve();
      // The primary stops its workers (signalling them too would make them exit without finishing).
      cluster.kill('SIGTERM');
      const timer = setTimeout(() => signalGroup(cluster, 'SIGKILL'), 12_000);
      await exited;
      clearTimeout(timer);
      // Workers left by a primary that died first are still in the group.
      signalGroup(cluster, 'SIGKILL');
    }
    await db?.close();
    await scratch?.drop();
  }, 20_000);

  it('counts failed sign-ins made on either process against one limit', async () => {
    const caller = { 'x-forwarded-for': `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}` };
    const attempt = () =>
      call('POST', '/auth/v1/token?grant_type=password', caller, {
        email: `${uniqueName('nobody')}@example.test`,
        password: 'Wrong-guess',
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });

  it('refuses a signed-out session on both processes within 5 seconds', async () => {
    const org = await createOrganization(db);
    const agent = await createMember(db, org, 'agent');
    const token = await accessTokenFor(agent, testConfig(), db);
    const headers = { authorization: `Bearer ${token}`, [TENANT_HEADER]: org.subdomain };
    for (let i = 0; i < 2; i++) expect((await call('GET', '/api/me', headers)).status).toBe(200);

    expect((await call('POST', '/auth/v1/logout?scope=global', headers)).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 5_500));

    const after = await Promise.all([0, 1, 2, 3].map(() => call('GET', '/api/me', headers)));
    expect(after.map((response) => response.status)).toEqual([401, 401, 401, 401]);
  }, 20_000);

  it('stops both processes and the primary on SIGTERM', async () => {
    cluster.kill('SIGTERM');
    const [code] = await once(cluster, 'exit');
    expect(code).toBe(0);
    expect(workerPids.filter(isAlive)).toEqual([]);
    await expect(call('GET', '/api/health', {})).rejects.toThrow('ECONNREFUSED');
  }, 15_000);
});
