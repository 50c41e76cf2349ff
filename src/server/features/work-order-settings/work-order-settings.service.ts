import { DomainError } from '../../../domain/errors.ts';
import type { UploadableImageType } from '../../../domain/image-type.ts';
import { type LayoutElement, layoutElementSchema, layoutMessages } from '../../../domain/work-order-layout.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Tx } from '../../db/client.ts';
import { findUploadedFile, hasUploadedFile, insertUploadedFile } from '../../files/uploaded-files.repository.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { type AuditActor, recordSettingsChange } from '../audit-log/audit-log.repository.ts';
import type { StoredWorkOrderSettings } from './work-order-settings.repository.ts';
import * as repository from './work-order-settings.repository.ts';

export interface WorkOrderLayout {
  /** 0 while the organization has never saved a layout. */
  version: number;
  elements: LayoutElement[];
  updatedAt: string | null;
}

/** Elements saved by an earlier version of the rules that no longer hold are left out rather than failing the screen. */
export function layoutElementsOf(stored: readonly unknown[]): LayoutElement[] {
  return stored.flatMap((element) => {
    const parsed = layoutElementSchema.safeParse(element);
    return parsed.success ? [parsed.data] : [];
  });
}

export const layoutImageUrlOf = (fileId: string) => `/api/work-order-layout/images/${fileId}`;

/** For the work orders feature, inside its transaction in the organization's scope. */
export function readWorkOrderSettings({ tx, organizationId }: { tx: Tx; organizationId: string }): Promise<StoredWorkOrderSettings> {
  return repository.findWorkOrderSettings(tx, organizationId);
}

/** The current layout, for a new work order to be filled with. */
export async function readCurrentLayout({ tx, organizationId }: { tx: Tx; organizationId: string }): Promise<WorkOrderLayout> {
  const stored = await repository.findCurrentLayout(tx, organizationId);
  return { version: stored.version, elements: layoutElementsOf(stored.elements), updatedAt: stored.updatedAt?.toISOString() ?? null };
}

/** The layout a work order was filled with (empty when it predates any layout). */
export async function readLayoutVersion({ tx, organizationId, version }: { tx: Tx; organizationId: string; version: number | null }) {
  if (version === null) return [];
  return layoutElementsOf((await repository.findLayoutVersion(tx, organizationId, version)) ?? []);
}

/** A layout image for the PDF of a work order. */
export function readLayoutImage({ tx, organizationId, fileId }: { tx: Tx; organizationId: string; fileId: string }) {
  return findUploadedFile(tx, organizationId, 'layout_image', fileId);
}

export function getWorkOrderSettings({ db, organizationId }: { db: Database; organizationId: string }): Promise<StoredWorkOrderSettings> {
  return db.withTenant({ organizationId }, (tx) => repository.findWorkOrderSettings(tx, organizationId));
}

/** Saves the Work Orders tab; open screens of the staff hear of it at once. */
export function updateWorkOrderSettings(options: {
  db: Database;
  clock: Clock;
  organizationId: string;
  actor: AuditActor;
  input: StoredWorkOrderSettings;
}): Promise<StoredWorkOrderSettings> {
  const { db, clock, organizationId, actor, input } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    const before = await repository.findWorkOrderSettings(tx, organizationId);
    await repository.saveWorkOrderSettings(tx, organizationId, input, clock.now());
    const fieldsOf = (stored: StoredWorkOrderSettings) => ({ ...stored.settings, workOrdersEnabled: stored.workOrdersEnabled });
    await recordSettingsChange(tx, { organizationId, actor, settings: 'work_orders', before: fieldsOf(before), after: fieldsOf(input) });
    await publishEvent(tx, { organizationId, type: 'settings.updated', payload: { group: 'workorders', settings: input } });
    return input;
  });
}

export function getWorkOrderLayout({ db, organizationId }: { db: Database; organizationId: string }): Promise<WorkOrderLayout> {
  return db.withTenant({ organizationId }, (tx) => readCurrentLayout({ tx, organizationId }));
}

/** Saves the layout as a new version; work orders filled with an earlier one keep theirs. */
export function saveWorkOrderLayout(options: {
  db: Database;
  clock: Clock;
  actor: ActingMember;
  elements: LayoutElement[];
}): Promise<WorkOrderLayout> {
  const { db, clock, actor, elements } = options;
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    for (const [index, element] of elements.entries()) {
      if (
        element.type === 'logo' &&
        element.imageFileId &&
        !(await hasUploadedFile(tx, organizationId, 'layout_image', element.imageFileId))
      ) {
        throw new DomainError('validation_failed', layoutMessages.imageMissing, { field: `elements.${index}.imageFileId` });
      }
    }
    const previous = await readCurrentLayout({ tx, organizationId });
    const saved = await repository.saveLayoutVersion(tx, organizationId, elements, actor.userId, clock.now());
    await recordSettingsChange(tx, {
      organizationId,
      actor,
      settings: 'work_order_layout',
      before: { version: previous.version, elements: previous.elements.length },
      after: { version: saved.version, elements: elements.length },
    });
    const layout = { version: saved.version, elements, updatedAt: saved.updatedAt?.toISOString() ?? null };
    await publishEvent(tx, { organizationId, type: 'settings.updated', payload: { group: 'workorder_layout', version: layout.version } });
    return layout;
  });
}

export async function uploadLayoutImage(options: {
  db: Database;
  clock: Clock;
  actor: ActingMember;
  image: { content: Buffer; contentType: UploadableImageType };
}): Promise<{ fileId: string; url: string }> {
  const { db, clock, actor, image } = options;
  const fileId = await db.withTenant({ organizationId: actor.organizationId }, (tx) =>
    insertUploadedFile(tx, actor.organizationId, { purpose: 'layout_image', ...image, createdBy: actor.userId, createdAt: clock.now() }),
  );
  return { fileId, url: layoutImageUrlOf(fileId) };
}

export async function getLayoutImage({ db, organizationId, fileId }: { db: Database; organizationId: string; fileId: string }) {
  const image = await db.withTenant({ organizationId }, (tx) => readLayoutImage({ tx, organizationId, fileId }));
  if (!image) throw new DomainError('not_found', layoutMessages.imageNotFound);
  return image;
}
