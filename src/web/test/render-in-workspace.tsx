import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Role } from '../../domain/roles.ts';
import type { Account } from '../features/account/use-account.ts';
import type { WorkspaceContext } from '../features/workspace/workspace-context.ts';
import { sectionsFor } from '../features/workspace/workspace-sections.tsx';
import { renderApp, testUser } from './render-app.tsx';

export const testOrganization = {
  id: '6a0d1f3e-2b4c-4d5e-8f90-1a2b3c4d5e6f',
  name: 'Acme Field Services',
  subdomain: 'acme',
  domain: null,
  isPlatform: false,
};

interface WorkspaceRenderOptions {
  name?: string;
  role?: Role;
  /** The URL the router starts on; `path` is the route pattern `ui` answers, to read its parameters. */
  url?: string;
  path?: string;
  queryData?: [queryKey: readonly unknown[], data: unknown][];
}

/** The workspace context its pages read: a staff member of acme (an org admin unless told). */
export function workspaceContextFor(role: Role, name: string): WorkspaceContext {
  const user = testUser(name, role);
  const account: Account = {
    user: { id: user.id, email: user.email ?? '', name },
    profile: { role, organizationId: testOrganization.id, name, hasOnboarded: true, approvalStatus: 'approved' },
    organization: testOrganization,
    onboarding: 'complete',
    refusal: null,
    secondFactor: 'none',
    secondFactorDueAt: null,
  };
  return { account, role, organization: testOrganization, sections: sectionsFor('organization', role) };
}

/** Renders a workspace page inside the frame's outlet, as the workspace layout gives it its context. */
export function renderInWorkspace(ui: ReactNode, options: WorkspaceRenderOptions = {}) {
  const { name = 'Alice Admin', role = 'org_admin', url = '/', path = '*' } = options;
  const context = workspaceContextFor(role, name);
  const rendered = renderApp(ui, {
    url,
    signedInAs: { name, role },
    queryData: options.queryData,
    routes: [{ element: <Outlet context={context} />, children: [{ path, element: ui }] }],
  });
  return { ...rendered, context };
}
