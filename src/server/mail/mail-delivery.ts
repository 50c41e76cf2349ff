import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { findFileById } from '../files/uploaded-files.repository.ts';
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
/** A uuid of the mail job, the same on every run of it. */
function deliveryIdOf(jobId: number): string {
  const hex = createHash('sha256').update(`mail-job:${jobId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createMailHandler({ config, db, logger }: MailHandlerOptions): JobHandler {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return async (payload, job) => {
    const message = mailMessageSchema.parse(payload);
    // A file removed since the message was queued fails the job rather than sending the mail without it.
    const attachments = await Promise.all(
      (message.attachments ?? []).map(async (attachment) => {
        if ('content' in attachment) return attachment;
        const { filename, organizationId, fileId } = attachment;
        const file = await db.withTenant({ organizationId }, (tx) => findFileById(tx, organizationId, fileId));
        if (!file) throw new Error(`attachment ${fileId} of organization ${organizationId} no longer exists`);
        return { filename, contentType: file.contentType, content: file.content };
      }),
    );
    if (transport) {
      const { thread } = message;
      await transport.sendMail({
        // The same Message-ID on a delivery run again (its first run's outcome lost), so that mail servers drop the copy.
        messageId: thread?.messageId ?? `<mail-job-${job.id}@${config.PLATFORM_EMAIL_DOMAIN}>`,
        ...(thread ? { inReplyTo: thread.inReplyTo, references: thread.references, replyTo: thread.replyTo } : {}),
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments,
      });
      return;
    }
    await db.withPlatform((tx) => insertDevMail(tx, message, attachments, deliveryIdOf(job.id)));
    logger.info(
      {
        to: message.to,
        subject: message.subject,
        // Its links sign in or reset passwords: handy while developing, never in a production log.
        ...(config.NODE_ENV === 'production' ? {} : { links: linksIn(message.text) }),
        attachments: attachments.map((file) => `${file.filename} (${Buffer.byteLength(file.content)} bytes)`),
      },
      'mail kept in the dev mailbox (no SMTP_URL)',
    );
  };
}
