import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The top of a workspace page: the organization above the page's title, and an optional line under it. */
export function WorkspacePageHeading({
  organizationName,
  title,
  children,
}: {
  organizationName: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <Text size="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
        {organizationName}
      </Text>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {children && (
        <Text c="dimmed" mt={6}>
          {children}
        </Text>
      )}
    </div>
  );
}
