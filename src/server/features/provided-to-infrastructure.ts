import type { AuthScopeRoutes } from '../auth/auth.routes.ts';
import type { MemberLookups } from '../http/access.ts';
import type { PublishedEventListener } from '../realtime/publish-event.ts';
import type { OrganizationPageContent } from '../web/organization-page.ts';
import { findPermissionPolicy } from './agent-permissions/agent-permissions.repository.ts';
import { hasActiveCustomerRecord } from './customers/customers.repository.ts';
import { describeOrganization } from './organizations/organizations.service.ts';
import { registerSsoAuthRoutes } from './sso/sso.routes.ts';
import { getThemeSettings } from './theme-settings/theme-settings.service.ts';
import { enqueueWebhookOfPublished } from './webhooks/webhook-events.ts';

/**
 * What the features give the infrastructure that asks for it (decision 190). The folders beside features/ (http,
 * auth, web, realtime, mail, db, jobs…) never import a feature: each declares what it needs as an interface, and
 * app.ts hands it these.
 */
export const providedToInfrastructure: {
  /** The access check's questions about members (http/access.ts). */
  members: MemberLookups;
  /** What an organization's page shows before its script runs (web/organization-page.ts). */
  organizationPage: OrganizationPageContent;
  /** Routes inside the /auth/v1 scope (auth/auth.routes.ts). */
  authScopeRoutes: readonly AuthScopeRoutes[];
  /** Called for every live event a change publishes, in its transaction (realtime/publish-event.ts). */
  publishedEventListeners: readonly PublishedEventListener[];
} = {
  members: { findPermissionPolicy, hasActiveCustomerRecord },
  organizationPage: { describeOrganization, getThemeSettings },
  authScopeRoutes: [registerSsoAuthRoutes],
  publishedEventListeners: [enqueueWebhookOfPublished],
};
