import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { guardSpreadsheetCell } from '../../../domain/customer-rules.ts';
import { DomainError } from '../../../domain/errors.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import { type CustomFieldDefinition, formatCustomFieldValue } from '../../../domain/ticket-custom-fields.ts';
import { priorityLabels, ticketStatusLabels } from '../../../domain/ticket-status.ts';
import type { Database } from '../../db/client.ts';
import type { KeysetPosition } from '../../db/keyset-cursor.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { readTicketFields } from '../ticket-fields/ticket-fields.service.ts';
import { ticketListFiltersIn } from './ticket-listing.service.ts';
import * as repository from './tickets.repository.ts';
import type { TicketListQuery } from './tickets.schemas.ts';
import { viewerOf } from './tickets.shared.ts';

const EXPORT_PAGE_SIZE = 500;

const fixedColumns = ['Number', 'Title', 'Status', 'Priority', 'Customer', 'Assignee', 'Tags', 'Created', 'Updated'];

function rowOf(ticket: repository.TicketRecord, fields: readonly CustomFieldDefinition[]): string[] {
  const described = [
    ticket.ticketNumber,
    ticket.title,
    ticketStatusLabels[ticket.status],
    priorityLabels[ticket.priority],
    ticket.customerName,
    ticket.assigneeName ?? '',
    ticket.tags.join(' '),
  ];
  const values = fields.map((field) => formatCustomFieldValue(ticket.customFields[field.id]));
  return [...described.map(guardSpreadsheetCell), ticket.createdAt, ticket.updatedAt, ...values.map(guardSpreadsheetCell)];
}

/**
 * The staff's ticket list as CSV, filtered, searched and sorted as the list is, with a column per custom field
 * (archived ones left out), read a page at a time so that a large organization streams. Cells a spreadsheet would
 * run as formulas are kept as text.
 */
export async function exportTickets({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: ActingMember;
  query: TicketListQuery;
}): Promise<Readable> {
  if (!isStaffRole(actor.role)) throw new DomainError('forbidden');
  const organizationId = actor.organizationId;
  // Read before the stream starts, so that a filter the organization's fields do not know is a 400, not a broken file.
  const { fields, filters } = await db.withTenantRead({ organizationId }, async (tx) => ({
    fields: (await readTicketFields(tx, organizationId)).filter((field) => !field.isArchived),
    filters: await ticketListFiltersIn(tx, organizationId, query),
  }));
  async function* lines() {
    yield stringify([[...fixedColumns, ...fields.map((field) => field.label)].map(guardSpreadsheetCell)]);
    let after: KeysetPosition | null = null;
    do {
      const page = await db.withTenantRead({ organizationId }, async (tx) =>
        repository.listTickets(tx, { viewer: await viewerOf(tx, actor), filters, sort: query.sort, after, limit: EXPORT_PAGE_SIZE }),
      );
      if (page.length > 0) yield stringify(page.map((ticket) => rowOf(ticket, fields)));
      after = page.length === EXPORT_PAGE_SIZE ? (page.at(-1)?.position ?? null) : null;
    } while (after);
  }
  return Readable.from(lines());
}
