import { DomainError } from '../../../domain/errors.ts';
import { isOrganizationSignUp } from '../../../domain/organization-signup.ts';
import { decideSignupRole, organizationEmailDomainOf } from '../../../domain/signup-role.ts';
import type { AuthHooks, SignUpContext } from '../../auth/auth.service.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { inTenantScope, type Tx } from '../../db/client.ts';
import type { RequestOrganization } from '../../http/tenancy.ts';
import { findMemberIdsWithRoles, insertMember, linkAgentRecord } from '../members/members.repository.ts';
import { notifyMembers } from '../notifications/notifications.service.ts';
import { readRegistrationSettings } from '../registration-settings/registration-settings.service.ts';
import * as repository from './customer-signup.repository.ts';

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * Whether these sign-up rules apply: every sign-up on an organization's host except an organization
 * admin's own, and on the main domain one that says it is a customer's (which then needs an organization).
 */
function isCustomerSignUp(data: Record<string, unknown>, organization: RequestOrganization | null): boolean {
  if (isOrganizationSignUp(data) || data.role === 'super_admin') return false;
  return organization !== null || data.role === 'user' || data.user_type === 'customer';
}

async function decideRole(tx: Tx, config: Config, organizationId: string, email: string) {
  const settings = await readRegistrationSettings({ tx, organizationId });
  const creatorEmail = await repository.findOrganizationCreatorEmail(tx, organizationId);
  const decision = decideSignupRole({
    email,
    platformEmailDomain: config.PLATFORM_EMAIL_DOMAIN,
    organizationEmailDomain: organizationEmailDomainOf(creatorEmail, config.PLATFORM_EMAIL_DOMAIN),
    isAgentSelfRegistrationEnabled: settings.agentSelfRegistrationEnabled,
  });
  if (!decision.isAllowed) throw new DomainError(decision.refusal);
  return { role: decision.role, isApprovalRequired: settings.manualApproval };
}

/** Creates what a new account of the organization needs, and tells the org admins, in the sign-up's transaction. */
async function createSignedUpMember(
  context: SignUpContext & { userId: string; organization: RequestOrganization },
  config: Config,
  clock: Clock,
): Promise<void> {
  const { tx, email, data, organization, userId } = context;
  const organizationId = organization.id;
  const now = clock.now();
  const { role, isApprovalRequired } = await decideRole(tx, config, organizationId, email);
  const name = textOf(data.name) ?? textOf(data.full_name) ?? email.split('@')[0] ?? email;

  await insertMember(tx, { organizationId, userId, email, name, role, approvalStatus: isApprovalRequired ? 'pending' : 'approved', now });
  if (role === 'agent') {
    await linkAgentRecord(tx, { organizationId, userId, name, email, createdBy: null, now });
  } else {
    const organizationName = textOf(data.organization_name) ?? '';
    await repository.linkCustomerRecord(tx, { organizationId, userId, organizationName, contactName: name, email, now });
  }

  const kind = role === 'agent' ? 'agent' : 'customer';
  const approval = isApprovalRequired ? ' The account is waiting for your approval in User Approvals.' : '';
  await notifyMembers({
    tx,
    config,
    organizationId,
    recipientIds: await findMemberIdsWithRoles(tx, organizationId, ['org_admin']),
    notice: {
      type: role === 'agent' ? 'new_agent_signup' : 'new_customer_signup',
      title: role === 'agent' ? 'New agent signup' : 'New customer signup',
      message: `${name} (${email}) signed up as a ${kind}.${approval}`,
      category: null,
    },
    relatedId: userId,
    path: isApprovalRequired ? '/settings?tab=approvals' : role === 'agent' ? '/settings?tab=agents' : '/customers',
    now,
  });
}

/** Customer sign-up on an organization's subdomain, as auth hooks: who may sign up there, and what an account gets. */
export function createCustomerSignupHooks({ config, clock }: { config: Config; clock: Clock }): AuthHooks {
  return {
    async beforeSignUp({ tx, email, data, organization }) {
      if (!isCustomerSignUp(data, organization)) return;
      if (!organization) throw new DomainError('organization_required');
      await inTenantScope(tx, { organizationId: organization.id }, () => decideRole(tx, config, organization.id, email));
    },
    async afterSignUp(context) {
      const { organization } = context;
      if (!organization || !isCustomerSignUp(context.data, organization)) return;
      await inTenantScope(context.tx, { organizationId: organization.id }, () =>
        createSignedUpMember({ ...context, organization }, config, clock),
      );
    },
  };
}
