import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/features/demo/demo.seed.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';
import { killStartedServers, signInOver, startServer } from '../support/server-process.ts';
import { type ProxyMode, startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';

const PORT = Number(process.env.RESILIENCE_PORT ?? 5240) + 3;
const STATEMENT_TIMEOUT_MS = 2000;
/** No request may take longer: the pool's 5 s wait for a connection, or a statement's timeout and the driver's 2 s after it. */
const REQUEST_LIMIT_MS = 8000;
const RECOVERY_LIMIT_MS = 10_000;
const CLIENTS = 10;

interface Answer {
  phase: string;
  status: number | 'no answer';
  ms: number;
  body: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let scratch: ScratchDatabase;
let proxy: TcpProxy | undefined;
let owner: pg.Client | undefined;
afterAll(async () => {
  killStartedServers();
  await owner?.end();
  await proxy?.close();
  await scratch?.drop();
});

it('answers 503 within a bounded time while PostgreSQL is dropped, silent or slow, recovers by itself, and sends every mail once', async () => {
  scratch = await createScratchDatabase({ engine: 'postgresql' });
  const direct = new URL((scratch.location as { databaseUrl: string }).databaseUrl);
  proxy = await startTcpProxy({ targetHost: direct.hostname, targetPort: Number(direct.port) });
  const proxied = new URL(direct);
  proxied.port = String(proxy.port);
  const server = await startServer({
    port: PORT,
    databaseUrl: proxied.toString(),
    env: { STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS), LOG_LEVEL: 'warn' },
  });
  const accessToken = await signInOver(server.url, { subdomain: 'acme', email: 'alice@acme.test', password: DEMO_PASSWORD });
  const headers = { authorization: `Bearer ${accessToken}`, 'x-tenant-subdomain': 'acme', 'content-type': 'application/json' };

  // Mail is queued straight into the database, past the proxy, all along: some of its jobs run across each fault.
  owner = new pg.Client({ connectionString: direct.toString() });
  await owner.connect();
  const mailSubjects: string[] = [];
  let isMailing = true;
  const mailing = (async () => {
    for (let n = 0; isMailing; n++) {
      const subject = `fault mail ${n}`;
      await owner?.query(`insert into jobs (queue, payload) values ('mail', $1)`, [{ to: 'faults@acme.test', subject, text: subject }]);
      mailSubjects.push(subject);
      await pause(150);
    }
  })();

  let phase = 'normal';
  let isRunning = true;
  const answers: Answer[] = [];
  async function client(index: number): Promise<void> {
    for (let n = 0; isRunning; n++) {
      const startedAt = performance.now();
      const answer: Answer = { phase, status: 'no answer', ms: 0, body: '' };
      const isWrite = n % 2 === 1;
      try {
        const response = await fetch(`${server.url}/api/tickets${isWrite ? '' : '?limit=20'}`, {
          method: isWrite ? 'POST' : 'GET',
          headers,
          body: isWrite
            ? JSON.stringify({ subject: `fault ${index}-${n}`, description: 'faults', customerName: 'Carla Customer' })
            : undefined,
          signal: AbortSignal.timeout(30_000),
        });
        answer.status = response.status;
        answer.body = (await response.text()).slice(0, 500);
        if (response.status === 503) expect(response.headers.get('retry-after')).toBe('1');
      } catch (error) {
        answer.body = String(error);
      }
      answer.ms = Math.round(performance.now() - startedAt);
      answers.push(answer);
      await pause(50);
    }
  }
  const clients = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));

  async function health(): Promise<{ status: number; isReachable: boolean }> {
    const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json()) as { database: { isReachable: boolean } };
    return { status: response.status, isReachable: body.database.isReachable };
  }
  const outcomes: string[] = [];
  async function fault(name: string, mode: ProxyMode, seconds: number): Promise<void> {
    phase = name;
    proxy?.setMode(mode);
    await pause(seconds * 1000);
    const during = await health();
    proxy?.setMode({ kind: 'pass' });
    phase = `after ${name}`;
    const restoredAt = performance.now();
    let recoveryMs = Number.POSITIVE_INFINITY;
    while (performance.now() - restoredAt < 30_000) {
      const response = await fetch(`${server.url}/api/tickets?limit=20`, { headers });
      await response.body?.cancel();
      if (response.status === 200 && (await health()).status === 200) {
        recoveryMs = Math.round(performance.now() - restoredAt);
        break;
      }
      await pause(100);
    }
    const ofPhase = answers.filter((answer) => answer.phase === name);
    outcomes.push(
      `${name} ${seconds} s: ${ofPhase.length} requests, ${ofPhase.filter((a) => a.status === 503).length} answered 503, ` +
        `${ofPhase.filter((a) => a.status === 200 || a.status === 201).length} 2xx, slowest ${Math.max(0, ...ofPhase.map((a) => a.ms))} ms; ` +
        `health during ${during.status}; served again ${recoveryMs} ms after`,
    );
    if (mode.kind !== 'delay') expect(during).toEqual({ status: 503, isReachable: false });
    expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
    await pause(2000);
  }

  await pause(2000);
  await fault('connections dropped', { kind: 'drop' }, 4);
  await fault('database silent', { kind: 'hang' }, 8);
  await fault('database slow (400 ms a packet)', { kind: 'delay', ms: 400 }, 5);
  await fault('connections dropped again', { kind: 'drop' }, 2);
  isRunning = false;
  isMailing = false;
  await Promise.all([clients, mailing]);

  // Every mail queued is delivered once, however its jobs were cut: a failed run is retried after 15 s.
  let delivered: { subject: string; copies: number }[] = [];
  const deliveryDeadline = Date.now() + 60_000;
  while (Date.now() < deliveryDeadline) {
    delivered = (
      await owner.query<{ subject: string; copies: number }>(
        `select subject, count(*)::int as copies from dev_mailbox where "to" = 'faults@acme.test' group by subject`,
      )
    ).rows;
    if (delivered.length >= mailSubjects.length) break;
    await pause(1000);
  }
  const jobStates = (
    await owner.query<{ status: string; count: number }>(`select status, count(*)::int from jobs where queue = 'mail' group by status`)
  ).rows;
  console.info(
    `database faults: ${outcomes.join('; ')}. Mail: ${mailSubjects.length} queued, ${delivered.length} delivered, ` +
      `${delivered.filter((mail) => mail.copies > 1).length} twice; jobs ${JSON.stringify(jobStates)}; ${proxy.connectionCount()} connections made`,
  );

  const wrong = answers.filter((answer) => answer.status !== 200 && answer.status !== 201 && answer.status !== 503);
  expect(wrong, 'answers other than 2xx and 503').toEqual([]);
  expect(answers.filter((answer) => answer.ms > REQUEST_LIMIT_MS).map((answer) => `${answer.phase}: ${answer.ms} ms`)).toEqual([]);
  expect(answers.filter((answer) => answer.status === 503 && !answer.body.includes('"code":"database_unavailable"'))).toEqual([]);
  expect(answers.filter((answer) => /\bat .+:\d+:\d+/.test(answer.body))).toEqual([]);
  expect(delivered.filter((mail) => mail.copies > 1)).toEqual([]);
  expect(delivered.map((mail) => mail.subject).sort()).toEqual([...mailSubjects].sort());
  expect(server.output()).not.toMatch(/unhandled error/);
}, 300_000);
