import { ActionIcon, Alert, Badge, Button, Card, Group, Modal, Stack, Switch, Table, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconPencil, IconSend, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { agentMessages, agentRoleLabels } from '../../../domain/agents.ts';
import { formatRelativeTime } from '../../../domain/relative-time.ts';
import { isAllowed } from '../../../domain/roles.ts';
import { ActionsColumnHeader } from '../../components/actions-column-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useCan } from '../access-settings/access-settings-queries.ts';
import {
  registrationSettingsKey,
  registrationSettingsQuery,
  useSaveRegistrationSettings,
} from '../settings/registration-settings-queries.ts';
import { SavedIndicator, useSavedIndicator } from '../settings/saved-indicator.tsx';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { useSettingsRefresh } from '../settings/use-settings-refresh.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { AgentFormModal } from './agent-form-modal.tsx';
import { AgentStatusBadgeText } from './agent-status-menu.tsx';
import {
  autoAssignKey,
  autoAssignQuery,
  type Invitation,
  invitationsQuery,
  type TeamMember,
  teamQuery,
  useRemoveAgent,
  useResendInvitation,
  useRevokeInvitation,
  useSaveAutoAssign,
  useTeamRefresh,
} from './agents-queries.ts';

/** How long a result message stays (workspace.md section 9). */
const RESULT_MS = 10_000;

type Result = { tone: 'success' | 'warning'; message: string; resendTo?: { email: string; name: string } };

function lastSeen(date: string | null): string {
  return date ? formatRelativeTime(new Date(date), new Date()) : 'Never';
}

/**
 * Settings → Agents: who may join, how tickets are assigned, the team and its invitations. An agent with the team boxes
 * (decision 186) sees the team, and adds and invites or edits and removes agents only as they allow.
 */
export function AgentsTab() {
  useTeamRefresh();
  const isAdmin = isAllowed('org_admin', useWorkspace().role);
  const canInvite = useCan('team.invite');
  const canManage = useCan('team.manage');
  const [result, setResult] = useState<Result | null>(null);
  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setResult(null), RESULT_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  return (
    <Stack gap="lg">
      {isAdmin && <TeamSettingsCard />}
      {result && <ResultAlert result={result} onResult={setResult} />}
      <TeamCard onResult={setResult} canInvite={canInvite} canManage={canManage} />
      {canInvite && <InvitationsCard onResult={setResult} />}
    </Stack>
  );
}

function ResultAlert({ result, onResult }: { result: Result; onResult(result: Result | null): void }) {
  const resend = useResendInvitation();
  const isSuccess = result.tone === 'success';
  const resendTo = result.resendTo;
  return (
    <Alert
      color={isSuccess ? 'green' : 'yellow'}
      icon={isSuccess ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
      role={isSuccess ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => onResult(null)}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{result.message}</Text>
        {resendTo && (
          <Button
            size="xs"
            variant="white"
            leftSection={<IconSend size={14} />}
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(resendTo, {
                onSuccess: () => onResult({ tone: 'success', message: agentMessages.invitationResent(resendTo.email) }),
                onError: (error) => onResult({ ...result, message: agentMessages.addedWithoutInvitation(error.message) }),
              })
            }
          >
            Resend
          </Button>
        )}
      </Group>
    </Alert>
  );
}

function TeamSettingsCard() {
  const registration = useQuery(registrationSettingsQuery());
  const autoAssign = useQuery(autoAssignQuery());
  useSettingsRefresh('registration', registrationSettingsKey);
  useSettingsRefresh('auto_assign', autoAssignKey);
  const saveRegistration = useSaveRegistrationSettings();
  const saveAutoAssign = useSaveAutoAssign();
  const saved = useSavedIndicator();
  const problem = registration.error ?? autoAssign.error ?? saveRegistration.error ?? saveAutoAssign.error;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="team-settings-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="lg" id="team-settings-title">
              Team Settings
            </Title>
            <Text size="sm" c="dimmed" mt={2}>
              Who may join as an agent, and how new tickets reach the team.
            </Text>
          </div>
          <SavedIndicator isShown={saved.isShown} />
        </Group>
        {registration.isPending || autoAssign.isPending ? (
          <PageLoader label="Loading settings..." />
        ) : (
          <>
            <Switch
              label="Agent self-registration"
              description="People can sign up as agents on your organization's site; otherwise agents join by invitation only."
              checked={registration.data?.agentSelfRegistrationEnabled ?? false}
              disabled={!registration.data || saveRegistration.isPending}
              onChange={(event) => {
                if (!registration.data) return;
                const agentSelfRegistrationEnabled = event.currentTarget.checked;
                saveRegistration.mutate({ ...registration.data, agentSelfRegistrationEnabled }, { onSuccess: saved.flash });
              }}
            />
            <Switch
              label="Auto-assign new tickets"
              description="Each new ticket goes round-robin to agents who are Available, else Busy; never to Away or Offline agents. The agent is notified."
              checked={autoAssign.data?.autoAssignEnabled ?? false}
              disabled={!autoAssign.data || saveAutoAssign.isPending}
              onChange={(event) => saveAutoAssign.mutate(event.currentTarget.checked, { onSuccess: saved.flash })}
            />
          </>
        )}
        {problem && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {problem.message}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

function TeamCard({ onResult, canInvite, canManage }: { onResult(result: Result | null): void; canInvite: boolean; canManage: boolean }) {
  const team = useQuery(teamQuery());
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [isFormOpen, formModal] = useDisclosure(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  function openForm(agent: TeamMember | null) {
    setEditing(agent);
    formModal.open();
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="team-title">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={2} fz="lg" id="team-title">
              Team
            </Title>
            <Text size="sm" c="dimmed" mt={2}>
              Agents and admins of your organization. Statuses update as each person sets theirs.
            </Text>
          </div>
          {canInvite && (
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => openForm(null)}>
              Add Agent
            </Button>
          )}
        </Group>
        {team.isPending && <PageLoader label="Loading team..." />}
        {team.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {team.error.message}
          </Alert>
        )}
        {team.data && team.data.agents.length === 0 && (
          <Text size="sm" c="dimmed">
            No agents yet. Add your first agent to invite them.
          </Text>
        )}
        {team.data && team.data.agents.length > 0 && (
          <TeamTable
            agents={team.data.agents}
            onEdit={canManage ? openForm : undefined}
            onRemove={canManage ? setRemoving : undefined}
            onResult={canInvite ? onResult : undefined}
          />
        )}
      </Stack>
      <AgentFormModal
        agent={editing}
        isOpen={isFormOpen}
        onClose={formModal.close}
        onAdded={(added) => {
          formModal.close();
          onResult(
            added.invitation.isSent
              ? { tone: 'success', message: added.invitation.message }
              : { tone: 'warning', message: added.invitation.message, resendTo: { email: added.agent.email, name: added.agent.name } },
          );
        }}
        onUpdated={() => {
          formModal.close();
          onResult({ tone: 'success', message: agentMessages.updated });
        }}
      />
      <RemoveAgentModal agent={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}

function InvitationState({ agent }: { agent: TeamMember }) {
  if (agent.invitation === 'pending')
    return (
      <Badge variant="light" color="blue">
        Invited
      </Badge>
    );
  if (agent.invitation === 'expired')
    return (
      <Badge variant="light" color="orange">
        Invitation expired
      </Badge>
    );
  if (agent.invitation === 'none')
    return (
      <Badge variant="light" color="gray">
        Not invited
      </Badge>
    );
  return null;
}

function TeamTable({
  agents,
  onEdit,
  onRemove,
  onResult,
}: {
  agents: TeamMember[];
  /** Each action is offered only with its handler: the caller leaves out what the permission matrix refuses. */
  onEdit?: ((agent: TeamMember) => void) | undefined;
  onRemove?: ((agent: TeamMember) => void) | undefined;
  /** Resending an invitation reports here. */
  onResult?: ((result: Result | null) => void) | undefined;
}) {
  const resend = useResendInvitation();
  function resendTo(agent: TeamMember) {
    resend.mutate(
      { email: agent.email, name: agent.name },
      {
        onSuccess: () => onResult?.({ tone: 'success', message: agentMessages.invitationResent(agent.email) }),
        onError: (error) => onResult?.({ tone: 'warning', message: error.message }),
      },
    );
  }
  const actions = (agent: TeamMember) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onResult && !agent.hasAccount && (
        <Tooltip label="Resend invitation">
          <ActionIcon
            variant="subtle"
            aria-label={`Resend invitation to ${agent.name}`}
            onClick={() => resendTo(agent)}
            loading={resend.isPending}
          >
            <IconSend size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onEdit && (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" aria-label={`Edit ${agent.name}`} onClick={() => onEdit(agent)}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onRemove && !agent.isYou && (
        <Tooltip label="Remove">
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${agent.name}`} onClick={() => onRemove(agent)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );

  return (
    <>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover aria-labelledby="team-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Duties</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Last seen</Table.Th>
              <ActionsColumnHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {agents.map((agent) => (
              <Table.Tr key={agent.id} data-testid={`agent-row-${agent.email}`}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {agent.name}
                    </Text>
                    {agent.isYou && (
                      <Badge variant="outline" size="xs">
                        You
                      </Badge>
                    )}
                    <InvitationState agent={agent} />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{agent.email}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={agent.role === 'admin' ? 'grape' : 'blue'}>
                    {agentRoleLabels[agent.role]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{agent.duties}</Text>
                </Table.Td>
                <Table.Td>
                  <AgentStatusBadgeText status={agent.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{lastSeen(agent.lastSeenAt)}</Text>
                </Table.Td>
                <Table.Td>{actions(agent)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm">
        {agents.map((agent) => (
          <Card key={agent.id} withBorder radius="md" padding="sm" data-testid={`agent-card-${agent.email}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} miw={0}>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {agent.name}
                  </Text>
                  <Badge variant="light" size="sm" color={agent.role === 'admin' ? 'grape' : 'blue'}>
                    {agentRoleLabels[agent.role]}
                  </Badge>
                  <InvitationState agent={agent} />
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {agent.email}
                </Text>
                <AgentStatusBadgeText status={agent.status} />
                <Text size="xs" c="dimmed">
                  {agent.duties} · Last seen: {lastSeen(agent.lastSeenAt)}
                </Text>
              </Stack>
              {actions(agent)}
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}

function RemoveAgentModal({ agent, onClose }: { agent: TeamMember | null; onClose(): void }) {
  const remove = useRemoveAgent();
  return (
    <Modal opened={agent !== null} onClose={onClose} title="Remove Agent" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {agent && (
        <Stack gap="md">
          <Text size="sm">{agentMessages.removeConfirmation(agent.name)}</Text>
          <Text size="sm" c="dimmed">
            Their tickets go back to the queue, and they are signed out of{' '}
            {agent.hasAccount ? 'every device' : 'nothing: they never signed up'}.
          </Text>
          {remove.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
              {remove.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(agent.id, { onSuccess: onClose })}>
              Remove
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function InvitationsCard({ onResult }: { onResult(result: Result | null): void }) {
  const formats = useDateFormats();
  const invitations = useQuery(invitationsQuery());
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const open =
    invitations.data?.invitations.filter((invitation) => invitation.status === 'pending' || invitation.status === 'expired') ?? [];

  function resendInvitation(invitation: Invitation) {
    const invitee = { email: invitation.email, name: invitation.name ?? invitation.email };
    resend.mutate(invitee, {
      onSuccess: () => onResult({ tone: 'success', message: agentMessages.invitationResent(invitation.email) }),
      onError: (error) => onResult({ tone: 'warning', message: error.message }),
    });
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="invitations-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="invitations-title">
            Pending Invitations
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            Each link works once, for 7 days. Resending sends a new link; the earlier one stops working.
          </Text>
        </div>
        {invitations.isPending && <PageLoader label="Loading invitations..." />}
        {invitations.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {invitations.error.message}
          </Alert>
        )}
        {invitations.data && open.length === 0 && (
          <Text size="sm" c="dimmed">
            No pending invitations.
          </Text>
        )}
        {revoke.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {revoke.error.message}
          </Alert>
        )}
        {open.map((invitation) => (
          <Group key={invitation.id} justify="space-between" gap="sm" data-testid={`invitation-${invitation.email}`}>
            <div>
              <Text size="sm" fw={500}>
                {invitation.name ? `${invitation.name} · ${invitation.email}` : invitation.email}
              </Text>
              <Text size="xs" c="dimmed">
                {invitation.status === 'expired'
                  ? 'Expired'
                  : `Sent ${formatRelativeTime(new Date(invitation.createdAt), new Date())}, expires ${formats.date(invitation.expiresAt)}`}
              </Text>
            </div>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconSend size={14} />}
                onClick={() => resendInvitation(invitation)}
                loading={resend.isPending && resend.variables?.email === invitation.email}
                aria-label={`Resend invitation to ${invitation.email}`}
              >
                Resend
              </Button>
              {invitation.status === 'pending' && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => revoke.mutate(invitation.id)}
                  loading={revoke.isPending && revoke.variables === invitation.id}
                  aria-label={`Revoke invitation to ${invitation.email}`}
                >
                  Revoke
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
