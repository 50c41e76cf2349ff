import type { ComponentType, ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import type { Permission } from '../../../domain/agent-permissions.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Account } from '../account/use-account.ts';

/** Staff of an organization on its site, or platform admins on the main domain. */
export type WorkspaceAudience = 'organization' | 'platform';

export interface WorkspaceSection {
  label: string;
  /** Its address; the page also answers the paths under it (`/tickets/42`) with its own routes. */
  path: `/${string}`;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  page: ReactNode;
  audiences: readonly WorkspaceAudience[];
  /** Only these roles see it; every staff role when absent. */
  roles?: readonly Role[];
  /** What the agent permission matrix must grant an agent for it to be listed. */
  permission?: Permission;
  /** Its step in the Getting Started guide. */
  guide?: { title: string; text: string };
}

export interface WorkspaceContext {
  account: Account;
  role: Role;
  organization: NonNullable<Account['organization']>;
  /** The sections this user sees here. */
  sections: WorkspaceSection[];
}

/** What the workspace frame gives its pages: the signed-in account and the sections it may open. */
export function useWorkspace(): WorkspaceContext {
  return useOutletContext<WorkspaceContext>();
}
