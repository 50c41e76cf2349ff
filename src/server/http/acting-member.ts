import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.ts';
import { isStaffRole, type Role } from '../../domain/roles.ts';
import { assertApproved, callerOf } from './access.ts';

/** Who a request acts as: a member of an organization, in that organization. */
export interface ActingMember {
  userId: string;
  email: string;
  name: string;
  role: Role;
  /** The request's organization; for a super admin on the main domain, the platform organization they belong to. */
  organizationId: string;
  /** The request's IP address, as Fastify sees it behind the configured proxies: where the audit log says it came from. */
  address?: string;
}

export interface ActingMemberMessages {
  /** When the signed-in account has no profile. */
  noProfile?: string;
  /** When the request names no organization and the caller is not a super admin. */
  noOrganization?: string;
}

/**
 * For routes declared `authenticated` that members of the request's organization use on its host and
 * super admins use on the main domain (the super admin dashboard): anyone else is refused.
 */
export function actingMemberOf(request: FastifyRequest, messages: ActingMemberMessages = {}): ActingMember {
  const caller = callerOf(request);
  const profile = caller.profile;
  if (!profile) throw new DomainError('profile_missing', messages.noProfile);
  assertApproved(profile);
  const member = { userId: caller.userId, email: caller.email, name: profile.name, role: profile.role, address: request.ip };
  if (!request.organization) {
    if (profile.role !== 'super_admin') throw new DomainError('organization_not_found', messages.noOrganization);
    return { ...member, organizationId: profile.organizationId };
  }
  if (profile.organizationId !== request.organization.id) throw new DomainError('forbidden');
  return { ...member, organizationId: request.organization.id };
}

export function actingStaffOf(request: FastifyRequest, messages: ActingMemberMessages = {}): ActingMember {
  const member = actingMemberOf(request, messages);
  if (!isStaffRole(member.role)) throw new DomainError('forbidden');
  return member;
}
