import { Anchor, Badge, Button, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import { TRIAL_EXTENSIONS } from '../../../domain/plans.ts';
import { type TenantOrganization, type TrialExtension, useConvertToPaid, useExtendTrial } from './platform-admin-queries.ts';

const endDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** One tenant: who it is, whether it is on trial and until when, the trial controls and a link to its site. */
export function OrganizationCard({ organization }: { organization: TenantOrganization }) {
  const extendTrial = useExtendTrial();
  const convertToPaid = useConvertToPaid();
  const isTrial = organization.status === 'trial';
  const isBusy = extendTrial.isPending || convertToPaid.isPending;
  const result = {
    onSuccess: ({ message }: { message: string }) => notifications.show({ color: 'green', message }),
  };

  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text fw={600}>{organization.name}</Text>
            <Text size="sm" c="dimmed">
              {organization.domain ?? organization.subdomain}
            </Text>
          </div>
          <Stack gap={2} align="flex-end">
            {/* The palette's own text shades fall under 4.5:1 on their light backgrounds. */}
            <Badge color={isTrial ? 'yellow' : 'green'} c="dark.8" variant="light" radius="sm">
              {isTrial ? 'Trial' : 'Active'}
            </Badge>
            {isTrial && organization.trialEndDate && (
              <Text size="xs" c="dimmed">
                Ends {endDateFormat.format(new Date(organization.trialEndDate))}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" justify="space-between">
          <Group gap={6} role="group" aria-label={`Extend the trial of ${organization.name}`}>
            {TRIAL_EXTENSIONS.map((days: TrialExtension) => (
              <Button
                key={days}
                size="compact-sm"
                variant="default"
                disabled={isBusy}
                onClick={() =>
                  extendTrial.mutate(
                    { id: organization.id, days },
                    { ...result, onError: () => notifications.show({ color: 'red', message: 'Failed to extend trial' }) },
                  )
                }
              >
                +{days} days
              </Button>
            ))}
            {isTrial && (
              <Button
                size="compact-sm"
                disabled={isBusy}
                onClick={() =>
                  convertToPaid.mutate(organization.id, {
                    ...result,
                    onError: () => notifications.show({ color: 'red', message: 'Failed to convert' }),
                  })
                }
              >
                Convert to paid
              </Button>
            )}
          </Group>
          <Anchor href={organization.visitUrl} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              Visit site
              <IconExternalLink size={14} aria-hidden />
              <VisuallyHidden>of {organization.name} (opens in a new tab)</VisuallyHidden>
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
