import { Box, SimpleGrid, Tabs, Text } from '@mantine/core';
import { IconBell, IconUser } from '@tabler/icons-react';
import { NotificationPreferencesPanel } from '../notification-preferences/notification-preferences-panel.tsx';
import { TwoFactorCard } from '../two-factor/two-factor-card.tsx';
import { DashboardDialog } from './dashboard-dialog.tsx';

interface ProfileDetails {
  name: string;
  email: string;
  role: string;
  organization: string;
}

interface ProfileSettingsDialogProps {
  opened: boolean;
  profile: ProfileDetails;
  onClose(): void;
}

/** Profile and Settings: who the customer is, their two-factor sign-in, and how they are notified. */
export function ProfileSettingsDialog({ opened, profile, onClose }: ProfileSettingsDialogProps) {
  return (
    <DashboardDialog opened={opened} onClose={onClose} title="Profile and Settings">
      <Tabs defaultValue="profile" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile" leftSection={<IconUser size={16} />}>
            Profile
          </Tabs.Tab>
          <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />}>
            Notifications
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="dl" m={0}>
            <ProfileField label="Name" value={profile.name} />
            <ProfileField label="Email" value={profile.email} />
            <ProfileField label="Role" value={profile.role} />
            <ProfileField label="Organization" value={profile.organization} />
          </SimpleGrid>
          <Box mt="lg">
            <TwoFactorCard />
          </Box>
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NotificationPreferencesPanel />
        </Tabs.Panel>
      </Tabs>
    </DashboardDialog>
  );
}

function ProfileField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
