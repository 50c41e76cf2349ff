import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { DomainError } from '../../domain/errors.ts';
import { type RealtimeServerMessage, realtimeCloseCodes } from '../../domain/realtime-messages.ts';
import { isStaffRole } from '../../domain/roles.ts';
import type { FeatureContext } from '../feature-context.ts';
import { identifyCaller, type MemberLookups, secondFactorRefusalOf } from '../http/access.ts';
import { createRealtimeHub, type RealtimeSubscriber } from './realtime-hub.ts';

export interface RealtimeTimings {
  /** How long a new socket may stay unauthenticated. */
  authTimeoutMs: number;
  /** A socket that has not answered the previous ping by the next one is dropped. */
  heartbeatIntervalMs: number;
}

const defaultTimings: RealtimeTimings = { authTimeoutMs: 5000, heartbeatIntervalMs: 30_000 };

type CloseReason = keyof typeof realtimeCloseCodes;

const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(16_384) }),
  // Browsers cannot send ping frames; this lets the web app notice a dead connection itself.
  z.object({ type: z.literal('ping') }),
]);

// A client that cannot keep up is dropped rather than buffered without limit.
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

interface Connection {
  socket: WebSocket;
  isAlive: boolean;
}

/**
 * GET /api/realtime: a WebSocket that, once its first message `{ "type": "auth", "token": … }` is
 * verified, receives the caller's organization's events and the caller's own. Sending a new auth
 * message with a refreshed token keeps the socket open past the old token's expiry.
 */
export function registerRealtimeRoutes(
  app: FastifyInstance,
  { db, keys, members }: Pick<FeatureContext, 'db' | 'keys'> & { members: Pick<MemberLookups, 'hasActiveCustomerRecord'> },
  timings = defaultTimings,
): void {
  const hub = createRealtimeHub({ db, log: app.log });
  const connections = new Set<Connection>();
  let heartbeat: NodeJS.Timeout | undefined;

  app.addHook('onReady', async () => {
    await hub.start();
    heartbeat = setInterval(() => {
      for (const connection of connections) {
        if (!connection.isAlive) {
          connection.socket.terminate();
          continue;
        }
        connection.isAlive = false;
        connection.socket.ping();
      }
    }, timings.heartbeatIntervalMs);
    heartbeat.unref();
  });
  app.addHook('preClose', async () => {
    for (const { socket } of connections) close(socket, 'server_shutting_down');
  });
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await hub.stop();
  });

  app.route({
    method: 'GET',
    url: '/api/realtime',
    config: { access: 'public' },
    schema: {
      tags: ['realtime'],
      summary: "A WebSocket of the caller's organization's events and the caller's own, once its first message authenticates it",
      description: 'A plain HTTP request, without the WebSocket upgrade, is 426 websocket_required.',
    },
    // A plain HTTP request (no Upgrade header) is told what the address is for, in the error shape.
    handler: async () => {
      throw new DomainError('websocket_required');
    },
    wsHandler: (socket, request) => {
      const connection: Connection = { socket, isAlive: true };
      connections.add(connection);
      let subscriber: RealtimeSubscriber | null = null;
      let expiryTimer: NodeJS.Timeout | undefined;
      const authTimer = setTimeout(() => close(socket, 'authentication_timeout'), timings.authTimeoutMs);
      // Messages are handled in order so that a re-authentication cannot overtake the one before it.
      let pending = Promise.resolve();

      function send(message: RealtimeServerMessage): void {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          close(socket, 'too_slow');
          return;
        }
        socket.send(JSON.stringify(message));
      }

      async function authenticate(token: string): Promise<void> {
        const caller = await identifyCaller(db, keys, token, members);
        if (socket.readyState !== socket.OPEN) return;
        if (!caller) return close(socket, 'invalid_token');
        // Nothing is heard before the second factor is verified, or set up where it is required (decisions 180, 185).
        if (secondFactorRefusalOf(caller, new Date())) return close(socket, 'second_factor_required');
        const profile = caller.profile;
        if (!profile) return close(socket, 'no_organization');
        if (!isForOrganization(request, profile.organizationId)) return close(socket, 'wrong_organization');

        clearTimeout(authTimer);
        clearTimeout(expiryTimer);
        const expiresAt = expiryOf(token);
        if (expiresAt) expiryTimer = setTimeout(() => close(socket, 'token_expired'), expiresAt.getTime() - Date.now());
        if (subscriber) hub.unsubscribe(subscriber);
        subscriber = {
          organizationId: profile.organizationId,
          userId: caller.userId,
          isStaff: isStaffRole(profile.role),
          deliver: (event) => send({ type: 'event', event }),
        };
        hub.subscribe(subscriber);
        send({
          type: 'authenticated',
          userId: caller.userId,
          organizationId: profile.organizationId,
          expiresAt: expiresAt?.toISOString() ?? null,
        });
      }

      async function handle(data: Buffer, isBinary: boolean): Promise<void> {
        const message = isBinary ? null : clientMessageSchema.safeParse(parseJson(data.toString('utf8')));
        if (!message?.success) return close(socket, 'invalid_message');
        if (message.data.type === 'ping') return send({ type: 'pong' });
        await authenticate(message.data.token);
      }

      socket.on('pong', () => {
        connection.isAlive = true;
      });
      socket.on('message', (data: Buffer, isBinary) => {
        pending = pending
          .then(() => handle(data, isBinary))
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'realtime message failed');
            close(socket, 'internal_error');
          });
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        clearTimeout(expiryTimer);
        if (subscriber) hub.unsubscribe(subscriber);
        connections.delete(connection);
      });
    },
  });
}

function close(socket: WebSocket, reason: CloseReason): void {
  socket.close(realtimeCloseCodes[reason], reason);
}

/** On a tenant's host the socket must belong to that tenant; on the main domain it follows the caller's profile. */
function isForOrganization(request: FastifyRequest, organizationId: string): boolean {
  return !request.organization || request.organization.id === organizationId;
}

function expiryOf(token: string): Date | null {
  const { exp } = decodeJwt(token);
  return exp ? new Date(exp * 1000) : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
