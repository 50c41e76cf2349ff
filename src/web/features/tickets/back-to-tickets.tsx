import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { TenantLink } from '../tenancy/tenant-link.tsx';

/** The way back to the list, above a ticket screen's heading. */
export function BackToTickets() {
  return (
    <Anchor component={TenantLink} to="/tickets" size="sm" fw={500}>
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Tickets
      </Group>
    </Anchor>
  );
}
