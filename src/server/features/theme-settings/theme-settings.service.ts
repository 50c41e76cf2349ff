import { DomainError } from '../../../domain/errors.ts';
import type { UploadableImageType } from '../../../domain/image-type.ts';
import { type ThemeSettings, themeMessages } from '../../../domain/theme-settings.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { deleteUploadedFilesExcept, findUploadedFile, hasUploadedFile, insertUploadedFile } from '../../files/uploaded-files.repository.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { type AuditActor, recordSettingsChange } from '../audit-log/audit-log.repository.ts';
import * as repository from './theme-settings.repository.ts';

export interface ThemeView {
  settings: ThemeSettings;
  /** Where the logo is served, or null when there is none. */
  logoUrl: string | null;
}

const logoUrlOf = (fileId: string | null) => (fileId ? `/api/settings/theme/logo/${fileId}` : null);

export function themeViewOf(settings: ThemeSettings): ThemeView {
  return { settings, logoUrl: logoUrlOf(settings.logoFileId) };
}

export async function getThemeSettings({ db, organizationId }: { db: Database; organizationId: string }): Promise<ThemeView> {
  return themeViewOf(await db.withTenant({ organizationId }, (tx) => repository.findThemeSettings(tx, organizationId)));
}

/** Saves the theme; every open screen of the organization (staff and customers) repaints with it at once. */
export function updateThemeSettings(options: {
  db: Database;
  clock: Clock;
  organizationId: string;
  actor: AuditActor;
  input: ThemeSettings;
}): Promise<ThemeView> {
  const { db, clock, organizationId, actor, input } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    const before = await repository.findThemeSettings(tx, organizationId);
    if (input.logoFileId && !(await hasUploadedFile(tx, organizationId, 'logo', input.logoFileId))) {
      throw new DomainError('validation_failed', themeMessages.logoMissing, { field: 'logoFileId' });
    }
    const saved = await repository.saveThemeSettings(tx, organizationId, input, clock.now());
    await recordSettingsChange(tx, { organizationId, actor, settings: 'theme', before, after: saved });
    // Logos uploaded and then replaced or never used would otherwise stay forever.
    await deleteUploadedFilesExcept(tx, organizationId, 'logo', saved.logoFileId);
    const view = themeViewOf(saved);
    // Customers wear the theme too: their open portal repaints as well.
    await publishEvent(tx, { organizationId, type: 'settings.updated', audience: 'members', payload: { group: 'theme', settings: view } });
    return view;
  });
}

/** Stores an uploaded logo (its bytes checked as an image of an accepted type); it is used once a theme naming it is saved. */
export async function uploadLogo(options: {
  db: Database;
  clock: Clock;
  organizationId: string;
  actorId: string;
  image: { content: Buffer; contentType: UploadableImageType };
}): Promise<{ logoFileId: string; logoUrl: string; contentType: UploadableImageType }> {
  const { db, clock, organizationId, actorId, image } = options;
  const logoFileId = await db.withTenant({ organizationId }, (tx) =>
    insertUploadedFile(tx, organizationId, { purpose: 'logo', ...image, createdBy: actorId, createdAt: clock.now() }),
  );
  return { logoFileId, logoUrl: logoUrlOf(logoFileId) as string, contentType: image.contentType };
}

export async function readLogo({ db, organizationId, fileId }: { db: Database; organizationId: string; fileId: string }) {
  const logo = await db.withTenant({ organizationId }, (tx) => findUploadedFile(tx, organizationId, 'logo', fileId));
  if (!logo) throw new DomainError('not_found', themeMessages.logoNotFound);
  return logo;
}
