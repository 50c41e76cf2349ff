import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '../../domain/api-keys.ts';
import type { OpeningInterval, WeekdayKey } from '../../domain/business-hours.ts';
import type { EmailFrequency } from '../../domain/notification-delivery.ts';
import type { Role } from '../../domain/roles.ts';
import type { SlaPolicyInput, SlaTargetKind, StoredSlaTargets } from '../../domain/service-levels.ts';
import type { CustomFieldType, CustomFieldValues } from '../../domain/ticket-custom-fields.ts';
import type { Priority, TicketSource, TicketStatus } from '../../domain/ticket-status.ts';
import { DEFAULT_GRACE_DAYS, type TwoFactorRequirement } from '../../domain/two-factor-policy.ts';

const id = () => uuid('id').primaryKey().defaultRandom();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const tenant = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
/**
 * A search index of one organization's rows (GIN; btree_gin for the uuid), brought up to date by each write.
 * With GIN's pending list (`fastupdate`), every search in every organization read all organizations' rows
 * written since the last vacuum, up to 4 MB a search (decision 101).
 */
const searchIndex = (name: string, organizationId: Partial<ExtraConfigColumn>, searched: Partial<ExtraConfigColumn>) =>
  index(name).using('gin', organizationId, searched).with({ fastupdate: false });

// ---------------------------------------------------------------------------
// Platform tables: the tenant registry, the auth service, jobs and mail.
// They carry no organization_id and are not subject to row-level security.
// ---------------------------------------------------------------------------

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    businessModel: text('business_model').$type<'customer-service' | 'in-house'>().notNull(),
    subdomain: text('subdomain').notNull(),
    /** A verified custom domain; copied here from `domains` once verified so tenancy resolves without a tenant context. */
    domain: text('domain'),
    isPlatform: boolean('is_platform').notNull().default(false),
    subscriptionTier: text('subscription_tier').notNull().default('free'),
    subscriptionStatus: text('subscription_status').notNull().default('trial'),
    trialEndDate: at('trial_end_date'),
    isApproved: boolean('is_approved').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by'),
    /**
     * When the organization's IMAP mailbox was last enabled or changed; null while it has none to read. Copied here
     * from `mailboxes` so that every server process finds the mailboxes to read without a tenant context (decision 110).
     */
    mailboxChangedAt: at('mailbox_changed_at'),
    /** Whom the organization requires to sign in with an authenticator app, and the grace period (decision 185). */
    twoFactorRequiredFor: text('two_factor_required_for').$type<TwoFactorRequirement>().notNull().default('nobody'),
    twoFactorGraceDays: integer('two_factor_grace_days').notNull().default(DEFAULT_GRACE_DAYS),
    twoFactorRequiredSince: at('two_factor_required_since'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('organizations_subdomain_key').on(t.subdomain),
    uniqueIndex('organizations_domain_key').on(t.domain),
    uniqueIndex('organizations_platform_key').on(t.isPlatform).where(sql`${t.isPlatform}`),
    uniqueIndex('organizations_created_by_key').on(t.createdBy),
    index('organizations_created_at_idx').on(t.createdAt),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    encryptedPassword: text('encrypted_password'),
    emailConfirmedAt: at('email_confirmed_at'),
    invitedAt: at('invited_at'),
    lastSignInAt: at('last_sign_in_at'),
    userMetadata: jsonb('raw_user_meta_data').$type<Record<string, unknown>>().notNull().default({}),
    appMetadata: jsonb('raw_app_meta_data').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    refreshedAt: at('refreshed_at'),
    /** aal2 once a second factor was verified in this session (decision 180). */
    aal: text('aal').$type<'aal1' | 'aal2'>().notNull().default('aal1'),
    /** How the session was authenticated, newest first: the access token's amr claim (password, otp, sso/oidc, then totp…). */
    amr: jsonb('amr').$type<AuthMethodReference[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

export interface AuthMethodReference {
  method: 'password' | 'otp' | 'sso/oidc' | 'totp' | 'mfa/recovery_code';
  /** Seconds since the epoch. */
  timestamp: number;
}

export type MfaFactorType = 'totp' | 'recovery_code';

/**
 * Second factors (decision 180): an authenticator app's TOTP secret, encrypted, or the one set of recovery codes.
 * Five wrong codes within five minutes lock the factor for fifteen.
 */
export const authMfaFactors = pgTable(
  'auth_mfa_factors',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    factorType: text('factor_type').$type<MfaFactorType>().notNull(),
    friendlyName: text('friendly_name'),
    status: text('status').$type<'unverified' | 'verified'>().notNull().default('unverified'),
    /** The TOTP secret encrypted like a mailbox password (SECRETS_KEY); null for recovery codes. */
    encryptedSecret: text('encrypted_secret'),
    /** The last 30-second step whose code was accepted: no code is accepted twice. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    failuresWindowEndsAt: at('failures_window_ends_at'),
    lockedUntil: at('locked_until'),
    ...timestamps,
  },
  (t) => [
    index('auth_mfa_factors_user_id_idx').on(t.userId),
    uniqueIndex('auth_mfa_factors_friendly_name_key').on(t.userId, t.friendlyName),
  ],
);

export const authMfaChallenges = pgTable(
  'auth_mfa_challenges',
  {
    id: id(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => authMfaFactors.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    expiresAt: at('expires_at').notNull(),
    verifiedAt: at('verified_at'),
    ...timestamps,
  },
  (t) => [index('auth_mfa_challenges_factor_id_idx').on(t.factorId)],
);

/** One-time recovery codes, hashed; a new set replaces the old one. */
export const authMfaRecoveryCodes = pgTable(
  'auth_mfa_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => authMfaFactors.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    ...timestamps,
  },
  (t) => [index('auth_mfa_recovery_codes_factor_id_idx').on(t.factorId)],
);

export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    parentHash: text('parent_hash'),
    isRevoked: boolean('revoked').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('auth_refresh_tokens_token_hash_key').on(t.tokenHash), index('auth_refresh_tokens_session_id_idx').on(t.sessionId)],
);

export type OneTimeTokenType = 'confirmation' | 'recovery' | 'invite' | 'email_change' | 'magiclink';

export const authOneTimeTokens = pgTable(
  'auth_one_time_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenType: text('token_type').$type<OneTimeTokenType>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The six-digit code e-mailed with the link, hashed. */
    otpHash: text('otp_hash'),
    relatesTo: text('relates_to').notNull(),
    redirectTo: text('redirect_to'),
    /** Set for PKCE sign-ups: the link then redirects with ?code= instead of tokens. */
    flowStateId: uuid('flow_state_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('auth_one_time_tokens_token_hash_key').on(t.tokenHash),
    index('auth_one_time_tokens_user_id_idx').on(t.userId, t.tokenType),
  ],
);

export const authFlowState = pgTable(
  'auth_flow_state',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeChallenge: text('code_challenge').notNull(),
    codeChallengeMethod: text('code_challenge_method').$type<'s256' | 'plain'>().notNull(),
    authCodeHash: text('auth_code_hash').notNull(),
    authenticationMethod: text('authentication_method').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('auth_flow_state_auth_code_hash_key').on(t.authCodeHash)],
);

export const authSigningKeys = pgTable('auth_signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});

/** Keys that encrypt the secrets kept in tenant rows (a mailbox's password), made on first use when SECRETS_KEY is unset (decision 110). */
export const encryptionKeys = pgTable('encryption_keys', {
  name: text('name').primaryKey(),
  key: bytea('key').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    runAt: at('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: at('locked_until'),
    /** The worker that claimed the job while it is running: it takes back a claim whose answer it never received. */
    lockedBy: uuid('locked_by'),
    lastError: text('last_error'),
    /** At most one queued job per key (e.g. one digest per user and period). */
    dedupeKey: text('dedupe_key'),
    ...timestamps,
  },
  (t) => [
    index('jobs_ready_idx').on(t.runAt).where(sql`${t.status} in ('queued', 'running')`),
    uniqueIndex('jobs_dedupe_key_key').on(t.dedupeKey).where(sql`${t.status} = 'queued'`),
  ],
);

export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string; encoding?: 'base64' }[]>()
      .notNull()
      .default([]),
    /** The threading headers a message about a ticket carries (Message-ID, In-Reply-To, References, Reply-To). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('dev_mailbox_to_idx').on(sql`lower(${t.to})`, t.createdAt)],
);

/**
 * The auth service's limits, shared by every server process: hourly request counts per address and per e-mail
 * address, and failed sign-ins per account and address with the lockout they earned (decision 103).
 */
export const authRateLimits = pgTable(
  'auth_rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** When the count starts again: an hour's window, or a day after an account's last failed sign-in. */
    windowEndsAt: at('window_ends_at').notNull(),
    blockedUntil: at('blocked_until'),
  },
  (t) => [index('auth_rate_limits_window_ends_at_idx').on(t.windowEndsAt)],
);

/**
 * Requests made with an Idempotency-Key: the first answer is kept for a day so that a retry of the same
 * request gets it again instead of doing the work twice. Scoped by the user who sent it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being served. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    /** A request that has not answered by then (its process died) no longer holds the key. */
    lockedUntil: at('locked_until').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

// ---------------------------------------------------------------------------
// Tenant tables: each has organization_id, forced row-level security, and
// indexes that start with organization_id.
// ---------------------------------------------------------------------------

export const domains = pgTable(
  'domains',
  {
    id: id(),
    organizationId: tenant(),
    domainType: text('domain_type').$type<'subdomain' | 'custom'>().notNull(),
    domain: text('domain').notNull(),
    path: text('path'),
    isVerified: boolean('is_verified').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('domains_organization_id_idx').on(t.organizationId), uniqueIndex('domains_domain_key').on(t.domain)],
);

export const organizationFeatures = pgTable('organization_features', {
  organizationId: tenant().primaryKey(),
  multiOrganization: boolean('multi_organization').notNull().default(false),
  whiteLabelBranding: boolean('white_label_branding').notNull().default(false),
  customerPortal: boolean('customer_portal').notNull().default(false),
  slaManagement: boolean('sla_management').notNull().default(false),
  departments: boolean('departments').notNull().default(false),
  timeTracking: boolean('time_tracking').notNull().default(false),
  projectIntegration: boolean('project_integration').notNull().default(false),
  apiAccess: boolean('api_access').notNull().default(false),
  advancedReporting: boolean('advanced_reporting').notNull().default(false),
  addOns: jsonb('add_ons').$type<string[]>().notNull().default([]),
  ...timestamps,
});

/** One row per organization; each settings group is a JSON document validated by its schema in src/domain. */
export const organizationSettings = pgTable('organization_settings', {
  organizationId: tenant().primaryKey(),
  theme: jsonb('theme').$type<Record<string, unknown>>().notNull().default({}),
  timecard: jsonb('timecard').$type<Record<string, unknown>>().notNull().default({}),
  datetime: jsonb('datetime').$type<Record<string, unknown>>().notNull().default({}),
  ticketNumbering: jsonb('ticket_numbering').$type<Record<string, unknown>>().notNull().default({}),
  workOrders: jsonb('work_orders').$type<Record<string, unknown>>().notNull().default({}),
  agentPermissions: jsonb('agent_permissions').$type<Record<string, unknown>>().notNull().default({}),
  email: jsonb('email').$type<Record<string, unknown>>().notNull().default({}),
  serviceLevels: jsonb('service_levels').$type<Record<string, unknown>>().notNull().default({}),
  workOrdersEnabled: boolean('work_orders_enabled').notNull().default(true),
  strictPermissions: boolean('strict_permissions').notNull().default(false),
  manualApproval: boolean('manual_approval').notNull().default(false),
  agentSelfRegistrationEnabled: boolean('agent_self_registration_enabled').notNull().default(false),
  autoAssignEnabled: boolean('auto_assign_enabled').notNull().default(false),
  ...timestamps,
});

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: tenant(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    role: text('role').$type<Role>().notNull().default('user'),
    hasOnboarded: boolean('has_onboarded').notNull().default(false),
    permissions: jsonb('permissions').$type<Record<string, unknown>>().notNull().default({}),
    approvalStatus: text('approval_status').$type<'approved' | 'pending' | 'rejected'>().notNull().default('approved'),
    ...timestamps,
  },
  (t) => [
    index('profiles_organization_role_idx').on(t.organizationId, t.role, t.createdAt),
    index('profiles_organization_approval_idx').on(t.organizationId, t.approvalStatus),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: id(),
    organizationId: tenant(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationName: text('organization_name').notNull().default(''),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Set when a customer with tickets or work orders is deleted: hidden from lists and pickers, their history kept. */
    archivedAt: at('archived_at'),
    /** When mail to this address last came back undelivered; cleared by mail from it or by a member. */
    emailBouncedAt: at('email_bounced_at'),
    ...timestamps,
  },
  (t) => [
    index('customers_organization_name_idx').on(t.organizationId, t.contactName),
    index('customers_organization_created_idx').on(t.organizationId, t.createdAt, t.id),
    uniqueIndex('customers_organization_email_key').on(t.organizationId, sql`lower(${t.email})`),
    uniqueIndex('customers_user_id_key').on(t.userId),
    // Search by part of the name, company or e-mail (pg_trgm; btree_gin for the uuid).
    searchIndex('customers_organization_contact_trgm_idx', t.organizationId, t.contactName.op('gin_trgm_ops')),
    searchIndex('customers_organization_company_trgm_idx', t.organizationId, t.organizationName.op('gin_trgm_ops')),
    searchIndex('customers_organization_email_trgm_idx', t.organizationId, t.email.op('gin_trgm_ops')),
  ],
);

export type AgentStatus = 'active' | 'busy' | 'away' | 'inactive';

export const agents = pgTable(
  'agents',
  {
    id: id(),
    organizationId: tenant(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<'agent' | 'admin'>().notNull().default('agent'),
    duties: text('duties').notNull().default('employee'),
    status: text('status').$type<AgentStatus>().notNull().default('active'),
    /** What they can do in the field ("Gas", "Electrical"); the dispatch board's Suggest matches jobs' needs to them. */
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    /** Round-robin auto-assignment: the agent assigned longest ago goes first. */
    lastAssignedAt: at('last_assigned_at'),
    createdBy: uuid('created_by'),
    ...timestamps,
  },
  (t) => [
    index('agents_organization_created_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('agents_organization_email_key').on(t.organizationId, sql`lower(${t.email})`),
  ],
);

export const agentInvitations = pgTable(
  'agent_invitations',
  {
    id: id(),
    organizationId: tenant(),
    email: text('email').notNull(),
    name: text('name'),
    status: text('status').$type<'pending' | 'accepted' | 'revoked'>().notNull().default('pending'),
    invitedBy: uuid('invited_by'),
    invitedByName: text('invited_by_name'),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    ...timestamps,
  },
  (t) => [index('agent_invitations_organization_status_idx').on(t.organizationId, t.status, t.createdAt)],
);

/** Atomic ticket-number allocation: one counter per organization and reset period. */
export const ticketCounters = pgTable(
  'ticket_counters',
  {
    organizationId: tenant(),
    periodKey: text('period_key').notNull(),
    lastNumber: integer('last_number').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.periodKey] })],
);

/**
 * How many tickets an organization has in each status and priority, kept by triggers on tickets (migration
 * 0005) so that the summary cards read a few rows instead of counting every ticket.
 */
export const ticketTallies = pgTable(
  'ticket_tallies',
  {
    organizationId: tenant(),
    status: text('status').$type<TicketStatus>().notNull(),
    priority: text('priority').$type<Priority>().notNull(),
    tickets: integer('tickets').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.status, t.priority] })],
);

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    organizationId: tenant(),
    ticketNumber: text('ticket_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    priority: text('priority').$type<Priority>().notNull().default('medium'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull().default(''),
    createdBy: uuid('created_by'),
    assignedTo: uuid('assigned_to'),
    isEscalation: boolean('is_escalation').notNull().default(false),
    /** For an escalation (a ticket of the platform organization): the tenant and ticket it came from. */
    originOrganizationId: uuid('origin_organization_id'),
    originTicketId: uuid('origin_ticket_id'),
    /** The ticket this duplicate was merged into (its conversation continues there); null for a ticket not merged. */
    mergedIntoTicketId: uuid('merged_into_ticket_id'),
    commentCount: integer('comment_count').notNull().default(0),
    /** The channel the ticket came in through. */
    source: text('source').$type<TicketSource>().notNull().default('web'),
    /** When the staff first replied to the customer; null until then. */
    firstRespondedAt: at('first_responded_at'),
    /** When the ticket was last resolved or closed; null while it is open, reopening included. */
    resolvedAt: at('resolved_at'),
    /** The soonest due time among the ticket's running service-level clocks; null when none runs. */
    slaDueAt: at('sla_due_at'),
    /**
     * The secret of the ticket's reply address (reply+token@ the organization's mail domain): a reply carrying it
     * lands on this ticket whatever its headers say, and a staff member's reply needs it besides their address.
     */
    replyToken: text('reply_token').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /**
     * Full-text search over the title and description: each word stemmed (English) and as written, so that a
     * word typed halfway ("jamm") finds it as well as another form of it ("printers" finds "printer").
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(description, '')) || to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || coalesce(description, ''))`,
    ),
    /** The staff's labels, normalized (src/domain/ticket-tags.ts); never shown to customers. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The values of the organization's custom fields, by field id (src/domain/ticket-custom-fields.ts, decision 167). */
    customFields: jsonb('custom_fields').$type<CustomFieldValues>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('tickets_organization_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('tickets_organization_status_created_idx').on(t.organizationId, t.status, t.createdAt, t.id),
    index('tickets_organization_customer_created_idx').on(t.organizationId, t.customerId, t.createdAt, t.id),
    index('tickets_organization_assignee_created_idx').on(t.organizationId, t.assignedTo, t.createdAt, t.id),
    index('tickets_organization_creator_created_idx').on(t.organizationId, t.createdBy, t.createdAt, t.id),
    // The list sorted by last update: the whole organization's, an agent's queue of unassigned tickets and their own.
    index('tickets_organization_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('tickets_organization_assignee_updated_idx').on(t.organizationId, t.assignedTo, t.updatedAt, t.id),
    index('tickets_organization_creator_updated_idx').on(t.organizationId, t.createdBy, t.updatedAt, t.id),
    // The reports: tickets resolved per day.
    index('tickets_organization_resolved_idx').on(t.organizationId, t.resolvedAt).where(sql`${t.resolvedAt} is not null`),
    // The reports: the tickets open now (the backlog, worked back from now), the organization's or an agent's.
    index('tickets_organization_open_idx').on(t.organizationId, t.assignedTo).where(sql`${t.resolvedAt} is null`),
    // The list sorted by next due time, and the tickets about to breach.
    index('tickets_organization_sla_due_idx').on(t.organizationId, t.slaDueAt, t.id).where(sql`${t.slaDueAt} is not null`),
    index('tickets_organization_origin_idx').on(t.organizationId, t.originOrganizationId, t.createdAt),
    // The origin organization's view of its escalations, which live in the platform organization.
    index('tickets_origin_created_idx').on(t.originOrganizationId, t.createdAt, t.id).where(sql`${t.originOrganizationId} is not null`),
    uniqueIndex('tickets_organization_number_key').on(t.organizationId, t.ticketNumber),
    // The duplicates merged into a ticket, which follow it when it is merged in turn.
    index('tickets_organization_merged_into_idx')
      .on(t.organizationId, t.mergedIntoTicketId)
      .where(sql`${t.mergedIntoTicketId} is not null`),
    uniqueIndex('tickets_organization_reply_token_key').on(t.organizationId, t.replyToken),
    // Search: words of the title and description; fragments of the ticket number and customer name (pg_trgm; btree_gin for the uuid).
    searchIndex('tickets_organization_search_idx', t.organizationId, t.searchVector),
    searchIndex('tickets_organization_number_trgm_idx', t.organizationId, t.ticketNumber.op('gin_trgm_ops')),
    searchIndex('tickets_organization_customer_name_trgm_idx', t.organizationId, t.customerName.op('gin_trgm_ops')),
    // The list filtered on a custom field's value (custom_fields @> '{"<field id>": value}', decision 167).
    searchIndex('tickets_organization_custom_fields_idx', t.organizationId, t.customFields.op('jsonb_path_ops')),
  ],
);

/**
 * A change to every ticket matching a list's filters, made by a job in batches: what was asked, by whom, and how
 * far it has got. The tickets are walked oldest first up to the moment of the request, so newer ones are left alone.
 */
export const ticketBulkChanges = pgTable(
  'ticket_bulk_changes',
  {
    id: id(),
    organizationId: tenant(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: jsonb('action').$type<Record<string, unknown>>().notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'running' | 'done' | 'failed'>().notNull().default('running'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    /** The keyset position (created_at as text, id) of the last ticket done; null before the first batch. */
    positionAt: text('position_at'),
    positionId: uuid('position_id'),
    finishedAt: at('finished_at'),
    ...timestamps,
  },
  (t) => [index('ticket_bulk_changes_organization_requester_idx').on(t.organizationId, t.requestedBy, t.createdAt)],
);

export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: id(),
    organizationId: tenant(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull().default(''),
    content: text('content').notNull(),
    isPlatformSupport: boolean('is_platform_support').notNull().default(false),
    /** A note for the ticket's own staff: never shown, mailed or announced to its customer or to the organization an escalation came from. */
    isInternal: boolean('is_internal').notNull().default(false),
    /** The ticket's origin_organization_id, so that the organization an escalation came from reads its comments. */
    originOrganizationId: uuid('origin_organization_id'),
    /** Full-text search over the comment, as the ticket's own words are searched: stemmed (English) and as written. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, content) || to_tsvector('simple'::regconfig, content)`,
    ),
    ...timestamps,
  },
  (t) => [
    index('ticket_comments_organization_ticket_idx').on(t.organizationId, t.ticketId, t.createdAt),
    searchIndex('ticket_comments_organization_search_idx', t.organizationId, t.searchVector),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    organizationId: tenant(),
    /** Null for an organization-level notice. */
    userId: uuid('user_id'),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    relatedId: uuid('related_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    priority: text('priority').notNull().default('normal'),
    isRead: boolean('read').notNull().default(false),
    /** Shown in the bell; false for a notification that exists only to be e-mailed (in-app preference off). */
    isInApp: boolean('in_app').notNull().default(true),
    /** Waiting for the recipient's next digest e-mail. */
    isEmailPending: boolean('email_pending').notNull().default(false),
    emailedAt: at('emailed_at'),
    ...timestamps,
  },
  (t) => [
    index('notifications_organization_user_created_idx').on(t.organizationId, t.userId, t.createdAt),
    index('notifications_organization_user_unread_idx')
      .on(t.organizationId, t.userId, t.createdAt)
      .where(sql`not ${t.isRead} and ${t.isInApp}`),
    index('notifications_organization_user_email_pending_idx').on(t.organizationId, t.userId, t.createdAt).where(sql`${t.isEmailPending}`),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: tenant(),
    roleType: text('role_type').notNull().default('user'),
    emailNewTickets: boolean('email_new_tickets').notNull().default(false),
    emailTicketComments: boolean('email_ticket_comments').notNull().default(true),
    emailTicketStatusChanges: boolean('email_ticket_status_changes').notNull().default(true),
    appNewTickets: boolean('app_new_tickets').notNull().default(false),
    appTicketComments: boolean('app_ticket_comments').notNull().default(true),
    appTicketStatusChanges: boolean('app_ticket_status_changes').notNull().default(true),
    emailFrequency: text('email_frequency').$type<EmailFrequency>().notNull().default('immediate'),
    weekendNotifications: boolean('weekend_notifications').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('notification_preferences_organization_idx').on(t.organizationId, t.emailFrequency)],
);

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: tenant(),
  themeSettings: jsonb('theme_settings').$type<Record<string, unknown>>().notNull().default({}),
  notificationFlags: jsonb('notification_flags').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps,
});

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: id(),
    organizationId: tenant(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    eventType: text('event_type').notNull().default('business_meeting'),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    isAllDay: boolean('all_day').notNull().default(false),
    location: text('location'),
    meetingUrl: text('meeting_url'),
    createdBy: uuid('created_by'),
    status: text('status').$type<'scheduled' | 'completed' | 'cancelled'>().notNull().default('scheduled'),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('calendar_events_organization_start_idx').on(t.organizationId, t.startTime),
    index('calendar_events_organization_ticket_idx').on(t.organizationId, t.ticketId, t.startTime),
  ],
);

export type WorkOrderStatus = 'pending' | 'in_progress' | 'completed' | 'cancelled';

export const workOrders = pgTable(
  'work_orders',
  {
    id: id(),
    organizationId: tenant(),
    workOrderNumber: text('work_order_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priority: text('priority').$type<Priority>().notNull().default('medium'),
    status: text('status').$type<WorkOrderStatus>().notNull().default('pending'),
    scheduledDate: at('scheduled_date'),
    address: text('address'),
    estimatedHours: numeric('estimated_hours', { precision: 8, scale: 2, mode: 'number' }),
    actualHours: numeric('actual_hours', { precision: 8, scale: 2, mode: 'number' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    assignedTo: uuid('assigned_to'),
    createdBy: uuid('created_by'),
    /** The ticket it was created from; the ticket lists its work orders through this. */
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    /** The layout version it was filled with: a later layout never changes it. */
    layoutVersion: integer('layout_version'),
    /** Values of the layout's form fields, keyed by element id. */
    formValues: jsonb('form_values').$type<Record<string, string>>().notNull().default({}),
    signatureFileId: uuid('signature_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    signedBy: uuid('signed_by'),
    signerName: text('signer_name'),
    signedAt: at('signed_at'),
    completedAt: at('completed_at'),
    /** The PDF made at completion, kept as signed. */
    documentFileId: uuid('document_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    reopenedAt: at('reopened_at'),
    reopenedBy: uuid('reopened_by'),
    /** Raised by a trigger on every change, so a board that moves a job it read earlier can tell it changed since. */
    version: integer('version').notNull().default(1),
    /** The skills the job needs; Suggest puts the technicians who have them all first. */
    requiredSkills: text('required_skills').array().notNull().default(sql`'{}'::text[]`),
    /** The visit's arrival window starts at scheduled_date and lasts this long; not arrived by its end is late. */
    arrivalWindowMinutes: integer('arrival_window_minutes').notNull().default(60),
    /** The technician tapped On my way. */
    enRouteAt: at('en_route_at'),
    /** The technician tapped Arrived: the visit is on site. */
    arrivedAt: at('arrived_at'),
    /** Whoever last scheduled it on the board, told once if the technician is late. */
    dispatchedBy: uuid('dispatched_by'),
    lateNotifiedAt: at('late_notified_at'),
    ...timestamps,
  },
  (t) => [
    index('work_orders_organization_assignee_scheduled_idx')
      .on(t.organizationId, t.assignedTo, t.scheduledDate)
      .where(sql`${t.scheduledDate} is not null`),
    index('work_orders_organization_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('work_orders_organization_status_idx').on(t.organizationId, t.status, t.createdAt),
    uniqueIndex('work_orders_organization_number_key').on(t.organizationId, t.workOrderNumber),
    index('work_orders_organization_ticket_idx').on(t.organizationId, t.ticketId),
    index('work_orders_organization_customer_idx').on(t.organizationId, t.customerId, t.createdAt),
    index('work_orders_organization_scheduled_idx').on(t.organizationId, t.scheduledDate).where(sql`${t.scheduledDate} is not null`),
    searchIndex('work_orders_organization_title_trgm_idx', t.organizationId, t.title.op('gin_trgm_ops')),
  ],
);

export const workOrderLayouts = pgTable('work_order_layouts', {
  organizationId: tenant().primaryKey(),
  elements: jsonb('elements').$type<unknown[]>().notNull().default([]),
  /** Raised on each save; the versions are kept in work_order_layout_versions. */
  version: integer('version').notNull().default(0),
  updatedBy: uuid('updated_by'),
  ...timestamps,
});

/** Every saved layout, so a work order is always shown with the layout it was filled with. */
export const workOrderLayoutVersions = pgTable(
  'work_order_layout_versions',
  {
    organizationId: tenant(),
    version: integer('version').notNull(),
    elements: jsonb('elements').$type<unknown[]>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.version] })],
);

/** Atomic work order numbers: one counter per organization. */
export const workOrderCounters = pgTable('work_order_counters', {
  organizationId: tenant().primaryKey(),
  lastNumber: integer('last_number').notNull(),
  ...timestamps,
});

export const workOrderPhotos = pgTable(
  'work_order_photos',
  {
    id: id(),
    organizationId: tenant(),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('work_order_photos_organization_work_order_idx').on(t.organizationId, t.workOrderId, t.createdAt)],
);

export const timesheets = pgTable(
  'timesheets',
  {
    id: id(),
    organizationId: tenant(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status').$type<'draft' | 'submitted' | 'approved' | 'rejected'>().notNull().default('draft'),
    totals: jsonb('totals').$type<Record<string, number>>().notNull().default({}),
    submittedAt: at('submitted_at'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    /** Bumped by every save: a save made from an older version is refused rather than overwriting it. */
    version: integer('version').notNull().default(0),
    reviewComment: text('review_comment'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('timesheets_organization_user_period_key').on(t.organizationId, t.userId, t.periodStart),
    index('timesheets_organization_status_idx').on(t.organizationId, t.status, t.periodStart),
  ],
);

const hours = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' }).notNull().default(0);

export const timeEntries = pgTable(
  'time_entries',
  {
    id: id(),
    organizationId: tenant(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    clockIn: at('clock_in'),
    clockOut: at('clock_out'),
    startTime: text('start_time'),
    endTime: text('end_time'),
    regularHours: hours('regular_hours'),
    overtimeHours: hours('overtime_hours'),
    sickHours: hours('sick_hours'),
    vacationHours: hours('vacation_hours'),
    holidayHours: hours('holiday_hours'),
    ptoHours: hours('pto_hours'),
    prevailingWageHours: hours('prevailing_wage_hours'),
    breakHours: hours('break_hours'),
    breakStartedAt: at('break_started_at'),
    notes: text('notes'),
    timesheetId: uuid('timesheet_id').references(() => timesheets.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('time_entries_organization_user_date_idx').on(t.organizationId, t.userId, t.workDate),
    // At most one running clock per person, whichever device or server process clocks in.
    uniqueIndex('time_entries_one_open_clock_key')
      .on(t.organizationId, t.userId)
      .where(sql`${t.clockIn} is not null and ${t.clockOut} is null`),
    // One timesheet row per person and day; clock entries (clock_in set) may be several.
    uniqueIndex('time_entries_sheet_day_key').on(t.organizationId, t.userId, t.workDate).where(sql`${t.clockIn} is null`),
  ],
);

/** Requests for paid time off, deducted from the category's balance once approved. */
export const ptoRequests = pgTable(
  'pto_requests',
  {
    id: id(),
    organizationId: tenant(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    ...timestamps,
  },
  (t) => [
    index('pto_requests_organization_user_idx').on(t.organizationId, t.userId, t.startDate),
    index('pto_requests_organization_status_idx').on(t.organizationId, t.status, t.createdAt),
  ],
);

/** Files the organization uploads (theme logo, layout logos, photos, signatures) or is given (signed PDFs), served by id with their checked content type. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: id(),
    organizationId: tenant(),
    purpose: text('purpose').$type<'logo' | 'layout_image' | 'photo' | 'signature' | 'document' | 'email' | 'attachment'>().notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    content: bytea('content').notNull(),
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploaded_files_organization_created_idx').on(t.organizationId, t.createdAt)],
);

/** Realtime event payloads too large for a NOTIFY message; each server process reads them by id, then they expire. */
export const realtimeOutbox = pgTable(
  'realtime_outbox',
  {
    id: uuid('id').primaryKey(),
    organizationId: tenant(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('realtime_outbox_organization_created_idx').on(t.organizationId, t.createdAt)],
);

/** Each staff member's secret calendar feed address, kept only as a SHA-256 hash; resetting replaces it. */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    organizationId: tenant(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    uniqueIndex('calendar_feed_tokens_organization_hash_idx').on(t.organizationId, t.tokenHash),
  ],
);

/**
 * Every e-mail about a ticket, received or sent, by its Message-ID: a reply naming one in In-Reply-To or References
 * threads onto its ticket, the same message delivered twice is kept once, and a bounce finds the mail it answers.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    organizationId: tenant(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The comment the message became or carried; null for the mail that opened the ticket. */
    commentId: uuid('comment_id').references(() => ticketComments.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<'inbound' | 'outbound'>().notNull(),
    /** Without its angle brackets, in lower case. */
    messageId: text('message_id').notNull(),
    /** The customer's or member's address: who sent a received message, to whom Tandem sent one. */
    address: text('address').notNull(),
    subject: text('subject').notNull().default(''),
    /** The message as received (an uploaded file of purpose `email`); null for mail Tandem sent. */
    rawFileId: uuid('raw_file_id'),
    status: text('status').$type<'received' | 'sent' | 'bounced'>().notNull(),
    /** A received message's own HTML, sanitized; null when it had none. */
    html: text('html'),
    /** The quoted history under a received reply, kept apart from its new text; empty when there was none. */
    quotedText: text('quoted_text').notNull().default(''),
    /** The same history as sanitized HTML, when the message had HTML. */
    quotedHtml: text('quoted_html'),
    /** What a sent mail was: a member's reply (or a received message), or the acknowledgement of a new ticket. */
    kind: text('kind').$type<'message' | 'acknowledgement'>().notNull().default('message'),
    /** The delivery report's Status and Diagnostic-Code, when a sent mail bounced. */
    bounceReason: text('bounce_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_messages_organization_message_key').on(t.organizationId, t.messageId),
    index('mail_messages_organization_ticket_idx').on(t.organizationId, t.ticketId, t.createdAt),
    // A sender's recent mail and a recipient's acknowledgements of the day, counted by address.
    index('mail_messages_organization_address_idx').on(t.organizationId, t.address, t.createdAt),
    // A comment's mail, read with each comment of a ticket.
    index('mail_messages_organization_comment_idx').on(t.organizationId, t.commentId),
  ],
);

/**
 * An address of the organization's own (help@acme.com) that reaches Tandem through its MX record or a forwarding
 * rule, proved by a round trip: Tandem mails a check naming the token to the address, and the check coming back
 * verifies it. Only a verified address routes mail to its organization; it is verified for one organization only.
 */
export const mailAddresses = pgTable(
  'mail_addresses',
  {
    id: id(),
    organizationId: tenant(),
    /** In lower case. */
    address: text('address').notNull(),
    verificationToken: text('verification_token').notNull(),
    checkSentAt: at('check_sent_at').notNull(),
    verifiedAt: at('verified_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mail_addresses_organization_address_key').on(t.organizationId, t.address),
    uniqueIndex('mail_addresses_verified_address_key').on(t.address).where(sql`${t.verifiedAt} is not null`),
    uniqueIndex('mail_addresses_verification_token_key').on(t.verificationToken),
  ],
);

/** What changed on a ticket, who changed it and when: its status, priority, assignee, tags and merges, for its staff. */
export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: id(),
    organizationId: tenant(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** Null for a change the system made (a reply by e-mail reopening it, a job). */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    field: text('field').$type<'status' | 'priority' | 'assignee' | 'tags' | 'merged_into' | 'merged_from'>().notNull(),
    /** As shown: a status or priority as stored, the assignee's name, the tags joined; null for none. */
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('ticket_history_organization_ticket_idx').on(t.organizationId, t.ticketId, t.createdAt)],
);

/**
 * Who follows a ticket besides its customer and assignee: a staff member told of its comments and notes in the app
 * (user_id), or an address copied (CC) on its public replies by e-mail (email); one or the other.
 */
export const ticketFollowers = pgTable(
  'ticket_followers',
  {
    id: id(),
    organizationId: tenant(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    email: text('email'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ticket_followers_ticket_user_key').on(t.organizationId, t.ticketId, t.userId),
    uniqueIndex('ticket_followers_ticket_email_key').on(t.organizationId, t.ticketId, sql`lower(${t.email})`),
  ],
);

/** The files a received message carried, on the comment it became (or, with no comment, the ticket it opened). */
export const commentAttachments = pgTable(
  'comment_attachments',
  {
    id: id(),
    organizationId: tenant(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** Null for the attachments of the message that opened the ticket. */
    commentId: uuid('comment_id').references(() => ticketComments.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** The part's Content-ID without angle brackets, which the HTML's cid: references name; null when it has none. */
    contentId: text('content_id'),
    /** Shown inside the message's HTML rather than listed with its attachments. */
    isInline: boolean('is_inline').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('comment_attachments_organization_ticket_idx').on(t.organizationId, t.ticketId, t.createdAt)],
);

/** Received mail kept without making anything, for an org admin to release or discard. */
export const mailQuarantine = pgTable(
  'mail_quarantine',
  {
    id: id(),
    organizationId: tenant(),
    /** The From address, in lower case; empty when the message could not be read. */
    sender: text('sender').notNull(),
    subject: text('subject').notNull().default(''),
    reason: text('reason').$type<'sender_over_limit' | 'undecodable'>().notNull(),
    /** The envelope's recipients, to receive the message again on release. */
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    /** The message as received (an uploaded file of purpose `email`). */
    rawFileId: uuid('raw_file_id').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [index('mail_quarantine_organization_received_idx').on(t.organizationId, t.receivedAt, t.id)],
);

/** A sender whose mail is quarantined until `ends_at`: one row per address, its current or last episode. */
export const mailSenderHolds = pgTable(
  'mail_sender_holds',
  {
    organizationId: tenant(),
    address: text('address').notNull(),
    startedAt: at('started_at').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.address] })],
);

/** An organization's own mailbox, read over IMAP by one server process at a time (decision 110). */
export const mailboxes = pgTable('mailboxes', {
  organizationId: tenant().primaryKey(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  isTls: boolean('is_tls').notNull(),
  username: text('username').notNull(),
  authKind: text('auth_kind').$type<'password' | 'xoauth2'>().notNull(),
  /** The password or access token, encrypted (AES-256-GCM); never returned by the API. */
  secret: text('secret').notNull(),
  folder: text('folder').notNull().default('INBOX'),
  /** The folder's UIDVALIDITY and the highest UID read under it: a message is never read twice, restarts included. */
  uidValidity: text('uid_validity'),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
  readerState: text('reader_state').$type<'waiting' | 'connected' | 'failed'>().notNull().default('waiting'),
  /** Whether the server offers IDLE (new mail at once) or is polled. */
  isIdle: boolean('is_idle').notNull().default(false),
  lastError: text('last_error'),
  lastCheckedAt: at('last_checked_at'),
  ...timestamps,
});

/** An organization's business hours: the opening intervals of each weekday in a time zone, and the dates it is closed. */
export const slaCalendars = pgTable(
  'sla_calendars',
  {
    id: id(),
    organizationId: tenant(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(),
    week: jsonb('week').$type<Record<WeekdayKey, OpeningInterval[]>>().notNull(),
    /** Holidays and other closures: a local date and what it is. */
    closedDates: jsonb('closed_dates').$type<{ date: string; name: string }[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('sla_calendars_organization_name_key').on(t.organizationId, sql`lower(${t.name})`)],
);

/** A service-level policy: which tickets it covers and the targets it sets them; the first matching policy in order wins. */
export const slaPolicies = pgTable(
  'sla_policies',
  {
    id: id(),
    organizationId: tenant(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    calendarId: uuid('calendar_id').references(() => slaCalendars.id, { onDelete: 'restrict' }),
    match: jsonb('match').$type<SlaPolicyInput['match']>().notNull(),
    targets: jsonb('targets').$type<StoredSlaTargets>().notNull(),
    warnAtPercent: integer('warn_at_percent').notNull().default(75),
    breachActions: jsonb('breach_actions').$type<SlaPolicyInput['breachActions']>().notNull(),
    ...timestamps,
  },
  (t) => [index('sla_policies_organization_position_idx').on(t.organizationId, t.position)],
);

/**
 * One service-level target's clock on one ticket: the minutes used, whether it runs, when it falls due, and what
 * became of it. Next-response clocks come one per customer message waiting for a reply, on-site arrival ones one per
 * work order; the others one per ticket.
 */
export const ticketSlaClocks = pgTable(
  'ticket_sla_clocks',
  {
    id: id(),
    organizationId: tenant(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    target: text('target').$type<SlaTargetKind>().notNull(),
    /** For an on-site arrival target: the work order whose technician is awaited. */
    workOrderId: uuid('work_order_id').references(() => workOrders.id, { onDelete: 'cascade' }),
    policyId: uuid('policy_id').references(() => slaPolicies.id, { onDelete: 'set null' }),
    /** The policy's name when the clock started, kept for the ticket's history and the reports. */
    policyName: text('policy_name').notNull(),
    targetMinutes: integer('target_minutes').notNull(),
    isBusinessHours: boolean('is_business_hours').notNull(),
    warnAtPercent: integer('warn_at_percent').notNull(),
    /** Minutes of the target used before the current run (what pauses credited back is not counted). */
    usedMinutes: integer('used_minutes').notNull().default(0),
    startedAt: at('started_at').notNull(),
    /** When the clock last started running; null while paused or stopped. */
    runningSince: at('running_since'),
    /** Null while paused; kept once stopped. */
    dueAt: at('due_at'),
    warnAt: at('warn_at'),
    warnedAt: at('warned_at'),
    breachedAt: at('breached_at'),
    stoppedAt: at('stopped_at'),
    ...timestamps,
  },
  (t) => [
    index('ticket_sla_clocks_organization_ticket_idx').on(t.organizationId, t.ticketId, t.startedAt),
    uniqueIndex('ticket_sla_clocks_running_key')
      .on(t.ticketId, t.target, sql`coalesce(${t.workOrderId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.stoppedAt} is null`),
    // The reports: the clocks that stopped in a period, by target.
    index('ticket_sla_clocks_organization_stopped_idx').on(t.organizationId, t.target, t.stoppedAt).where(sql`${t.stoppedAt} is not null`),
    // The reports: clocks still running past their breach, by when it fell due (few: most clocks stop).
    index('ticket_sla_clocks_organization_breached_running_idx')
      .on(t.organizationId, t.dueAt)
      .where(sql`${t.stoppedAt} is null and ${t.breachedAt} is not null`),
  ],
);

/**
 * A saved reply (canned response): a template of a comment with placeholders, shared by the organization's staff
 * (no owner) or personal to its owner; with actions it is a macro that also sets the ticket's status, priority or
 * assignee when its reply is sent.
 */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: id(),
    organizationId: tenant(),
    /** Null for a shared reply; a personal one goes with its owner. */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A Liquid template, checked when saved. */
    body: text('body').notNull(),
    status: text('status').$type<TicketStatus>(),
    priority: text('priority').$type<Priority>(),
    /** Not a foreign key: an assignee who leaves the staff is refused when the macro is applied, not removed from it. */
    assigneeId: uuid('assignee_id'),
    ...timestamps,
  },
  (t) => [index('saved_replies_organization_owner_name_idx').on(t.organizationId, t.ownerUserId, t.name)],
);

/**
 * A saved view of the ticket list: its filters under a name, shared by the organization's staff (no owner) or
 * personal to its owner, listed in the list's sidebar with its count.
 */
export const ticketViews = pgTable(
  'ticket_views',
  {
    id: id(),
    organizationId: tenant(),
    /** Null for a shared view; a personal one goes with its owner. */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The list's filters, checked by ticketViewFiltersSchema when saved and read. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('ticket_views_organization_owner_position_idx').on(t.organizationId, t.ownerUserId, t.position)],
);

/**
 * A field of the organization's own on its tickets (decision 167): its values are kept on the ticket
 * (tickets.custom_fields, by this id). An archived field keeps its values but leaves the forms and the close rule.
 */
export const ticketCustomFields = pgTable(
  'ticket_custom_fields',
  {
    id: id(),
    organizationId: tenant(),
    label: text('label').notNull(),
    /** How the list's address and the CSV export name it; unique in the organization and never changed. */
    key: text('key').notNull(),
    type: text('type').$type<CustomFieldType>().notNull(),
    /** A dropdown's choices, in order. */
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    isRequiredToClose: boolean('is_required_to_close').notNull().default(false),
    isVisibleToCustomers: boolean('is_visible_to_customers').notNull().default(false),
    position: integer('position').notNull().default(0),
    isArchived: boolean('is_archived').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ticket_custom_fields_organization_key_key').on(t.organizationId, t.key),
    index('ticket_custom_fields_organization_position_idx').on(t.organizationId, t.position),
  ],
);

/**
 * The audit log (decision 182): who did what, when and from where, written in the transaction of the change.
 * Append-only for the application's role, which may not update or delete its rows; a database function owned
 * by the migrations' role prunes those older than the retention.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    organizationId: tenant(),
    /** Null when nobody signed in acted (a failed sign-in of an unknown address, a job); no reference, the log outlives accounts. */
    actorId: uuid('actor_id'),
    /** As the actor was named then (for a failed sign-in, the address tried). */
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    /** What was acted on: its kind (customer, settings, ticket…), id and name as shown then. */
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The request's address as the server sees it behind its configured proxies. */
    address: text('address'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_organization_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('audit_events_created_idx').on(t.createdAt),
  ],
);

/**
 * An organization's single sign-on through its OpenID Connect provider (decision 181): the provider, the secret
 * (AES-256-GCM, never returned), who becomes what on first sign-in, and the e-mail domain it has proved it owns.
 */
export const organizationSso = pgTable(
  'organization_sso',
  {
    organizationId: tenant().primaryKey(),
    /** Shown to whoever signs in: the button is "Sign in with {label}", and the auth API's provider_id. */
    providerId: uuid('provider_id').notNull().defaultRandom(),
    discoveryUrl: text('discovery_url').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretEncrypted: text('client_secret_encrypted').notNull(),
    buttonLabel: text('button_label').notNull(),
    /** A claim whose value (or one of whose values) gives the agent role; null when nobody becomes an agent by claim. */
    agentClaimName: text('agent_claim_name'),
    agentClaimValue: text('agent_claim_value'),
    /** What a first sign-in that the claim does not make an agent gets: a customer account, or none. */
    unmappedAccounts: text('unmapped_accounts').$type<'customer' | 'none'>().notNull().default('customer'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    emailDomain: text('email_domain'),
    /** The value of the TXT record that proves the domain; a new domain gets a new one. */
    domainToken: text('domain_token'),
    domainVerifiedAt: at('domain_verified_at'),
    isRequired: boolean('is_required').notNull().default(false),
    /** The one org admin who may still sign in with a password when SSO is required. */
    breakGlassUserId: uuid('break_glass_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('organization_sso_provider_id_key').on(t.providerId)],
);

/** A sign-in on its way through the provider: the state, nonce and PKCE verifier it is checked with, used once. */
export const ssoSignIns = pgTable(
  'sso_sign_ins',
  {
    id: id(),
    organizationId: tenant(),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    /** Where the browser goes back to with the auth code, and the client's own PKCE challenge for it. */
    returnTo: text('return_to').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    codeChallengeMethod: text('code_challenge_method').$type<'s256' | 'plain'>().notNull(),
    expiresAt: at('expires_at').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('sso_sign_ins_organization_state_key').on(t.organizationId, t.stateHash)],
);

/**
 * An organization's API key (decision 183): only a SHA-256 of the whole key is kept; its prefix finds it and is shown
 * in the list. It acts as the organization's admin who made it, limited to its scopes.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    organizationId: tenant(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
    /** Written at most once a minute per key, not on every call. */
    lastUsedAt: at('last_used_at'),
    lastUsedFrom: text('last_used_from'),
    ...timestamps,
  },
  (t) => [uniqueIndex('api_keys_organization_prefix_key').on(t.organizationId, t.prefix)],
);

/** An organization's webhook endpoint (decision 184): where its events go, signed with its own secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    organizationId: tenant(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types (domain/webhooks.ts). */
    events: text('events').array().notNull(),
    /** The `whsec_…` signing secret, encrypted like the other stored secrets (crypto/secrets.ts). */
    secretEncrypted: text('secret_encrypted').notNull(),
    /** The secret before the last rotation, which still signs until `previous_secret_expires_at`. */
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretExpiresAt: at('previous_secret_expires_at'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Why it was turned off by the server (a day of failures); null when an admin did or it is on. */
    disabledReason: text('disabled_reason'),
    /** The first failure since the last success; null while it answers. */
    failingSince: at('failing_since'),
    ...timestamps,
  },
  (t) => [index('webhook_endpoints_organization_idx').on(t.organizationId, t.createdAt)],
);

/**
 * One event for one endpoint: its signed request and its last answer. Deliveries of one endpoint and `order_key`
 * (a ticket) are sent one at a time in `sequence` order; the webhook-id is the delivery's id.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    organizationId: tenant(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    eventType: text('event_type').notNull(),
    /** What the event is about: `ticket`, `customer`, or `test`. */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** Deliveries with the same key go in order (a ticket's id; a test event's own id). */
    orderKey: text('order_key').notNull(),
    /** The request body, fixed when first sent (the object as the API returns it then) and sent again unchanged. */
    body: text('body'),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** Held by a worker sending it; a worker that died leaves it to expire. */
    sendingUntil: at('sending_until'),
    firstAttemptAt: at('first_attempt_at'),
    lastAttemptAt: at('last_attempt_at'),
    /** The answer's status code; null when there was none (refused, timed out, unreachable). */
    responseStatus: integer('response_status'),
    /** The start of the answer's body, or why there was no answer. */
    responseBody: text('response_body'),
    durationMs: integer('duration_ms'),
    ...timestamps,
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.organizationId, t.endpointId, t.sequence),
    index('webhook_deliveries_pending_idx').on(t.organizationId, t.endpointId, t.orderKey, t.sequence).where(sql`${t.status} = 'pending'`),
  ],
);
