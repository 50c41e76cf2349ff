import { Alert, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { priorities } from '../../../domain/ticket-status.ts';
import {
  autoAssignChoices,
  schedulingViews,
  timeSlotMinutes,
  type WorkOrderSettings,
  workOrderViewLayouts,
} from '../../../domain/work-order-settings.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { SavedIndicator } from '../settings/saved-indicator.tsx';
import { type SettingsForm, useSettingsForm } from '../settings/use-settings-form.tsx';
import { useSettingsRefresh } from '../settings/use-settings-refresh.ts';
import { LayoutDesigner } from './layout-designer.tsx';
import {
  type StoredWorkOrderSettings,
  useSaveWorkOrderSettings,
  workOrderKeys,
  workOrderLayoutQuery,
  workOrderSettingsQuery,
} from './work-orders-queries.ts';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const viewLabels = { card: 'Cards', list: 'List', table: 'Table' } as const;
const assignLabels = {
  none: 'Nobody (assign by hand)',
  creator: 'The person who creates it',
  'round-robin': 'Round-robin among available agents',
} as const;

type FormValues = StoredWorkOrderSettings['settings'] & { workOrdersEnabled: boolean };

const switches: { key: keyof WorkOrderSettings; label: string; description: string }[] = [
  { key: 'showWorkOrderNumbers', label: 'Show work order numbers', description: 'WO-0001 on cards and in lists' },
  { key: 'showEstimatedHours', label: 'Show estimated hours', description: 'On cards, in lists and in the table' },
  { key: 'enableSignatureCapture', label: 'Require a signature', description: 'Mark Complete needs the customer’s signature' },
  { key: 'requirePhotoDocumentation', label: 'Require photos', description: 'Mark Complete needs at least one photo' },
  { key: 'showPriorityColors', label: 'Priority colours', description: 'Colour the priority badge by urgency' },
  { key: 'showStatusIcons', label: 'Status icons', description: 'An icon beside each status' },
  { key: 'compactCardLayout', label: 'Compact cards', description: 'Title, number and status only' },
  { key: 'darkModeCards', label: 'Dark cards', description: 'Cards on a dark background' },
];

const valuesOf = (stored: StoredWorkOrderSettings): FormValues => ({ ...stored.settings, workOrdersEnabled: stored.workOrdersEnabled });

/** Settings → Work Orders: the work_orders_enabled switch, every work order setting, and the layout designer. */
export function WorkOrderSettingsTab() {
  const settings = useSettingsForm({
    query: workOrderSettingsQuery(),
    refreshGroup: 'workorders',
    valuesOf,
    save: useSaveWorkOrderSettings(),
    inputOf: ({ workOrdersEnabled, ...rest }) => ({ settings: rest, workOrdersEnabled }),
    savedValuesOf: valuesOf,
    loadFailureTitle: 'Could not load the work order settings',
    saveFailure: 'Could not save the work order settings.',
  });
  const layout = useQuery(workOrderLayoutQuery());
  useSettingsRefresh('workorder_layout', workOrderKeys.layout);

  if (settings.fallback) return settings.fallback;
  if (layout.isPending) return <PageLoader label="Loading settings..." />;
  if (layout.isError) return <LoadFailure title="Could not load the work order layout" message={layout.error.message} />;
  return (
    <Stack gap="lg">
      <WorkOrderSettingsForm settings={settings} />
      <LayoutDesigner layout={layout.data} />
    </Stack>
  );
}

function WorkOrderSettingsForm({ settings }: { settings: SettingsForm<StoredWorkOrderSettings, FormValues> }) {
  const { form } = settings;
  const select = (key: keyof FormValues) => ({
    ...form.getInputProps(key),
    value: String(form.values[key]),
  });

  return (
    <form onSubmit={settings.onSubmit} noValidate>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="work-order-settings-title">
        <Stack gap="lg">
          <div>
            <Title order={2} fz="lg" id="work-order-settings-title">
              Work Orders
            </Title>
            <Text size="sm" c="dimmed" mt={2}>
              How work orders are listed, assigned and completed.
            </Text>
          </div>
          <Switch
            size="md"
            label="Work orders enabled"
            description="Off: the Work Orders screen shows a setup prompt and no work order can be created"
            {...form.getInputProps('workOrdersEnabled', { type: 'checkbox' })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <NativeSelect
              label="View layout"
              data={workOrderViewLayouts.map((value) => ({ value, label: viewLabels[value] }))}
              {...select('defaultViewLayout')}
            />
            <NativeSelect
              label="Cards per row"
              data={['1', '2', '3', '4']}
              {...select('cardsPerRow')}
              onChange={(event) => form.setFieldValue('cardsPerRow', Number(event.currentTarget.value))}
            />
            <NativeSelect
              label="Default priority"
              data={priorities.map((value) => ({ value, label: capitalized(value) }))}
              {...select('defaultPriority')}
            />
            <NativeSelect
              label="Auto-assign new work orders to"
              data={autoAssignChoices.map((value) => ({ value, label: assignLabels[value] }))}
              {...select('autoAssignTo')}
            />
            <NativeSelect
              label="Scheduling view"
              description="How the calendar first shows scheduled work"
              data={schedulingViews.map((value) => ({ value, label: capitalized(value) }))}
              {...select('defaultSchedulingView')}
            />
            <NativeSelect
              label="Time slot"
              description="Length of a scheduling slot"
              data={timeSlotMinutes.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
              {...select('timeSlotDuration')}
              onChange={(event) =>
                form.setFieldValue('timeSlotDuration', Number(event.currentTarget.value) as WorkOrderSettings['timeSlotDuration'])
              }
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {switches.map((item) => (
              <Switch
                key={item.key}
                label={item.label}
                description={item.description}
                {...form.getInputProps(item.key, { type: 'checkbox' })}
              />
            ))}
          </SimpleGrid>
          {settings.saveProblem && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title="The settings were not saved">
              {settings.saveProblem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <SavedIndicator isShown={settings.isSaved} />
            <Button type="submit" loading={settings.isSaving}>
              Save Settings
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
