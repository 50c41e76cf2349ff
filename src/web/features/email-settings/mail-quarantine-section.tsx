import { Badge, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailCheck, IconSend, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { quarantineReasonLabels } from '../../../domain/inbound-mail.ts';
import { formatAbsoluteDate } from '../../../domain/relative-time.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useRealtime } from '../realtime/use-realtime.ts';
import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';
import {
  mailQuarantineKey,
  mailQuarantineQuery,
  type QuarantinedMail,
  type ReleaseOutcome,
  useDecideQuarantinedMail,
} from './mail-quarantine-queries.ts';

function releasedMessage(outcome: ReleaseOutcome): string {
  switch (outcome.outcome) {
    case 'ticket_created':
      return 'The message opened a ticket.';
    case 'comment_added':
      return 'The message was added to its ticket.';
    case 'duplicate':
      return 'The message was already on its ticket.';
    default:
      return 'The message was received again, and made nothing: it is automated mail or from an address the settings refuse.';
  }
}

/** A message as the buttons name it: its subject and sender. */
function messageLabel(message: QuarantinedMail): string {
  return `“${message.subject || '(no subject)'}” from ${message.sender || 'an unknown sender'}`;
}

/**
 * Settings → Email, for org admins: mail held in the quarantine (a sender over their limit, a message that could not
 * be read), to release (received as if it had just arrived) or discard.
 */
export function MailQuarantineSection() {
  const queryClient = useQueryClient();
  const quarantine = useQuery(mailQuarantineQuery());
  const decide = useDecideQuarantinedMail();
  const { timezone, timeFormat, dateFormat } = useDateTimeSettings();
  // A new hold tells the org admins with a notification; mail held after it comes with no event, so it shows on a visit.
  useRealtime((signal) => {
    if (signal.kind === 'reconnected' || signal.event.type === 'notification.created') {
      void queryClient.invalidateQueries({ queryKey: mailQuarantineKey });
    }
  });

  function act(message: QuarantinedMail, decision: 'release' | 'discard') {
    decide.mutate(
      { id: message.id, decision },
      {
        onSuccess: (outcome) =>
          notifications.show({
            color: outcome ? 'green' : 'gray',
            message: outcome ? releasedMessage(outcome) : 'The message was discarded.',
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: decision === 'release' ? 'Could not release' : 'Could not discard',
            message: error.message,
          }),
      },
    );
  }

  const isActing = (message: QuarantinedMail, decision: 'release' | 'discard') =>
    decide.isPending && decide.variables?.id === message.id && decide.variables.decision === decision;
  const messages = quarantine.data?.messages;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="mail-quarantine-title">
      <Stack gap="md">
        <Group gap="xs">
          <Title order={2} size="h4" id="mail-quarantine-title">
            Quarantine
          </Title>
          {messages && messages.length > 0 && <Badge variant="light">{messages.length}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          Mail from a sender who wrote more than 20 times in 10 minutes is held here for an hour, and so is mail that could not be read.
          Release a message to receive it as if it had just arrived, or discard it.
        </Text>
        {quarantine.isPending && <PageLoader label="Loading the quarantine..." />}
        {quarantine.isError && (
          <LoadFailure
            title="Could not load the quarantine"
            message={quarantine.error.message}
            onRetry={() => quarantine.refetch()}
            isRetrying={quarantine.isFetching}
          />
        )}
        {messages?.length === 0 && (
          <Group gap="sm" c="dimmed">
            <IconMailCheck size={20} aria-hidden />
            <Text size="sm">No mail is in the quarantine.</Text>
          </Group>
        )}
        {messages && messages.length > 0 && (
          <Table.ScrollContainer minWidth={680}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Sender</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Decision</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.map((message) => (
                  <Table.Tr key={message.id}>
                    <Table.Td fw={500}>{message.sender || 'Unknown sender'}</Table.Td>
                    <Table.Td>{message.subject || '(no subject)'}</Table.Td>
                    <Table.Td>{quarantineReasonLabels[message.reason]}</Table.Td>
                    <Table.Td>
                      {formatAbsoluteDate(new Date(message.receivedAt), new Date(), { timeZone: timezone, timeFormat, dateFormat })}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {message.reason !== 'undecodable' && (
                          <Button
                            size="xs"
                            leftSection={<IconSend size={14} />}
                            onClick={() => act(message, 'release')}
                            loading={isActing(message, 'release')}
                            aria-label={`Release ${messageLabel(message)}`}
                          >
                            Release
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          onClick={() => act(message, 'discard')}
                          loading={isActing(message, 'discard')}
                          aria-label={`Discard ${messageLabel(message)}`}
                        >
                          Discard
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {quarantine.data?.hasMore && (
          <Text size="sm" c="dimmed">
            The newest 200 are shown: release or discard some to see the rest.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
