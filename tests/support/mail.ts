import pino from 'pino';
import type { Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/client.ts';
import { startJobWorker } from '../../src/server/jobs/job-worker.ts';
import { listDevMail } from '../../src/server/mail/dev-mailbox.repository.ts';
import { createMailHandler } from '../../src/server/mail/mail-delivery.ts';
import { linksIn } from '../../src/server/mail/mail-html.ts';
import { MAIL_QUEUE } from '../../src/server/mail/mail-queue.ts';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** The first six-digit code in the text, if any. */
  code: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
  /** The threading headers of a mail about a ticket, by lower-case name. */
  headers: Record<string, string>;
}

export interface TestMailbox {
  /** Delivers queued mail, then waits until `count` messages to the address have arrived; answers the newest. */
  waitForMail(to: string, options?: { count?: number }): Promise<ReceivedMail>;
  /** Delivers queued mail and answers what the address has received, newest first. */
  listMail(to: string): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/**
 * Reads mail the way a developer does without SMTP_URL: the mail queue is run by a real job worker
 * into the dev mailbox. Another test file's worker may deliver a message first, hence the wait.
 */
export function openTestMailbox({ db, config }: { db: Database; config: Config }): TestMailbox {
  const logger = pino({ level: 'silent' });
  const worker = startJobWorker({
    db,
    handlers: { [MAIL_QUEUE]: createMailHandler({ config: { ...config, SMTP_URL: undefined }, db, logger }) },
    clock: { now: () => new Date() },
    pollMs: 60_000,
    logger,
  });

  async function listMail(to: string): Promise<ReceivedMail[]> {
    await worker.runDueJobs();
    const mails = await db.withPlatform((tx) => listDevMail(tx, { to, limit: 50 }));
    return mails.map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      links: linksIn(mail.text),
      code: /\b(\d{6})\b/.exec(mail.text)?.[1] ?? null,
      attachments: mail.attachments,
      headers: mail.headers,
    }));
  }

  return {
    listMail,
    waitForMail: async (to, options = {}) => {
      const count = options.count ?? 1;
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mails = await listMail(to);
        const newest = mails[0];
        if (newest && mails.length >= count) return newest;
        if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${to}, found ${mails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => worker.stop(),
  };
}
