import { Alert, Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BusyIndicator } from '../../components/busy-indicator.tsx';
import { useTenantPath } from '../../tenancy/tenant-link.tsx';
import { TicketTime } from '../tickets/ticket-time.tsx';
import classes from './notification-list.module.css';
import {
  type NotificationItem,
  notificationPageQuery,
  notificationPathOf,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from './notification-queries.ts';

/**
 * Every notification of the signed-in member, newest first, a page at a time: the unread ones marked, each opening
 * its page and marked read on the way, and Mark all read. Staff and customers see it in their own frame.
 */
export function NotificationList() {
  const navigate = useNavigate();
  const tenantPath = useTenantPath();
  // The pages shown, by the cursor each starts after; each is its own query, all refreshed together.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const first = useQuery(notificationPageQuery(null));
  const last = useQuery(notificationPageQuery(cursors.at(-1) ?? null));
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unreadCount = first.data?.unreadCount ?? 0;
  const nextCursor = last.data?.nextCursor ?? null;

  function open(item: NotificationItem) {
    if (!item.read) markRead.mutate(item.id);
    const path = notificationPathOf(item);
    if (path) navigate(tenantPath(path));
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text c="dimmed" aria-live="polite">
          {first.isPending ? 'Loading…' : unreadCount === 0 ? 'All read' : `${unreadCount} unread`}
        </Text>
        <Button variant="light" disabled={unreadCount === 0} loading={markAllRead.isPending} onClick={() => markAllRead.mutate()}>
          Mark all read
        </Button>
      </Group>
      {markAllRead.isError && (
        <Alert color="red" role="alert">
          Could not mark your notifications read. Please try again.
        </Alert>
      )}
      {first.isError ? (
        <Alert color="red" role="alert" title="Could not load notifications">
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => first.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : first.isPending ? (
        <Group justify="center" py="xl">
          <BusyIndicator label="Loading notifications" size="sm" />
        </Group>
      ) : first.data.items.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Title order={2} fz="lg">
            No notifications yet
          </Title>
          <Text c="dimmed" mt={4}>
            Ticket updates, assignments and replies will appear here.
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md" component="ul" className={classes.list}>
          {cursors.map((cursor) => (
            <NotificationPageItems key={cursor ?? 'first'} cursor={cursor} onOpen={open} />
          ))}
        </Paper>
      )}
      {nextCursor && (
        <Group justify="center">
          <Button variant="default" onClick={() => setCursors((shown) => [...shown, nextCursor])}>
            Show older notifications
          </Button>
        </Group>
      )}
      {last.isPending && cursors.length > 1 && (
        <Group justify="center">
          <BusyIndicator label="Loading older notifications" size="sm" />
        </Group>
      )}
    </Stack>
  );
}

/** The entries of one page of the list. */
function NotificationPageItems({ cursor, onOpen }: { cursor: string | null; onOpen(item: NotificationItem): void }) {
  const page = useQuery(notificationPageQuery(cursor));
  if (page.isError) {
    return (
      <li className={classes.item}>
        <Text c="red.8" size="sm" p="md" role="alert">
          Could not load older notifications.
        </Text>
      </li>
    );
  }
  return (page.data?.items ?? []).map((item) => (
    <li key={item.id} className={classes.item}>
      <UnstyledButton onClick={() => onOpen(item)} className={classes.entry} data-unread={!item.read || undefined}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Text fw={item.read ? 500 : 700} className={classes.title}>
            {item.title}
          </Text>
          {!item.read && (
            <Badge size="sm" variant="filled" className={classes.badge}>
              Unread
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" className={classes.message}>
          {item.message}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          <TicketTime iso={item.createdAt} />
        </Text>
      </UnstyledButton>
    </li>
  ));
}
