import { DomainError } from '../../../domain/errors.ts';
import type { QuarantineReason } from '../../../domain/inbound-mail.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type MailOutcome, receiveMail } from './inbound-mail.service.ts';
import * as repository from './mail-quarantine.repository.ts';

const PAGE_LIMIT = 200;

export interface QuarantinedMailDto {
  id: string;
  sender: string;
  subject: string;
  reason: QuarantineReason;
  receivedAt: Date;
}

export async function listQuarantinedMail(options: {
  db: Database;
  organizationId: string;
}): Promise<{ messages: QuarantinedMailDto[]; hasMore: boolean }> {
  const { db, organizationId } = options;
  const rows = await db.withTenant({ organizationId }, (tx) => repository.listQuarantinedMail(tx, organizationId, PAGE_LIMIT));
  return { messages: rows.slice(0, PAGE_LIMIT), hasMore: rows.length > PAGE_LIMIT };
}

/**
 * Receives a quarantined message again as if it had just arrived, its sender's limit aside, then takes it out of
 * the quarantine. A message that could not be read cannot be received either: it can only be discarded.
 */
export async function releaseQuarantinedMail(options: {
  db: Database;
  config: Config;
  clock: Clock;
  organizationId: string;
  id: string;
}): Promise<MailOutcome> {
  const { db, config, clock, organizationId, id } = options;
  const held = await db.withTenant({ organizationId }, (tx) => repository.findQuarantinedMail(tx, organizationId, id));
  if (!held) throw new DomainError('quarantined_mail_not_found');
  if (held.reason === 'undecodable') throw new DomainError('quarantined_mail_unreadable');
  // Received first, removed after: a failure in between leaves it here, and releasing it again finds it a duplicate.
  const outcome = await receiveMail({ db, config, clock, raw: held.raw, recipients: held.recipients, isReleased: true });
  await db.withTenant({ organizationId }, (tx) => repository.deleteQuarantinedMail(tx, organizationId, id));
  return outcome;
}

export async function discardQuarantinedMail(options: { db: Database; organizationId: string; id: string }): Promise<void> {
  const { db, organizationId, id } = options;
  const isDeleted = await db.withTenant({ organizationId }, (tx) => repository.deleteQuarantinedMail(tx, organizationId, id));
  if (!isDeleted) throw new DomainError('quarantined_mail_not_found');
}
