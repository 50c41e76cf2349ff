import { useOutletContext } from 'react-router';
import type { Role } from '../../../domain/roles.ts';
import type { Account } from '../account/use-account.ts';
import type { WorkspaceSection } from './workspace-sections.tsx';

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
