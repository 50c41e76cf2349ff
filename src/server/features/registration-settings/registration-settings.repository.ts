import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { organizationSettings } from '../../db/schema.ts';

export interface RegistrationSettings {
  agentSelfRegistrationEnabled: boolean;
  /** True when new customer and agent accounts wait for an org admin's approval (Required); false for Auto-approve. */
  manualApproval: boolean;
}

const columns = {
  agentSelfRegistrationEnabled: organizationSettings.agentSelfRegistrationEnabled,
  manualApproval: organizationSettings.manualApproval,
};

/** The organization's settings row may not exist yet: then the schema's defaults apply. */
export async function findRegistrationSettings(tx: Tx, organizationId: string): Promise<RegistrationSettings> {
  const [row] = await tx.select(columns).from(organizationSettings).where(eq(organizationSettings.organizationId, organizationId));
  return row ?? { agentSelfRegistrationEnabled: false, manualApproval: false };
}

export async function saveRegistrationSettings(
  tx: Tx,
  organizationId: string,
  settings: RegistrationSettings,
  now: Date,
): Promise<RegistrationSettings> {
  const [row] = await tx
    .insert(organizationSettings)
    .values({ organizationId, ...settings, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: organizationSettings.organizationId, set: { ...settings, updatedAt: now } })
    .returning(columns);
  if (!row) throw new Error(`settings of organization ${organizationId} not saved`);
  return row;
}
