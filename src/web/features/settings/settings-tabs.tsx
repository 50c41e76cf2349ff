import {
  IconApi,
  IconCalendarClock,
  IconClipboardList,
  IconClockHour4,
  IconClockShield,
  IconCreditCard,
  IconForms,
  IconHistory,
  IconKey,
  IconMail,
  IconMessageBolt,
  IconPalette,
  IconShieldCheck,
  IconShieldLock,
  IconTicket,
  IconUser,
  IconUserCheck,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import type { Permission } from '../../../domain/agent-permissions.ts';
import { lazyNamed } from '../../components/lazy-named.ts';
import { PermissionsTab } from '../access-settings/permissions-tab.tsx';
import { UserApprovalsTab } from '../access-settings/user-approvals-tab.tsx';
import { AgentsTab } from '../agents/agents-tab.tsx';
import { DateTimeSettingsTab } from '../datetime-settings/datetime-settings-tab.tsx';
import { EmailSettingsTab } from '../email-settings/email-settings-tab.tsx';
import { ProfileTab } from '../profile/profile-tab.tsx';
import { ThemeTab } from '../theme-settings/theme-tab.tsx';
import { TicketNumberingTab } from '../ticket-settings/ticket-numbering-tab.tsx';

// Loaded when the tab is first opened: the layout designer brings react-rnd and the signature pad; Service Levels is large;
// the Audit Log is for admins only.
const TimecardSettingsTab = lazyNamed(() => import('../timecard-settings/timecard-settings-tab.tsx'), 'TimecardSettingsTab');
const ServiceLevelsTab = lazyNamed(() => import('../service-level-settings/service-levels-tab.tsx'), 'ServiceLevelsTab');
const TicketFieldsTab = lazyNamed(() => import('../ticket-fields/ticket-fields-tab.tsx'), 'TicketFieldsTab');
const SavedRepliesTab = lazyNamed(() => import('../saved-replies/saved-replies-tab.tsx'), 'SavedRepliesTab');
const AuditLogTab = lazyNamed(() => import('../audit-log/audit-log-tab.tsx'), 'AuditLogTab');
const SsoSettingsTab = lazyNamed(() => import('../sso-settings/sso-settings-tab.tsx'), 'SsoSettingsTab');
const TwoFactorPolicyTab = lazyNamed(() => import('../two-factor-policy/two-factor-policy-tab.tsx'), 'TwoFactorPolicyTab');
const ApiKeysTab = lazyNamed(() => import('../api-keys/api-keys-tab.tsx'), 'ApiKeysTab');
const PlanBillingTab = lazyNamed(() => import('../billing/plan-billing-tab.tsx'), 'PlanBillingTab');
const WebhooksTab = lazyNamed(() => import('../webhooks/webhooks-tab.tsx'), 'WebhooksTab');
const WorkOrderSettingsTab = lazyNamed(() => import('../work-orders/work-order-settings-tab.tsx'), 'WorkOrderSettingsTab');

export interface SettingsTab {
  /** Its value of the `tab` query parameter. */
  value: string;
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  panel: ReactNode;
  /** The organization's settings are for org admins; a staff member's own (Profile) for every staff member. */
  isAdminOnly: boolean;
  /**
   * What opens an organization's tab to an agent (decision 186): settings.view shows it read-only and settings.edit
   * lets them change it; team.view shows the team, its buttons following the team boxes. Never a tab that governs
   * access, security, billing or the organization's mail accounts.
   */
  agentPermission?: Extract<Permission, 'settings.view' | 'team.view'>;
  /** Only a tenant organization has it: the platform's own (its super admins') has no plan. */
  isTenantOnly?: boolean;
}

/** The settings tabs, in the specification's order: a tab is listed once its screen exists; the first one a role may open is its default. */
export const settingsTabs: readonly SettingsTab[] = [
  { value: 'profile', label: 'Profile', icon: IconUser, panel: <ProfileTab />, isAdminOnly: false },
  {
    value: 'timecard',
    label: 'Time Card',
    icon: IconClockHour4,
    panel: <TimecardSettingsTab />,
    isAdminOnly: true,
    agentPermission: 'settings.view',
  },
  { value: 'agents', label: 'Agents', icon: IconUsers, panel: <AgentsTab />, isAdminOnly: true, agentPermission: 'team.view' },
  { value: 'theme', label: 'Theme', icon: IconPalette, panel: <ThemeTab />, isAdminOnly: true },
  {
    value: 'datetime',
    label: 'Date & Time',
    icon: IconCalendarClock,
    panel: <DateTimeSettingsTab />,
    isAdminOnly: true,
    agentPermission: 'settings.view',
  },
  {
    value: 'tickets',
    label: 'Tickets',
    icon: IconTicket,
    panel: <TicketNumberingTab />,
    isAdminOnly: true,
    agentPermission: 'settings.view',
  },
  {
    value: 'ticket-fields',
    label: 'Ticket Fields',
    icon: IconForms,
    panel: <TicketFieldsTab />,
    isAdminOnly: true,
    agentPermission: 'settings.view',
  },
  { value: 'saved-replies', label: 'Saved Replies', icon: IconMessageBolt, panel: <SavedRepliesTab />, isAdminOnly: false },
  { value: 'email', label: 'Email', icon: IconMail, panel: <EmailSettingsTab />, isAdminOnly: true },
  {
    value: 'service-levels',
    label: 'Service Levels',
    icon: IconClockShield,
    panel: <ServiceLevelsTab />,
    isAdminOnly: true,
    agentPermission: 'settings.view',
  },
  { value: 'workorders', label: 'Work Orders', icon: IconClipboardList, panel: <WorkOrderSettingsTab />, isAdminOnly: true },
  { value: 'permissions', label: 'Permissions', icon: IconShieldCheck, panel: <PermissionsTab />, isAdminOnly: true },
  { value: 'approvals', label: 'User Approvals', icon: IconUserCheck, panel: <UserApprovalsTab />, isAdminOnly: true },
  { value: 'audit-log', label: 'Audit Log', icon: IconHistory, panel: <AuditLogTab />, isAdminOnly: true },
  { value: 'sso', label: 'Single Sign-On', icon: IconKey, panel: <SsoSettingsTab />, isAdminOnly: true },
  {
    value: 'two-factor',
    label: 'Two-Factor',
    icon: IconShieldLock,
    panel: <TwoFactorPolicyTab />,
    isAdminOnly: true,
    isTenantOnly: true,
  },
  { value: 'api', label: 'API', icon: IconApi, panel: <ApiKeysTab />, isAdminOnly: true },
  { value: 'webhooks', label: 'Webhooks', icon: IconWebhook, panel: <WebhooksTab />, isAdminOnly: true },
  { value: 'billing', label: 'Plan & Billing', icon: IconCreditCard, panel: <PlanBillingTab />, isAdminOnly: true, isTenantOnly: true },
];
