import { z } from 'zod';
import { attachmentLimits } from '../../domain/attachment-type.ts';
import type { Tx } from '../db/client.ts';
import { type EnqueueJobOptions, enqueueJob } from '../jobs/job-queue.ts';

export const MAIL_QUEUE = 'mail';

export const mailMessageSchema = z.object({
  to: z.string().min(3),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  /**
   * Small text files kept in the job with the message (a timesheet's CSV), or stored files read when the
   * message is sent (a signed work order's PDF).
   */
  attachments: z
    .array(
      z.union([
        z.object({ filename: z.string().min(1), contentType: z.string().min(1), content: z.string() }),
        z.object({ filename: z.string().min(1), organizationId: z.uuid(), fileId: z.uuid() }),
      ]),
    )
    .max(attachmentLimits.perMessage)
    .optional(),
  /** The threading headers of a mail about a ticket: its own Message-ID, the thread it answers, where replies go. */
  thread: z
    .object({
      messageId: z.string().min(3),
      inReplyTo: z.string().min(3),
      references: z.array(z.string().min(3)).max(20),
      replyTo: z.string().min(3).optional(),
    })
    .optional(),
});

export type MailMessage = z.infer<typeof mailMessageSchema>;

/** The job that sends an e-mail, for `enqueueJobs` when a change queues several at once. */
export function mailJobOf(message: MailMessage, options: { runAt?: Date } = {}): EnqueueJobOptions {
  return { queue: MAIL_QUEUE, payload: mailMessageSchema.parse(message), ...options };
}

/** Queues an e-mail inside the caller's transaction: it is sent only if the change commits (at `runAt`, else at once). */
export async function enqueueMail(tx: Tx, message: MailMessage, options: { runAt?: Date } = {}): Promise<void> {
  await enqueueJob(tx, mailJobOf(message, options));
}
