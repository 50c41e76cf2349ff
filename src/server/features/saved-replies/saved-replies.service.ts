import { isPermitted, permissionMessages } from '../../../domain/agent-permissions.ts';
import { DomainError } from '../../../domain/errors.ts';
import { firstNameOf } from '../../../domain/person-name.ts';
import {
  describeActions,
  hasActions,
  type SavedReplyActions,
  type SavedReplyInput,
  type SavedReplyScope,
  savedReplyLimits,
} from '../../../domain/saved-replies.ts';
import { ticketStatusLabels } from '../../../domain/ticket-status.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { readPermissionPolicy } from '../agent-permissions/agent-permissions.service.ts';
import { findAssignee, setTicketAssignee } from '../tickets/ticket-assignment.service.ts';
import { setTicketPriority } from '../tickets/ticket-properties.service.ts';
import { setTicketStatus } from '../tickets/ticket-status.service.ts';
import type { TicketDto } from '../tickets/tickets.schemas.ts';
import { findVisibleTicket, ticketDtoOf } from '../tickets/tickets.shared.ts';
import { assertValidTemplate, type ReplyPlaceholderValues, renderReplyTemplate } from './reply-template.ts';
import type { SavedReplyRecord } from './saved-replies.repository.ts';
import * as repository from './saved-replies.repository.ts';

export interface SavedReplyDto {
  id: string;
  name: string;
  body: string;
  scope: SavedReplyScope;
  actions: SavedReplyActions;
  /** 'Status: Resolved · Priority: High'; empty for a reply without actions. */
  actionSummary: string;
  /** Whether the caller may edit or delete it: their own, or a shared one when they manage the shared replies. */
  canEdit: boolean;
  createdAt: string;
  updatedAt: string;
}

interface Scope {
  db: Database;
  actor: ActingMember;
}

function actionsOf(record: SavedReplyRecord): SavedReplyActions {
  return { status: record.status, priority: record.priority, assigneeId: record.assigneeId };
}

function dtoOf(record: SavedReplyRecord, canManageShared: boolean, actor: ActingMember): SavedReplyDto {
  const isShared = record.ownerUserId === null;
  return {
    id: record.id,
    name: record.name,
    body: record.body,
    scope: isShared ? 'shared' : 'personal',
    actions: actionsOf(record),
    actionSummary: describeActions(actionsOf(record), record.assigneeName),
    canEdit: isShared ? canManageShared : record.ownerUserId === actor.userId,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** Org admins always; agents when the permission matrix lets them. */
async function mayManageShared(tx: Tx, actor: ActingMember): Promise<boolean> {
  const policy = await readPermissionPolicy({ tx, organizationId: actor.organizationId });
  return isPermitted(actor.role, policy, 'saved_replies.manage_shared');
}

async function assertMayWrite(tx: Tx, actor: ActingMember, scope: SavedReplyScope): Promise<boolean> {
  const canManageShared = await mayManageShared(tx, actor);
  if (scope === 'shared' && !canManageShared) throw new DomainError('forbidden', permissionMessages['saved_replies.manage_shared']);
  return canManageShared;
}

/** The template is checked, and the assignee must be on the staff, before anything is written. */
async function assertValidInput(tx: Tx, actor: ActingMember, input: SavedReplyInput): Promise<void> {
  assertValidTemplate(input.body);
  if (input.actions.assigneeId) await findAssignee(tx, actor, input.actions.assigneeId);
}

async function readBack(tx: Tx, actor: ActingMember, id: string, canManageShared: boolean): Promise<SavedReplyDto> {
  const record = await repository.findSavedReply(tx, actor.organizationId, actor.userId, id);
  if (!record) throw new DomainError('saved_reply_not_found');
  return dtoOf(record, canManageShared, actor);
}

/** The shared replies and the caller's personal ones, by name, with whether the caller may manage the shared ones. */
export function listSavedReplies({ db, actor }: Scope): Promise<{ savedReplies: SavedReplyDto[]; canManageShared: boolean }> {
  return db.withTenantRead({ organizationId: actor.organizationId }, async (tx) => {
    const canManageShared = await mayManageShared(tx, actor);
    const records = await repository.listSavedReplies(tx, actor.organizationId, actor.userId);
    return { savedReplies: records.map((record) => dtoOf(record, canManageShared, actor)), canManageShared };
  });
}

export function createSavedReply(options: Scope & { clock: Clock; input: SavedReplyInput }): Promise<SavedReplyDto> {
  const { db, clock, actor, input } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const canManageShared = await assertMayWrite(tx, actor, input.scope);
    await assertValidInput(tx, actor, input);
    const ownerUserId = input.scope === 'shared' ? null : actor.userId;
    if ((await repository.countSavedReplies(tx, actor.organizationId, ownerUserId)) >= savedReplyLimits.perScope) {
      throw new DomainError('saved_reply_limit');
    }
    const now = clock.now();
    const id = await repository.insertSavedReply(tx, {
      organizationId: actor.organizationId,
      ownerUserId,
      name: input.name,
      body: input.body,
      ...input.actions,
      createdAt: now,
      updatedAt: now,
    });
    return readBack(tx, actor, id, canManageShared);
  });
}

/** A reply the caller may change: their own, or a shared one when they manage those; another's personal one is not found. */
async function findEditable(tx: Tx, actor: ActingMember, id: string): Promise<{ record: SavedReplyRecord; canManageShared: boolean }> {
  const record = await repository.findSavedReply(tx, actor.organizationId, actor.userId, id);
  if (!record) throw new DomainError('saved_reply_not_found');
  const canManageShared = await assertMayWrite(tx, actor, record.ownerUserId === null ? 'shared' : 'personal');
  return { record, canManageShared };
}

/** Moving a reply between shared and personal needs the right to manage the shared ones, as both would change them. */
export function updateSavedReply(options: Scope & { clock: Clock; id: string; input: SavedReplyInput }): Promise<SavedReplyDto> {
  const { db, clock, actor, id, input } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const { record, canManageShared } = await findEditable(tx, actor, id);
    await assertMayWrite(tx, actor, input.scope);
    await assertValidInput(tx, actor, input);
    const ownerUserId = input.scope === 'shared' ? null : (record.ownerUserId ?? actor.userId);
    if (
      ownerUserId !== record.ownerUserId &&
      (await repository.countSavedReplies(tx, actor.organizationId, ownerUserId)) >= savedReplyLimits.perScope
    ) {
      throw new DomainError('saved_reply_limit');
    }
    await repository.updateSavedReply(tx, actor.organizationId, id, {
      ownerUserId,
      name: input.name,
      body: input.body,
      ...input.actions,
      updatedAt: clock.now(),
    });
    return readBack(tx, actor, id, canManageShared);
  });
}

export function deleteSavedReply({ db, actor, id }: Scope & { id: string }): Promise<void> {
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    await findEditable(tx, actor, id);
    await repository.deleteSavedReply(tx, actor.organizationId, id);
  });
}

/** The values of the preview in settings: a made-up customer and ticket, the caller and their organization. */
function sampleValues(actor: ActingMember, organizationName: string): ReplyPlaceholderValues {
  return {
    customer: { first_name: 'Jane', name: 'Jane Doe', email: 'jane.doe@example.com' },
    ticket: { number: 'TKT-1042', title: 'The printer on the second floor does not print', status: ticketStatusLabels.open },
    agent: { name: actor.name, first_name: firstNameOf(actor.name) },
    organization: { name: organizationName },
  };
}

/** A template as it would read, with sample values: for the editor's live preview, which also names a template's problem. */
export function previewSavedReply(options: { actor: ActingMember; organizationName: string; body: string }): Promise<{ text: string }> {
  const { actor, organizationName, body } = options;
  return renderReplyTemplate(body, sampleValues(actor, organizationName)).then((text) => ({ text }));
}

async function ticketValues(tx: Tx, actor: ActingMember, ticketId: string, organizationName: string): Promise<ReplyPlaceholderValues> {
  const ticket = await findVisibleTicket(tx, actor, ticketId);
  const contact = ticket.customerId ? await repository.findCustomerContact(tx, ticket.organizationId, ticket.customerId) : null;
  const customerName = contact?.contactName ?? ticket.customerName;
  return {
    customer: { first_name: firstNameOf(customerName), name: customerName, email: contact?.email ?? '' },
    ticket: { number: ticket.ticketNumber, title: ticket.title, status: ticketStatusLabels[ticket.status] },
    agent: { name: actor.name, first_name: firstNameOf(actor.name) },
    organization: { name: organizationName },
  };
}

export interface RenderedSavedReply {
  text: string;
  actions: SavedReplyActions;
  actionSummary: string;
}

/** A saved reply filled in for a ticket the caller sees, for the reply box; its actions wait until the reply is sent. */
export function renderSavedReply(options: Scope & { id: string; ticketId: string; organizationName: string }): Promise<RenderedSavedReply> {
  const { db, actor, id, ticketId, organizationName } = options;
  return db.withTenantRead({ organizationId: actor.organizationId }, async (tx) => {
    const record = await repository.findSavedReply(tx, actor.organizationId, actor.userId, id);
    if (!record) throw new DomainError('saved_reply_not_found');
    const text = await renderReplyTemplate(record.body, await ticketValues(tx, actor, ticketId, organizationName));
    return { text, actions: actionsOf(record), actionSummary: describeActions(actionsOf(record), record.assigneeName) };
  });
}

/**
 * A macro's changes to a ticket, in one transaction: status, then priority (so that a reopened ticket comes under the
 * policy of its new priority), then assignee, each through the tickets' own rules and notices. Nothing is changed
 * when any of them is refused.
 */
export function applySavedReplyActions(
  options: Scope & { config: Config; clock: Clock; id: string; ticketId: string },
): Promise<{ ticket: TicketDto; message: string }> {
  const { db, actor, id, ticketId } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const record = await repository.findSavedReply(tx, actor.organizationId, actor.userId, id);
    if (!record) throw new DomainError('saved_reply_not_found');
    const actions = actionsOf(record);
    if (!hasActions(actions)) throw new DomainError('saved_reply_no_actions');
    let changed = 0;
    if (actions.status && (await setTicketStatus(tx, { ...options, status: actions.status }))) changed += 1;
    if (actions.priority && (await setTicketPriority(tx, { ...options, priority: actions.priority }))) changed += 1;
    if (actions.assigneeId) {
      const assignee = await findAssignee(tx, actor, actions.assigneeId);
      if (await setTicketAssignee(tx, { ...options, assignee })) changed += 1;
    }
    const ticket = ticketDtoOf(await findVisibleTicket(tx, actor, ticketId));
    const summary = describeActions(actions, record.assigneeName);
    return { ticket, message: changed > 0 ? `${record.name}: ${summary}` : `${record.name}: the ticket already had these` };
  });
}
