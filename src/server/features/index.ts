import type { FastifyInstance } from 'fastify';
import type { AuthHooks, AuthServiceDeps } from '../auth/auth.service.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { FeatureContext } from '../feature-context.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import { registerAccountRoutes } from './account/account.routes.ts';
import { createHomeSiteHooks, createSignInRulesHooks } from './account/account.service.ts';
import { registerAgentInvitationRoutes } from './agent-invitations/agent-invitations.routes.ts';
import { registerAgentPermissionRoutes } from './agent-permissions/agent-permissions.routes.ts';
import { registerAgentRoutes } from './agents/agents.routes.ts';
import { registerApiKeyRoutes } from './api-keys/api-keys.routes.ts';
import { createAccountAuditListeners } from './audit-log/account-audit.ts';
import { registerAuditLogRoutes } from './audit-log/audit-log.routes.ts';
import { AUDIT_PRUNE_QUEUE, createAuditPruneHandler, scheduleAuditPrune } from './audit-log/audit-log.service.ts';
import { registerBillingRoutes } from './billing/billing.routes.ts';
import { registerCalendarRoutes } from './calendar/calendar.routes.ts';
import { registerCalendarSubscriptionRoutes } from './calendar/calendar-subscription.routes.ts';
import { createCustomerSignupHooks } from './customer-signup/customer-signup.service.ts';
import { registerCustomerRoutes } from './customers/customers.routes.ts';
import { registerDateTimeSettingsRoutes } from './datetime-settings/datetime-settings.routes.ts';
import { registerDispatchRoutes } from './dispatch/dispatch.routes.ts';
import { createVisitLateHandler, createVisitMailHandler, createVisitReminderHandler } from './dispatch/visit-jobs.ts';
import { VISIT_LATE_QUEUE, VISIT_MAIL_QUEUE, VISIT_REMINDER_QUEUE } from './dispatch/visit-plan.ts';
import { registerHealthRoutes } from './health/health.routes.ts';
import { registerEmailSettingsRoutes } from './inbound-mail/email-settings.routes.ts';
import { registerMailQuarantineRoutes } from './inbound-mail/mail-quarantine.routes.ts';
import { registerMailAddressRoutes } from './mail-addresses/mail-addresses.routes.ts';
import { createNotificationDigestHandler } from './notifications/notification-digest.job.ts';
import { registerNotificationRoutes } from './notifications/notifications.routes.ts';
import { NOTIFICATION_DIGEST_QUEUE } from './notifications/notifications.service.ts';
import { registerOnboardingRoutes } from './onboarding/onboarding.routes.ts';
import { createOrganizationSignUpHooks } from './onboarding/onboarding.service.ts';
import { registerOrganizationRoutes } from './organizations/organizations.routes.ts';
import { registerPlatformAdminRoutes } from './platform-admin/platform-admin.routes.ts';
import { registerProfileRoutes } from './profile/profile.routes.ts';
import { registerRegistrationSettingsRoutes } from './registration-settings/registration-settings.routes.ts';
import { registerReportRoutes } from './reports/reports.routes.ts';
import { registerSavedReplyRoutes } from './saved-replies/saved-replies.routes.ts';
import { createServiceLevelCheckHandler } from './service-levels/service-level-check.job.ts';
import { registerServiceLevelRoutes } from './service-levels/service-levels.routes.ts';
import { createServiceLevelRecomputeHandler, SERVICE_LEVEL_RECOMPUTE_QUEUE } from './service-levels/service-levels.service.ts';
import { SERVICE_LEVEL_CHECK_QUEUE } from './service-levels/ticket-clocks.ts';
import { registerSessionRoutes } from './sessions/sessions.routes.ts';
import { registerSsoSettingsRoutes } from './sso/sso.routes.ts';
import { createSsoSignInHooks } from './sso/sso.service.ts';
import { registerThemeSettingsRoutes } from './theme-settings/theme-settings.routes.ts';
import { registerTicketFieldRoutes } from './ticket-fields/ticket-fields.routes.ts';
import { registerTicketViewRoutes } from './ticket-views/ticket-views.routes.ts';
import { registerTicketAttachmentRoutes } from './tickets/ticket-attachments.routes.ts';
import { registerTicketBulkChangeRoutes } from './tickets/ticket-bulk-changes.routes.ts';
import { createTicketBulkChangeHandler, TICKET_BULK_CHANGE_QUEUE } from './tickets/ticket-bulk-changes.service.ts';
import { registerTicketDeletionRoutes } from './tickets/ticket-deletion.routes.ts';
import { registerTicketFollowerRoutes } from './tickets/ticket-followers.routes.ts';
import { registerTicketMergeRoutes } from './tickets/ticket-merge.routes.ts';
import { registerTicketNumberingRoutes } from './tickets/ticket-numbering.routes.ts';
import { registerTicketRoutes } from './tickets/tickets.routes.ts';
import { registerTimeCardRoutes } from './time-cards/time-cards.routes.ts';
import { registerTimecardSettingsRoutes } from './timecard-settings/timecard-settings.routes.ts';
import { registerTwoFactorPolicyRoutes } from './two-factor-policy/two-factor-policy.routes.ts';
import { createTwoFactorPolicyHooks } from './two-factor-policy/two-factor-policy.service.ts';
import { registerUserApprovalRoutes } from './user-approvals/user-approvals.routes.ts';
import { createWebhookDeliveryHandler } from './webhooks/webhook-delivery.job.ts';
import { WEBHOOK_DELIVERY_QUEUE } from './webhooks/webhook-events.ts';
import { registerWebhookRoutes } from './webhooks/webhooks.routes.ts';
import { registerWorkOrderSettingsRoutes } from './work-order-settings/work-order-settings.routes.ts';
import { registerWorkOrderRoutes } from './work-orders/work-orders.routes.ts';

export { apiKeyAuthenticatorOf } from './api-keys/api-keys.service.ts';
export { providedToInfrastructure } from './provided-to-infrastructure.ts';

/**
 * The server's features, as app.ts and server-process.ts read them: a new feature adds its routes here (and its
 * sign-in rules or jobs, if it has any), and nowhere else outside its folder (docs/contributing.md).
 */

/** Registers a feature's routes; each declares who may call it (http/access.ts). */
export type FeatureRoutes = (api: FastifyInstance, context: FeatureContext) => void;

/** Every feature's routes, in the order they are registered. */
export const featureRoutes: readonly FeatureRoutes[] = [
  registerHealthRoutes,
  registerOrganizationRoutes,
  registerOnboardingRoutes,
  registerAccountRoutes,
  registerProfileRoutes,
  registerSessionRoutes,
  registerAuditLogRoutes,
  registerRegistrationSettingsRoutes,
  registerUserApprovalRoutes,
  registerMailQuarantineRoutes,
  registerDateTimeSettingsRoutes,
  registerThemeSettingsRoutes,
  registerEmailSettingsRoutes,
  registerAgentInvitationRoutes,
  registerAgentPermissionRoutes,
  registerAgentRoutes,
  registerTicketRoutes,
  registerTicketAttachmentRoutes,
  registerTicketBulkChangeRoutes,
  registerTicketFollowerRoutes,
  registerTicketMergeRoutes,
  registerTicketDeletionRoutes,
  registerTicketNumberingRoutes,
  registerSavedReplyRoutes,
  registerSsoSettingsRoutes,
  registerTwoFactorPolicyRoutes,
  registerApiKeyRoutes,
  registerTicketViewRoutes,
  registerTicketFieldRoutes,
  registerServiceLevelRoutes,
  registerMailAddressRoutes,
  registerBillingRoutes,
  registerCustomerRoutes,
  registerTimecardSettingsRoutes,
  registerTimeCardRoutes,
  registerReportRoutes,
  registerNotificationRoutes,
  registerCalendarRoutes,
  registerCalendarSubscriptionRoutes,
  registerPlatformAdminRoutes,
  registerWorkOrderSettingsRoutes,
  registerWorkOrderRoutes,
  registerDispatchRoutes,
  registerWebhookRoutes,
];

/** The product's rules that the auth service applies inside its own transactions, and who hears of its events. */
export function featureAuthRules({
  config,
  clock,
}: {
  config: Config;
  clock: Clock;
}): Pick<AuthServiceDeps, 'hooks' | 'onAccountEvent' | 'onMfaEvent'> {
  const hooks: AuthHooks[] = [
    createOrganizationSignUpHooks({ config }),
    createCustomerSignupHooks({ config, clock }),
    createSignInRulesHooks({ config }),
    createHomeSiteHooks({ config }),
    createSsoSignInHooks(),
    createTwoFactorPolicyHooks(),
  ];
  return { hooks, ...createAccountAuditListeners() };
}

/** Each feature's background jobs, by queue (jobs/job-worker.ts). */
export function featureJobHandlers({ config, db, clock }: { config: Config; db: Database; clock: Clock }): Record<string, JobHandler> {
  return {
    [NOTIFICATION_DIGEST_QUEUE]: createNotificationDigestHandler({ config, db, clock }),
    [TICKET_BULK_CHANGE_QUEUE]: createTicketBulkChangeHandler({ config, db, clock }),
    [SERVICE_LEVEL_CHECK_QUEUE]: createServiceLevelCheckHandler({ config, db, clock }),
    [SERVICE_LEVEL_RECOMPUTE_QUEUE]: createServiceLevelRecomputeHandler({ db, clock }),
    [VISIT_LATE_QUEUE]: createVisitLateHandler({ config, db, clock }),
    [VISIT_REMINDER_QUEUE]: createVisitReminderHandler({ config, db, clock }),
    [VISIT_MAIL_QUEUE]: createVisitMailHandler({ config, db, clock }),
    [WEBHOOK_DELIVERY_QUEUE]: createWebhookDeliveryHandler({ config, db, clock }),
    [AUDIT_PRUNE_QUEUE]: createAuditPruneHandler({ db, keepDays: config.AUDIT_LOG_RETENTION_DAYS, now: clock.now }),
  };
}

/** The jobs that features keep scheduled, put on the queue at each start if they are not there already. */
export async function scheduleFeatureJobs({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  await scheduleAuditPrune({ db, now: clock.now() });
}
