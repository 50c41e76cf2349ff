export const roles = ['user', 'agent', 'org_admin', 'super_admin'] as const;
export type Role = (typeof roles)[number];

/**
 * Who may call a route: anyone, any signed-in user, or members of the request's organization with one of these roles.
 * The `_or_super_admin` levels also admit a super admin on the main domain (no request organization), who then acts
 * for the platform organization: escalated tickets, the platform's own settings (decision 187).
 */
export type Access =
  | 'public'
  | 'authenticated'
  | 'customer'
  | 'staff'
  | 'org_admin'
  | 'super_admin'
  | 'staff_or_super_admin'
  | 'org_admin_or_super_admin';

/** The levels a super admin on the main domain passes, acting for the platform organization. */
export function admitsPlatformSuperAdmin(access: Access): boolean {
  return access === 'staff_or_super_admin' || access === 'org_admin_or_super_admin';
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

export function isStaffRole(role: Role): boolean {
  return role === 'agent' || role === 'org_admin' || role === 'super_admin';
}

/** Whether a member with this role, of the request's organization, may call a route with this access. */
export function isAllowed(access: Exclude<Access, 'public' | 'authenticated'>, role: Role): boolean {
  switch (access) {
    case 'customer':
      return role === 'user';
    case 'staff':
    case 'staff_or_super_admin':
      return isStaffRole(role);
    case 'org_admin':
    case 'org_admin_or_super_admin':
      return role === 'org_admin' || role === 'super_admin';
    case 'super_admin':
      return role === 'super_admin';
  }
}

export const roleLabels: Record<Role, string> = {
  user: 'User',
  agent: 'Agent',
  org_admin: 'Organization Admin',
  super_admin: 'Super Admin',
};

/** The header's badge (platform.md section 2): Admin or Agent, short enough to sit beside the welcome line. */
export const shortRoleLabels: Record<Role, string> = {
  user: 'Customer',
  agent: 'Agent',
  org_admin: 'Admin',
  super_admin: 'Super Admin',
};
