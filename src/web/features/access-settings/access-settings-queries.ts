import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Permission, PermissionMatrix } from '../../../domain/agent-permissions.ts';
import { isAllowed, type Role } from '../../../domain/roles.ts';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { useSettingsRefresh } from '../settings/use-settings-refresh.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';

export type Permissions = paths['/api/agent-permissions']['get']['responses'][200]['content']['application/json'];
export type PendingAccount = paths['/api/user-approvals']['get']['responses'][200]['content']['application/json']['accounts'][number];

export const permissionsKey = ['settings', 'permissions'] as const;
export const pendingAccountsKey = ['settings', 'user-approvals'] as const;

export function permissionsQuery() {
  return queryOptions({
    queryKey: permissionsKey,
    queryFn: async ({ signal }): Promise<Permissions> =>
      dataOrThrow(await api.GET('/api/agent-permissions', { signal }), 'Could not load the permissions.'),
  });
}

/**
 * Whether a staff member of this role may do something, as the server will decide it: admins always; an agent by
 * the matrix, and not until it has loaded, so an action is never offered and then refused.
 */
export function usePermissionCheck(role: Role): (permission: Permission) => boolean {
  const isAgent = role === 'agent';
  const permissions = useQuery({ ...permissionsQuery(), enabled: isAgent });
  useSettingsRefresh('permissions', permissionsKey);
  return (permission) => (isAgent ? (permissions.data?.granted.includes(permission) ?? false) : isAllowed('org_admin', role));
}

/** Whether the signed-in staff member may do something. */
export function useCan(permission: Permission): boolean {
  const { role } = useWorkspace();
  return usePermissionCheck(role)(permission);
}

export function useSavePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { matrix?: PermissionMatrix; isStrict?: boolean }): Promise<Permissions> =>
      dataOrThrow(await api.PUT('/api/agent-permissions', { body }), 'Could not save the permissions.'),
    onSuccess: (saved) => queryClient.setQueryData(permissionsKey, saved),
  });
}

export function pendingAccountsQuery() {
  return queryOptions({
    queryKey: pendingAccountsKey,
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.GET('/api/user-approvals', { signal }), 'Could not load the accounts waiting for approval.'),
  });
}

export function useDecideAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, outcome }: { userId: string; outcome: 'approve' | 'reject' }): Promise<PendingAccount> => {
      const params = { path: { userId } };
      const result =
        outcome === 'approve'
          ? await api.POST('/api/user-approvals/{userId}/approve', { params })
          : await api.POST('/api/user-approvals/{userId}/reject', { params });
      return dataOrThrow(result, outcome === 'approve' ? 'Could not approve the account.' : 'Could not reject the account.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingAccountsKey }),
  });
}
