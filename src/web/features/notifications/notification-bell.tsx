import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../components/lazy-named.ts';
import { useKeptFocus } from '../../components/use-kept-focus.ts';
import { useOpenedOnce } from '../../components/use-opened-once.ts';
import { useRealtime } from '../realtime/use-realtime.ts';
import { badgeLabel, notificationKeys, notificationsQuery } from './notification-queries.ts';

const loadPopover = () => import('./notification-popover.tsx');
const NotificationPopover = lazyNamed(loadPopover, 'NotificationPopover');

export interface NotificationBellProps {
  /** The workspace bell lists the 5 latest unread; the customer and super admin bells the latest of all. */
  isUnreadOnly?: boolean;
  limit?: number;
}

/**
 * The bell with its unread badge (9+ above 9), live; the latest notifications open below it. Their popover is
 * fetched on the first click (or earlier, as the pointer or the focus reaches the bell) and then stays mounted.
 */
export function NotificationBell({ isUnreadOnly = false, limit = 10 }: NotificationBellProps) {
  const [isOpen, setIsOpen] = useState(false);
  const hasPopover = useOpenedOnce(isOpen);
  const keepFocus = useKeptFocus<HTMLButtonElement>();
  const queryClient = useQueryClient();
  const notifications = useQuery(notificationsQuery({ isUnreadOnly, limit }));

  useRealtime((signal) => {
    if (signal.kind === 'reconnected' || signal.event.type.startsWith('notification.')) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    }
  });

  const unreadCount = notifications.data?.unreadCount ?? 0;
  const badge = badgeLabel(unreadCount);

  const bell = (
    <ActionIcon
      ref={keepFocus}
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => setIsOpen((value) => !value)}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      // The popover closes on Escape from its own content; this closes it from the bell too.
      onKeyDown={(event) => event.key === 'Escape' && setIsOpen(false)}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-label={badge ? `Notifications, ${unreadCount} unread` : 'Notifications'}
    >
      <IconBell size={20} />
    </ActionIcon>
  );

  // The popover's target is the button itself, which takes its aria-expanded; the indicator around it is only drawn.
  return (
    <Indicator label={badge} disabled={!badge} size={18} color="red" offset={4} inline>
      {hasPopover ? (
        <Suspense fallback={bell}>
          <NotificationPopover isUnreadOnly={isUnreadOnly} limit={limit} opened={isOpen} onChange={setIsOpen}>
            {bell}
          </NotificationPopover>
        </Suspense>
      ) : (
        bell
      )}
    </Indicator>
  );
}
