import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.ts';
import { isStaffRole, type Role } from '../../domain/roles.ts';
import { actingOrganizationOf, callerOf, type MemberMessages } from './access.ts';

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

/**
 * For routes that members of the request's organization use on its host and super admins use on the main domain
 * (the super admin dashboard): anyone else is refused. The `_or_super_admin` access levels make the same refusals
 * before the body is read; this gives their handlers the member.
 */
export function actingMemberOf(request: FastifyRequest, messages: MemberMessages = {}): ActingMember {
  const caller = callerOf(request);
  const { profile, organizationId } = actingOrganizationOf(caller, request.organization, messages);
  return { userId: caller.userId, email: caller.email, name: profile.name, role: profile.role, address: request.ip, organizationId };
}

export function actingStaffOf(request: FastifyRequest, messages: MemberMessages = {}): ActingMember {
  const member = actingMemberOf(request, messages);
  if (!isStaffRole(member.role)) throw new DomainError('forbidden');
  return member;
}
