import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import { decryptSecret } from '../../../crypto/secrets.ts';
import type { Database } from '../../../db/client.ts';
import * as repository from './mailbox.repository.ts';
import { type MailboxReader, type MailboxReaderOptions, startMailboxReader } from './mailbox-reader.ts';

export interface MailboxReaders {
  /** Looks for mailboxes added, changed or removed (also done on every change's notice and every `scanMs`). */
  scan(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Which mailboxes this process may read: on PostgreSQL, those whose session advisory lock it holds on a connection
 * of its own, so that of several server processes (or machines) exactly one reads each, and another takes over when
 * it dies; on the embedded database, which one process opens, all of them (decision 110).
 */
interface MailboxLocks {
  tryHold(organizationId: string): Promise<boolean>;
  release(organizationId: string): Promise<void>;
  /** Called when the locks are lost with their connection: every reader must stop. */
  onLost(handler: () => void): void;
  close(): Promise<void>;
}

function processLocks(): MailboxLocks {
  return { tryHold: async () => true, release: async () => {}, onLost: () => {}, close: async () => {} };
}

function advisoryLocks(databaseUrl: string, logger: FastifyBaseLogger): MailboxLocks {
  let client: pg.Client | null = null;
  let lost: () => void = () => {};
  const lockKey = (organizationId: string) => `mailbox:${organizationId}`;

  async function connection(): Promise<pg.Client> {
    if (client) return client;
    const connecting = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    connecting.on('error', (error) => {
      logger.warn({ err: error }, 'mailbox readers: the connection holding their locks was lost');
      if (client === connecting) client = null;
      lost();
    });
    await connecting.connect();
    client = connecting;
    return connecting;
  }

  return {
    tryHold: async (organizationId) => {
      const { rows } = await (await connection()).query<{ held: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as held', [
        lockKey(organizationId),
      ]);
      return rows[0]?.held === true;
    },
    release: async (organizationId) => {
      await client?.query('select pg_advisory_unlock(hashtextextended($1, 0))', [lockKey(organizationId)]).catch(() => {});
    },
    onLost: (handler) => {
      lost = handler;
    },
    close: async () => {
      const closing = client;
      client = null;
      await closing?.end().catch(() => {});
    },
  };
}

interface Running {
  changedAt: number;
  /** Null while the mailbox cannot be read as saved (its secret unreadable): tried again when it changes. */
  reader: MailboxReader | null;
}

/**
 * The readers of this server process: one per enabled mailbox whose lock it holds, started when a mailbox is saved,
 * restarted when it changes and stopped when it is removed or turned off, and all stopped on shutdown.
 */
export async function startMailboxReaders(options: {
  db: Database;
  config: Config;
  clock: Clock;
  logger: FastifyBaseLogger;
  scanMs?: number;
  readerOptions?: Pick<MailboxReaderOptions, 'pollMs' | 'retryDelayMs'>;
}): Promise<MailboxReaders> {
  const { db, config, clock, logger } = options;
  const locks = config.DATABASE_URL ? advisoryLocks(config.DATABASE_URL, logger) : processLocks();
  const running = new Map<string, Running>();
  let isStopped = false;
  let scanning: Promise<void> = Promise.resolve();

  async function stopReader(organizationId: string): Promise<void> {
    const entry = running.get(organizationId);
    running.delete(organizationId);
    await entry?.reader?.stop();
    await locks.release(organizationId);
  }

  async function startReader(organizationId: string, changedAt: Date): Promise<void> {
    if (!(await locks.tryHold(organizationId))) return;
    // Session locks count: one taken again at the next scan would never be freed.
    await startHeldReader(organizationId, changedAt).catch(async (error: unknown) => {
      await locks.release(organizationId);
      throw error;
    });
  }

  async function startHeldReader(organizationId: string, changedAt: Date): Promise<void> {
    const mailbox = await db.withTenantRead({ organizationId }, (tx) => repository.findMailbox(tx, organizationId));
    if (!mailbox?.isEnabled) {
      await locks.release(organizationId);
      return;
    }
    let secret: string;
    try {
      secret = await decryptSecret(db, config, organizationId, mailbox.secret);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await repository.recordReaderStatus(db, organizationId, { readerState: 'failed', lastError: message, lastCheckedAt: clock.now() });
      running.set(organizationId, { changedAt: changedAt.getTime(), reader: null });
      return;
    }
    const reader = startMailboxReader({
      db,
      config,
      clock,
      logger,
      organizationId,
      access: { ...mailbox, secret },
      ...options.readerOptions,
    });
    running.set(organizationId, { changedAt: changedAt.getTime(), reader });
  }

  async function scanOnce(): Promise<void> {
    const wanted = new Map((await repository.listMailboxesToRead(db)).map((mailbox) => [mailbox.organizationId, mailbox.changedAt]));
    for (const [organizationId, entry] of running) {
      if (wanted.get(organizationId)?.getTime() !== entry.changedAt) await stopReader(organizationId);
    }
    for (const [organizationId, changedAt] of wanted) {
      if (isStopped) return;
      if (!running.has(organizationId)) await startReader(organizationId, changedAt);
    }
  }

  // One scan at a time; a failed one (the database away) is logged and the next notice or tick tries again.
  const scan = (): Promise<void> => {
    scanning = scanning.then(() =>
      isStopped
        ? undefined
        : scanOnce().catch((error: unknown) => logger.error({ err: error }, 'mailbox readers: could not look for mailboxes')),
    );
    return scanning;
  };

  locks.onLost(() => {
    scanning = scanning.then(async () => {
      for (const organizationId of [...running.keys()]) await stopReader(organizationId);
    });
    void scan();
  });
  // Without the notices (the database away at start-up), the periodic scan still finds every change, only later.
  const unlisten = await db
    .listen(repository.MAILBOX_CHANGED_CHANNEL, () => void scan())
    .catch((error: unknown) => {
      logger.error({ err: error }, 'mailbox readers: could not listen for changed mailboxes');
      return async () => {};
    });
  const timer = setInterval(() => void scan(), options.scanMs ?? 30_000);
  timer.unref();
  await scan();

  return {
    scan,
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await unlisten();
      await scanning;
      await Promise.all([...running.values()].map((entry) => entry.reader?.stop()));
      running.clear();
      // Ending the lock connection frees every lock it holds.
      await locks.close();
    },
  };
}
