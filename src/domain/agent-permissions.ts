import { z } from 'zod';
import type { Role } from './roles.ts';

/** The default agent permission matrix of the Permissions tab: areas and the actions an agent may be granted in each. */
export const permissionAreas = {
  tickets: ['create', 'view_assigned', 'view_all', 'edit_assigned', 'edit_all', 'delete'],
  customers: ['view', 'create', 'edit', 'delete'],
  reports: ['view_basic', 'view_advanced', 'export'],
  settings: ['view', 'edit'],
  team: ['view', 'invite', 'manage'],
  dispatch: ['manage'],
  saved_replies: ['manage_shared'],
  ticket_views: ['manage_shared'],
} as const;

export type PermissionArea = keyof typeof permissionAreas;
export type Permission = {
  [Area in PermissionArea]: `${Area}.${(typeof permissionAreas)[Area][number]}`;
}[PermissionArea];
export type PermissionMatrix = { [Area in PermissionArea]: Record<(typeof permissionAreas)[Area][number], boolean> };

export const permissions: readonly Permission[] = Object.entries(permissionAreas).flatMap(([area, actions]) =>
  actions.map((action) => `${area}.${action}` as Permission),
);

/** On by default (workspace.md section 6): tickets create, view_assigned, edit_assigned; customers view; reports view_basic; team view. */
const grantedByDefault: ReadonlySet<Permission> = new Set<Permission>([
  'tickets.create',
  'tickets.view_assigned',
  'tickets.edit_assigned',
  'customers.view',
  'reports.view_basic',
  'team.view',
]);

function areaSchema<Area extends PermissionArea>(area: Area) {
  const shape = Object.fromEntries(permissionAreas[area].map((action) => [action, z.boolean()]));
  return z.strictObject(shape as Record<(typeof permissionAreas)[Area][number], z.ZodBoolean>);
}

/** A whole matrix, as the Permissions tab saves it. */
export const permissionMatrixSchema = z.strictObject({
  tickets: areaSchema('tickets'),
  customers: areaSchema('customers'),
  reports: areaSchema('reports'),
  settings: areaSchema('settings'),
  team: areaSchema('team'),
  dispatch: areaSchema('dispatch'),
  saved_replies: areaSchema('saved_replies'),
  ticket_views: areaSchema('ticket_views'),
});

export const defaultPermissionMatrix = Object.fromEntries(
  Object.entries(permissionAreas).map(([area, actions]) => [
    area,
    Object.fromEntries(actions.map((action) => [action, grantedByDefault.has(`${area}.${action}` as Permission)])),
  ]),
) as PermissionMatrix;

/** The stored matrix with the defaults filled in; a value that is not a boolean reads as its default. */
export function resolvePermissionMatrix(stored: Record<string, unknown> | null | undefined): PermissionMatrix {
  const matrix = structuredClone(defaultPermissionMatrix) as Record<string, Record<string, boolean>>;
  for (const [area, actions] of Object.entries(permissionAreas)) {
    const storedArea = stored?.[area];
    if (typeof storedArea !== 'object' || storedArea === null) continue;
    for (const action of actions) {
      const value = (storedArea as Record<string, unknown>)[action];
      if (typeof value === 'boolean' && matrix[area]) matrix[area][action] = value;
    }
  }
  return matrix as PermissionMatrix;
}

/**
 * Outside Strict Permission Mode a permission also grants what it cannot work without: editing or deleting
 * customers needs to see them, editing all tickets needs to see them all, and so on. In strict mode only
 * what is ticked is granted.
 */
export const impliedPermissions: Partial<Record<Permission, readonly Permission[]>> = {
  'tickets.view_all': ['tickets.view_assigned'],
  'tickets.edit_assigned': ['tickets.view_assigned'],
  'tickets.edit_all': ['tickets.edit_assigned', 'tickets.view_all', 'tickets.view_assigned'],
  'tickets.delete': ['tickets.view_all', 'tickets.view_assigned'],
  'customers.create': ['customers.view'],
  'customers.edit': ['customers.view'],
  'customers.delete': ['customers.view'],
  'reports.view_advanced': ['reports.view_basic'],
  'reports.export': ['reports.view_basic'],
  'settings.edit': ['settings.view'],
  'team.invite': ['team.view'],
  'team.manage': ['team.view'],
};

export interface PermissionPolicy {
  matrix: PermissionMatrix;
  isStrict: boolean;
}

function isTicked(matrix: PermissionMatrix, permission: Permission): boolean {
  const [area, action] = permission.split('.') as [PermissionArea, string];
  return (matrix[area] as Record<string, boolean>)[action] === true;
}

/** What an agent may do under the organization's matrix. */
export function grantedPermissions({ matrix, isStrict }: PermissionPolicy): Set<Permission> {
  const granted = new Set(permissions.filter((permission) => isTicked(matrix, permission)));
  if (!isStrict) {
    for (const permission of [...granted]) for (const implied of impliedPermissions[permission] ?? []) granted.add(implied);
  }
  return granted;
}

/** Org admins and super admins may do everything; agents what the matrix grants; customers none of it. */
export function isPermitted(role: Role, policy: PermissionPolicy, permission: Permission): boolean {
  switch (role) {
    case 'org_admin':
    case 'super_admin':
      return true;
    case 'agent':
      return grantedPermissions(policy).has(permission);
    case 'user':
      return false;
  }
}

/** The 403 message when the matrix refuses an agent. */
export const permissionMessages: Record<Permission, string> = {
  'tickets.create': 'You do not have permission to create tickets.',
  'tickets.view_assigned': 'You do not have permission to view tickets.',
  'tickets.view_all': 'You do not have permission to view all tickets.',
  'tickets.edit_assigned': 'You do not have permission to edit tickets.',
  'tickets.edit_all': 'You do not have permission to edit tickets not assigned to you.',
  'tickets.delete': 'You do not have permission to delete tickets.',
  'customers.view': 'You do not have permission to view customers.',
  'customers.create': 'You do not have permission to add customers.',
  'customers.edit': 'You do not have permission to edit customers.',
  'customers.delete': 'You do not have permission to delete customers.',
  'reports.view_basic': 'You do not have permission to view reports.',
  'reports.view_advanced': 'You do not have permission to view advanced reports.',
  'reports.export': 'You do not have permission to export reports.',
  'settings.view': 'You do not have permission to view settings.',
  'settings.edit': 'You do not have permission to change settings.',
  'team.view': 'You do not have permission to view the team.',
  'team.invite': 'You do not have permission to invite agents.',
  'team.manage': 'You do not have permission to manage the team.',
  'dispatch.manage': 'You do not have permission to plan the dispatch board.',
  'saved_replies.manage_shared': 'You do not have permission to change the shared saved replies.',
  'ticket_views.manage_shared': 'You do not have permission to change the shared views of the ticket list.',
};

/** The Permissions tab's labels for each area and action. */
export const permissionLabels: {
  [Area in PermissionArea]: { title: string; actions: Record<(typeof permissionAreas)[Area][number], string> };
} = {
  tickets: {
    title: 'Tickets',
    actions: {
      create: 'Create tickets',
      view_assigned: 'View assigned tickets',
      view_all: 'View all tickets',
      edit_assigned: 'Edit assigned tickets',
      edit_all: 'Edit all tickets',
      delete: 'Delete tickets',
    },
  },
  customers: {
    title: 'Customers',
    actions: { view: 'View customers', create: 'Add customers', edit: 'Edit customers', delete: 'Delete customers' },
  },
  reports: {
    title: 'Reports',
    actions: { view_basic: 'View basic reports', view_advanced: 'View advanced reports', export: 'Export reports' },
  },
  settings: { title: 'Settings', actions: { view: 'View settings', edit: 'Edit settings' } },
  team: { title: 'Team', actions: { view: 'View team members', invite: 'Invite agents', manage: 'Manage agents' } },
  dispatch: { title: 'Dispatch', actions: { manage: "Plan the dispatch board (assign and schedule technicians' work orders)" } },
  saved_replies: { title: 'Saved replies', actions: { manage_shared: 'Add, edit and delete the shared saved replies and macros' } },
  ticket_views: {
    title: 'Ticket views',
    actions: { manage_shared: 'Add, rename, reorder and delete the shared views of the ticket list' },
  },
};
