import { Badge, Button, Group, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useTenantPath } from '../../tenancy/tenant-link.tsx';
import { TicketTime } from '../tickets/ticket-time.tsx';
import classes from './notification-list.module.css';
import {
  type NotificationItem,
  notificationPathOf,
  notificationsQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from './notification-queries.ts';

export interface NotificationPopoverProps {
  isUnreadOnly: boolean;
  limit: number;
  opened: boolean;
  onChange(opened: boolean): void;
  /** The bell's button, which opens and closes the popover itself. */
  children: ReactElement;
}

/**
 * The bell's list: the latest notifications, mark one or all read. A module of its own, fetched when the bell is
 * first opened, so that its positioning and scrolling code is not in the first load of the pages with the bell.
 */
export function NotificationPopover({ isUnreadOnly, limit, opened, onChange, children }: NotificationPopoverProps) {
  // Opened once mounted, not mounted open, so that it fades in as on every later opening.
  const isMounted = useMounted();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();
  const notifications = useQuery(notificationsQuery({ isUnreadOnly, limit }));
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unreadCount = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.items ?? [];

  function open(item: NotificationItem) {
    if (!item.read) markRead.mutate(item.id);
    const path = notificationPathOf(item);
    if (path) {
      onChange(false);
      navigate(tenantPath(path));
    }
  }

  function viewAll() {
    onChange(false);
    navigate(tenantPath('/notifications'));
  }

  return (
    <Popover opened={opened && isMounted} onChange={onChange} position="bottom-end" width={340} shadow="md" withinPortal>
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="md" py="sm">
          <Text fw={600}>Notifications</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={unreadCount === 0}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            Mark all read
          </Button>
        </Group>
        <ScrollArea.Autosize mah={360}>
          {notifications.isError ? (
            <Text c="red.8" size="sm" px="md" pb="md" role="alert">
              Could not load notifications.
            </Text>
          ) : items.length === 0 ? (
            <Text c="dimmed" size="sm" px="md" pb="md">
              {notifications.isLoading ? 'Loading…' : 'No notifications'}
            </Text>
          ) : (
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <li key={item.id}>
                  <UnstyledButton onClick={() => open(item)} px="md" py="sm" w="100%" bg={item.read ? undefined : 'blue.0'}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Text size="sm" fw={item.read ? 400 : 600} lineClamp={2} flex={1} miw={0}>
                        {item.title}
                      </Text>
                      {!item.read && (
                        <Badge size="xs" variant="filled" style={{ flexShrink: 0 }}>
                          New
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {item.message}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <TicketTime iso={item.createdAt} />
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Button variant="subtle" fullWidth radius={0} onClick={viewAll} className={classes.viewAll}>
          View all notifications
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
