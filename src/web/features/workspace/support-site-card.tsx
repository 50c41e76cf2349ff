import { Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { organizationSiteHref } from '../routing/organization-site.ts';
import { CopyLinkButton } from './copy-link-button.tsx';
import { DashboardCard } from './dashboard-card.tsx';

/** The organization's public site, where its customers create their accounts and follow their tickets. */
export function SupportSiteCard({ organization }: { organization: { name: string; subdomain: string; isPlatform: boolean } }) {
  const signupUrl = organizationSiteHref(organization, '/signup');
  return (
    <DashboardCard icon={IconWorld} title="Your support site" action={<CopyLinkButton value={signupUrl} label="Copy link" />}>
      <Text size="sm" c="dimmed">
        Customers of {organization.name} create their account here, submit tickets and follow every reply.
      </Text>
      <Text size="sm" fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {signupUrl}
      </Text>
    </DashboardCard>
  );
}
