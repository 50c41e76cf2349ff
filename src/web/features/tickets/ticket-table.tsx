import { Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { formatCustomFieldValue } from '../../../domain/ticket-custom-fields.ts';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { ticketFieldsQuery } from '../ticket-fields/ticket-fields-queries.ts';
import type { FromTicketList } from './back-to-tickets.tsx';
import { ServiceLevelBadge } from './service-level-badge.tsx';
import { EscalatedBadge, TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';
import type { TicketSelection } from './ticket-bulk-bar.tsx';
import type { SortOrder } from './ticket-list-filters.ts';
import classes from './ticket-table.module.css';
import { TicketTime } from './ticket-time.tsx';
import type { Ticket } from './tickets-queries.ts';

/** The columns the server can sort by, each along an index: the number (creation order) and the last update. */
const sortableColumns = {
  Number: { descending: 'newest', ascending: 'oldest' },
  Updated: { descending: 'recently_updated', ascending: 'least_recently_updated' },
} as const satisfies Record<string, { descending: SortOrder; ascending: SortOrder }>;

type SortableColumn = keyof typeof sortableColumns;

function SortableHeader({ column, sort, onSort }: { column: SortableColumn; sort: SortOrder; onSort(sort: SortOrder): void }) {
  const orders = sortableColumns[column];
  const direction = sort === orders.descending ? 'descending' : sort === orders.ascending ? 'ascending' : 'none';
  const Icon = direction === 'descending' ? IconArrowDown : direction === 'ascending' ? IconArrowUp : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton
        onClick={() => onSort(direction === 'descending' ? orders.ascending : orders.descending)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {column}
        <Icon size={14} aria-hidden color={direction === 'none' ? 'var(--mantine-color-dimmed)' : undefined} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** Custom fields shown as columns: a few, so that the table still reads on a laptop. */
const FIELD_COLUMNS = 3;

interface TicketTableProps {
  tickets: Ticket[];
  sort: SortOrder;
  onSort(sort: SortOrder): void;
  selection: TicketSelection;
  onToggle(ticketId: string): void;
  onToggleAll(): void;
}

/** The dense view of the list: one row per ticket, so a screen holds a few dozen; scrolls sideways on a narrow screen. */
export function TicketTable({ tickets, sort, onSort, selection, onToggle, onToggleAll }: TicketTableProps) {
  const { pathname, search } = useLocation();
  const from: FromTicketList = { ticketList: `${pathname}${search}` };
  const isSelected = (ticket: Ticket) => selection.isAllMatching || selection.ids.has(ticket.id);
  const selectedCount = tickets.filter(isSelected).length;
  const fields = useQuery({ ...ticketFieldsQuery(), retry: false });
  // The first live fields in the order Settings gives them (decision 167): the admins choose the columns by that order.
  const columns = (fields.data ?? []).filter((field) => !field.isArchived).slice(0, FIELD_COLUMNS);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label="Tickets" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                aria-label="Select all tickets shown"
                size="xs"
                checked={selectedCount > 0 && selectedCount === tickets.length}
                indeterminate={selectedCount > 0 && selectedCount < tickets.length}
                onChange={onToggleAll}
              />
            </Table.Th>
            <SortableHeader column="Number" sort={sort} onSort={onSort} />
            <Table.Th>Title</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Assignee</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Priority</Table.Th>
            <Table.Th>Next due</Table.Th>
            {columns.map((field) => (
              <Table.Th key={field.id}>{field.label}</Table.Th>
            ))}
            <SortableHeader column="Updated" sort={sort} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr key={ticket.id} data-ticket-id={ticket.id} bg={isSelected(ticket) ? 'var(--mantine-color-brand-light)' : undefined}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${ticket.ticketNumber || ticket.displayTitle}`}
                  size="xs"
                  checked={isSelected(ticket)}
                  onChange={() => onToggle(ticket.id)}
                />
              </Table.Td>
              <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {ticket.ticketNumber || ticket.id}
              </Table.Td>
              <Table.Td maw={420}>
                <Text size="sm" fw={600} lineClamp={2} miw={160} style={{ overflowWrap: 'anywhere' }}>
                  <TenantLink to={`/tickets/${ticket.id}`} state={from} style={{ fontWeight: 600, color: 'inherit' }}>
                    {ticket.displayTitle}
                  </TenantLink>{' '}
                  {ticket.isEscalation && <EscalatedBadge />}
                </Text>
              </Table.Td>
              <Table.Td>{ticket.customerName || 'No customer'}</Table.Td>
              <Table.Td c={ticket.assignedTo ? undefined : 'dimmed'}>
                {ticket.assignedTo ? (ticket.assigneeName ?? 'Assigned') : 'Unassigned'}
              </Table.Td>
              <Table.Td>
                <TicketStatusBadge status={ticket.status} />
              </Table.Td>
              <Table.Td>
                <TicketPriorityBadge priority={ticket.priority} />
              </Table.Td>
              <Table.Td>
                <ServiceLevelBadge next={ticket.serviceLevel} isCompact />
              </Table.Td>
              {columns.map((field) => (
                <Table.Td key={field.id} style={{ whiteSpace: 'nowrap' }}>
                  {formatCustomFieldValue(ticket.customFields[field.id])}
                </Table.Td>
              ))}
              <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <TicketTime iso={ticket.updatedAt} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
