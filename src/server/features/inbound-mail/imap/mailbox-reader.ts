import type { FastifyBaseLogger } from 'fastify';
import type { ImapFlow } from 'imapflow';
import { mailboxRetryDelayMs } from '../../../../domain/mailbox.ts';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { receiveMail } from '../inbound-mail.service.ts';
import { createImapClient, describeImapError, type MailboxAccess, mailServerAddress } from './imap-connection.ts';
import * as repository from './mailbox.repository.ts';

export interface MailboxReaderOptions {
  db: Database;
  config: Config;
  clock: Clock;
  logger: FastifyBaseLogger;
  organizationId: string;
  access: MailboxAccess;
  /** How often the folder is searched again besides IDLE's news, and polled on a server without IDLE. */
  pollMs?: number;
  /** The pause before connecting again after the n-th failure in a row. */
  retryDelayMs?: (failures: number) => number;
}

export interface MailboxReader {
  stop(): Promise<void>;
}

/** A message that fails this many times in a row is left in the mailbox, unread, and the next ones are read. */
const ATTEMPTS_PER_MESSAGE = 3;

/**
 * Reads one organization's mailbox until stopped: each message not yet seen, above the last UID read, goes to
 * receiveMail and is then flagged \Seen; the UID is kept, so a restart never reads it again. A failure is recorded
 * for the org admin and the reader connects again after a pause that grows with each failure in a row.
 */
export function startMailboxReader(options: MailboxReaderOptions): MailboxReader {
  const { db, config, clock, logger, organizationId, access } = options;
  const pollMs = options.pollMs ?? 60_000;
  const retryDelayMs = options.retryDelayMs ?? mailboxRetryDelayMs;
  const log = logger.child({ organizationId, mailbox: `${access.username}@${access.host}/${access.folder}` });
  const maxBytes = config.INBOUND_MAX_MESSAGE_MB * 1024 * 1024;
  /** Failed attempts per UID, for the message that keeps failing. */
  const attempts = new Map<number, number>();
  let isStopped = false;
  let client: ImapFlow | null = null;
  let wakeUp: () => void = () => {};

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** Reads every new message of the open folder, oldest first. */
  async function readNewMessages(imap: ImapFlow): Promise<void> {
    const lock = await imap.getMailboxLock(access.folder);
    try {
      const folder = imap.mailbox;
      if (!folder) throw new Error('The folder is not open.');
      const uidValidity = String(folder.uidValidity);
      const stored = await db.withTenantRead({ organizationId }, (tx) => repository.findMailbox(tx, organizationId));
      let lastUid = stored?.uidValidity === uidValidity ? stored.lastUid : 0;
      const found = (await imap.search({ seen: false, uid: `${lastUid + 1}:*` }, { uid: true })) || [];
      // "n:*" names the highest message even below n.
      for (const uid of found.filter((candidate) => candidate > lastUid).sort((a, b) => a - b)) {
        if (isStopped) return;
        await readMessage(imap, uid);
        lastUid = uid;
        await repository.recordRead(db, organizationId, { uidValidity, lastUid, checkedAt: clock.now() });
      }
      await repository.recordRead(db, organizationId, { uidValidity, lastUid, checkedAt: clock.now() });
    } finally {
      lock.release();
    }
  }

  /** One message to receiveMail, then \Seen. One over the size limit, or failing again and again, stays unread. */
  async function readMessage(imap: ImapFlow, uid: number): Promise<void> {
    const range = String(uid);
    const head = await imap.fetchOne(range, { size: true, envelope: true }, { uid: true });
    if (!head) return;
    if ((head.size ?? 0) > maxBytes) {
      log.warn({ uid, size: head.size }, 'inbound mail: message over INBOUND_MAX_MESSAGE_MB left unread in the mailbox');
      return;
    }
    const message = await imap.fetchOne(range, { source: true }, { uid: true });
    if (message === false || !message.source) return;
    const recipients = [...(head.envelope?.to ?? []), ...(head.envelope?.cc ?? [])].flatMap((address) => address.address ?? []);
    try {
      const outcome = await receiveMail({ db, config, clock, raw: message.source, recipients, organizationId });
      log.info({ outcome, uid }, 'inbound mail read from the mailbox');
      attempts.delete(uid);
    } catch (error) {
      const failures = (attempts.get(uid) ?? 0) + 1;
      attempts.set(uid, failures);
      if (failures < ATTEMPTS_PER_MESSAGE) throw error;
      log.error({ err: error, uid }, 'inbound mail: message left unread in the mailbox after failing again and again');
      attempts.delete(uid);
      return;
    }
    await imap.messageFlagsAdd(range, ['\\Seen'], { uid: true });
  }

  /** One connection: reads what is new, then waits for news (IDLE or polling) until the connection ends or the reader stops. */
  async function readWhileConnected(imap: ImapFlow): Promise<void> {
    const closed = new Promise<void>((resolve) => imap.once('close', resolve));
    await imap.connect();
    await imap.mailboxOpen(access.folder);
    const isIdle = imap.capabilities.has('IDLE');
    await repository.recordReaderStatus(db, organizationId, { readerState: 'connected', lastError: null, isIdle });
    log.info(isIdle ? 'mailbox reader connected, waiting in IDLE' : `mailbox reader connected, polling every ${pollMs / 1000} s`);

    let reading: Promise<void> = readNewMessages(imap);
    const readAgain = () => {
      reading = reading.then(() => readNewMessages(imap));
      reading.catch(() => imap.close());
    };
    imap.on('exists', readAgain);
    const timer = setInterval(readAgain, pollMs);
    try {
      await reading;
      await closed;
      await reading;
    } finally {
      clearInterval(timer);
      imap.off('exists', readAgain);
    }
    if (!isStopped) throw Object.assign(new Error('closed'), { code: 'EConnectionClosed' });
  }

  async function run(): Promise<void> {
    let failures = 0;
    while (!isStopped) {
      let imap: ImapFlow | null = null;
      let wasConnected = false;
      try {
        imap = createImapClient(access, { address: await mailServerAddress(access.host, config.MAILBOX_ALLOW_PRIVATE_HOSTS), pollMs });
        imap.on('error', (error: unknown) => log.debug({ err: error }, 'mailbox connection error'));
        imap.once('mailboxOpen', () => {
          wasConnected = true;
        });
        client = imap;
        await readWhileConnected(imap);
      } catch (error) {
        if (isStopped) break;
        // A connection that worked and then dropped is tried again at once; a failure to connect waits longer each time.
        failures = wasConnected ? 1 : failures + 1;
        const message = describeImapError(error);
        log.warn({ err: error, failures }, `mailbox reader: ${message}`);
        await repository
          .recordReaderStatus(db, organizationId, { readerState: 'failed', lastError: message, lastCheckedAt: clock.now() })
          .catch((recordError: unknown) => log.error({ err: recordError }, 'mailbox reader: could not record its status'));
      } finally {
        imap?.close();
        client = null;
      }
      if (!isStopped) await pause(retryDelayMs(failures));
    }
  }

  const running = run().catch((error: unknown) => log.error({ err: error }, 'mailbox reader stopped after an error'));

  return {
    stop: async () => {
      isStopped = true;
      wakeUp();
      await client?.logout().catch(() => {});
      client?.close();
      await running;
    },
  };
}
