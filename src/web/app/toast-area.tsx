import { Notifications } from '@mantine/notifications';

/** Where toasts show: below the content's corner, away from the header's bell and account menu. */
export function ToastArea() {
  return <Notifications position="bottom-right" />;
}
