import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '../../components/load-failure.tsx';
import { ownSessionsQuery, useSignOutSessions } from '../audit-log/audit-log-queries.ts';
import { useDateFormats } from '../settings/use-date-formats.ts';

/** Settings → Profile: where the person is signed in, this device marked, and signing the others out. */
export function SessionsCard() {
  const sessions = useQuery(ownSessionsQuery());
  const signOut = useSignOutSessions();
  const formats = useDateFormats();
  const others = sessions.data?.sessions.filter((session) => !session.isCurrent) ?? [];

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sessions-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="lg" id="sessions-title">
              Active Sessions
            </Title>
            <Text size="sm" c="dimmed">
              The devices signed in to your account. Signing one out ends it at once.
            </Text>
          </div>
          <Button
            variant="default"
            color="red"
            disabled={others.length === 0}
            loading={signOut.isPending && signOut.variables === null}
            onClick={() => signOut.mutate(null)}
          >
            Sign out other sessions
          </Button>
        </Group>
        {signOut.isError && (
          <Alert color="red" role="alert">
            {signOut.error.message}
          </Alert>
        )}
        {sessions.isPending ? (
          <Text size="sm" c="dimmed">
            Loading your sessions…
          </Text>
        ) : sessions.isError ? (
          <LoadFailure title="Could not load your sessions" message={sessions.error.message} />
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Sessions">
            {sessions.data.sessions.map((session) => (
              <Group key={session.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs">
                    <Text size="sm" fw={500}>
                      {session.device}
                    </Text>
                    {session.isCurrent && (
                      <Badge size="sm" variant="light" color="blue">
                        This device
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {session.address ?? 'Unknown address'} · last used {formats.dateTime(session.lastUsedAt)}
                  </Text>
                </div>
                {!session.isCurrent && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    style={{ flexShrink: 0 }}
                    aria-label={`Sign out ${session.device}`}
                    loading={signOut.isPending && signOut.variables === session.id}
                    onClick={() => signOut.mutate(session.id)}
                  >
                    Sign out
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
