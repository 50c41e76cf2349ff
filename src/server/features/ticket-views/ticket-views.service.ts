import { isPermitted, permissionMessages } from '../../../domain/agent-permissions.ts';
import { DomainError } from '../../../domain/errors.ts';
import {
  readTicketViewFilters,
  type TicketViewFilters,
  type TicketViewInput,
  type TicketViewScope,
  ticketViewLimits,
} from '../../../domain/ticket-views.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { readPermissionPolicy } from '../agent-permissions/agent-permissions.service.ts';
import { readTicketFields } from '../ticket-fields/ticket-fields.service.ts';
import { findAssignee } from '../tickets/ticket-assignment.service.ts';
import { ticketListFiltersOf } from '../tickets/ticket-listing.service.ts';
import { countMatchingTicketsOfEach } from '../tickets/tickets.repository.ts';
import { viewerOf } from '../tickets/tickets.shared.ts';
import type { TicketViewRecord } from './ticket-views.repository.ts';
import * as repository from './ticket-views.repository.ts';

export interface TicketViewDto {
  id: string;
  name: string;
  scope: TicketViewScope;
  filters: TicketViewFilters;
  /** How many tickets the list shows the caller with these filters, counted as the list reads them. */
  count: number;
  /** Whether the caller may rename, reorder or delete it: their own, or a shared one when they manage those. */
  canEdit: boolean;
}

interface Scope {
  db: Database;
  actor: ActingMember;
}

function dtoOf(record: TicketViewRecord, count: number, canManageShared: boolean, actor: ActingMember): TicketViewDto {
  const isShared = record.ownerUserId === null;
  return {
    id: record.id,
    name: record.name,
    scope: isShared ? 'shared' : 'personal',
    filters: readTicketViewFilters(record.filters),
    count,
    canEdit: isShared ? canManageShared : record.ownerUserId === actor.userId,
  };
}

/** Org admins always; agents when the permission matrix lets them. */
async function mayManageShared(tx: Tx, actor: ActingMember): Promise<boolean> {
  const policy = await readPermissionPolicy({ tx, organizationId: actor.organizationId });
  return isPermitted(actor.role, policy, 'ticket_views.manage_shared');
}

async function assertMayWrite(tx: Tx, actor: ActingMember, scope: TicketViewScope): Promise<boolean> {
  const canManageShared = await mayManageShared(tx, actor);
  if (scope === 'shared' && !canManageShared) throw new DomainError('forbidden', permissionMessages['ticket_views.manage_shared']);
  return canManageShared;
}

/** The list's filters of each view, counted for the actor in one statement, by the code that reads the list. */
async function countEach(tx: Tx, actor: ActingMember, records: readonly TicketViewRecord[]): Promise<number[]> {
  const stored = records.map((record) => readTicketViewFilters(record.filters));
  // The organization's fields are read only when a view filters on one: the sidebar's count stays one statement.
  const fields = stored.some((filters) => filters.field.length > 0) ? await readTicketFields(tx, actor.organizationId) : [];
  const lists = stored.map(({ search, tag, assignee, status, priority, sort, field }) => {
    const query = { status, priority, search, tag, assignee: assignee ?? undefined };
    try {
      return { filters: ticketListFiltersOf({ ...query, field }, fields), sort };
    } catch {
      // A field filtered on was archived or its option renamed since: the view counts as its other filters do.
      return { filters: ticketListFiltersOf(query), sort };
    }
  });
  return countMatchingTicketsOfEach(tx, await viewerOf(tx, actor), lists);
}

/** A staff member named by a view must be one of the organization's staff when the view is saved. */
async function assertValidFilters(tx: Tx, actor: ActingMember, filters: TicketViewFilters): Promise<void> {
  const { assignee } = filters;
  if (filters.field.length > 0) {
    ticketListFiltersOf({ ...filters, assignee: assignee ?? undefined }, await readTicketFields(tx, actor.organizationId));
  }
  if (assignee && assignee !== 'me' && assignee !== 'unassigned') await findAssignee(tx, actor, assignee);
}

async function readBack(tx: Tx, actor: ActingMember, id: string, canManageShared: boolean): Promise<TicketViewDto> {
  const record = await repository.findTicketView(tx, actor.organizationId, actor.userId, id);
  if (!record) throw new DomainError('ticket_view_not_found');
  const [count] = await countEach(tx, actor, [record]);
  return dtoOf(record, count ?? 0, canManageShared, actor);
}

/** The shared views and the caller's own, in their order, each with the number of tickets it shows the caller. */
export function listTicketViews({ db, actor }: Scope): Promise<{ views: TicketViewDto[]; canManageShared: boolean }> {
  return db.withTenantRead({ organizationId: actor.organizationId }, async (tx) => {
    const canManageShared = await mayManageShared(tx, actor);
    const records = await repository.listTicketViews(tx, actor.organizationId, actor.userId);
    const counts = await countEach(tx, actor, records);
    return { views: records.map((record, index) => dtoOf(record, counts[index] ?? 0, canManageShared, actor)), canManageShared };
  });
}

async function assertRoomFor(tx: Tx, actor: ActingMember, ownerUserId: string | null): Promise<void> {
  if ((await repository.countTicketViews(tx, actor.organizationId, ownerUserId)) >= ticketViewLimits.perScope) {
    throw new DomainError('ticket_view_limit');
  }
}

export function createTicketView(options: Scope & { clock: Clock; input: TicketViewInput }): Promise<TicketViewDto> {
  const { db, clock, actor, input } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const canManageShared = await assertMayWrite(tx, actor, input.scope);
    await assertValidFilters(tx, actor, input.filters);
    const ownerUserId = input.scope === 'shared' ? null : actor.userId;
    await assertRoomFor(tx, actor, ownerUserId);
    const now = clock.now();
    const id = await repository.insertTicketView(tx, {
      organizationId: actor.organizationId,
      ownerUserId,
      name: input.name,
      filters: input.filters,
      createdAt: now,
      updatedAt: now,
    });
    return readBack(tx, actor, id, canManageShared);
  });
}

/** A view the caller may change: their own, or a shared one when they manage those; another's personal one is not found. */
async function findEditable(tx: Tx, actor: ActingMember, id: string): Promise<{ record: TicketViewRecord; canManageShared: boolean }> {
  const record = await repository.findTicketView(tx, actor.organizationId, actor.userId, id);
  if (!record) throw new DomainError('ticket_view_not_found');
  const canManageShared = await assertMayWrite(tx, actor, record.ownerUserId === null ? 'shared' : 'personal');
  return { record, canManageShared };
}

/** Renames a view or changes its filters; moving it between shared and personal needs the right to manage the shared ones. */
export function updateTicketView(options: Scope & { clock: Clock; id: string; input: TicketViewInput }): Promise<TicketViewDto> {
  const { db, clock, actor, id, input } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const { record, canManageShared } = await findEditable(tx, actor, id);
    await assertMayWrite(tx, actor, input.scope);
    await assertValidFilters(tx, actor, input.filters);
    const ownerUserId = input.scope === 'shared' ? null : (record.ownerUserId ?? actor.userId);
    const isMoved = ownerUserId !== record.ownerUserId;
    if (isMoved) await assertRoomFor(tx, actor, ownerUserId);
    await repository.updateTicketView(tx, actor.organizationId, id, {
      ownerUserId,
      name: input.name,
      filters: input.filters,
      updatedAt: clock.now(),
      // A view moved to the other list goes last there.
      ...(isMoved ? { position: ticketViewLimits.perScope } : {}),
    });
    return readBack(tx, actor, id, canManageShared);
  });
}

/** Puts the shared views, or the caller's own, in the order given: all of them, each once. */
export function reorderTicketViews(options: Scope & { clock: Clock; scope: TicketViewScope; ids: string[] }): Promise<void> {
  const { db, clock, actor, scope, ids } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    await assertMayWrite(tx, actor, scope);
    const current = await repository.listTicketViewIds(tx, actor.organizationId, scope === 'shared' ? null : actor.userId);
    const given = new Set(ids);
    if (given.size !== ids.length || current.length !== ids.length || current.some((id) => !given.has(id))) {
      throw new DomainError('ticket_view_order_mismatch');
    }
    await repository.setTicketViewPositions(tx, actor.organizationId, ids, clock.now());
  });
}

export function deleteTicketView({ db, actor, id }: Scope & { id: string }): Promise<void> {
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    await findEditable(tx, actor, id);
    await repository.deleteTicketView(tx, actor.organizationId, id);
  });
}
