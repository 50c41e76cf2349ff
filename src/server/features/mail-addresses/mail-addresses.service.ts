import { randomBytes } from 'node:crypto';
import { DomainError } from '../../../domain/errors.ts';
import { addressCheckSubject, addressCheckTokenOf, MAX_CUSTOM_ADDRESSES } from '../../../domain/inbound-mail.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import { sqlStateOf, sqlStates } from '../../db/database-error.ts';
import type { RequestOrganization } from '../../http/tenancy.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { ticketMailDomain } from '../../mail/ticket-threads.ts';
import * as repository from './mail-addresses.repository.ts';

/** How long before another check may be sent to the same address. */
const CHECK_INTERVAL_MS = 60_000;

interface Services {
  db: Database;
  config: Config;
  clock: Clock;
  organization: RequestOrganization;
}

export interface MailAddressDto {
  id: string;
  address: string;
  status: 'waiting' | 'verified';
  checkSentAt: string;
  verifiedAt: string | null;
}

function dtoOf(record: repository.MailAddressRecord): MailAddressDto {
  return {
    id: record.id,
    address: record.address,
    status: record.verifiedAt ? 'verified' : 'waiting',
    checkSentAt: record.checkSentAt.toISOString(),
    verifiedAt: record.verifiedAt?.toISOString() ?? null,
  };
}

/** The organization's own address on INBOUND_EMAIL_DOMAIN, which custom addresses forward to; null while receiving is off. */
export function supportAddressOf(config: Config, subdomain: string): string | null {
  return config.INBOUND_EMAIL_DOMAIN ? `support@${ticketMailDomain(config, subdomain)}` : null;
}

export async function listMailAddresses(options: Omit<Services, 'clock'>) {
  const { db, config, organization } = options;
  const records = await db.withTenant({ organizationId: organization.id }, (tx) => repository.listMailAddresses(tx, organization.id));
  return { forwardTo: supportAddressOf(config, organization.subdomain), addresses: records.map(dtoOf) };
}

/** Mails the check to an address: when it comes back to the receiver, the address is verified. */
async function sendCheck(tx: Tx, options: { config: Config; organization: RequestOrganization; address: string; token: string }) {
  const { config, organization, address, token } = options;
  const forwardTo = supportAddressOf(config, organization.subdomain);
  await enqueueMail(tx, {
    to: address,
    subject: addressCheckSubject(address, token),
    text: [
      `${organization.name} added ${address} to ${config.PLATFORM_NAME} as an address its customers write to.`,
      '',
      `This message checks that mail to ${address} reaches ${config.PLATFORM_NAME}. When it does, the address shows as`,
      'verified in Settings → Email and nobody needs to read this.',
      '',
      `If you are reading it in a mailbox, mail to ${address} does not reach ${config.PLATFORM_NAME} yet: forward it to`,
      `${forwardTo}, then send the check again from Settings → Email.`,
    ].join('\n'),
  });
}

export async function addMailAddress(options: Services & { userId: string; address: string }): Promise<MailAddressDto> {
  const { db, config, clock, organization, userId } = options;
  const address = options.address.toLowerCase();
  const inboundDomain = config.INBOUND_EMAIL_DOMAIN;
  if (!inboundDomain) throw new DomainError('inbound_mail_off');
  const domain = address.slice(address.lastIndexOf('@') + 1);
  if (domain === inboundDomain.toLowerCase() || domain.endsWith(`.${inboundDomain.toLowerCase()}`)) {
    throw new DomainError('mail_address_own_domain', undefined, { field: 'address' });
  }
  return db.withTenant({ organizationId: organization.id }, async (tx) => {
    if ((await repository.listMailAddresses(tx, organization.id)).length >= MAX_CUSTOM_ADDRESSES)
      throw new DomainError('mail_address_limit');
    const token = randomBytes(16).toString('hex');
    const now = clock.now();
    const record = await repository.insertMailAddress(tx, {
      organizationId: organization.id,
      address,
      verificationToken: token,
      checkSentAt: now,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    });
    if (!record) throw new DomainError('mail_address_exists', undefined, { field: 'address' });
    await sendCheck(tx, { config, organization, address, token });
    return dtoOf(record);
  });
}

export async function resendAddressCheck(options: Services & { id: string }): Promise<MailAddressDto> {
  const { db, config, clock, organization, id } = options;
  return db.withTenant({ organizationId: organization.id }, async (tx) => {
    const record = await repository.findMailAddress(tx, organization.id, id);
    if (!record) throw new DomainError('mail_address_not_found');
    if (record.verifiedAt) throw new DomainError('mail_address_verified');
    const now = clock.now();
    if (now.getTime() - record.checkSentAt.getTime() < CHECK_INTERVAL_MS) throw new DomainError('mail_address_check_recent');
    const token = randomBytes(16).toString('hex');
    await repository.renewCheck(tx, organization.id, id, { verificationToken: token, checkSentAt: now });
    await sendCheck(tx, { config, organization, address: record.address, token });
    return dtoOf({ ...record, checkSentAt: now });
  });
}

export async function removeMailAddress(options: Omit<Services, 'config' | 'clock'> & { id: string }): Promise<void> {
  const { db, organization, id } = options;
  const isRemoved = await db.withTenant({ organizationId: organization.id }, (tx) => repository.deleteMailAddress(tx, organization.id, id));
  if (!isRemoved) throw new DomainError('mail_address_not_found');
}

/**
 * A returning address check: verifies the address it names, unless another organization verified the same address
 * first (the database keeps a verified address to one organization). Null when the subject carries no check of a
 * waiting address; its organization otherwise.
 */
export async function verifyReturningCheck(db: Database, subject: string, now: Date): Promise<{ organizationId: string } | null> {
  const token = addressCheckTokenOf(subject);
  if (!token) return null;
  const record = await db.withPlatform((tx) => repository.findByCheckToken(tx, token));
  if (!record) return null;
  const { organizationId } = record;
  await db
    .withTenant({ organizationId }, (tx) => repository.markVerified(tx, organizationId, record.id, now))
    .catch((error: unknown) => {
      if (sqlStateOf(error) !== sqlStates.uniqueViolation) throw error;
    });
  return { organizationId };
}
