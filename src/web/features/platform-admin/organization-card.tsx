import { Anchor, Badge, Button, Card, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import { planOf, TRIAL_EXTENSIONS } from '../../../domain/plans.ts';
import { ApiError } from '../../api/api-error.ts';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { type TenantOrganization, type TrialExtension, useConvertToPaid, useExtendTrial } from './platform-admin-queries.ts';

/** One tenant: who it is, whether it is on trial and until when, the trial controls and a link to its site. */
export function OrganizationCard({ organization }: { organization: TenantOrganization }) {
  const formats = useDateFormats();
  const extendTrial = useExtendTrial();
  const convertToPaid = useConvertToPaid();
  const isTrial = organization.status === 'trial';
  const _plan = planOf(organization.subscriptionTier);
  const isBusy = extendTrial.isPending || convertToPaid.isPending;
  const [isConfirming, confirmation] = useDisclosure(false);
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
            {/* The plan its org admins chose under Settings → Plan & Billing. */}
            <Text size="sm">
              {planOf(organization.subscriptionTier)?.name ? `${planOf(organization.subscriptionTier)?.name} plan` : 'No plan chosen'}
            </Text>
          </div>
          <Stack gap={2} align="flex-end">
            {/* The palette's own text shades fall under 4.5:1 on their light backgrounds. */}
            <Badge color={isTrial ? 'yellow' : 'green'} c="dark.8" variant="light" radius="sm">
              {isTrial ? 'Trial' : 'Active'}
            </Badge>
            {isTrial && organization.trialEndDate && (
              <Text size="xs" c="dimmed">
                Ends {formats.date(organization.trialEndDate)}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" justify="space-between">
          {/* A paid organization has no trial: extending one would cancel its subscription. */}
          {isTrial ? (
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
                      {
                        ...result,
                        onError: (error) => notifications.show({ color: 'red', message: failureMessage(error, 'Failed to extend trial') }),
                      },
                    )
                  }
                >
                  +{days} days
                </Button>
              ))}
              <Button size="compact-sm" disabled={isBusy} onClick={confirmation.open}>
                Convert to paid
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Paid subscription
            </Text>
          )}
          <Anchor href={organization.visitUrl} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              Visit site
              <IconExternalLink size={14} aria-hidden />
              <VisuallyHidden>of {organization.name} (opens in a new tab)</VisuallyHidden>
            </Group>
          </Anchor>
        </Group>
      </Stack>
      <Modal opened={isConfirming} onClose={confirmation.close} title={`Convert ${organization.name} to paid?`} centered>
        <Stack gap="md">
          <Text size="sm">
            Its trial ends now and it becomes a paying subscription. A paid organization cannot be given trial days again.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={confirmation.close}>
              Cancel
            </Button>
            <Button
              loading={convertToPaid.isPending}
              onClick={() =>
                convertToPaid.mutate(organization.id, {
                  onSuccess: (answer) => {
                    confirmation.close();
                    result.onSuccess(answer);
                  },
                  onError: () => notifications.show({ color: 'red', message: 'Failed to convert' }),
                })
              }
            >
              Convert to paid
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/** The server's reason when it gives one the super admin can act on, else the dashboard's message. */
function failureMessage(error: Error, fallback: string): string {
  return error instanceof ApiError && error.status === 409 ? error.message : fallback;
}
