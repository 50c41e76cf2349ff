import { Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { isAllowed } from '../../../domain/roles.ts';
import { StatusPanel } from '../../components/status-panel.tsx';
import { TenantLink } from '../tenancy/tenant-link.tsx';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { settingsTabs } from './settings-tabs.tsx';

const TAB_PARAMETER = 'tab';

/** /settings: the organization's settings for its admins, one tab at a time, the tab kept in the address. */
export function SettingsPage() {
  const { role, organization } = useWorkspace();
  const [params, setParams] = useSearchParams();

  if (!isAllowed('org_admin', role)) {
    return (
      <>
        <title>{`Access Denied · ${organization.name}`}</title>
        <StatusPanel
          icon={<IconLock size={32} stroke={1.5} />}
          color="red"
          title="Access Denied"
          actions={
            <Button component={TenantLink} to="/dashboard" leftSection={<IconArrowLeft size={16} />}>
              Back to the dashboard
            </Button>
          }
        >
          You need admin privileges to access settings.
        </StatusPanel>
      </>
    );
  }

  const current = settingsTabs.find((tab) => tab.value === params.get(TAB_PARAMETER)) ?? settingsTabs[0];
  function choose(value: string | null) {
    if (!value) return;
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(TAB_PARAMETER, value);
      return next;
    });
  }

  return (
    <>
      <title>{`Settings · ${organization.name}`}</title>
      <Stack gap="lg" maw={1200}>
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Settings
          </Title>
          <Text c="dimmed" size="sm" mt={2}>
            Configure how {organization.name} works.
          </Text>
        </div>
        <Tabs value={current?.value ?? null} onChange={choose} keepMounted={false}>
          <Tabs.List mb="lg">
            {settingsTabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} leftSection={<tab.icon size={16} stroke={1.75} />}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {settingsTabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              {tab.panel}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}
