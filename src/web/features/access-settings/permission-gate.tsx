import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Permission, permissionMessages } from '../../../domain/agent-permissions.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { permissionsQuery, useCan } from './access-settings-queries.ts';

/**
 * A page an agent opens only when the permission matrix grants it: it waits for the matrix, then shows the page or
 * says what is missing, instead of a form the server would refuse.
 */
export function PermissionGate({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { role } = useWorkspace();
  const isAgent = role === 'agent';
  const matrix = useQuery({ ...permissionsQuery(), enabled: isAgent });
  const can = useCan(permission);
  if (isAgent && matrix.isPending) return <PageLoader label="Loading…" />;
  if (isAgent && matrix.isError) {
    return (
      <LoadFailure
        title="Could not load your permissions"
        message={matrix.error.message}
        onRetry={() => void matrix.refetch()}
        isRetrying={matrix.isFetching}
      />
    );
  }
  if (!can) {
    return (
      <Alert color="yellow" icon={<IconLock size={18} />} title="Not open to you" maw={640}>
        {permissionMessages[permission]} An org admin can grant it in Settings, Permissions.
      </Alert>
    );
  }
  return children;
}
