import { z } from 'zod';
import type { Permission } from './agent-permissions.ts';

/**
 * What an organization's API key may do (decision 183). A key acts as its organization with the org admin's role,
 * limited to its scopes; a route a key may call names its scope, or has it from its agent permission below.
 */
export const apiKeyScopes = ['tickets:read', 'tickets:write', 'customers', 'work_orders', 'calendar', 'time_cards:read'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  'tickets:read': 'Read tickets',
  'tickets:write': 'Write tickets',
  customers: 'Customers',
  work_orders: 'Work orders',
  calendar: 'Calendar',
  'time_cards:read': 'Time cards (read)',
};

export const apiKeyScopeDescriptions: Record<ApiKeyScope, string> = {
  'tickets:read': 'List and read tickets, their tags and assignees',
  'tickets:write': 'Create tickets, comment, change status, priority, assignee and tags',
  customers: 'List, read, create, change, import, export and delete customers',
  work_orders: 'List, read, create and change work orders and their status',
  calendar: 'Read the calendar and create, change and delete events',
  'time_cards:read': "Read the team's time cards",
};

/** The scope a route's agent permission stands for, when the route declares no scope of its own; none for the rest. */
const scopeOfPermission: Partial<Record<Permission, ApiKeyScope>> = {
  'tickets.view_assigned': 'tickets:read',
  'tickets.view_all': 'tickets:read',
  'tickets.create': 'tickets:write',
  'tickets.edit_assigned': 'tickets:write',
  'tickets.edit_all': 'tickets:write',
  'customers.view': 'customers',
  'customers.create': 'customers',
  'customers.edit': 'customers',
  'customers.delete': 'customers',
};

/** The scope a key needs to call a route; null when keys may not call it (sign-in, profile, settings, admin…). */
export function requiredApiKeyScope(route: { apiKeyScope?: ApiKeyScope; permission?: Permission }): ApiKeyScope | null {
  return route.apiKeyScope ?? (route.permission ? (scopeOfPermission[route.permission] ?? null) : null);
}

/** A key is `tdm_` and 12 hex characters (its prefix, shown in the list), `_`, then its secret: told from a JWT by its start. */
export const API_KEY_MARK = 'tdm_';
const PREFIX_LENGTH = API_KEY_MARK.length + 12;

export function isApiKeyToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.startsWith(API_KEY_MARK);
}

/** The prefix of a key as typed, or null when it is not shaped like one. */
export function apiKeyPrefixOf(token: string): string | null {
  if (!isApiKeyToken(token) || token.length < PREFIX_LENGTH + 33 || token.length > 200 || token[PREFIX_LENGTH] !== '_') return null;
  const prefix = token.slice(0, PREFIX_LENGTH);
  return /^tdm_[0-9a-f]{12}$/.test(prefix) ? prefix : null;
}

export const apiKeyLimits = { name: 100, perOrganization: 50, maxExpiryDays: 730 } as const;

export const apiKeyInputSchema = z.object({
  name: z.string().trim().min(1, 'Give the key a name.').max(apiKeyLimits.name),
  scopes: z
    .array(z.enum(apiKeyScopes))
    .min(1, 'Choose at least one scope.')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'A scope is listed twice.'),
  expiresAt: z.iso.datetime({ offset: true }).nullable().describe('When the key stops working; null for never'),
});
export type ApiKeyInput = z.infer<typeof apiKeyInputSchema>;

/** The expiry a new key may have: in the future, and at most two years ahead. */
export function expiryProblemOf(expiresAt: Date | null, now: Date): string | null {
  if (!expiresAt) return null;
  if (expiresAt.getTime() <= now.getTime()) return 'The expiry date must be in the future.';
  if (expiresAt.getTime() > now.getTime() + apiKeyLimits.maxExpiryDays * 86_400_000) return 'A key expires within two years.';
  return null;
}

/** When a key is no longer usable: revoked, or past its expiry. */
export function isApiKeyUsable(key: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): boolean {
  return key.revokedAt === null && (key.expiresAt === null || key.expiresAt.getTime() > now.getTime());
}
