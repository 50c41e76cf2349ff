import { DomainError } from '../../../domain/errors.ts';
import { organizationUrl } from '../../../domain/tenancy.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { RequestOrganization } from '../../http/tenancy.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { type AuditActor, recordAuditEvent } from '../audit-log/audit-log.repository.ts';
import { assertRoomForTeamMember } from '../billing/billing.service.ts';
import { approvalOutcomeMail } from './approval-outcome-mail.ts';
import type { PendingAccount } from './user-approvals.repository.ts';
import * as repository from './user-approvals.repository.ts';

const PAGE_LIMIT = 200;

export async function listPendingAccounts(options: {
  db: Database;
  organizationId: string;
}): Promise<{ accounts: PendingAccount[]; hasMore: boolean }> {
  const { db, organizationId } = options;
  const rows = await db.withTenant({ organizationId }, (tx) => repository.listPendingAccounts(tx, organizationId, PAGE_LIMIT));
  return { accounts: rows.slice(0, PAGE_LIMIT), hasMore: rows.length > PAGE_LIMIT };
}

/**
 * Approves or rejects an account waiting for approval: the person is e-mailed the outcome and, once approved,
 * can sign in (every server process sees the change within the few seconds it keeps a profile).
 */
export function decideAccount(options: {
  db: Database;
  config: Config;
  clock: Clock;
  organization: RequestOrganization;
  actor: AuditActor;
  userId: string;
  outcome: 'approved' | 'rejected';
}): Promise<PendingAccount> {
  const { db, config, clock, organization, actor, userId, outcome } = options;
  const organizationId = organization.id;
  return db.withTenant({ organizationId }, async (tx) => {
    if (outcome === 'approved' && (await repository.findPendingRole(tx, organizationId, userId)) === 'agent') {
      await assertRoomForTeamMember(tx, { organizationId, now: clock.now() });
    }
    const account = await repository.decidePendingAccount(tx, organizationId, userId, outcome, clock.now());
    if (!account) throw new DomainError('approval_not_found');
    await recordAuditEvent(tx, {
      organizationId,
      actor,
      action: outcome === 'approved' ? 'account.approved' : 'account.rejected',
      target: { type: account.role === 'agent' ? 'agent' : 'customer', id: userId, label: `${account.name} <${account.email}>` },
      before: { approvalStatus: 'pending' },
      after: { approvalStatus: outcome },
    });
    const signInLink = organizationUrl({
      publicUrl: config.publicUrl,
      appDomain: config.APP_DOMAIN,
      subdomain: organization.subdomain,
      path: '/login',
    });
    await enqueueMail(
      tx,
      approvalOutcomeMail({
        platformName: config.PLATFORM_NAME,
        organizationName: organization.name,
        to: account.email,
        name: account.name,
        outcome,
        signInLink,
      }),
    );
    await publishEvent(tx, { organizationId, type: 'approval.decided', payload: { userId, outcome } });
    return account;
  });
}
