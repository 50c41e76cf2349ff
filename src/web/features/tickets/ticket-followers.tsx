import { Alert, Button, Stack, TagsInput, Text } from '@mantine/core';
import { IconAlertCircle, IconBell, IconBellOff } from '@tabler/icons-react';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { useFollowTicket, useSetCopiedAddresses } from './staff-ticket-queries.ts';
import type { TicketDetail } from './tickets-queries.ts';

/** Who follows the ticket: the staff told of its comments and notes (Follow / Unfollow), and the addresses copied on its replies. */
export function TicketFollowers({ detail }: { detail: TicketDetail }) {
  const { account } = useWorkspace();
  const follow = useFollowTicket(detail.ticket.id);
  const copy = useSetCopiedAddresses(detail.ticket.id);
  const isFollowing = detail.followers.some((follower) => follower.userId === account.user.id);
  const failure = follow.error ?? copy.error;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {detail.followers.length === 0 ? 'No one follows this ticket.' : `Following: ${detail.followers.map((f) => f.name).join(', ')}`}
      </Text>
      <Button
        variant="light"
        size="xs"
        leftSection={isFollowing ? <IconBellOff size={16} /> : <IconBell size={16} />}
        loading={follow.isPending}
        onClick={() => follow.mutate(!isFollowing)}
      >
        {isFollowing ? 'Stop following' : 'Follow'}
      </Button>
      <TagsInput
        label="CC on replies"
        description="These addresses get your replies by e-mail, never internal notes."
        placeholder={detail.copiedAddresses.length === 0 ? 'name@example.com' : undefined}
        value={detail.copiedAddresses}
        onChange={(addresses) => copy.mutate(addresses)}
        maxTags={ticketLimits.copiedAddresses}
        splitChars={[',', ' ', ';']}
        disabled={copy.isPending}
        size="sm"
        styles={{ label: { fontWeight: 400, color: 'var(--mantine-color-dimmed)', marginBottom: 4 } }}
      />
      {failure && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
          {failure.message}
        </Alert>
      )}
    </Stack>
  );
}
