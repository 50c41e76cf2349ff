import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMember, createOrganization, type TestMember } from '../../../tests/support/factories.ts';
import { accessTokenFor, buildTestApp, testConfig, testDatabase, testDatabaseUrl } from '../../../tests/support/server.ts';
import type { RealtimeEvent, RealtimeServerMessage } from '../../domain/realtime-messages.ts';
import { loadSigningKeys } from '../auth/signing-keys.ts';
import type { Database } from '../db/client.ts';
import { authSessions } from '../db/schema.ts';
import { providedToInfrastructure } from '../features/provided-to-infrastructure.ts';
import { registerAccessControl } from '../http/access.ts';
import { registerTenancy } from '../http/tenancy.ts';
import { type PublishEventInput, publishEvent, publishEvents } from './publish-event.ts';
import { type RealtimeTimings, registerRealtimeRoutes } from './realtime.routes.ts';

const SENTINEL = 'test.sentinel';

interface TestSocket {
  socket: WebSocket;
  messages: RealtimeServerMessage[];
  waitFor(predicate: (message: RealtimeServerMessage) => boolean): Promise<RealtimeServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
}

function connect(url: string, options: WebSocket.ClientOptions = {}): Promise<TestSocket> {
  const socket = new WebSocket(url, options);
  const messages: RealtimeServerMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const waitFor = async (predicate: (message: RealtimeServerMessage) => boolean) => {
    for (;;) {
      const found = messages.find(predicate);
      if (found) return found;
      await Promise.race([new Promise<void>((wake) => waiters.push(wake)), closed]);
      if (socket.readyState === socket.CLOSED && !messages.some(predicate)) throw new Error('socket closed before the message came');
    }
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages, waitFor, closed }));
    socket.once('error', reject);
  });
}

async function signIn(url: string, member: TestMember, options: WebSocket.ClientOptions = {}): Promise<TestSocket> {
  const client = await connect(url, options);
  client.socket.send(JSON.stringify({ type: 'auth', token: await accessTokenFor(member) }));
  await client.waitFor((message) => message.type === 'authenticated');
  return client;
}

/** The events a socket received up to its sentinel; events published earlier were committed, and so handled, before it. */
async function eventsUntilSentinel(client: TestSocket): Promise<RealtimeEvent[]> {
  await client.waitFor((message) => message.type === 'event' && message.event.type === SENTINEL);
  return client.messages.flatMap((message) => (message.type === 'event' && message.event.type !== SENTINEL ? [message.event] : []));
}

function sentinelFor(member: TestMember): PublishEventInput {
  return { organizationId: member.organizationId, userId: member.id, type: SENTINEL, payload: {} };
}

function publish(db: Database, organizationId: string, events: PublishEventInput[]): Promise<void> {
  return db.withTenant({ organizationId }, (tx) => publishEvents(tx, events));
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/realtime`;
}

describe('GET /api/realtime', () => {
  let db: Database;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp();
    url = await listen(app);
  });
  afterAll(() => app.close());

  it("delivers the organization's events and the caller's own, nothing addressed to others or another organization", async () => {
    const orgA = await createOrganization(db);
    const orgB = await createOrganization(db);
    const agentA = await createMember(db, orgA, 'agent');
    const otherAgentA = await createMember(db, orgA, 'agent');
    const customerA = await createMember(db, orgA, 'user');
    const agentB = await createMember(db, orgB, 'agent');
    const [agentSocket, customerSocket, agentBSocket] = await Promise.all([
      signIn(url, agentA),
      signIn(url, customerA),
      signIn(url, agentB),
    ]);

    await publish(db, orgA.id, [
      { organizationId: orgA.id, type: 'ticket.updated', payload: { ticketId: 't1' } },
      { organizationId: orgA.id, type: 'settings.updated', payload: { theme: 'dark' }, audience: 'members' },
      { organizationId: orgA.id, userId: agentA.id, type: 'notification.created', payload: { for: 'agentA' } },
      { organizationId: orgA.id, userId: otherAgentA.id, type: 'notification.created', payload: { for: 'otherAgentA' } },
      { organizationId: orgA.id, userId: customerA.id, type: 'notification.created', payload: { for: 'customerA' } },
    ]);
    await publish(db, orgB.id, [
      { organizationId: orgB.id, type: 'ticket.updated', payload: { ticketId: 'b1' }, audience: 'members' },
      { organizationId: orgB.id, userId: agentB.id, type: 'notification.created', payload: { for: 'agentB' } },
    ]);
    await publish(db, orgA.id, [sentinelFor(agentA), sentinelFor(customerA)]);
    await publish(db, orgB.id, [sentinelFor(agentB)]);

    const agentEvents = await eventsUntilSentinel(agentSocket);
    expect(agentEvents).toEqual([
      { id: expect.any(String), type: 'ticket.updated', organizationId: orgA.id, userId: null, payload: { ticketId: 't1' } },
      { id: expect.any(String), type: 'settings.updated', organizationId: orgA.id, userId: null, payload: { theme: 'dark' } },
      { id: expect.any(String), type: 'notification.created', organizationId: orgA.id, userId: agentA.id, payload: { for: 'agentA' } },
    ]);
    // Organization-wide events go to staff unless published to all members.
    expect((await eventsUntilSentinel(customerSocket)).map((event) => event.payload)).toEqual([{ theme: 'dark' }, { for: 'customerA' }]);
    expect((await eventsUntilSentinel(agentBSocket)).map((event) => event.payload)).toEqual([{ ticketId: 'b1' }, { for: 'agentB' }]);
    for (const client of [agentSocket, customerSocket, agentBSocket]) client.socket.close();
  });

  it('never delivers an event of a rolled-back transaction', async () => {
    const org = await createOrganization(db);
    const agent = await createMember(db, org, 'agent');
    const client = await signIn(url, agent);

    await expect(
      db.withTenant({ organizationId: org.id }, async (tx) => {
        await publishEvent(tx, { organizationId: org.id, type: 'ticket.created', payload: { ticketId: 'never' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await publish(db, org.id, [sentinelFor(agent)]);

    expect(await eventsUntilSentinel(client)).toEqual([]);
    client.socket.close();
  });

  it('delivers events too large for one notification, and long batches, whole and in order', async () => {
    const org = await createOrganization(db);
    const agent = await createMember(db, org, 'agent');
    const client = await signIn(url, agent);
    const large = { body: 'é'.repeat(20_000) };
    const batch = Array.from({ length: 40 }, (_, index) => ({
      organizationId: org.id,
      type: 'ticket.updated',
      payload: { index, note: 'x'.repeat(500) },
    }));

    await publish(db, org.id, [{ organizationId: org.id, userId: agent.id, type: 'work_order.updated', payload: large }, ...batch]);
    await publish(db, org.id, [sentinelFor(agent)]);

    const events = await eventsUntilSentinel(client);
    expect(events[0]?.payload).toEqual(large);
    expect(events.slice(1).map((event) => event.payload.index)).toEqual(batch.map((_, index) => index));
    client.socket.close();
  });

  it('accepts a fresh token on an open socket', async () => {
    const org = await createOrganization(db);
    const agent = await createMember(db, org, 'agent');
    const client = await signIn(url, agent);

    const before = client.messages.length;
    client.socket.send(JSON.stringify({ type: 'auth', token: await accessTokenFor(agent) }));
    await client.waitFor((message) => message.type === 'authenticated' && client.messages.indexOf(message) >= before);
    await publish(db, org.id, [{ organizationId: org.id, type: 'ticket.updated', payload: { after: 'refresh' } }, sentinelFor(agent)]);

    expect((await eventsUntilSentinel(client)).map((event) => event.payload)).toEqual([{ after: 'refresh' }]);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });

  it('answers a ping message with a pong', async () => {
    const org = await createOrganization(db);
    const client = await signIn(url, await createMember(db, org, 'agent'));
    client.socket.send(JSON.stringify({ type: 'ping' }));
    await client.waitFor((message) => message.type === 'pong');
    client.socket.close();
  });

  it('answers a plain HTTP request (no WebSocket upgrade) with 426 in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/realtime' });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual({ code: 'websocket_required', message: 'This address takes WebSocket connections only.' });
  });

  it('refuses an invalid token', async () => {
    const client = await connect(url);
    client.socket.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect(await client.closed).toEqual({ code: 4401, reason: 'invalid_token' });
    expect(client.messages).toEqual([]);
  });

  it('refuses a message it does not understand', async () => {
    const client = await connect(url);
    client.socket.send('hello');
    expect(await client.closed).toEqual({ code: 4400, reason: 'invalid_message' });
  });

  it("refuses a member on another organization's host", async () => {
    const orgA = await createOrganization(db);
    const orgB = await createOrganization(db);
    const client = await connect(`${url}?subdomain=${orgB.subdomain}`);
    client.socket.send(JSON.stringify({ type: 'auth', token: await accessTokenFor(await createMember(db, orgA, 'agent')) }));
    expect(await client.closed).toEqual({ code: 4403, reason: 'wrong_organization' });
  });

  it('closes the socket when its token expires without a fresh one', async () => {
    const org = await createOrganization(db);
    const agent = await createMember(db, org, 'agent');
    const config = testConfig();
    const keys = await loadSigningKeys(db, `${config.publicUrl}/auth/v1`);
    const [session] = await db.withPlatform((tx) =>
      tx.insert(authSessions).values({ userId: agent.id }).returning({ id: authSessions.id }),
    );
    const token = await keys.sign(
      { sub: agent.id, email: agent.email, session_id: session?.id ?? '', user_metadata: {}, app_metadata: {} },
      1,
    );
    const client = await connect(url);
    client.socket.send(JSON.stringify({ type: 'auth', token }));
    await client.waitFor((message) => message.type === 'authenticated');
    expect(await client.closed).toEqual({ code: 4401, reason: 'token_expired' });
  });
});

describe('realtime connection upkeep', () => {
  const timings: RealtimeTimings = { authTimeoutMs: 200, heartbeatIntervalMs: 100 };
  let db: Database;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    db = await testDatabase();
    const config = testConfig();
    const keys = await loadSigningKeys(db, `${config.publicUrl}/auth/v1`);
    app = Fastify();
    registerTenancy(app, db, config.APP_DOMAIN);
    const { members } = providedToInfrastructure;
    registerAccessControl(app, { db, keys, members, now: () => new Date() });
    await app.register(websocket);
    await app.register(async (api) => registerRealtimeRoutes(api, { db, keys, members }, timings));
    url = await listen(app);
  });
  afterAll(() => app.close());

  it('closes a socket that does not authenticate in time', async () => {
    const client = await connect(url);
    expect(await client.closed).toEqual({ code: 4408, reason: 'authentication_timeout' });
  });

  it('drops a socket that stops answering pings and keeps one that answers', async () => {
    const org = await createOrganization(db);
    const agent = await createMember(db, org, 'agent');
    const dead = await signIn(url, agent, { autoPong: false });
    const alive = await signIn(url, agent);

    expect((await dead.closed).code).toBe(1006);
    await publish(db, org.id, [sentinelFor(agent)]);
    expect(await eventsUntilSentinel(alive)).toEqual([]);
    expect(alive.socket.readyState).toBe(WebSocket.OPEN);
    alive.socket.close();
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'realtime across server processes (needs DATABASE_URL: the embedded engine has one process)',
  () => {
    const fixture = fileURLToPath(new URL('../../../tests/support/realtime-instance.ts', import.meta.url));
    let db: Database;
    let child: ChildProcess;
    let childUrl: string;
    let app: FastifyInstance;
    let url: string;

    beforeAll(async () => {
      db = await testDatabase();
      const env = { ...process.env, DATABASE_URL: await testDatabaseUrl() };
      child = spawn(process.execPath, [fixture], { env, stdio: ['ignore', 'pipe', 'inherit'] });
      const [line] = (await once(createInterface({ input: child.stdout as NodeJS.ReadableStream }), 'line')) as [string];
      childUrl = `ws://127.0.0.1:${JSON.parse(line).port}/api/realtime`;
      app = await buildTestApp({ db });
      url = await listen(app);
    });
    afterAll(async () => {
      await app?.close();
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    });

    it("delivers an event committed through one process's database to a socket on another process", async () => {
      const org = await createOrganization(db);
      const agent = await createMember(db, org, 'agent');
      const onOtherProcess = await signIn(childUrl, agent);
      const onThisProcess = await signIn(url, agent);

      await publish(db, org.id, [{ organizationId: org.id, type: 'ticket.created', payload: { ticketId: 'cross' } }, sentinelFor(agent)]);

      for (const client of [onOtherProcess, onThisProcess]) {
        expect((await eventsUntilSentinel(client)).map((event) => event.payload)).toEqual([{ ticketId: 'cross' }]);
        client.socket.close();
      }
    });
  },
);
