import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { CopyLinkButton } from '../workspace/copy-link-button.tsx';

type CalendarFeed = paths['/api/calendar/feed']['get']['responses'][200]['content']['application/json'];

const feedKey = ['calendar', 'feed'] as const;
const feedQuery = () =>
  queryOptions({
    queryKey: feedKey,
    queryFn: async ({ signal }): Promise<CalendarFeed> =>
      dataOrThrow(await api.GET('/api/calendar/feed', { signal }), 'Could not load your calendar subscription.'),
  });

/** Settings → Profile: the secret address calendar apps subscribe to, with Copy and Reset. */
export function CalendarFeedCard() {
  const queryClient = useQueryClient();
  const feed = useQuery(feedQuery());
  const reset = useMutation({
    mutationFn: async (): Promise<CalendarFeed> => dataOrThrow(await api.POST('/api/calendar/feed'), 'Could not make a new address.'),
    // The address is shown only now: the server keeps no readable copy of it.
    onSuccess: (made) => queryClient.setQueryData(feedKey, made),
  });
  const current = reset.data ?? feed.data;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="calendar-feed-title">
          Calendar subscription
        </Title>
        <Text size="sm" c="dimmed">
          {current?.scope === 'organization'
            ? "Subscribe to the organization's whole calendar from Google Calendar, Outlook or your phone."
            : 'Subscribe to your events and ticket appointments from Google Calendar, Outlook or your phone.'}{' '}
          Keep the address to yourself: anyone who has it can read the calendar.
        </Text>
        {current?.url ? (
          <>
            <TextInput label="Feed address" readOnly value={current.url} onFocus={(event) => event.currentTarget.select()} />
            <Text size="xs" c="dimmed">
              Copy it now: for your safety it is shown only once.
            </Text>
          </>
        ) : (
          current?.hasFeed && (
            <Text size="sm">Your feed address is hidden for safety. Reset it to get a new one; the old one then stops working.</Text>
          )
        )}
        {(feed.isError || reset.isError) && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {(reset.error ?? feed.error)?.message}
          </Alert>
        )}
        <Group gap="sm">
          {current?.url && <CopyLinkButton value={current.url} label="Copy" />}
          {current && (
            <Button
              variant={current.hasFeed ? 'default' : 'filled'}
              leftSection={<IconRefresh size={16} />}
              loading={reset.isPending}
              onClick={() => reset.mutate()}
            >
              {current.hasFeed ? 'Reset' : 'Create feed address'}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
