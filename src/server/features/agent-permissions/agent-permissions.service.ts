import {
  grantedPermissions,
  isPermitted,
  type Permission,
  type PermissionMatrix,
  type PermissionPolicy,
  permissionMessages,
  permissions,
} from '../../../domain/agent-permissions.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Tx } from '../../db/client.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { type AuditActor, recordSettingsChange } from '../audit-log/audit-log.repository.ts';
import * as repository from './agent-permissions.repository.ts';

export interface PermissionsView extends PermissionPolicy {
  /** What the caller may do under it: everything for admins. */
  granted: Permission[];
}

function viewOf(policy: PermissionPolicy, role: Role): PermissionsView {
  const granted = role === 'agent' ? [...grantedPermissions(policy)] : role === 'user' ? [] : undefined;
  return { ...policy, granted: granted ?? Object.keys(permissionMessages).map((permission) => permission as Permission) };
}

/** For another feature's rule that depends on the matrix (which tickets an agent sees), inside its transaction. */
export async function assertPermitted(options: { tx: Tx; organizationId: string; role: Role; permission: Permission }): Promise<void> {
  const { tx, organizationId, role, permission } = options;
  if (role !== 'agent') return;
  if (!isPermitted(role, await repository.findPermissionPolicy(tx, organizationId), permission)) {
    throw new DomainError('forbidden', permissionMessages[permission]);
  }
}

export function readPermissionPolicy({ tx, organizationId }: { tx: Tx; organizationId: string }): Promise<PermissionPolicy> {
  return repository.findPermissionPolicy(tx, organizationId);
}

export function getPermissions(options: { db: Database; organizationId: string; role: Role }): Promise<PermissionsView> {
  const { db, organizationId, role } = options;
  return db.withTenant({ organizationId }, async (tx) => viewOf(await repository.findPermissionPolicy(tx, organizationId), role));
}

/** The policy as the log shows a change of it: strict mode, and each permission ticked or not. */
function policyFieldsOf(policy: PermissionPolicy): Record<string, boolean> {
  const matrix = policy.matrix as Record<string, Record<string, boolean>>;
  return {
    strict: policy.isStrict,
    ...Object.fromEntries(
      permissions.map((permission) => {
        const [area = '', action = ''] = permission.split('.');
        return [permission, matrix[area]?.[action] ?? false];
      }),
    ),
  };
}

/** Saves the matrix and/or strict mode; the server enforces it from the next request, open screens hear of it at once. */
export function updatePermissions(options: {
  db: Database;
  clock: Clock;
  organizationId: string;
  role: Role;
  actor: AuditActor;
  input: { matrix?: PermissionMatrix; isStrict?: boolean };
}): Promise<PermissionsView> {
  const { db, clock, organizationId, role, actor, input } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    const before = await repository.findPermissionPolicy(tx, organizationId);
    const saved = await repository.savePermissionPolicy(tx, organizationId, input, clock.now());
    const change = { before: policyFieldsOf(before), after: policyFieldsOf(saved) };
    await recordSettingsChange(tx, { organizationId, actor, settings: 'permissions', ...change });
    await publishEvent(tx, { organizationId, type: 'settings.updated', payload: { group: 'permissions' } });
    return viewOf(saved, role);
  });
}
