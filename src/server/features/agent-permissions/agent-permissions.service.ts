import {
  grantedPermissions,
  isPermitted,
  type Permission,
  type PermissionMatrix,
  type PermissionPolicy,
  permissionMessages,
} from '../../../domain/agent-permissions.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Clock } from '../../app.ts';
import type { Database, Tx } from '../../db/client.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
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

/** Saves the matrix and/or strict mode; the server enforces it from the next request, open screens hear of it at once. */
export function updatePermissions(options: {
  db: Database;
  clock: Clock;
  organizationId: string;
  role: Role;
  input: { matrix?: PermissionMatrix; isStrict?: boolean };
}): Promise<PermissionsView> {
  const { db, clock, organizationId, role, input } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    const saved = await repository.savePermissionPolicy(tx, organizationId, input, clock.now());
    await publishEvent(tx, { organizationId, type: 'settings.updated', payload: { group: 'permissions' } });
    return viewOf(saved, role);
  });
}
