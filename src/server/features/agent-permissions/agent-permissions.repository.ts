import { eq } from 'drizzle-orm';
import { type PermissionMatrix, type PermissionPolicy, resolvePermissionMatrix } from '../../../domain/agent-permissions.ts';
import type { Tx } from '../../db/client.ts';
import { organizationSettings } from '../../db/schema.ts';

/** The organization's agent permission matrix and Strict Permission Mode; the defaults when never saved. */
export async function findPermissionPolicy(tx: Tx, organizationId: string): Promise<PermissionPolicy> {
  const [row] = await tx
    .select({ matrix: organizationSettings.agentPermissions, isStrict: organizationSettings.strictPermissions })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return { matrix: resolvePermissionMatrix(row?.matrix), isStrict: row?.isStrict ?? false };
}

export async function savePermissionPolicy(
  tx: Tx,
  organizationId: string,
  policy: { matrix?: PermissionMatrix; isStrict?: boolean },
  now: Date,
): Promise<PermissionPolicy> {
  const changes = {
    ...(policy.matrix ? { agentPermissions: policy.matrix } : {}),
    ...(policy.isStrict === undefined ? {} : { strictPermissions: policy.isStrict }),
    updatedAt: now,
  };
  await tx
    .insert(organizationSettings)
    .values({ organizationId, ...changes, createdAt: now })
    .onConflictDoUpdate({ target: organizationSettings.organizationId, set: changes });
  return findPermissionPolicy(tx, organizationId);
}
