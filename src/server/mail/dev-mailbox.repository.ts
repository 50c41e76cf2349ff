import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { devMailbox } from '../db/schema.ts';
import type { MailMessage } from './mail-queue.ts';

export type DevMail = typeof devMailbox.$inferSelect;

/** A sent attachment: text as it is, a binary file (a PDF) as base64. */
export interface DevMailAttachment {
  filename: string;
  contentType: string;
  content: string | Uint8Array;
}

/** The threading headers as a mail client shows them. */
function headersOf({ thread }: MailMessage): Record<string, string> {
  if (!thread) return {};
  return {
    'message-id': thread.messageId,
    'in-reply-to': thread.inReplyTo,
    references: thread.references.join(' '),
    ...(thread.replyTo ? { 'reply-to': thread.replyTo } : {}),
  };
}

/** Keeps a message once: `id` names its delivery (the mail job's), so a delivery run again keeps no second copy. */
export async function insertDevMail(tx: Tx, message: MailMessage, attachments: DevMailAttachment[], id: string): Promise<void> {
  await tx
    .insert(devMailbox)
    .values({
      id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: headersOf(message),
      attachments: attachments.map(({ filename, contentType, content }) =>
        typeof content === 'string'
          ? { filename, contentType, content }
          : { filename, contentType, content: Buffer.from(content).toString('base64'), encoding: 'base64' as const },
      ),
    })
    .onConflictDoNothing();
}

/** Newest first; only mail to one address when `to` is given. */
export function listDevMail(tx: Tx, options: { to?: string; limit: number }): Promise<DevMail[]> {
  return tx
    .select()
    .from(devMailbox)
    .where(options.to ? eq(sql`lower(${devMailbox.to})`, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(options.limit);
}
