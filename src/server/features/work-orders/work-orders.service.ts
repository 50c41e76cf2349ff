import { formatDateTimeAs } from '../../../domain/datetime-settings.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { UploadableImageType } from '../../../domain/image-type.ts';
import { imageTypeOf } from '../../../domain/image-type.ts';
import { firstNameOf } from '../../../domain/person-name.ts';
import { organizationUrl } from '../../../domain/tenancy.ts';
import { arrivalDeadlineOf, visitStateOf } from '../../../domain/visit-state.ts';
import { knownValuesOf } from '../../../domain/work-order-layout.ts';
import {
  canChangeStatus,
  canSignOrComplete,
  formatWorkOrderNumber,
  isWorkOrderLocked,
  missingForCompletion,
  SIGNATURE_MAX_BYTES,
  WORK_ORDER_PHOTOS_MAX,
  type WorkOrderStatus,
  workOrderMessages,
} from '../../../domain/work-order-status.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../db/keyset-cursor.ts';
import { deleteUploadedFile, findUploadedFile, insertUploadedFile, type StoredFile } from '../../files/uploaded-files.repository.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { linkifyText } from '../../mail/mail-html.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { publishEvents } from '../../realtime/publish-event.ts';
import { recordAuditEvent } from '../audit-log/audit-log.repository.ts';
import { findDateTimeSettings } from '../datetime-settings/datetime-settings.repository.ts';
import { replanVisit, visitReset } from '../dispatch/visit-plan.ts';
import { recordWorkOrderActivity } from '../service-levels/ticket-clocks.ts';
import { findStaffMember, takeNextAgent } from '../tickets/tickets.repository.ts';
import {
  readCurrentLayout,
  readLayoutImage,
  readLayoutVersion,
  readWorkOrderSettings,
} from '../work-order-settings/work-order-settings.service.ts';
import { type DocumentImage, renderWorkOrderDocument } from './work-order-document.ts';
import type { WorkOrderRecord } from './work-orders.repository.ts';
import * as repository from './work-orders.repository.ts';
import type {
  CreateWorkOrderInput,
  CustomerWorkOrderDto,
  UpdateWorkOrderInput,
  WorkOrderDetail,
  WorkOrderDto,
  WorkOrderListQuery,
} from './work-orders.schemas.ts';

interface Services {
  db: Database;
  clock: Clock;
}

const basePath = (id: string) => `/api/work-orders/${id}`;

export function workOrderDtoOf(record: WorkOrderRecord): WorkOrderDto {
  return {
    id: record.id,
    workOrderNumber: record.workOrderNumber,
    title: record.title,
    description: record.description,
    priority: record.priority,
    status: record.status,
    scheduledDate: record.scheduledDate?.toISOString() ?? null,
    address: record.address,
    estimatedHours: record.estimatedHours,
    actualHours: record.actualHours,
    customerId: record.customerId,
    customerName: record.customerName,
    customerCompany: record.customerCompany || null,
    assignedTo: record.assignedTo,
    assigneeName: record.assigneeName,
    requiredSkills: record.requiredSkills,
    createdBy: record.createdBy,
    ticketId: record.ticketId,
    ticketNumber: record.ticketNumber,
    layoutVersion: record.layoutVersion,
    formValues: record.formValues,
    signature:
      record.signatureFileId && record.signedAt
        ? {
            signerName: record.signerName ?? '',
            signedAt: record.signedAt.toISOString(),
            signedByName: record.signedByName,
            url: `${basePath(record.id)}/signature`,
          }
        : null,
    photoCount: record.photoCount,
    completedAt: record.completedAt?.toISOString() ?? null,
    reopenedAt: record.reopenedAt?.toISOString() ?? null,
    documentUrl: record.documentFileId ? `${basePath(record.id)}/document` : null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

async function findOrFail(tx: Tx, organizationId: string, workOrderId: string): Promise<WorkOrderRecord> {
  const record = await repository.findWorkOrder(tx, organizationId, workOrderId);
  if (!record) throw new DomainError('work_order_not_found');
  return record;
}

/** Locks the work order for a change; a completed one refuses every change but reopening. */
async function lockForChange(tx: Tx, organizationId: string, workOrderId: string): Promise<WorkOrderStatus> {
  const locked = await repository.lockWorkOrder(tx, organizationId, workOrderId);
  if (!locked) throw new DomainError('work_order_not_found');
  if (isWorkOrderLocked(locked.status)) throw new DomainError('work_order_locked');
  return locked.status;
}

async function detailOf(tx: Tx, record: WorkOrderRecord, organizationId: string): Promise<WorkOrderDetail> {
  const photos = await repository.listPhotos(tx, organizationId, record.id);
  return {
    ...workOrderDtoOf(record),
    photos: photos.map((photo) => ({
      id: photo.id,
      url: `${basePath(record.id)}/photos/${photo.id}`,
      createdAt: photo.createdAt.toISOString(),
    })),
    layout: await readLayoutVersion({ tx, organizationId, version: record.layoutVersion }),
  };
}

/** A work order changed: its staff's screens refresh, and so does the portal of its customer, who alone is told of it. */
export async function announceWorkOrderChange(tx: Tx, organizationId: string, workOrderId: string, change: string): Promise<void> {
  const event = { organizationId, type: 'work_order.changed', payload: { workOrderId, change } };
  const customerUserId = await repository.findCustomerUserOfWorkOrder(tx, organizationId, workOrderId);
  await publishEvents(tx, customerUserId ? [event, { ...event, userId: customerUserId }] : [event]);
}

export function listWorkOrders({ db, actor, query }: { db: Database; actor: ActingMember; query: WorkOrderListQuery }) {
  const { organizationId } = actor;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  return db.withTenant({ organizationId }, async (tx) => {
    const rows = await repository.listWorkOrders(tx, organizationId, {
      filters: {
        search: query.search || undefined,
        status: query.status === 'all' ? undefined : query.status,
        ticketId: query.ticketId,
        assignedTo: query.isMine ? actor.userId : undefined,
      },
      after,
      limit: query.limit,
    });
    const page = pageOf(
      rows.map((row) => ({ ...row, position: { at: row.positionAt, id: row.id } })),
      query.limit,
    );
    return { items: page.rows.map(workOrderDtoOf), nextCursor: page.nextCursor };
  });
}

export function getWorkOrder({
  db,
  actor,
  workOrderId,
}: {
  db: Database;
  actor: ActingMember;
  workOrderId: string;
}): Promise<WorkOrderDetail> {
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => detailOf(tx, await findOrFail(tx, organizationId, workOrderId), organizationId));
}

async function assertTechnician(tx: Tx, organizationId: string, userId: string | null | undefined): Promise<void> {
  if (userId && !(await findStaffMember(tx, organizationId, userId))) {
    throw new DomainError('validation_failed', workOrderMessages.assigneeNotStaff, { field: 'assignedTo' });
  }
}

async function assertCustomer(tx: Tx, organizationId: string, customerId: string | null | undefined): Promise<void> {
  if (!customerId) return;
  const customer = await repository.findCustomerOf(tx, organizationId, customerId);
  if (!customer || customer.archivedAt)
    throw new DomainError('validation_failed', workOrderMessages.customerNotFound, { field: 'customerId' });
}

/** Who a new work order goes to when the form names nobody: the settings' auto-assign rule. */
async function technicianFor(tx: Tx, actor: ActingMember, rule: 'none' | 'creator' | 'round-robin', now: Date): Promise<string | null> {
  switch (rule) {
    case 'none':
      return null;
    case 'creator':
      return actor.role === 'super_admin' ? null : actor.userId;
    case 'round-robin':
      return takeNextAgent(tx, actor.organizationId, now);
  }
}

/**
 * A new work order, numbered WO-0001 style from the organization's counter (concurrent creations queue on it),
 * filled with the current layout version; from a ticket it takes the ticket's customer unless another is chosen.
 */
export function createWorkOrder({
  db,
  clock,
  actor,
  input,
}: Services & { actor: ActingMember; input: CreateWorkOrderInput }): Promise<WorkOrderDetail> {
  const { organizationId } = actor;
  if (!input.title) throw new DomainError('validation_failed', workOrderMessages.titleRequired, { field: 'title' });
  return db.withTenant({ organizationId }, async (tx) => {
    const { settings, workOrdersEnabled } = await readWorkOrderSettings({ tx, organizationId });
    if (!workOrdersEnabled) throw new DomainError('work_orders_disabled');
    const layout = await readCurrentLayout({ tx, organizationId });
    if (layout.version === 0) throw new DomainError('work_order_layout_missing');
    let customerId = input.customerId;
    if (input.ticketId) {
      const ticket = await repository.findTicketOf(tx, organizationId, input.ticketId);
      if (!ticket) throw new DomainError('validation_failed', workOrderMessages.ticketNotFound, { field: 'ticketId' });
      customerId ??= ticket.customerId;
    }
    await assertCustomer(tx, organizationId, customerId);
    await assertTechnician(tx, organizationId, input.assignedTo);
    const now = clock.now();
    const assignedTo = input.assignedTo === undefined ? await technicianFor(tx, actor, settings.autoAssignTo, now) : input.assignedTo;
    const fieldIds = new Set(layout.elements.map((element) => element.id));
    const id = await repository.insertWorkOrder(tx, {
      organizationId,
      workOrderNumber: formatWorkOrderNumber(await repository.allocateWorkOrderSequence(tx, organizationId, now)),
      title: input.title,
      description: input.description.trim(),
      priority: input.priority ?? settings.defaultPriority,
      status: 'pending',
      scheduledDate: input.scheduledDate ? new Date(input.scheduledDate) : null,
      address: input.address || null,
      estimatedHours: input.estimatedHours,
      customerId,
      assignedTo,
      requiredSkills: input.requiredSkills,
      createdBy: actor.userId,
      dispatchedBy: input.scheduledDate && assignedTo ? actor.userId : null,
      ticketId: input.ticketId,
      layoutVersion: layout.version,
      // Only answers to fields of the layout are kept.
      formValues: Object.fromEntries(Object.entries(input.formValues).filter(([elementId]) => fieldIds.has(elementId))),
      createdAt: now,
      updatedAt: now,
    });
    await recordWorkOrderActivity(tx, {
      organizationId,
      workOrderId: id,
      ticketId: input.ticketId ?? null,
      from: null,
      to: 'pending',
      now,
    });
    if (input.scheduledDate && assignedTo) await replanVisit(tx, { organizationId, workOrderId: id, announcedStart: null, now });
    await announceWorkOrderChange(tx, organizationId, id, 'created');
    return detailOf(tx, await findOrFail(tx, organizationId, id), organizationId);
  });
}

/** Inline edit: only the fields sent change; a completed work order refuses (409). */
export function updateWorkOrder(
  options: Services & { actor: ActingMember; workOrderId: string; input: UpdateWorkOrderInput },
): Promise<WorkOrderDetail> {
  const { db, clock, actor, workOrderId, input } = options;
  const { organizationId } = actor;
  if (input.title !== undefined && !input.title)
    throw new DomainError('validation_failed', workOrderMessages.titleRequired, { field: 'title' });
  return db.withTenant({ organizationId }, async (tx) => {
    await lockForChange(tx, organizationId, workOrderId);
    await assertCustomer(tx, organizationId, input.customerId);
    await assertTechnician(tx, organizationId, input.assignedTo);
    const { scheduledDate, address, formValues, ...rest } = input;
    const current = await findOrFail(tx, organizationId, workOrderId);
    const start = scheduledDate === undefined ? current.scheduledDate : scheduledDate ? new Date(scheduledDate) : null;
    // A new time or technician here is a visit rescheduled, as on the dispatch board.
    const isRescheduled =
      start?.getTime() !== current.scheduledDate?.getTime() || (input.assignedTo !== undefined && input.assignedTo !== current.assignedTo);
    const now = clock.now();
    await repository.updateWorkOrder(tx, organizationId, workOrderId, {
      ...rest,
      ...(scheduledDate !== undefined ? { scheduledDate: start } : {}),
      ...(address !== undefined ? { address: address || null } : {}),
      ...(formValues !== undefined ? { formValues: { ...current.formValues, ...formValues } } : {}),
      ...(isRescheduled ? visitReset(actor.userId) : {}),
      updatedAt: now,
    });
    if (isRescheduled) await replanVisit(tx, { organizationId, workOrderId, announcedStart: current.scheduledDate, now });
    await announceWorkOrderChange(tx, organizationId, workOrderId, 'updated');
    return detailOf(tx, await findOrFail(tx, organizationId, workOrderId), organizationId);
  });
}

/** Start, put back to pending, cancel, or take a cancelled one up again; completing is Mark Complete's. */
export function changeWorkOrderStatus(
  options: Services & { actor: ActingMember; workOrderId: string; status: 'pending' | 'in_progress' | 'cancelled' },
): Promise<WorkOrderDetail> {
  const { db, clock, actor, workOrderId, status } = options;
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const from = await lockForChange(tx, organizationId, workOrderId);
    if (from !== status) {
      if (!canChangeStatus(from, status)) throw new DomainError('work_order_status_not_allowed');
      const now = clock.now();
      await repository.updateWorkOrder(tx, organizationId, workOrderId, { status, updatedAt: now });
      const { ticketId } = await findOrFail(tx, organizationId, workOrderId);
      await recordWorkOrderActivity(tx, { organizationId, workOrderId, ticketId, from, to: status, now });
      await announceWorkOrderChange(tx, organizationId, workOrderId, 'status');
    }
    return detailOf(tx, await findOrFail(tx, organizationId, workOrderId), organizationId);
  });
}

/** Keeps the customer's signature (a PNG) with the name they typed, who captured it and when; a new one replaces it. */
export function signWorkOrder(
  options: Services & { actor: ActingMember; workOrderId: string; signerName: string; image: Buffer },
): Promise<WorkOrderDetail> {
  const { db, clock, actor, workOrderId, signerName, image } = options;
  const { organizationId } = actor;
  if (!signerName) throw new DomainError('validation_failed', workOrderMessages.signerNameRequired, { field: 'signerName' });
  if (image.byteLength > SIGNATURE_MAX_BYTES)
    throw new DomainError('payload_too_large', workOrderMessages.signatureTooLarge, { field: 'image' });
  if (imageTypeOf(image) !== 'image/png')
    throw new DomainError('validation_failed', workOrderMessages.signatureNotImage, { field: 'image' });
  return db.withTenant({ organizationId }, async (tx) => {
    const status = await lockForChange(tx, organizationId, workOrderId);
    if (!canSignOrComplete(status)) throw new DomainError('work_order_not_in_progress');
    const previous = await findOrFail(tx, organizationId, workOrderId);
    const now = clock.now();
    const fileId = await insertUploadedFile(tx, organizationId, {
      purpose: 'signature',
      contentType: 'image/png',
      content: image,
      createdBy: actor.userId,
      createdAt: now,
    });
    await repository.updateWorkOrder(tx, organizationId, workOrderId, {
      signatureFileId: fileId,
      signerName,
      signedBy: actor.userId,
      signedAt: now,
      updatedAt: now,
    });
    if (previous.signatureFileId) await deleteUploadedFile(tx, organizationId, previous.signatureFileId);
    await announceWorkOrderChange(tx, organizationId, workOrderId, 'signed');
    return detailOf(tx, await findOrFail(tx, organizationId, workOrderId), organizationId);
  });
}

export function addWorkOrderPhoto(
  options: Services & { actor: ActingMember; workOrderId: string; image: { content: Buffer; contentType: UploadableImageType } },
): Promise<{ id: string; url: string; createdAt: string }> {
  const { db, clock, actor, workOrderId, image } = options;
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    await lockForChange(tx, organizationId, workOrderId);
    if ((await repository.listPhotos(tx, organizationId, workOrderId)).length >= WORK_ORDER_PHOTOS_MAX) {
      throw new DomainError('validation_failed', `A work order holds at most ${WORK_ORDER_PHOTOS_MAX} photos.`, { field: 'photo' });
    }
    const now = clock.now();
    const fileId = await insertUploadedFile(tx, organizationId, { purpose: 'photo', ...image, createdBy: actor.userId, createdAt: now });
    const photo = await repository.insertPhoto(tx, { organizationId, workOrderId, fileId, createdBy: actor.userId, createdAt: now });
    await repository.updateWorkOrder(tx, organizationId, workOrderId, { updatedAt: now });
    await announceWorkOrderChange(tx, organizationId, workOrderId, 'photo');
    return { id: photo.id, url: `${basePath(workOrderId)}/photos/${photo.id}`, createdAt: photo.createdAt.toISOString() };
  });
}

/** Takes a photo off a work order that is not completed, with its stored image. */
export function removeWorkOrderPhoto(options: Services & { actor: ActingMember; workOrderId: string; photoId: string }): Promise<void> {
  const { db, clock, actor, workOrderId, photoId } = options;
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    await lockForChange(tx, organizationId, workOrderId);
    const fileId = await repository.deletePhoto(tx, organizationId, workOrderId, photoId);
    if (!fileId) throw new DomainError('not_found', workOrderMessages.fileNotFound);
    await deleteUploadedFile(tx, organizationId, fileId);
    await repository.updateWorkOrder(tx, organizationId, workOrderId, { updatedAt: clock.now() });
    await announceWorkOrderChange(tx, organizationId, workOrderId, 'photo');
  });
}

export function readWorkOrderPhoto({
  db,
  actor,
  workOrderId,
  photoId,
}: {
  db: Database;
  actor: ActingMember;
  workOrderId: string;
  photoId: string;
}) {
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const fileId = await repository.findPhotoFileId(tx, organizationId, workOrderId, photoId);
    const file = fileId ? await findUploadedFile(tx, organizationId, 'photo', fileId) : null;
    if (!file) throw new DomainError('not_found', workOrderMessages.fileNotFound);
    return file;
  });
}

export function readWorkOrderSignature({ db, actor, workOrderId }: { db: Database; actor: ActingMember; workOrderId: string }) {
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const record = await findOrFail(tx, organizationId, workOrderId);
    const file = record.signatureFileId ? await findUploadedFile(tx, organizationId, 'signature', record.signatureFileId) : null;
    if (!file) throw new DomainError('not_found', workOrderMessages.fileNotFound);
    return file;
  });
}

/** The document of a completed work order: its layout version with its values, signature and photos. */
async function renderDocument(tx: Tx, organizationId: string, record: WorkOrderRecord, completion: { at: Date; by: ActingMember }) {
  const dateTime = await findDateTimeSettings(tx, organizationId);
  const format = (at: Date) => formatDateTimeAs(at, dateTime);
  const known = knownValuesOf(record, format);
  const layout = await readLayoutVersion({ tx, organizationId, version: record.layoutVersion });
  const layoutImages = new Map<string, DocumentImage>();
  for (const element of layout) {
    if (element.type !== 'logo' || !element.imageFileId) continue;
    const image = await readLayoutImage({ tx, organizationId, fileId: element.imageFileId });
    if (image) layoutImages.set(element.imageFileId, image);
  }
  const signatureFile = record.signatureFileId ? await findUploadedFile(tx, organizationId, 'signature', record.signatureFileId) : null;
  const photos: StoredFile[] = [];
  for (const photo of await repository.listPhotos(tx, organizationId, record.id)) {
    const file = await findUploadedFile(tx, organizationId, 'photo', photo.fileId);
    if (file) photos.push(file);
  }
  return renderWorkOrderDocument({
    workOrderNumber: record.workOrderNumber,
    layout,
    known,
    formValues: record.formValues,
    layoutImages,
    signature:
      signatureFile && record.signedAt
        ? { image: signatureFile, signerName: record.signerName ?? '', signedAt: format(record.signedAt) }
        : null,
    // Only photos the PDF can carry (PNG, JPEG); others stay on the work order's screen.
    photos: photos.filter((photo) => photo.contentType === 'image/png' || photo.contentType === 'image/jpeg'),
    completion: { at: completion.at, shown: format(completion.at), technicianName: completion.by.name || completion.by.email },
  });
}

function completionMail(
  config: Config,
  record: WorkOrderRecord,
  organization: { id: string; name: string; subdomain: string },
  documentFileId: string,
) {
  const portal = organizationUrl({
    publicUrl: config.publicUrl,
    appDomain: config.APP_DOMAIN,
    subdomain: organization.subdomain,
    path: '/#work-orders',
  });
  const filename = `${record.workOrderNumber}.pdf`;
  const text = `Hello ${record.customerName ?? ''},\n\nWork order ${record.workOrderNumber} (${record.title}) is completed. The signed work order is attached as ${filename}.\n\nYou can also download it from your portal: ${portal}\n\n${organization.name}`;
  return {
    to: record.customerEmail as string,
    subject: `Work order ${record.workOrderNumber} completed`,
    text,
    html: `<p style="white-space: pre-line">${linkifyText(text)}</p>`,
    attachments: [{ filename, organizationId: organization.id, fileId: documentFileId }],
  };
}

/**
 * Mark Complete: refused without the signature or a photo when the settings ask for them; otherwise the
 * work order is completed, its PDF made and kept as signed, and e-mailed to the customer, all in one change.
 */
export function completeWorkOrder(
  options: Services & {
    config: Config;
    actor: ActingMember;
    organization: { id: string; name: string; subdomain: string };
    workOrderId: string;
  },
): Promise<WorkOrderDetail & { documentBytes: number; documentMs: number }> {
  const { db, clock, config, actor, organization, workOrderId } = options;
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const status = await lockForChange(tx, organizationId, workOrderId);
    if (!canSignOrComplete(status)) throw new DomainError('work_order_not_in_progress');
    const { settings } = await readWorkOrderSettings({ tx, organizationId });
    const record = await findOrFail(tx, organizationId, workOrderId);
    const missing = missingForCompletion(settings, { isSigned: record.signatureFileId !== null, photoCount: record.photoCount });
    if (missing === 'signature') throw new DomainError('work_order_signature_required');
    if (missing === 'photo') throw new DomainError('work_order_photo_required');
    const now = clock.now();
    const completed = { ...record, status: 'completed' as const, completedAt: now };
    const started = performance.now();
    const document = Buffer.from(await renderDocument(tx, organizationId, completed, { at: now, by: actor }));
    const documentMs = Math.round(performance.now() - started);
    const documentFileId = await insertUploadedFile(tx, organizationId, {
      purpose: 'document',
      contentType: 'application/pdf',
      content: document,
      createdBy: actor.userId,
      createdAt: now,
    });
    await repository.updateWorkOrder(tx, organizationId, workOrderId, {
      status: 'completed',
      completedAt: now,
      documentFileId,
      updatedAt: now,
    });
    if (record.customerEmail) await enqueueMail(tx, completionMail(config, record, organization, documentFileId));
    await announceWorkOrderChange(tx, organizationId, workOrderId, 'completed');
    const detail = await detailOf(tx, await findOrFail(tx, organizationId, workOrderId), organizationId);
    return { ...detail, documentBytes: document.byteLength, documentMs };
  });
}

/** An org admin takes a completed work order up again (recorded with who and when); its signed PDF is withdrawn. */
export function reopenWorkOrder(options: Services & { actor: ActingMember; workOrderId: string }): Promise<WorkOrderDetail> {
  const { db, clock, actor, workOrderId } = options;
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const locked = await repository.lockWorkOrder(tx, organizationId, workOrderId);
    if (!locked) throw new DomainError('work_order_not_found');
    if (locked.status !== 'completed') throw new DomainError('work_order_not_completed');
    const record = await findOrFail(tx, organizationId, workOrderId);
    const now = clock.now();
    await repository.updateWorkOrder(tx, organizationId, workOrderId, {
      status: 'in_progress',
      completedAt: null,
      documentFileId: null,
      reopenedAt: now,
      reopenedBy: actor.userId,
      updatedAt: now,
    });
    if (record.documentFileId) await deleteUploadedFile(tx, organizationId, record.documentFileId);
    await recordAuditEvent(tx, {
      organizationId,
      actor,
      action: 'work_order.reopened',
      target: { type: 'work_order', id: workOrderId, label: `${record.workOrderNumber} ${record.title}` },
      before: { status: 'completed' },
      after: { status: 'in_progress' },
    });
    await announceWorkOrderChange(tx, organizationId, workOrderId, 'reopened');
    return detailOf(tx, await findOrFail(tx, organizationId, workOrderId), organizationId);
  });
}

async function documentOf(tx: Tx, organizationId: string, record: WorkOrderRecord) {
  const file = record.documentFileId ? await findUploadedFile(tx, organizationId, 'document', record.documentFileId) : null;
  if (!file) throw new DomainError('not_found', workOrderMessages.documentNotReady);
  return { file, filename: `${record.workOrderNumber}.pdf` };
}

export function readWorkOrderDocument({ db, actor, workOrderId }: { db: Database; actor: ActingMember; workOrderId: string }) {
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => documentOf(tx, organizationId, await findOrFail(tx, organizationId, workOrderId)));
}

function customerVisitOf(record: WorkOrderRecord, now: Date): CustomerWorkOrderDto['visit'] {
  const end = arrivalDeadlineOf(record);
  if (!record.scheduledDate || !end) return null;
  return {
    start: record.scheduledDate.toISOString(),
    end: end.toISOString(),
    state: visitStateOf(record, now),
    technicianFirstName: record.assigneeName ? firstNameOf(record.assigneeName) : null,
  };
}

/** The customer portal: the signed-in customer's own work orders, newest first, with where their visits stand. */
export function listCustomerWorkOrders({ db, clock, actor }: { db: Database; clock: Clock; actor: ActingMember }) {
  const { organizationId } = actor;
  return db.withTenant({ organizationId, userId: actor.userId }, async (tx) => {
    const customerId = await repository.findCustomerIdOfUser(tx, organizationId, actor.userId);
    if (!customerId) return [];
    const rows = await repository.listWorkOrders(tx, organizationId, { filters: { customerId }, after: null, limit: 100 });
    const now = clock.now();
    // Only what the portal shows: the staff's fields (form values, assignee, hours) never leave the service.
    return rows.slice(0, 100).map((row): CustomerWorkOrderDto => {
      const { id, workOrderNumber, title, status, scheduledDate, completedAt, createdAt } = workOrderDtoOf(row);
      const documentUrl = row.documentFileId ? `/api/customer/work-orders/${row.id}/document` : null;
      return { id, workOrderNumber, title, status, scheduledDate, completedAt, documentUrl, createdAt, visit: customerVisitOf(row, now) };
    });
  });
}

export function readCustomerWorkOrderDocument({ db, actor, workOrderId }: { db: Database; actor: ActingMember; workOrderId: string }) {
  const { organizationId } = actor;
  return db.withTenant({ organizationId, userId: actor.userId }, async (tx) => {
    const customerId = await repository.findCustomerIdOfUser(tx, organizationId, actor.userId);
    const record = await findOrFail(tx, organizationId, workOrderId);
    if (!customerId || record.customerId !== customerId) throw new DomainError('work_order_not_found');
    return documentOf(tx, organizationId, record);
  });
}
