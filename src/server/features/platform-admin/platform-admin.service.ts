import { DomainError } from '../../../domain/errors.ts';
import { organizationUrl } from '../../../domain/tenancy.ts';
import { convertedToPaidMessage, trialExtendedMessage } from '../../../domain/ticket-messages.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../db/keyset-cursor.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import type { OrganizationRecord } from './platform-admin.repository.ts';
import * as repository from './platform-admin.repository.ts';

export interface OrganizationDto {
  id: string;
  name: string;
  subdomain: string;
  domain: string | null;
  businessModel: string;
  status: 'trial' | 'active';
  subscriptionStatus: string;
  subscriptionTier: string;
  trialEndDate: string | null;
  isApproved: boolean;
  isActive: boolean;
  createdAt: string;
  visitUrl: string;
}

function organizationDtoOf(config: Config, organization: OrganizationRecord): OrganizationDto {
  const visitUrl = organization.domain
    ? `${new URL(config.publicUrl).protocol}//${organization.domain}/`
    : organizationUrl({ publicUrl: config.publicUrl, appDomain: config.APP_DOMAIN, subdomain: organization.subdomain, path: '/' });
  return {
    id: organization.id,
    name: organization.name,
    subdomain: organization.subdomain,
    domain: organization.domain,
    businessModel: organization.businessModel,
    status: organization.trialEndDate ? 'trial' : 'active',
    subscriptionStatus: organization.subscriptionStatus,
    subscriptionTier: organization.subscriptionTier,
    trialEndDate: organization.trialEndDate?.toISOString() ?? null,
    isApproved: organization.isApproved,
    isActive: organization.isActive,
    createdAt: organization.createdAt.toISOString(),
    visitUrl,
  };
}

/** The tenant organizations for the super admin dashboard, newest first, in keyset pages. */
export function listOrganizations(options: { db: Database; config: Config; cursor: string | null; limit: number }) {
  const { db, config, limit } = options;
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  return db.withPlatform(async (tx) => {
    const page = pageOf(await repository.listOrganizations(tx, { after, limit: limit + 1 }), limit);
    return { items: page.rows.map((row) => organizationDtoOf(config, row)), nextCursor: page.nextCursor };
  });
}

/** Changes a tenant's subscription; open super admin dashboards hear of it. */
async function changeSubscription(
  options: { db: Database; config: Config; actor: ActingMember; organizationId: string },
  changes: { trialEndDate: Date | null; subscriptionStatus: string; now: Date },
): Promise<OrganizationDto> {
  const { db, config, actor, organizationId } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const row = await repository.updateSubscription(tx, organizationId, changes);
    if (!row) throw new DomainError('organization_not_found', 'Organization not found.');
    const organization = organizationDtoOf(config, row);
    await publishEvent(tx, { organizationId: actor.organizationId, type: 'organization.updated', payload: { organizationId } });
    return organization;
  });
}

/**
 * Extends a tenant's trial by N days from the later of now and its current end. A paid organization has no
 * trial to extend: turning it back into a trial would cancel its subscription.
 */
export async function extendTrial(options: {
  db: Database;
  config: Config;
  clock: Clock;
  actor: ActingMember;
  organizationId: string;
  days: number;
}) {
  const { db, config, clock, actor, organizationId, days } = options;
  const organization = await db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const row = await repository.extendTrialEnd(tx, organizationId, days, clock.now());
    if (!row) {
      const existing = await repository.findTenantOrganization(tx, organizationId);
      if (!existing) throw new DomainError('organization_not_found', 'Organization not found.');
      throw new DomainError('trial_not_extendable', `${existing.name} has a paid subscription: there is no trial to extend.`);
    }
    await publishEvent(tx, { organizationId: actor.organizationId, type: 'organization.updated', payload: { organizationId } });
    return organizationDtoOf(config, row);
  });
  return { organization, message: trialExtendedMessage(days) };
}

/** Ends a tenant's trial as a paying subscription. */
export async function convertToPaid(options: { db: Database; config: Config; clock: Clock; actor: ActingMember; organizationId: string }) {
  const organization = await changeSubscription(options, { trialEndDate: null, subscriptionStatus: 'active', now: options.clock.now() });
  return { organization, message: convertedToPaidMessage };
}
