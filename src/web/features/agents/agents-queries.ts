import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentChange, AgentFormInput, AgentStatus } from '../../../domain/agents.ts';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { useRealtime } from '../realtime/use-realtime.ts';

export type TeamList = paths['/api/agents']['get']['responses'][200]['content']['application/json'];
export type TeamMember = TeamList['agents'][number];
export type AddAgentResult = paths['/api/agents']['post']['responses'][201]['content']['application/json'];
export type InvitationList = paths['/api/agent-invitations']['get']['responses'][200]['content']['application/json'];
export type Invitation = InvitationList['invitations'][number];

/** Everything the Agents tab and the status widget show: one realtime event refetches it all. */
export const teamKeys = {
  all: ['team'] as const,
  list: ['team', 'agents'] as const,
  invitations: ['team', 'invitations'] as const,
  own: ['team', 'own'] as const,
};
export const autoAssignKey = ['settings', 'auto-assign'] as const;

export function teamQuery() {
  return queryOptions({
    queryKey: teamKeys.list,
    queryFn: async ({ signal }): Promise<TeamList> =>
      dataOrThrow(await api.GET('/api/agents', { params: { query: { limit: 200 } }, signal }), 'Could not load the team.'),
  });
}

export function invitationsQuery() {
  return queryOptions({
    queryKey: teamKeys.invitations,
    queryFn: async ({ signal }): Promise<InvitationList> =>
      dataOrThrow(
        await api.GET('/api/agent-invitations', { params: { query: { limit: 100 } }, signal }),
        'Could not load the invitations.',
      ),
  });
}

export function ownAgentQuery() {
  return queryOptions({
    queryKey: teamKeys.own,
    queryFn: async ({ signal }) => dataOrThrow(await api.GET('/api/agents/me', { signal }), 'Could not load your status.'),
  });
}

export function autoAssignQuery() {
  return queryOptions({
    queryKey: autoAssignKey,
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.GET('/api/settings/auto-assign', { signal }), 'Could not load the assignment setting.'),
  });
}

/** Refetches the team, the invitations and one's own status when anyone changes them, and after a reconnection. */
export function useTeamRefresh(): void {
  const queryClient = useQueryClient();
  useRealtime((signal) => {
    const isTeamChange = signal.kind === 'event' && signal.event.type === 'team.updated';
    if (signal.kind === 'reconnected' || isTeamChange) void queryClient.invalidateQueries({ queryKey: teamKeys.all });
  });
}

function useTeamMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }) });
}

export function useAddAgent() {
  return useTeamMutation(
    async (input: AgentFormInput): Promise<AddAgentResult> =>
      dataOrThrow(await api.POST('/api/agents', { body: input }), 'Could not add the agent.'),
  );
}

export function useUpdateAgent() {
  return useTeamMutation(async ({ id, change }: { id: string; change: AgentChange }) =>
    dataOrThrow(await api.PATCH('/api/agents/{id}', { params: { path: { id } }, body: change }), 'Could not update the agent.'),
  );
}

export function useRemoveAgent() {
  return useTeamMutation(async (id: string) =>
    dataOrThrow(await api.DELETE('/api/agents/{id}', { params: { path: { id } } }), 'Could not remove the agent.'),
  );
}

/** Sends a new invitation link; the one sent before stops working. */
export function useResendInvitation() {
  return useTeamMutation(async (invitee: { email: string; name: string }) =>
    dataOrThrow(await api.POST('/api/agent-invitations', { body: invitee }), 'Could not send the invitation.'),
  );
}

export function useRevokeInvitation() {
  return useTeamMutation(async (id: string) =>
    dataOrThrow(await api.DELETE('/api/agent-invitations/{id}', { params: { path: { id } } }), 'Could not revoke the invitation.'),
  );
}

export function useSetOwnStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: AgentStatus) =>
      dataOrThrow(await api.PUT('/api/agents/me/status', { body: { status } }), 'Could not save your status.'),
    onSuccess: (saved) => queryClient.setQueryData(teamKeys.own, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.list }),
  });
}

export function useSaveAutoAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (autoAssignEnabled: boolean) =>
      dataOrThrow(await api.PUT('/api/settings/auto-assign', { body: { autoAssignEnabled } }), 'Could not save the assignment setting.'),
    onSuccess: (saved) => queryClient.setQueryData(autoAssignKey, saved),
  });
}
