import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import { insertDevMail } from './dev-mailbox.repository.ts';
import { linksIn } from './mail-html.ts';
import { mailMessageSchema } from './mail-queue.ts';

export interface MailHandlerOptions {
  config: Config;
  db: Database;
  logger: FastifyBaseLogger;
}

/**
 * The handler of the mail queue: sends over SMTP_URL when it is set; otherwise keeps the message
 * in the dev mailbox (readable at /dev/mail) and logs it with its links, so sign-up works with no mail server.
 */
export function createMailHandler({ config, db, logger }: MailHandlerOptions): JobHandler {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return async (payload) => {
    const message = mailMessageSchema.parse(payload);
    if (transport) {
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
      });
      return;
    }
    await db.withPlatform((tx) => insertDevMail(tx, message));
    logger.info({ to: message.to, subject: message.subject, links: linksIn(message.text) }, 'mail kept in the dev mailbox (no SMTP_URL)');
  };
}
