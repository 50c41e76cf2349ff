import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  type AgentChange,
  type AgentRole,
  type AgentStatus,
  agentFormStatuses,
  agentMessages,
  agentRoleLabels,
  agentRoles,
  agentStatusLabels,
  DEFAULT_AGENT_DUTIES,
} from '../../../domain/agents.ts';
import { SkillsInput } from '../../components/skills-input.tsx';
import { type AddAgentResult, type TeamMember, useAddAgent, useUpdateAgent } from './agents-queries.ts';

interface FormValues {
  name: string;
  email: string;
  role: AgentRole;
  duties: string;
  status: AgentStatus;
  skills: string[];
}

const roleOptions = agentRoles.map((role) => ({ value: role, label: agentRoleLabels[role] }));

/** The form edits status as Available or Offline; a status the agent chose themselves stays offered as it is. */
function statusOptions(current: AgentStatus) {
  const statuses: AgentStatus[] = (agentFormStatuses as readonly AgentStatus[]).includes(current)
    ? [...agentFormStatuses]
    : [current, ...agentFormStatuses];
  return statuses.map((status) => ({ value: status, label: agentStatusLabels[status].label }));
}

/** What an edit changes, so that a field nobody touched is not sent. */
function changesOf(values: FormValues, agent: TeamMember): AgentChange {
  const change: AgentChange = {};
  if (values.name.trim() !== agent.name) change.name = values.name.trim();
  if (values.email.trim().toLowerCase() !== agent.email.toLowerCase()) change.email = values.email.trim();
  if (values.role !== agent.role) change.role = values.role;
  if ((values.duties.trim() || DEFAULT_AGENT_DUTIES) !== agent.duties) change.duties = values.duties.trim();
  if (values.status !== agent.status) change.status = values.status;
  if (values.skills.join('\n') !== agent.skills.join('\n')) change.skills = values.skills;
  return change;
}

/** Add Agent, or edit one: Save stays disabled until both name and e-mail are filled in. */
export function AgentFormModal({
  agent,
  isOpen,
  onClose,
  onAdded,
  onUpdated,
}: {
  /** The agent being edited; none when adding. */
  agent: TeamMember | null;
  isOpen: boolean;
  onClose(): void;
  onAdded(result: AddAgentResult): void;
  onUpdated(agent: TeamMember): void;
}) {
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={agent ? 'Edit Agent' : 'Add New Agent'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {isOpen && <AgentForm key={agent?.id ?? 'new'} agent={agent} onClose={onClose} onAdded={onAdded} onUpdated={onUpdated} />}
    </Modal>
  );
}

function AgentForm({
  agent,
  onClose,
  onAdded,
  onUpdated,
}: {
  agent: TeamMember | null;
  onClose(): void;
  onAdded(result: AddAgentResult): void;
  onUpdated(agent: TeamMember): void;
}) {
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: agent
      ? { name: agent.name, email: agent.email, role: agent.role, duties: agent.duties, status: agent.status, skills: agent.skills }
      : { name: '', email: '', role: 'agent', duties: DEFAULT_AGENT_DUTIES, status: 'active', skills: [] },
  });
  const add = useAddAgent();
  const update = useUpdateAgent();
  const mutation = agent ? update : add;
  const isFilled = form.values.name.trim() !== '' && form.values.email.trim() !== '';

  function submit(values: FormValues) {
    if (!isFilled) return;
    if (agent) {
      update.mutate({ id: agent.id, change: changesOf(values, agent) }, { onSuccess: onUpdated });
      return;
    }
    const { status, ...rest } = values;
    add.mutate({ ...rest, status: status === 'inactive' ? 'inactive' : 'active' }, { onSuccess: onAdded });
  }

  const problem = mutation.error;
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <TextInput label="Full name" required autoComplete="off" data-autofocus {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          disabled={agent?.hasAccount === true}
          description={agent?.hasAccount ? 'The address they sign in with cannot be changed here' : undefined}
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NativeSelect label="Role" data={roleOptions} {...form.getInputProps('role')} />
          <NativeSelect label="Status" data={statusOptions(agent?.status ?? 'active')} {...form.getInputProps('status')} />
        </SimpleGrid>
        <TextInput label="Duties" placeholder={DEFAULT_AGENT_DUTIES} maxLength={100} {...form.getInputProps('duties')} />
        <SkillsInput
          label="Skills"
          description="What they can do in the field. Suggest on the dispatch board puts those with a job's skills first."
          value={form.values.skills}
          onChange={(skills) => form.setFieldValue('skills', skills)}
        />
        {problem && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {agent ? problem.message : agentMessages.addFailed(problem.message)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!isFilled} loading={mutation.isPending}>
            {agent ? 'Save Changes' : 'Add Agent'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
