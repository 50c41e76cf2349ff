import { and, eq, ne } from 'drizzle-orm';
import { resolveThemeSettings, type ThemeSettings } from '../../../domain/theme-settings.ts';
import type { Tx } from '../../db/client.ts';
import { organizationSettings, uploadedFiles } from '../../db/schema.ts';

export interface StoredLogo {
  contentType: string;
  content: Buffer;
}

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

export async function insertLogo(
  tx: Tx,
  organizationId: string,
  logo: StoredLogo & { createdBy: string; createdAt: Date },
): Promise<string> {
  const [row] = await tx
    .insert(uploadedFiles)
    .values({
      organizationId,
      purpose: 'logo',
      contentType: logo.contentType,
      byteSize: logo.content.byteLength,
      content: logo.content,
      createdBy: logo.createdBy,
      createdAt: logo.createdAt,
    })
    .returning({ id: uploadedFiles.id });
  if (!row) throw new Error('the logo was not stored');
  return row.id;
}

export async function findLogo(tx: Tx, organizationId: string, fileId: string): Promise<StoredLogo | null> {
  const [row] = await tx
    .select({ contentType: uploadedFiles.contentType, content: uploadedFiles.content })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.organizationId, organizationId), eq(uploadedFiles.id, fileId), eq(uploadedFiles.purpose, 'logo')));
  return row ? { contentType: row.contentType, content: Buffer.from(row.content) } : null;
}

export async function hasLogo(tx: Tx, organizationId: string, fileId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.organizationId, organizationId), eq(uploadedFiles.id, fileId), eq(uploadedFiles.purpose, 'logo')));
  return !!row;
}

/** Logos uploaded earlier than the one now in use (or all of them when the theme has none). */
export async function deleteLogosExcept(tx: Tx, organizationId: string, keptFileId: string | null): Promise<void> {
  const isLogo = and(eq(uploadedFiles.organizationId, organizationId), eq(uploadedFiles.purpose, 'logo'));
  await tx.delete(uploadedFiles).where(keptFileId ? and(isLogo, ne(uploadedFiles.id, keptFileId)) : isLogo);
}
