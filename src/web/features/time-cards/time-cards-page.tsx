import { Alert, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TimecardSettings } from '../../../domain/timecard-settings.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { useSettingsRefresh } from '../settings/use-settings-refresh.ts';
import { timecardSettingsKey, timecardSettingsQuery } from '../timecard-settings/timecard-settings-queries.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { ApprovalsPanel } from './approvals-panel.tsx';
import { PtoPanel } from './pto-panel.tsx';
import { TeamPanel } from './team-panel.tsx';
import { useTimeCardsRefresh } from './time-cards-queries.ts';
import { TimeClock } from './time-clock.tsx';
import { TimesheetEditor } from './timesheet-editor.tsx';

const adminViews = ['mine', 'approvals', 'team'] as const;
type View = (typeof adminViews)[number];

/** /time-cards: the person's clock or timesheet and PTO; org admins also review submitted periods and see the team's hours. */
export function TimeCardsPage() {
  const { organization, role } = useWorkspace();
  const stored = useQuery(timecardSettingsQuery());
  useSettingsRefresh('timecard', timecardSettingsKey);
  useTimeCardsRefresh();
  const [params, setParams] = useSearchParams();
  const isAdmin = role === 'org_admin' || role === 'super_admin';
  const view: View = isAdmin && adminViews.includes(params.get('view') as View) ? (params.get('view') as View) : 'mine';

  function openView(next: string | null) {
    const changed = new URLSearchParams(params);
    if (!next || next === 'mine') changed.delete('view');
    else changed.set('view', next);
    setParams(changed, { replace: true });
  }

  return (
    <>
      <title>{`Time Cards · ${organization.name}`}</title>
      <Stack gap="lg" maw={1200}>
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Time Cards
          </Title>
          <Text c="dimmed" size="sm" mt={2}>
            Track your time, submit your timesheets and request time off
          </Text>
        </div>
        {stored.isPending ? (
          <PageLoader label="Loading time card settings..." />
        ) : stored.isError ? (
          <LoadFailure title="Could not load the time card settings" message={stored.error.message} />
        ) : !stored.data.isConfigured ? (
          <SetupRequired isAdmin={isAdmin} isChecking={stored.isFetching} onCheck={() => void stored.refetch()} />
        ) : isAdmin ? (
          <Tabs value={view} onChange={openView} keepMounted={false}>
            <Tabs.List mb="lg">
              <Tabs.Tab value="mine">My Time Card</Tabs.Tab>
              <Tabs.Tab value="approvals">Approvals</Tabs.Tab>
              <Tabs.Tab value="team">Team</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="mine">
              <MyTimeCard settings={stored.data.settings} />
            </Tabs.Panel>
            <Tabs.Panel value="approvals">
              <ApprovalsPanel settings={stored.data.settings} />
            </Tabs.Panel>
            <Tabs.Panel value="team">
              <TeamPanel />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <MyTimeCard settings={stored.data.settings} />
        )}
      </Stack>
    </>
  );
}

function MyTimeCard({ settings }: { settings: TimecardSettings }) {
  const [params] = useSearchParams();
  const isClock = settings.trackingMode === 'clock_in_out' || settings.trackingMode === 'daily_entry';
  return (
    <Stack gap="lg">
      {isClock && <TimeClock isDailyClockInRequired={settings.requiresDailyClockin} />}
      <TimesheetEditor settings={settings} initialDate={params.get('date')} />
      {settings.ptoTracking.enabled && <PtoPanel />}
    </Stack>
  );
}

/** Workspace.md 2.6: no settings yet. */
function SetupRequired({ isAdmin, isChecking, onCheck }: { isAdmin: boolean; isChecking: boolean; onCheck: () => void }) {
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={20} />} title="Setup Required" variant="light">
      <Stack gap="sm">
        <Text size="sm">
          Time cards have not been set up for your organization yet.{' '}
          {isAdmin ? 'Configure them in Settings to start tracking time.' : 'Ask an administrator to configure them.'}
        </Text>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconRefresh size={16} />} loading={isChecking} onClick={onCheck}>
            Check Settings
          </Button>
          {isAdmin && (
            <Button component={TenantLink} to="/settings?tab=timecard" leftSection={<IconSettings size={16} />}>
              Configure Time Cards
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
