import {
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_WARN_AT_PERCENT,
  SLA_POLICY_NAME_MAX,
  type SlaChannel,
  type SlaTarget,
  type SlaTargetKind,
  slaChannelLabels,
  slaChannels,
  slaPolicyInputSchema,
  slaTargetKinds,
  slaTargetLabels,
} from '../../../domain/service-levels.ts';
import { type Priority, priorities, priorityLabels } from '../../../domain/ticket-status.ts';
import { assigneesQuery } from '../tickets/staff-picker-queries.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { CustomerMultiSelect } from './customer-multi-select.tsx';
import { EditorActions, EditorFieldset, EditorModal, formErrorsOf } from './editor-frame.tsx';
import { amountOfMinutes, type TargetUnit, targetUnitMinutes, targetUnits } from './service-level-summaries.ts';
import { type PolicyChange, reasonOf, type SlaCalendar, type SlaPolicyView, useSavePolicy } from './service-levels-queries.ts';

// Select values are strings: these stand for "no calendar" and "nobody".
const AROUND_THE_CLOCK = 'around-the-clock';
const NOBODY = 'nobody';

interface TargetFields {
  isSet: boolean;
  amount: number | string;
  unit: TargetUnit;
  isBusinessHours: boolean;
}

interface PolicyFormValues {
  name: string;
  calendarId: string;
  priorities: string[];
  channels: string[];
  customerIds: string[];
  companies: string[];
  targets: Record<SlaTargetKind, TargetFields>;
  warnAtPercent: number | string;
  raisePriority: boolean;
  reassignTo: string;
}

type PolicyForm = UseFormReturnType<PolicyFormValues>;

/** What a new policy offers: a first reply within an hour and a resolution within a working day. */
const suggestedTargets: Record<SlaTargetKind, { minutes: number; isSet: boolean }> = {
  first_response: { minutes: 60, isSet: true },
  next_response: { minutes: 240, isSet: false },
  resolution: { minutes: 480, isSet: true },
  on_site_arrival: { minutes: 240, isSet: false },
};

function targetFieldsOf(kind: SlaTargetKind, target: SlaTarget | null | undefined, hasCalendar: boolean): TargetFields {
  const suggested = suggestedTargets[kind];
  const { amount, unit } = amountOfMinutes(target?.minutes ?? suggested.minutes);
  return {
    isSet: target === undefined ? suggested.isSet : target !== null,
    amount,
    unit,
    isBusinessHours: target?.isBusinessHours ?? hasCalendar,
  };
}

function valuesOf(policy: SlaPolicyView | null, calendars: readonly SlaCalendar[]): PolicyFormValues {
  const calendarId = policy ? (policy.calendarId ?? AROUND_THE_CLOCK) : (calendars[0]?.id ?? AROUND_THE_CLOCK);
  const hasCalendar = calendarId !== AROUND_THE_CLOCK;
  const targets = Object.fromEntries(
    slaTargetKinds.map((kind) => [kind, targetFieldsOf(kind, policy ? policy.targets[kind] : undefined, hasCalendar)]),
  ) as Record<SlaTargetKind, TargetFields>;
  return {
    name: policy?.name ?? '',
    calendarId,
    priorities: [...(policy?.match.priorities ?? [])],
    channels: [...(policy?.match.channels ?? [])],
    customerIds: [...(policy?.match.customerIds ?? [])],
    companies: [...(policy?.match.companies ?? [])],
    targets,
    warnAtPercent: policy?.warnAtPercent ?? DEFAULT_WARN_AT_PERCENT,
    raisePriority: policy?.breachActions.raisePriority ?? false,
    reassignTo: policy?.breachActions.reassignTo ?? NOBODY,
  };
}

/** An amount in a unit as whole minutes; 1.5 hours is 90. Rounding only clears the float's noise, so 0.5 minutes stays refused. */
function minutesOf({ amount, unit }: TargetFields): number {
  return Math.round(Number(amount) * targetUnitMinutes[unit] * 1000) / 1000;
}

function policyOf(values: PolicyFormValues): PolicyChange {
  const calendarId = values.calendarId === AROUND_THE_CLOCK ? null : values.calendarId;
  const targetOf = (fields: TargetFields) =>
    fields.isSet ? { minutes: minutesOf(fields), isBusinessHours: calendarId !== null && fields.isBusinessHours } : null;
  return {
    name: values.name,
    calendarId,
    match: {
      priorities: values.priorities as Priority[],
      channels: values.channels as SlaChannel[],
      customerIds: values.customerIds,
      companies: values.companies,
    },
    targets: {
      first_response: targetOf(values.targets.first_response),
      next_response: targetOf(values.targets.next_response),
      resolution: targetOf(values.targets.resolution),
      on_site_arrival: targetOf(values.targets.on_site_arrival),
    },
    warnAtPercent: Number(values.warnAtPercent),
    breachActions: { raisePriority: values.raisePriority, reassignTo: values.reassignTo === NOBODY ? null : values.reassignTo },
  };
}

/** Where the form shows a problem the policy's schema finds at a path of the request. */
function fieldOf(path: string): string {
  if (path.startsWith('match.')) return path.split('.')[1] ?? path;
  if (path.startsWith('breachActions.')) return path.split('.')[1] ?? path;
  return path.replace(/^(targets\.\w+)\.minutes$/, '$1.amount');
}

function validatePolicy(values: PolicyFormValues): Record<string, string> {
  const parsed = slaPolicyInputSchema.safeParse(policyOf(values));
  if (parsed.success) return {};
  const errors = formErrorsOf(parsed.error.issues, fieldOf);
  return errors.warnAtPercent ? { ...errors, warnAtPercent: 'Warn at 1 to 99 % of the target.' } : errors;
}

const priorityOptions = priorities.map((priority) => ({ value: priority, label: priorityLabels[priority] }));
const channelOptions = slaChannels.map((channel) => ({ value: channel, label: slaChannelLabels[channel] }));
const unitOptions = targetUnits.map((unit) => ({ value: unit, label: unit }));

interface PolicyEditorProps {
  policy: SlaPolicyView | null;
  calendars: readonly SlaCalendar[];
  isOpen: boolean;
  onClose(): void;
}

/** Adds a policy, or edits one: what tickets it covers, its targets and what a breach does. */
export function PolicyEditor({ policy, calendars, isOpen, onClose }: PolicyEditorProps) {
  return (
    <EditorModal title={policy ? `Edit ${policy.name}` : 'Add policy'} isOpen={isOpen} onClose={onClose}>
      <PolicyFormFields key={policy?.id ?? 'new'} policy={policy} calendars={calendars} onClose={onClose} />
    </EditorModal>
  );
}

function PolicyFormFields({ policy, calendars, onClose }: Omit<PolicyEditorProps, 'isOpen'>) {
  const form = useForm<PolicyFormValues>({ mode: 'controlled', initialValues: valuesOf(policy, calendars), validate: validatePolicy });
  const save = useSavePolicy();
  const calendarOptions = [
    ...calendars.map((calendar) => ({ value: calendar.id, label: calendar.name })),
    { value: AROUND_THE_CLOCK, label: 'None: around the clock' },
  ];

  function submit(values: PolicyFormValues) {
    save.mutate({ id: policy?.id ?? null, policy: policyOf(values) }, { onSuccess: onClose });
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Policy">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Policy name" required maxLength={SLA_POLICY_NAME_MAX} data-autofocus {...form.getInputProps('name')} />
          <Select
            label="Business hours"
            description="Business-hours targets count while it is open."
            data={calendarOptions}
            allowDeselect={false}
            {...form.getInputProps('calendarId')}
          />
        </SimpleGrid>

        <EditorFieldset legend="Applies to">
          <Text size="xs" c="dimmed" mb="sm">
            A ticket must match every field filled in; an empty field matches any ticket.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MultiSelect
              label="Priorities"
              placeholder={form.values.priorities.length === 0 ? 'Any priority' : undefined}
              data={priorityOptions}
              {...form.getInputProps('priorities')}
            />
            <MultiSelect
              label="Channels"
              placeholder={form.values.channels.length === 0 ? 'Any channel' : undefined}
              data={channelOptions}
              {...form.getInputProps('channels')}
            />
            <CustomerMultiSelect
              value={form.values.customerIds}
              onChange={(ids) => form.setFieldValue('customerIds', ids)}
              error={form.errors.customerIds ? String(form.errors.customerIds) : undefined}
            />
            <TagsInput
              label="Companies"
              description="Press Enter after each; matched ignoring case."
              placeholder={form.values.companies.length === 0 ? 'Any company' : undefined}
              {...form.getInputProps('companies')}
            />
          </SimpleGrid>
        </EditorFieldset>

        <EditorFieldset legend="Targets">
          <Stack gap="sm">
            {slaTargetKinds.map((kind) => (
              <TargetFieldset key={kind} form={form} kind={kind} />
            ))}
            <NumberInput
              label="Warn at"
              description="Share of a target used when the ticket shows as due soon."
              min={1}
              max={99}
              allowDecimal={false}
              allowNegative={false}
              suffix=" %"
              maw={220}
              {...form.getInputProps('warnAtPercent')}
            />
          </Stack>
        </EditorFieldset>

        <BreachFields form={form} />

        <EditorActions
          problem={reasonOf(save.error)}
          isPending={save.isPending}
          submitLabel={policy ? 'Save policy' : 'Add policy'}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

function TargetFieldset({ form, kind }: { form: PolicyForm; kind: SlaTargetKind }) {
  const path = `targets.${kind}` as const;
  const target = form.values.targets[kind];
  const hasCalendar = form.values.calendarId !== AROUND_THE_CLOCK;
  const isBusinessHours = hasCalendar && target.isBusinessHours;
  return (
    <Fieldset legend={slaTargetLabels[kind]} radius="md" p="sm">
      <Stack gap="xs">
        <Switch label="Set a target" {...form.getInputProps(`${path}.isSet`, { type: 'checkbox' })} />
        {target.isSet && (
          <Group align="flex-end" gap="sm">
            <NumberInput label="Within" min={0} allowNegative={false} w={110} {...form.getInputProps(`${path}.amount`)} />
            <NativeSelect label="Unit" data={unitOptions} w={110} {...form.getInputProps(`${path}.unit`)} />
            <SegmentedControl
              aria-label={`${slaTargetLabels[kind]} counts`}
              data={[
                { value: 'business', label: 'Business hours' },
                { value: 'always', label: 'Around the clock' },
              ]}
              value={isBusinessHours ? 'business' : 'always'}
              onChange={(value) => form.setFieldValue(`${path}.isBusinessHours`, value === 'business')}
              disabled={!hasCalendar}
            />
          </Group>
        )}
        {target.isSet && !hasCalendar && (
          <Text size="xs" c="dimmed">
            Without a calendar every target counts around the clock.
          </Text>
        )}
        {target.isSet && isBusinessHours && target.unit === 'days' && (
          <Text size="xs" c="dimmed">
            A day is 24 hours of opening time: three days of eight open hours.
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

function BreachFields({ form }: { form: PolicyForm }) {
  const { account } = useWorkspace();
  const staff = useQuery(assigneesQuery(account.user.id));
  const staffOptions = [
    { value: NOBODY, label: 'Nobody: keep the assignee' },
    ...(staff.data ?? []).map((member) => ({ value: member.id, label: member.name || member.email })),
  ];
  const chosen = form.values.reassignTo;
  if (staff.data && !staffOptions.some((option) => option.value === chosen)) {
    staffOptions.push({ value: chosen, label: 'A staff member no longer on the team' });
  }
  return (
    <EditorFieldset legend="On breach">
      <Stack gap="sm">
        <Checkbox label="Raise priority one step" {...form.getInputProps('raisePriority', { type: 'checkbox' })} />
        <Select
          label="Reassign to"
          data={staffOptions}
          allowDeselect={false}
          searchable
          maw={360}
          error={staff.error?.message ?? form.errors.reassignTo}
          value={form.values.reassignTo}
          onChange={(value) => form.setFieldValue('reassignTo', value ?? NOBODY)}
        />
      </Stack>
    </EditorFieldset>
  );
}
