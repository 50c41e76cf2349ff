import { type QuarantineReason, senderLimit } from '../../../domain/inbound-mail.ts';
import { senderHeldNotice } from '../../../domain/ticket-notices.ts';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { insertUploadedFile } from '../../files/uploaded-files.repository.ts';
import { findMemberIdsWithRoles } from '../members/members.repository.ts';
import { notifyMembers } from '../notifications/notifications.service.ts';
import * as repository from './mail-quarantine.repository.ts';

/** The path of the screen where org admins release or discard quarantined mail. */
export const QUARANTINE_PATH = '/settings?tab=email';

/**
 * Whether a sender's message is held: a hold of theirs is running, or this message is over their limit, which
 * begins a hold of an hour and tells the org admins once for the whole of it.
 */
export async function isHeldSender(
  tx: Tx,
  options: { config: Config; organizationId: string; address: string; now: Date },
): Promise<boolean> {
  const { config, organizationId, address, now } = options;
  if (await repository.isSenderHeld(tx, organizationId, address, now)) return true;
  const recent = await repository.countMailFrom(tx, organizationId, address, new Date(now.getTime() - senderLimit.windowMs));
  if (recent < senderLimit.messages) return false;
  const endsAt = new Date(now.getTime() + senderLimit.holdMs);
  if (await repository.startSenderHold(tx, { organizationId, address, now, endsAt })) {
    await notifyMembers({
      tx,
      config,
      organizationId,
      recipientIds: await findMemberIdsWithRoles(tx, organizationId, ['org_admin']),
      notice: senderHeldNotice(address),
      relatedId: null,
      path: QUARANTINE_PATH,
      now,
    });
  }
  return true;
}

/** Keeps a message that makes nothing for now: its original as a stored file, with why and for whom it came. */
export async function quarantineMail(
  tx: Tx,
  values: {
    organizationId: string;
    sender: string;
    subject: string;
    reason: QuarantineReason;
    recipients: readonly string[];
    raw: Buffer;
    now: Date;
  },
): Promise<void> {
  const { organizationId, raw, now } = values;
  const rawFileId = await insertUploadedFile(tx, organizationId, {
    purpose: 'email',
    contentType: 'message/rfc822',
    content: raw,
    createdBy: null,
    createdAt: now,
  });
  await repository.insertQuarantinedMail(tx, {
    organizationId,
    sender: values.sender,
    subject: values.subject.slice(0, 1000),
    reason: values.reason,
    recipients: [...values.recipients],
    rawFileId,
    receivedAt: now,
  });
}
