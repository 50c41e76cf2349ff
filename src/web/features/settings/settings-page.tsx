import { Alert, Button, Group, Menu, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChevronDown, IconEye, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { isAllowed } from '../../../domain/roles.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { StatusPanel } from '../../components/status-panel.tsx';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { permissionsQuery, useCan } from '../access-settings/access-settings-queries.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { SettingsReadOnlyContext } from './settings-read-only.ts';
import { type SettingsTab, settingsTabs } from './settings-tabs.tsx';

const TAB_PARAMETER = 'tab';

function AccessDenied({ organizationName, ownTab }: { organizationName: string; ownTab: SettingsTab | undefined }) {
  return (
    <>
      <title>{`Access Denied · ${organizationName}`}</title>
      <StatusPanel
        icon={<IconLock size={32} stroke={1.5} />}
        color="red"
        title="Access Denied"
        actions={
          <Group gap="sm" justify="center">
            {ownTab && (
              <Button component={TenantLink} to={`/settings?${TAB_PARAMETER}=${ownTab.value}`} leftSection={<ownTab.icon size={16} />}>
                Open your {ownTab.label.toLowerCase()}
              </Button>
            )}
            <Button
              component={TenantLink}
              to="/dashboard"
              variant={ownTab ? 'default' : 'filled'}
              leftSection={<IconArrowLeft size={16} />}
            >
              Back to the dashboard
            </Button>
          </Group>
        }
      >
        You need admin privileges to access settings.
      </StatusPanel>
    </>
  );
}

/** A tab an agent may see but not change: every control in it is disabled, and a note says why. */
function ViewOnly({ children }: { children: ReactNode }) {
  return (
    <Stack gap="md">
      <Alert color="blue" icon={<IconEye size={18} />} title="View only">
        You can see these settings but not change them. An org admin can grant Edit settings in Settings, Permissions.
      </Alert>
      <fieldset disabled style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <SettingsReadOnlyContext value={true}>{children}</SettingsReadOnlyContext>
      </fieldset>
    </Stack>
  );
}

/** On a phone the tabs do not fit a row: a menu names the current tab and offers the others. */
function TabMenu({ tabs, current, onChoose }: { tabs: readonly SettingsTab[]; current: SettingsTab; onChoose(value: string): void }) {
  return (
    <Menu position="bottom-start" width="target">
      <Menu.Target>
        <Button
          variant="default"
          fullWidth
          justify="space-between"
          leftSection={<current.icon size={16} stroke={1.75} />}
          rightSection={<IconChevronDown size={16} />}
          aria-label={`Settings section: ${current.label}`}
        >
          {current.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {tabs.map((tab) => (
          <Menu.Item key={tab.value} leftSection={<tab.icon size={16} stroke={1.75} />} onClick={() => onChoose(tab.value)}>
            {tab.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * /settings: the organization's settings for its admins and each staff member's own profile, one tab at a
 * time, the tab kept in the address.
 */
export function SettingsPage() {
  const { role, organization } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const isAdmin = isAllowed('org_admin', role);
  // An agent's tabs depend on the permission matrix: the page waits for it rather than refuse a tab it grants.
  const matrix = useQuery({ ...permissionsQuery(), enabled: role === 'agent' });
  const canViewSettings = useCan('settings.view');
  const canEditSettings = useCan('settings.edit');
  const canViewTeam = useCan('team.view');
  const isGranted = { 'settings.view': canViewSettings, 'team.view': canViewTeam };
  const isOpen = (tab: SettingsTab) => isAdmin || !tab.isAdminOnly || (tab.agentPermission !== undefined && isGranted[tab.agentPermission]);
  const tabs = settingsTabs.filter((tab) => isOpen(tab) && !(tab.isTenantOnly && organization.isPlatform));
  const asked = settingsTabs.find((tab) => tab.value === params.get(TAB_PARAMETER));
  const current = asked && tabs.includes(asked) ? asked : tabs[0];
  const isViewOnly = (tab: SettingsTab) => !isAdmin && tab.agentPermission === 'settings.view' && !canEditSettings;

  if (role === 'agent' && matrix.isPending) return <PageLoader label="Loading settings..." />;

  // An admin tab named in the address, or no tab at all, is refused to a staff member who is not an admin.
  if (!current || (asked && !tabs.includes(asked))) return <AccessDenied organizationName={organization.name} ownTab={tabs[0]} />;

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
            {isAdmin
              ? `Configure how ${organization.name} works.`
              : canViewSettings
                ? `Your profile, notifications and saved replies, and how ${organization.name} works.`
                : 'Your profile, notifications and saved replies.'}
          </Text>
        </div>
        <Tabs value={current.value} onChange={choose} keepMounted={false}>
          <Tabs.List mb="lg" visibleFrom="sm">
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} leftSection={<tab.icon size={16} stroke={1.75} />}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Stack hiddenFrom="sm" mb="md">
            <TabMenu tabs={tabs} current={current} onChoose={choose} />
          </Stack>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              <Suspense fallback={<PageLoader label="Loading…" />}>
                {isViewOnly(tab) ? <ViewOnly>{tab.panel}</ViewOnly> : tab.panel}
              </Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}
