import { DomainError } from '../../../domain/errors.ts';
import { type EmailSettings, organizationMailDomain, SUPPORT_LOCAL_PART } from '../../../domain/inbound-mail.ts';
import { type MailboxInput, mailboxMessages } from '../../../domain/mailbox.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { decryptSecret, encryptSecret } from '../../crypto/secrets.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { RequestOrganization } from '../../http/tenancy.ts';
import { type AuditActor, recordSettingsChange } from '../audit-log/audit-log.repository.ts';
import { type ConnectionTest, type MailboxAccess, testMailboxConnection } from './imap/imap-connection.ts';
import * as mailboxRepository from './imap/mailbox.repository.ts';
import * as repository from './inbound-mail.repository.ts';

/** The mailbox as the API shows it: everything but its secret, of which only whether one is kept. */
export type MailboxDto = Omit<MailboxInput, 'secret'> & {
  hasSecret: boolean;
  reader: {
    state: mailboxRepository.StoredMailbox['readerState'];
    isIdle: boolean;
    lastError: string | null;
    lastCheckedAt: string | null;
  };
};

export interface EmailSettingsDto extends EmailSettings {
  /** support@{subdomain}.INBOUND_EMAIL_DOMAIN, or null when this server receives no mail by address. */
  supportAddress: string | null;
  mailbox: MailboxDto | null;
}

function mailboxDto(stored: mailboxRepository.StoredMailbox): MailboxDto {
  return {
    isEnabled: stored.isEnabled,
    host: stored.host,
    port: stored.port,
    isTls: stored.isTls,
    username: stored.username,
    authKind: stored.authKind,
    folder: stored.folder,
    hasSecret: stored.secret.length > 0,
    reader: {
      state: stored.readerState,
      isIdle: stored.isIdle,
      lastError: stored.lastError,
      lastCheckedAt: stored.lastCheckedAt?.toISOString() ?? null,
    },
  };
}

async function readSettings(tx: Tx, config: Config, organization: RequestOrganization): Promise<EmailSettingsDto> {
  const settings = await repository.readEmailSettings(tx, organization.id);
  const mailbox = await mailboxRepository.findMailbox(tx, organization.id);
  const supportAddress = config.INBOUND_EMAIL_DOMAIN
    ? `${SUPPORT_LOCAL_PART}@${organizationMailDomain(organization.subdomain, config.INBOUND_EMAIL_DOMAIN)}`
    : null;
  return { ...settings, supportAddress, mailbox: mailbox ? mailboxDto(mailbox) : null };
}

export function getEmailSettings(options: { db: Database; config: Config; organization: RequestOrganization }): Promise<EmailSettingsDto> {
  const { db, config, organization } = options;
  return db.withTenantRead({ organizationId: organization.id }, (tx) => readSettings(tx, config, organization));
}

/**
 * The stored secret, for a mailbox on the same server and account as the stored one only: an org admin who changes
 * the host must enter it again, so that it is never sent to another server than the one it was given for.
 */
async function storedSecretFor(db: Database, config: Config, organizationId: string, input: MailboxInput, field: string): Promise<string> {
  const stored = await db.withTenantRead({ organizationId }, (tx) => mailboxRepository.findMailbox(tx, organizationId));
  const isSameAccount = stored && stored.host === input.host && stored.port === input.port && stored.username === input.username;
  if (!stored || !isSameAccount || stored.authKind !== input.authKind) {
    throw new DomainError('validation_failed', `${mailboxMessages.secretRequired} It is asked again for another server or user name.`, {
      field,
    });
  }
  return decryptSecret(db, config, organizationId, stored.secret);
}

export async function saveEmailSettings(options: {
  db: Database;
  config: Config;
  clock: Clock;
  organization: RequestOrganization;
  actor: AuditActor;
  /** The mailbox left out stays as it is; null removes it. */
  input: EmailSettings & { mailbox?: MailboxInput | null | undefined };
}): Promise<EmailSettingsDto> {
  const { db, config, clock, organization, actor, input } = options;
  const organizationId = organization.id;
  const { mailbox, ...settings } = input;
  const secret = mailbox
    ? await encryptSecret(
        db,
        config,
        organizationId,
        mailbox.secret ?? (await storedSecretFor(db, config, organizationId, mailbox, 'mailbox.secret')),
      )
    : null;
  return db.withTenant({ organizationId }, async (tx) => {
    const before = await readSettings(tx, config, organization);
    await repository.saveEmailSettings(tx, organizationId, settings, clock.now());
    if (mailbox && secret) {
      const { secret: _entered, ...values } = mailbox;
      await mailboxRepository.saveMailbox(tx, organizationId, { ...values, secret }, clock.now());
    } else if (mailbox === null && (await mailboxRepository.findMailbox(tx, organizationId))) {
      await mailboxRepository.deleteMailbox(tx, organizationId);
    }
    await mailboxRepository.publishEmailSettingsChanged(tx, organizationId);
    const saved = await readSettings(tx, config, organization);
    // A new password or token for the same mailbox shows as such, never the secret itself.
    const secretChange = mailbox?.secret ? { mailboxSecret: 'changed' } : {};
    await recordSettingsChange(tx, { organizationId, actor, settings: 'email', before, after: { ...saved, ...secretChange } });
    return saved;
  });
}

/** Whether the mailbox can be read as entered (the stored secret when none is entered), in plain words. */
export async function testMailbox(options: {
  db: Database;
  config: Config;
  organizationId: string;
  input: MailboxInput;
}): Promise<ConnectionTest> {
  const { db, config, organizationId, input } = options;
  const secret = input.secret ?? (await storedSecretFor(db, config, organizationId, input, 'secret'));
  const access: MailboxAccess = { ...input, secret };
  return testMailboxConnection(access, config.MAILBOX_ALLOW_PRIVATE_HOSTS);
}
