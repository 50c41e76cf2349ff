import { eq, sql } from 'drizzle-orm';
import { type DateTimeSettings, resolveDateTimeSettings } from '../../../domain/datetime-settings.ts';
import { resolveTimeZone } from '../../../domain/zoned-time.ts';
import type { Tx } from '../../db/client.ts';
import { organizationSettings } from '../../db/schema.ts';

/** The organization's time zone from its date and time settings (America/New_York when unset or unknown). */
export async function findOrganizationTimeZone(tx: Tx, organizationId: string): Promise<string> {
  const [row] = await tx
    .select({ timeZone: sql<string | null>`${organizationSettings.datetime}->>'timezone'` })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return resolveTimeZone(row?.timeZone);
}

export async function findDateTimeSettings(tx: Tx, organizationId: string): Promise<DateTimeSettings> {
  const [row] = await tx
    .select({ datetime: organizationSettings.datetime })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return resolveDateTimeSettings(row?.datetime);
}

export async function saveDateTimeSettings(
  tx: Tx,
  organizationId: string,
  settings: DateTimeSettings,
  now: Date,
): Promise<DateTimeSettings> {
  await tx
    .insert(organizationSettings)
    .values({ organizationId, datetime: settings, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: organizationSettings.organizationId, set: { datetime: settings, updatedAt: now } });
  return settings;
}
