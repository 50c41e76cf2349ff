import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SLA_POLICIES_MAX } from '../../../domain/service-levels.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import { SettingsSection } from '../settings/settings-section.tsx';
import { assigneesQuery } from '../tickets/staff-picker-queries.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { DeleteConfirmModal } from './delete-confirm-modal.tsx';
import { EditDeleteButtons } from './editor-frame.tsx';
import { PolicyEditor } from './policy-editor.tsx';
import { describeMatch, describeTargets } from './service-level-summaries.ts';
import { reasonOf, type SlaCalendar, type SlaPolicyView, useDeletePolicy, useReorderPolicies } from './service-levels-queries.ts';

const moves = [
  { label: 'up', by: -1, icon: IconArrowUp },
  { label: 'down', by: 1, icon: IconArrowDown },
] as const;

/** The policies in the order they are tried, to add, edit, delete and move. */
export function PoliciesSection({ policies, calendars }: { policies: SlaPolicyView[]; calendars: SlaCalendar[] }) {
  const [editing, setEditing] = useState<SlaPolicyView | null>(null);
  const [isEditorOpen, editor] = useDisclosure(false);
  const [deleting, setDeleting] = useState<SlaPolicyView | null>(null);
  const remove = useDeletePolicy();
  const reorder = useReorderPolicies();
  const { account } = useWorkspace();
  const staff = useQuery(assigneesQuery(account.user.id));

  function edit(policy: SlaPolicyView | null) {
    setEditing(policy);
    editor.open();
  }

  function closeDelete() {
    remove.reset();
    setDeleting(null);
  }

  function move(index: number, by: -1 | 1) {
    const ids = policies.map((policy) => policy.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids);
  }

  const calendarName = (policy: SlaPolicyView) => calendars.find((calendar) => calendar.id === policy.calendarId)?.name;
  const staffName = (id: string) => {
    const member = staff.data?.find((candidate) => candidate.id === id);
    return member ? member.name || member.email : 'a staff member';
  };
  const detailsOf = (policy: SlaPolicyView) => {
    const calendar = calendarName(policy);
    const onBreach = [
      policy.breachActions.raisePriority ? 'raise priority' : '',
      policy.breachActions.reassignTo ? `reassign to ${staffName(policy.breachActions.reassignTo)}` : '',
    ].filter(Boolean);
    return [
      calendar ? `Business hours: ${calendar}` : 'No calendar: around the clock',
      `warns at ${policy.warnAtPercent} %`,
      onBreach.length > 0 ? `on breach: ${onBreach.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' · ');
  };

  return (
    <SettingsSection
      id="sla-policies-title"
      title="Policies"
      text="Tried from the top: the first policy that matches a ticket gives it its targets. A ticket that no policy matches has none."
      action={
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => edit(null)}
          disabled={policies.length >= SLA_POLICIES_MAX}
          style={{ flexShrink: 0 }}
        >
          Add policy
        </Button>
      }
    >
      {policies.length === 0 ? (
        <Text size="sm" c="dimmed">
          No policies yet: add one to set the first-response and resolution times your customers can count on.
        </Text>
      ) : (
        <Stack gap="xs">
          <FormProblem problem={reasonOf(reorder.error)} />
          <Stack component="ol" gap={0} m={0} p={0} aria-labelledby="sla-policies-title" style={{ listStyle: 'none' }}>
            {policies.map((policy, index) => (
              <Group
                key={policy.id}
                component="li"
                justify="space-between"
                align="flex-start"
                gap="sm"
                py="sm"
                style={{ borderTop: index > 0 ? '1px solid var(--mantine-color-default-border)' : undefined }}
              >
                <Group align="flex-start" wrap="nowrap" gap="sm" style={{ flex: '1 1 320px' }}>
                  <Badge variant="light" color="gray" circle mt={2} aria-hidden>
                    {index + 1}
                  </Badge>
                  <Stack gap={2} miw={0}>
                    <Text size="sm" fw={600}>
                      {policy.name}
                    </Text>
                    <Text size="sm">{describeMatch(policy.match)}</Text>
                    <Text size="sm">{describeTargets(policy)}</Text>
                    <Text size="xs" c="dimmed">
                      {detailsOf(policy)}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  {moves.map(({ label, by, icon: Icon }) => (
                    <Tooltip key={label} label={`Move ${label}`}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Move ${policy.name} ${label}`}
                        disabled={!policies[index + by] || reorder.isPending}
                        onClick={() => move(index, by)}
                      >
                        <Icon size={18} />
                      </ActionIcon>
                    </Tooltip>
                  ))}
                  <EditDeleteButtons name={policy.name} onEdit={() => edit(policy)} onDelete={() => setDeleting(policy)} />
                </Group>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
      <PolicyEditor policy={editing} calendars={calendars} isOpen={isEditorOpen} onClose={editor.close} />
      <DeleteConfirmModal
        title="Delete policy"
        isOpen={deleting !== null}
        isPending={remove.isPending}
        problem={reasonOf(remove.error)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: closeDelete })}
        onClose={closeDelete}
      >
        Delete {deleting?.name ?? 'this policy'}? The open tickets it covers come under the next policy that matches them, or none.
      </DeleteConfirmModal>
    </SettingsSection>
  );
}
