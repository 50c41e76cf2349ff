import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { TenantLink } from '../../tenancy/tenant-link.tsx';

/** The way back from a page that asks for an e-mail address (a reset, the workspace's address) to this site's login. */
export function BackToLoginLink() {
  return (
    <Group justify="center">
      <Anchor component={TenantLink} to="/login" size="sm" fw={600}>
        <Group gap={6} component="span">
          <IconArrowLeft size={16} />
          Back to login
        </Group>
      </Anchor>
    </Group>
  );
}
