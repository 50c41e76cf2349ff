import { ActionIcon, Badge, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatRelativeTime } from '../../../domain/relative-time.ts';
import { useRealtime } from '../realtime/use-realtime.ts';
import { useTenantPath } from '../tenancy/tenant-link.tsx';
import {
  badgeLabel,
  type NotificationItem,
  notificationKeys,
  notificationsQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from './notification-queries.ts';

export interface NotificationBellProps {
  /** The workspace bell lists the 5 latest unread; the customer and super admin bells the latest of all. */
  isUnreadOnly?: boolean;
  limit?: number;
}

/** The bell with its unread badge (9+ above 9), the latest notifications, mark one or all read, live. */
export function NotificationBell({ isUnreadOnly = false, limit = 10 }: NotificationBellProps) {
  const [isOpen, setIsOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();
  const notifications = useQuery(notificationsQuery({ isUnreadOnly, limit }));
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  useRealtime((signal) => {
    if (signal.kind === 'reconnected' || signal.event.type.startsWith('notification.')) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    }
  });

  const unreadCount = notifications.data?.unreadCount ?? 0;
  const badge = badgeLabel(unreadCount);
  const items = notifications.data?.items ?? [];

  function open(item: NotificationItem) {
    if (!item.read) markRead.mutate(item.id);
    const path = typeof item.data.path === 'string' ? item.data.path : null;
    if (path) {
      setIsOpen(false);
      navigate(tenantPath(path));
    }
  }

  return (
    <Popover opened={isOpen} onChange={setIsOpen} position="bottom-end" width={340} shadow="md" withinPortal>
      {/* The target is the button itself, which takes the popover's aria-expanded; the indicator around it is only drawn. */}
      <Indicator label={badge} disabled={!badge} size={18} color="red" offset={4} inline>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setIsOpen((value) => !value)}
            aria-label={badge ? `Notifications, ${unreadCount} unread` : 'Notifications'}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
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
                      {formatRelativeTime(new Date(item.createdAt), new Date())}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
