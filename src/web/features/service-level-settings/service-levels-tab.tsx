import { Checkbox, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { pausableStatuses } from '../../../domain/service-levels.ts';
import { ticketStatusLabels } from '../../../domain/ticket-status.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import { SaveRow } from '../settings/saved-indicator.tsx';
import { SettingsSection } from '../settings/settings-section.tsx';
import { type SettingsForm, useSettingsForm } from '../settings/use-settings-form.tsx';
import { TicketTime } from '../tickets/ticket-time.tsx';
import { CalendarsSection } from './calendars-section.tsx';
import { PoliciesSection } from './policies-section.tsx';
import {
  type PausingSettings,
  type Recompute,
  reasonOf,
  type ServiceLevels,
  serviceLevelsQuery,
  useSavePausingStatuses,
} from './service-levels-queries.ts';

/**
 * Settings → Service Levels: the statuses that pause the clocks, the business-hours calendars and the policies that
 * give tickets their targets. Each change is saved on its own and brings the open tickets under it in the background.
 */
export function ServiceLevelsTab() {
  const pausing = useSettingsForm({
    query: serviceLevelsQuery(),
    refreshGroup: null,
    valuesOf: (levels): PausingSettings => levels.settings,
    save: useSavePausingStatuses(),
    inputOf: (values) => values,
    savedValuesOf: (saved) => saved,
    loadingLabel: 'Loading service levels…',
    loadFailureTitle: 'Could not load the service levels',
    canRetryLoad: true,
    saveFailure: 'Could not save the pausing statuses.',
    describeSaveError: reasonOf,
  });
  if (pausing.fallback || !pausing.data) return pausing.fallback;
  const { calendars, policies, recompute } = pausing.data;
  return (
    <Stack gap="lg" maw={1000}>
      <RecomputeStatus recompute={recompute} />
      <PausingStatusesSection pausing={pausing} />
      <CalendarsSection calendars={calendars} policies={policies} />
      <PoliciesSection policies={policies} calendars={calendars} />
    </Stack>
  );
}

const ticketsText = (count: number) => `${count} ${count === 1 ? 'ticket' : 'tickets'}`;

/** How far the open tickets have been brought under the last change; nothing before the first change. */
export function RecomputeStatus({ recompute }: { recompute: Recompute | null }) {
  if (!recompute) return null;
  if (recompute.finishedAt === null) {
    return (
      <Stack gap={6} role="status" aria-label="Open tickets">
        <Group gap="xs">
          <Loader size={14} />
          <Text size="sm">
            Updating open tickets: {recompute.done} of {recompute.total}
          </Text>
        </Group>
        <Progress value={recompute.total > 0 ? (100 * recompute.done) / recompute.total : 0} size="sm" maw={360} aria-hidden />
      </Stack>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" role="status" aria-label="Open tickets">
      <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" c="dimmed">
        Open tickets up to date ({ticketsText(recompute.total)}, <TicketTime iso={recompute.finishedAt} />)
      </Text>
    </Group>
  );
}

function PausingStatusesSection({ pausing }: { pausing: SettingsForm<ServiceLevels, PausingSettings> }) {
  return (
    <SettingsSection
      id="sla-pausing-title"
      title="Pausing statuses"
      text="While a ticket has one of these statuses its clocks stand still, and the time it spends there is credited back to its targets."
    >
      <form onSubmit={pausing.onSubmit} noValidate>
        <Stack gap="md">
          <Checkbox.Group label="Statuses that pause the clocks" {...pausing.form.getInputProps('pausingStatuses')}>
            <Group gap="lg" mt="xs">
              {pausableStatuses.map((status) => (
                <Checkbox key={status} value={status} label={ticketStatusLabels[status]} />
              ))}
            </Group>
          </Checkbox.Group>
          <FormProblem problem={pausing.saveProblem} />
          <SaveRow label="Save statuses" isPending={pausing.isSaving} isSaved={pausing.isSaved} />
        </Stack>
      </form>
    </SettingsSection>
  );
}
