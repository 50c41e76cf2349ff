import { Box, Button, ColorSwatch, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
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
  const current = agentStatusLabels[agent.status];

  function choose(status: AgentStatus) {
    save.mutate(status, {
      onError: (error) => notifications.show({ color: 'red', title: 'Could not save your status', message: error.message }),
    });
  }

  return (
    <Menu position="top-start" width={240}>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          fullWidth
          justify="space-between"
          loading={save.isPending}
          leftSection={<StatusDot status={agent.status} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={`Set Your Status: ${current.label}`}
        >
          {current.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Set Your Status</Menu.Label>
        {agentStatuses.map((status) => (
          <Menu.Item
            key={status}
            onClick={() => choose(status)}
            leftSection={<StatusDot status={status} />}
            rightSection={status === agent.status ? <IconCheck size={14} aria-label="current" /> : null}
          >
            <Box>
              <Text size="sm" fw={500}>
                {agentStatusLabels[status].label}
              </Text>
              <Text size="xs" c="dimmed">
                {agentStatusLabels[status].description}
              </Text>
            </Box>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
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
