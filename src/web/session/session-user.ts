import type { User } from '@supabase/auth-js';
import { isRole, type Role } from '../../domain/roles.ts';

export interface SessionUser {
  /** The first word of the user's name, or of the e-mail address when there is no name. */
  firstName: string;
  role: Role;
}

/** What the header shows about a signed-in user; the role comes from app metadata, then user metadata, else user. */
export function describeSessionUser(user: User): SessionUser {
  const name = textOf(user.user_metadata?.name) ?? textOf(user.user_metadata?.full_name) ?? user.email?.split('@')[0] ?? '';
  const appRole = user.app_metadata?.role;
  const metadataRole = user.user_metadata?.role;
  const role = isRole(appRole) ? appRole : isRole(metadataRole) ? metadataRole : 'user';
  return { firstName: name.split(/\s+/)[0] ?? '', role };
}

/** The header's role badge: Admin or Agent for staff, none for customers. */
export function roleBadgeOf(role: Role): 'Admin' | 'Agent' | null {
  switch (role) {
    case 'org_admin':
    case 'super_admin':
      return 'Admin';
    case 'agent':
      return 'Agent';
    case 'user':
      return null;
  }
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
