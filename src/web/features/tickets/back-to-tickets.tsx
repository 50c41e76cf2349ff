import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { TenantLink } from '../tenancy/tenant-link.tsx';

/** What a link into a ticket carries: the list it was opened from, with its filters. */
export interface FromTicketList {
  ticketList: string;
}

/** The way back to the list, above a ticket screen's heading: to the filtered list the ticket was opened from. */
export function BackToTickets() {
  const from = useLocation().state as Partial<FromTicketList> | null;
  return (
    <Anchor component={TenantLink} to={from?.ticketList ?? '/tickets'} size="sm" fw={500}>
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Tickets
      </Group>
    </Anchor>
  );
}
