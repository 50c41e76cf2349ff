/**
 * What the audit log records (decision 182): each action a name of its own, so the log can be filtered by it.
 * Two-factor and single sign-on changes add theirs here.
 */
export const auditActions = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.password_changed',
  'auth.password_reset_requested',
  'auth.sessions_signed_out',
  'auth.two_factor_enabled',
  'auth.two_factor_removed',
  'auth.recovery_codes_generated',
  'auth.two_factor_failed',
  'auth.two_factor_locked',
  'settings.updated',
  'agent_permissions.updated',
  'agent.invited',
  'agent.invitation_revoked',
  'agent.role_changed',
  'agent.removed',
  'account.approved',
  'account.rejected',
  'customer.deleted',
  'customer.archived',
  'customer.restored',
  'customers.exported',
  'time_cards.exported',
  'tickets.bulk_changed',
  'ticket.deleted',
  'work_order.reopened',
  'api_key.created',
  'api_key.revoked',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secret_rotated',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.password_changed': 'Password changed',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.sessions_signed_out': 'Sessions signed out',
  'auth.two_factor_enabled': 'Two-factor sign-in turned on',
  'auth.two_factor_removed': 'Two-factor sign-in turned off',
  'auth.recovery_codes_generated': 'Recovery codes made',
  'auth.two_factor_failed': 'Wrong two-factor code',
  'auth.two_factor_locked': 'Two-factor sign-in locked',
  'settings.updated': 'Settings changed',
  'agent_permissions.updated': 'Agent permissions changed',
  'agent.invited': 'Agent invited',
  'agent.invitation_revoked': 'Agent invitation revoked',
  'agent.role_changed': 'Role changed',
  'agent.removed': 'Agent removed',
  'account.approved': 'Account approved',
  'account.rejected': 'Account request refused',
  'customer.deleted': 'Customer deleted',
  'customer.archived': 'Customer archived',
  'customer.restored': 'Customer restored',
  'customers.exported': 'Customers exported',
  'time_cards.exported': 'Time cards exported',
  'tickets.bulk_changed': 'Tickets changed in bulk',
  'ticket.deleted': 'Ticket deleted',
  'work_order.reopened': 'Work order reopened',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  'webhook.created': 'Webhook endpoint added',
  'webhook.updated': 'Webhook endpoint changed',
  'webhook.deleted': 'Webhook endpoint deleted',
  'webhook.secret_rotated': 'Webhook secret rotated',
};

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (auditActions as readonly string[]).includes(value);
}

/** How long entries are kept by default, and the least an operator may set: recent history cannot be pruned away. */
export const AUDIT_RETENTION_DAYS = 365;

export const auditLogLimits = {
  /** Entries per page of the log. */
  pageSize: 50,
  /** Rows in one CSV export; a longer log is exported a date range at a time. */
  exportRows: 50_000,
  search: 200,
} as const;

/** The browser and system a session started with, as a person reads them ("Chrome on macOS"), from its user agent. */
export function deviceOf(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

// Order matters: Edge and Opera name Chrome, and Chrome names Safari, in their user agents.
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bnode\b|\bundici\b/i, 'Node.js'],
  [/\bcurl\//, 'curl'],
];

const systems: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const browserOf = (userAgent: string) => browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
const systemOf = (userAgent: string) => systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** The settings whose saves the log records, by the tab (or part of it) they are saved from. */
export const auditedSettings = {
  theme: 'Theme',
  datetime: 'Date & Time',
  timecard: 'Time Card',
  ticket_numbering: 'Ticket numbering',
  work_orders: 'Work Orders',
  work_order_layout: 'Work order layout',
  registration: 'Self-registration',
  auto_assign: 'Auto-assign',
  permissions: 'Agent permissions',
  email: 'Email',
  service_levels: 'Service Levels',
  sso: 'Single Sign-On',
  two_factor: 'Two-factor requirement',
} as const;
export type AuditedSettings = keyof typeof auditedSettings;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only the fields a save changed, with their values before and after; null when it changed nothing. */
export function settingsChangeOf(
  saved: object,
  changed: object,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const before = saved as Record<string, unknown>;
  const after = changed as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !sameValue(before[key], after[key]));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
