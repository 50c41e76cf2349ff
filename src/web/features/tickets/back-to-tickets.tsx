import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { rememberedTicketList } from './ticket-list-memory.ts';

/** What a link into a ticket carries: the list it was opened from, with its filters. */
export interface FromTicketList {
  ticketList: string;
}

/** The way back to the list, above a ticket screen's heading: to the filtered list the ticket was opened from, else the one last shown in this tab. */
export function BackToTickets() {
  const from = useLocation().state as Partial<FromTicketList> | null;
  const { organization, account } = useWorkspace();
  const list = from?.ticketList ?? rememberedTicketList({ organizationId: organization.id, userId: account.user.id });
  return (
    <Anchor component={TenantLink} to={list} size="sm" fw={500}>
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Tickets
      </Group>
    </Anchor>
  );
}
