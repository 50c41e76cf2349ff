import { DomainError } from '../../../domain/errors.ts';
import { type CustomFieldDefinition, readCustomFieldFilter } from '../../../domain/ticket-custom-fields.ts';
import { normalizeTicketListFilter } from '../../../domain/ticket-list.ts';
import { normalizeTag } from '../../../domain/ticket-tags.ts';
import type { Database, Tx } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../db/keyset-cursor.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { readTicketFields } from '../ticket-fields/ticket-fields.service.ts';
import * as repository from './tickets.repository.ts';
import type { TicketListQuery, TicketPage } from './tickets.schemas.ts';
import { ticketDtoOf, viewerOf } from './tickets.shared.ts';

/** The list's filters as the API spells them, as the database reads them: the list, its counts and its bulk changes alike. */
export function ticketListFiltersOf(
  query: Pick<TicketListQuery, 'status' | 'priority' | 'search' | 'tag' | 'assignee' | 'field'>,
  fields: readonly CustomFieldDefinition[] = [],
): repository.TicketListFilters {
  const { assignee } = query;
  return {
    customFields: fieldFiltersOf(query.field, fields),
    filter: normalizeTicketListFilter(query.status),
    priority: query.priority === 'all' ? null : query.priority,
    search: query.search?.trim() || null,
    tag: query.tag ? normalizeTag(query.tag) || null : null,
    assignee: !assignee ? null : assignee === 'me' || assignee === 'unassigned' ? assignee : { userId: assignee },
  };
}

/** The filters on custom fields as the address spells them (key:value), each read against the organization's fields. */
function fieldFiltersOf(spelled: TicketListQuery['field'], fields: readonly CustomFieldDefinition[]) {
  // An empty one (field= in an address) filters nothing, as an empty tag does.
  const list = (spelled === undefined ? [] : Array.isArray(spelled) ? spelled : [spelled]).filter((one) => one !== '');
  return list.map((one) => {
    const filter = readCustomFieldFilter(fields, one);
    if (!filter) {
      throw new DomainError('validation_failed', `field: "${one}" is not a custom field's key and one of its values.`, { field: 'field' });
    }
    return { fieldId: filter.field.id, value: filter.value };
  });
}

/** The list's filters read in the actor's transaction: a filter on custom fields needs the organization's fields. */
export async function ticketListFiltersIn(
  tx: Tx,
  organizationId: string,
  query: Parameters<typeof ticketListFiltersOf>[0],
): Promise<repository.TicketListFilters> {
  const hasFieldFilters = [query.field ?? []].flat().some((one) => one !== '');
  return ticketListFiltersOf(query, hasFieldFilters ? await readTicketFields(tx, organizationId) : []);
}

/** A page of the actor's tickets, filtered and searched by the database, in keyset order. */
export function listTickets({ db, actor, query }: { db: Database; actor: ActingMember; query: TicketListQuery }): Promise<TicketPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  return db.withTenantRead({ organizationId: actor.organizationId }, async (tx) => {
    const rows = await repository.listTickets(tx, {
      viewer: await viewerOf(tx, actor),
      filters: await ticketListFiltersIn(tx, actor.organizationId, query),
      sort: query.sort,
      after,
      limit: query.limit + 1,
    });
    const page = pageOf(rows, query.limit);
    return { items: page.rows.map(ticketDtoOf), nextCursor: page.nextCursor };
  });
}

/** The summary cards, counted in one statement over the actor's tickets. */
export function summarizeTickets({ db, actor }: { db: Database; actor: ActingMember }): Promise<repository.TicketCounts> {
  return db.withTenantRead({ organizationId: actor.organizationId }, async (tx) => repository.countTickets(tx, await viewerOf(tx, actor)));
}
