import { Stack } from '@mantine/core';
import { NotificationList } from '../notifications/notification-list.tsx';
import { useWorkspace } from './workspace-context.ts';
import { WorkspacePageHeading } from './workspace-page-heading.tsx';

/** The workspace's notifications page, behind the bell's View all. */
export function StaffNotificationsPage() {
  const { organization } = useWorkspace();
  return (
    <>
      <title>{`Notifications · ${organization.name}`}</title>
      <Stack gap="lg" maw={820}>
        <WorkspacePageHeading organizationName={organization.name} title="Notifications" />
        <NotificationList />
      </Stack>
    </>
  );
}
