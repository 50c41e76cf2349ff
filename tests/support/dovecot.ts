import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';
import { freePort } from './free-port.ts';

const run = promisify(execFile);
const script = new URL('../../scripts/dovecot-for-tests.sh', import.meta.url).pathname;

/** Every user of the test server signs in with this password; its mailboxes are made on first log-in. */
export const DOVECOT_PASSWORD = 'secret';

export interface TestImapServer {
  host: string;
  port: number;
  /** Puts a message into a user's folder, as a delivery would; resolves to its UID. */
  append(user: string, raw: Buffer | string, folder?: string): Promise<number>;
  /** The flags of a user's message. */
  flagsOf(user: string, uid: number, folder?: string): Promise<Set<string>>;
  /** Clears \Seen, as a person reading the mailbox in another client might. */
  markUnseen(user: string, uid: number, folder?: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real IMAP server (Debian's dovecot-imapd, which .ci/run installs) of the test file's own, in a temporary folder
 * on a free port, started with scripts/dovecot-for-tests.sh.
 */
export async function startTestImapServer(): Promise<TestImapServer> {
  const dir = await mkdtemp(join(tmpdir(), 'tandem-dovecot-'));
  const port = await freePort();
  const env = { ...process.env, DOVECOT_DIR: dir, DOVECOT_PORT: String(port) };
  await run(script, ['start'], { env }).catch((error: { stderr?: string }) => {
    throw new Error(`The IMAP server for the mailbox tests did not start: ${error.stderr?.trim() || String(error)}`);
  });

  async function as<T>(user: string, folder: string, work: (client: ImapFlow) => Promise<T>): Promise<T> {
    const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: DOVECOT_PASSWORD }, logger: false });
    await client.connect();
    try {
      const lock = await client.getMailboxLock(folder);
      try {
        return await work(client);
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
  }

  return {
    host: '127.0.0.1',
    port,
    append: (user, raw, folder = 'INBOX') =>
      as(user, folder, async (client) => {
        const appended = await client.append(folder, raw);
        if (appended === false || !appended.uid) throw new Error('the server gave no UID for the appended message');
        return appended.uid;
      }),
    flagsOf: (user, uid, folder = 'INBOX') =>
      as(user, folder, async (client) => {
        const message = await client.fetchOne(String(uid), { flags: true }, { uid: true });
        return message === false ? new Set() : (message.flags ?? new Set());
      }),
    markUnseen: (user, uid, folder = 'INBOX') =>
      as(user, folder, async (client) => {
        await client.messageFlagsRemove(String(uid), ['\\Seen'], { uid: true });
      }),
    stop: async () => {
      await run(script, ['stop'], { env });
      await rm(dir, { recursive: true, force: true });
    },
  };
}
