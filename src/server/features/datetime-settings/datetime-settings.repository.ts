import { eq, sql } from 'drizzle-orm';
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
