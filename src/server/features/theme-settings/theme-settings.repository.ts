import { eq } from 'drizzle-orm';
import { resolveThemeSettings, type ThemeSettings } from '../../../domain/theme-settings.ts';
import type { Tx } from '../../db/client.ts';
import { organizationSettings } from '../../db/schema.ts';

export async function findThemeSettings(tx: Tx, organizationId: string): Promise<ThemeSettings> {
  const [row] = await tx
    .select({ theme: organizationSettings.theme })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return resolveThemeSettings(row?.theme);
}

export async function saveThemeSettings(tx: Tx, organizationId: string, settings: ThemeSettings, now: Date): Promise<ThemeSettings> {
  await tx
    .insert(organizationSettings)
    .values({ organizationId, theme: settings, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: organizationSettings.organizationId, set: { theme: settings, updatedAt: now } });
  return settings;
}
