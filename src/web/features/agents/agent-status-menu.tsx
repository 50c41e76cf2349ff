import { ColorSwatch, Group, NativeSelect, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type AgentStatus, agentMessages, agentStatuses, agentStatusLabels } from '../../../domain/agents.ts';
import { ownAgentQuery, useSetOwnStatus, useTeamRefresh } from './agents-queries.ts';

function StatusDot({ status }: { status: AgentStatus }) {
  return <ColorSwatch color={`var(--mantine-color-${agentStatusLabels[status].color}-6)`} size={10} withShadow={false} aria-hidden />;
}

/** 'Set Your Status': the signed-in staff member's own availability, for those with an agent record. */
export function AgentStatusMenu() {
  const own = useQuery(ownAgentQuery());
  const save = useSetOwnStatus();
  useTeamRefresh();

  if (own.isPending) return null;
  const agent = own.data?.agent;
  if (!agent) {
    return (
      <Text size="xs" c="dimmed">
        {own.isError ? own.error.message : agentMessages.noAgentProfile}
      </Text>
    );
  }

  function choose(status: AgentStatus) {
    save.mutate(status, {
      onError: (error) => notifications.show({ color: 'red', title: 'Could not save your status', message: error.message }),
    });
  }

  return (
    <NativeSelect
      label="Set Your Status"
      size="xs"
      value={agent.status}
      disabled={save.isPending}
      leftSection={<StatusDot status={agent.status} />}
      onChange={(event) => choose(event.currentTarget.value as AgentStatus)}
      data={agentStatuses.map((status) => ({
        value: status,
        label: `${agentStatusLabels[status].label} – ${agentStatusLabels[status].description}`,
      }))}
    />
  );
}

export function AgentStatusBadgeText({ status }: { status: AgentStatus }) {
  return (
    <Group gap={6} wrap="nowrap">
      <StatusDot status={status} />
      <Text size="sm">{agentStatusLabels[status].label}</Text>
    </Group>
  );
}
