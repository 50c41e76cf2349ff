import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { organizationSiteHref } from '../routing/organization-site.ts';
import { CopyLinkButton } from './copy-link-button.tsx';

/** The organization's public site, where its customers create their accounts and follow their tickets. */
export function SupportSiteCard({ organization }: { organization: { name: string; subdomain: string; isPlatform: boolean } }) {
  const signupUrl = organizationSiteHref(organization, '/signup');
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={40} radius="md">
            <IconWorld size={22} stroke={1.75} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            Your support site
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Customers of {organization.name} create their account here, submit tickets and follow every reply.
        </Text>
        <Text size="sm" fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {signupUrl}
        </Text>
        <Group mt="auto">
          <CopyLinkButton value={signupUrl} label="Copy link" />
        </Group>
      </Stack>
    </Card>
  );
}
