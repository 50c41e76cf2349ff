import { eq } from 'drizzle-orm';
import { resolveTimecardSettings, type TimecardSettings } from '../../../domain/timecard-settings.ts';
import type { Tx } from '../../db/client.ts';
import { organizationSettings } from '../../db/schema.ts';

export interface StoredTimecardSettings {
  /** Whether an admin ever saved them: until then the time card screen asks for setup. */
  isConfigured: boolean;
  settings: TimecardSettings;
}

export async function findTimecardSettings(tx: Tx, organizationId: string): Promise<StoredTimecardSettings> {
  const [row] = await tx
    .select({ timecard: organizationSettings.timecard })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return { isConfigured: Object.keys(row?.timecard ?? {}).length > 0, settings: resolveTimecardSettings(row?.timecard) };
}

export async function saveTimecardSettings(tx: Tx, organizationId: string, settings: TimecardSettings, now: Date): Promise<void> {
  await tx
    .insert(organizationSettings)
    .values({ organizationId, timecard: settings, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: organizationSettings.organizationId, set: { timecard: settings, updatedAt: now } });
}
