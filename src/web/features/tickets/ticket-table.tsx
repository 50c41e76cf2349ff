import { Table, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { TenantLink } from '../tenancy/tenant-link.tsx';
import type { FromTicketList } from './back-to-tickets.tsx';
import { EscalatedBadge, TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';
import { RelativeTime } from './ticket-time.tsx';
import type { Ticket } from './tickets-queries.ts';

/** The dense view of the list: one row per ticket, so a screen holds a few dozen; scrolls sideways on a narrow screen. */
export function TicketTable({ tickets }: { tickets: Ticket[] }) {
  const { pathname, search } = useLocation();
  const from: FromTicketList = { ticketList: `${pathname}${search}` };
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label="Tickets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Assignee</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Priority</Table.Th>
            <Table.Th>Updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr key={ticket.id}>
              <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {ticket.ticketNumber || ticket.id}
              </Table.Td>
              <Table.Td maw={420}>
                <Text size="sm" fw={600} lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
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
              <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <RelativeTime iso={ticket.updatedAt} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
