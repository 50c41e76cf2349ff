import { DomainError } from '../../../domain/errors.ts';
import { imageTypeOf, type UploadableImageType } from '../../../domain/image-type.ts';
import { LOGO_MAX_BYTES, type ThemeSettings, themeMessages } from '../../../domain/theme-settings.ts';
import type { Clock } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
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
  input: ThemeSettings;
}): Promise<ThemeView> {
  const { db, clock, organizationId, input } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    if (input.logoFileId && !(await repository.hasLogo(tx, organizationId, input.logoFileId))) {
      throw new DomainError('validation_failed', themeMessages.logoMissing, { field: 'logoFileId' });
    }
    const saved = await repository.saveThemeSettings(tx, organizationId, input, clock.now());
    // Logos uploaded and then replaced or never used would otherwise stay forever.
    await repository.deleteLogosExcept(tx, organizationId, saved.logoFileId);
    const view = themeViewOf(saved);
    // Customers wear the theme too: their open portal repaints as well.
    await publishEvent(tx, { organizationId, type: 'settings.updated', audience: 'members', payload: { group: 'theme', settings: view } });
    return view;
  });
}

/** Stores an uploaded logo when its bytes are an image of an accepted type; it is used once a theme naming it is saved. */
export async function uploadLogo(options: {
  db: Database;
  clock: Clock;
  organizationId: string;
  actorId: string;
  content: Buffer;
}): Promise<{ logoFileId: string; logoUrl: string; contentType: UploadableImageType }> {
  const { db, clock, organizationId, actorId, content } = options;
  if (content.byteLength > LOGO_MAX_BYTES) throw new DomainError('payload_too_large', themeMessages.logoTooLarge, { field: 'logo' });
  const contentType = imageTypeOf(content);
  if (!contentType) throw new DomainError('unsupported_media_type', themeMessages.logoNotImage, { field: 'logo' });
  const logoFileId = await db.withTenant({ organizationId }, (tx) =>
    repository.insertLogo(tx, organizationId, { contentType, content, createdBy: actorId, createdAt: clock.now() }),
  );
  return { logoFileId, logoUrl: logoUrlOf(logoFileId) as string, contentType };
}

export async function readLogo({ db, organizationId, fileId }: { db: Database; organizationId: string; fileId: string }) {
  const logo = await db.withTenant({ organizationId }, (tx) => repository.findLogo(tx, organizationId, fileId));
  if (!logo) throw new DomainError('not_found', themeMessages.logoNotFound);
  return logo;
}
