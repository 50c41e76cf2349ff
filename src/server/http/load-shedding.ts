import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/errors.ts';

/** Seconds a client is asked to wait before trying again after a 503 (Retry-After). */
export const RETRY_AFTER_SECONDS = 1;

export interface LoadSheddingOptions {
  /** Above this event-loop delay (the mean over the last quarter second), new requests are refused with 503; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** Above this share of the event loop's time spent working, likewise; 0 turns the check off. */
  maxEventLoopUtilization: number;
  /** Transactions waiting for a database connection now. */
  waitingForConnection: () => number;
  /** Above this many waiting, new requests are refused with 503; 0 turns the check off. */
  maxWaitingForConnection: number;
  /** How long a transaction queued now would wait for the database, in milliseconds. */
  expectedConnectionWaitMs: () => number;
  /** Above this wait, new requests are refused with 503; 0 turns the check off. */
  maxConnectionWaitMs: number;
}

class ServerBusyError extends DomainError {
  constructor() {
    super('server_busy');
  }
}

/**
 * Refuses new requests with 503 and Retry-After, rather than queueing them until every request is slow and
 * memory runs out: when the event loop or the database connections are saturated (decision 075), and once
 * the process has begun to stop, while the requests in flight finish.
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<void> {
  let isStopping = false;
  app.addHook('preClose', async () => {
    isStopping = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (isStopping) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close');
      throw new DomainError('server_stopping');
    }
    // The database is the first to saturate on PostgreSQL: requests queue for a connection while the event loop idles.
    if (options.maxWaitingForConnection > 0 && options.waitingForConnection() > options.maxWaitingForConnection) {
      throw new ServerBusyError();
    }
    // The embedded database runs one transaction at a time: its queue is measured in time, not in transactions (decision 094).
    if (options.maxConnectionWaitMs > 0 && options.expectedConnectionWaitMs() > options.maxConnectionWaitMs) {
      throw new ServerBusyError();
    }
  });
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    retryAfter: RETRY_AFTER_SECONDS,
    customError: ServerBusyError,
    sampleInterval: 250,
  });
}
