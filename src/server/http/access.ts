import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { isPermitted, type Permission, type PermissionPolicy, permissionMessages } from '../../domain/agent-permissions.ts';
import { type ApiKeyScope, isApiKeyToken, requiredApiKeyScope } from '../../domain/api-keys.ts';
import { DomainError } from '../../domain/errors.ts';
import { type Access, admitsPlatformSuperAdmin, isAllowed, type Role } from '../../domain/roles.ts';
import { secondFactorSetupDueAt } from '../../domain/two-factor-policy.ts';
import type { SigningKeys } from '../auth/signing-keys.ts';
import type { Database, Tx } from '../db/client.ts';
import { authSessions, organizations, profiles } from '../db/schema.ts';
import { createBoundedCache } from './bounded-cache.ts';

export interface Caller {
  userId: string;
  email: string;
  sessionId: string;
  /** The access token's assurance level: aal2 once a second factor was verified in the session (decision 180). */
  aal: 'aal1' | 'aal2';
  /** Whether the person has an authenticator app: their aal1 tokens are then refused everywhere but the account check. */
  hasSecondFactor: boolean;
  /** Null for an account without a profile (setup incomplete). */
  profile: {
    organizationId: string;
    role: Role;
    name: string;
    hasOnboarded: boolean;
    approvalStatus: ApprovalStatus;
    /** A customer account whose customer record staff archived or deleted. */
    isClosedCustomer?: boolean;
    /** From when the person must have an authenticator app, by their role and organization (decision 185); null when not required. */
    secondFactorSetupDueAt: Date | null;
  } | null;
  /** Set when the caller is an organization's API key (decision 183) rather than a signed-in person. */
  apiKey?: { id: string; name: string; scopes: ApiKeyScope[] };
}

/** A caller who is an API key: its organization's admin who made it, with the key's scopes. */
export type ApiKeyCaller = Caller & { apiKey: NonNullable<Caller['apiKey']> };

/** What the access check asks of the features about members (decision 190): the agent-permissions and customers features provide it. */
export interface MemberLookups {
  /** The organization's agent permission matrix, read in its tenant transaction. */
  findPermissionPolicy(tx: Tx, organizationId: string): Promise<PermissionPolicy>;
  /** Whether a customer account's customer record is open (neither archived nor deleted). */
  hasActiveCustomerRecord(tx: Tx, organizationId: string, userId: string): Promise<boolean>;
}

/** What the access check needs to let API keys in (decision 183): the api-keys feature provides it. */
export interface ApiKeyAuthenticator {
  /** The key's caller on the organization of the request's host; null for an unknown, revoked or expired key. */
  identify(token: string, organizationId: string | undefined, address: string): Promise<ApiKeyCaller | null>;
  /** Counts a call in the key's minute: the seconds to wait once over its limit, else null. */
  secondsToWait(keyId: string): number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; a route without it refuses to register. */
    access?: Access;
    /** What the agent permission matrix must grant an agent calling the route (admins always may). */
    permission?: Permission;
    /** The 401 message of the route when the product gives its own (else the catalogue's). */
    unauthenticatedMessage?: string;
    /** For the `_or_super_admin` levels: the route's own messages for a caller without a profile or an organization. */
    memberMessages?: MemberMessages;
    /**
     * The route answers a person who still has to enter their second factor, or to set one up their organization
     * requires (the account check that sends them to it).
     */
    isOpenBeforeSecondFactor?: boolean;
    /** The scope an API key needs to call the route, when its permission does not say it; without one keys are refused. */
    apiKeyScope?: ApiKeyScope;
  }
  interface FastifyInstance {
    /** Routes registered in this scope by plugins we do not write (static files, API docs) are public. */
    pluginRoutesArePublic: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.toLowerCase().startsWith('bearer ')) return null;
  return header.slice(7).trim() || null;
}

/** The request's caller, for routes whose access requires one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new DomainError('unauthenticated');
  return request.caller;
}

type CallerProfile = NonNullable<Caller['profile']>;
type ApprovalStatus = 'approved' | 'pending' | 'rejected';

/** An account waiting for an org admin's approval, or refused it, acts as nobody of the organization. */
export function assertApproved(profile: CallerProfile): void {
  if (profile.approvalStatus === 'pending') throw new DomainError('approval_pending');
  if (profile.approvalStatus === 'rejected') throw new DomainError('approval_rejected');
  if (profile.isClosedCustomer) throw new DomainError('customer_account_closed');
}

/**
 * Profiles recently read, by user id. Only found profiles are kept, and only for a few seconds:
 * a role or approval change reaches every server process within that time.
 */
export function createProfileCache(ttlMs = 5000, maxEntries = 10_000) {
  const entries = createBoundedCache<CallerProfile>(maxEntries);
  return {
    get: (userId: string): CallerProfile | undefined => entries.get(userId)?.value,
    set: (userId: string, profile: CallerProfile): void => entries.set(userId, profile, ttlMs),
    /** A removed member's next request on this process reads the profile again (other processes within the few seconds). */
    forget: (userId: string): void => entries.delete(userId),
  };
}
export type ProfileCache = ReturnType<typeof createProfileCache>;

/**
 * Sessions recently found alive, by id: a signed-out session (global sign-out, password change, removal)
 * stops its access tokens on every server process within these few seconds, not when they expire.
 */
export function createSessionCache(ttlMs = 5000, maxEntries = 10_000) {
  const entries = createBoundedCache<true>(maxEntries);
  return {
    isKnownAlive: (sessionId: string) => entries.get(sessionId) !== undefined,
    rememberAlive: (sessionId: string) => entries.set(sessionId, true, ttlMs),
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

function isSessionAlive(tx: Tx, sessionId: string, userId: string): Promise<boolean> {
  return tx
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .then((rows) => rows.length > 0);
}

/** The signed-in caller of a request, with their profile, or null without a valid access token of a live session. */
export async function identifyCaller(
  db: Database,
  keys: SigningKeys,
  token: string | null,
  members: Pick<MemberLookups, 'hasActiveCustomerRecord'>,
  caches: { profiles?: ProfileCache; sessions?: SessionCache } = {},
): Promise<Caller | null> {
  if (!token) return null;
  const claims = await keys.verify(token).catch(() => null);
  if (!claims) return null;
  const sessionId = claims.session_id;
  let profile = caches.profiles?.get(claims.sub) ?? null;
  const isSessionKnown = caches.sessions?.isKnownAlive(sessionId) ?? false;
  if (!profile || !isSessionKnown) {
    // One transaction reads what the caches lack: the session's life and the profile.
    const found = await db.withTenantRead({ organizationId: null, userId: claims.sub }, async (tx) => ({
      isAlive: isSessionKnown || (await isSessionAlive(tx, sessionId, claims.sub)),
      rows: profile
        ? [profile]
        : await tx
            .select({
              organizationId: profiles.organizationId,
              role: profiles.role,
              name: profiles.name,
              hasOnboarded: profiles.hasOnboarded,
              approvalStatus: profiles.approvalStatus,
              memberSince: profiles.createdAt,
              policy: {
                requiredFor: organizations.twoFactorRequiredFor,
                graceDays: organizations.twoFactorGraceDays,
                requiredSince: organizations.twoFactorRequiredSince,
              },
            })
            .from(profiles)
            .innerJoin(organizations, eq(organizations.id, profiles.organizationId))
            .where(eq(profiles.id, claims.sub))
            .then((rows) =>
              rows.map(({ memberSince, policy, ...row }) => ({
                ...row,
                secondFactorSetupDueAt: secondFactorSetupDueAt(policy, row.role, memberSince),
              })),
            ),
    }));
    if (!found.isAlive) return null;
    caches.sessions?.rememberAlive(sessionId);
    if (!profile) {
      profile = found.rows[0] ?? null;
      if (profile?.role === 'user')
        profile = { ...profile, isClosedCustomer: !(await isOpenCustomerLogin(db, members, profile.organizationId, claims.sub)) };
      if (profile) caches.profiles?.set(claims.sub, profile);
    }
  }
  // The token says it: an aal1 token of a person with an authenticator is marked when made (decision 180).
  const hasSecondFactor = claims.aal === 'aal2' || claims.needs_aal2 === true;
  return { userId: claims.sub, email: claims.email, sessionId, aal: claims.aal, hasSecondFactor, profile };
}

/**
 * Why a session may not use the API yet, if it may not: a person with an authenticator app has still to enter its
 * code (decision 180), or a person whom their organization requires to have one is past their grace period without
 * it (decision 185).
 */
export function secondFactorRefusalOf(caller: Caller, now: Date): 'mfa_verification_required' | 'mfa_enrollment_required' | null {
  if (caller.aal === 'aal2') return null;
  if (caller.hasSecondFactor) return 'mfa_verification_required';
  const dueAt = caller.profile?.secondFactorSetupDueAt;
  return dueAt && dueAt <= now ? 'mfa_enrollment_required' : null;
}

/** An access token outlives the sessions ended with its customer record: the record is read with the profile. */
function isOpenCustomerLogin(
  db: Database,
  members: Pick<MemberLookups, 'hasActiveCustomerRecord'>,
  organizationId: string,
  userId: string,
): Promise<boolean> {
  return db.withTenantRead({ organizationId, userId }, (tx) => members.hasActiveCustomerRecord(tx, organizationId, userId));
}

/** A route's own messages for a signed-in caller who cannot act in an organization. */
export interface MemberMessages {
  /** When the signed-in account has no profile. */
  noProfile?: string;
  /** When the request names no organization and the caller is not a super admin. */
  noOrganization?: string;
}

/**
 * The organization a signed-in person acts in: the request's, of which they must be an approved member; on the main
 * domain (no request organization) a super admin's own, the platform organization. Anyone else is refused.
 */
export function actingOrganizationOf(
  caller: Caller,
  organization: { id: string } | null | undefined,
  messages: MemberMessages = {},
): { profile: CallerProfile; organizationId: string } {
  const profile = caller.profile;
  if (!profile) throw new DomainError('profile_missing', messages.noProfile);
  assertApproved(profile);
  if (!organization) {
    if (profile.role !== 'super_admin') throw new DomainError('organization_not_found', messages.noOrganization);
    return { profile, organizationId: profile.organizationId };
  }
  if (profile.organizationId !== organization.id) throw new DomainError('forbidden');
  return { profile, organizationId: organization.id };
}

/** Read on each call, not cached: an org admin who takes a permission away expects the next request to be refused. */
async function assertAgentPermitted(db: Database, members: MemberLookups, organizationId: string, permission: Permission): Promise<void> {
  const policy = await db.withTenantRead({ organizationId }, (tx) => members.findPermissionPolicy(tx, organizationId));
  if (!isPermitted('agent', policy, permission)) throw new DomainError('forbidden', permissionMessages[permission]);
}

/**
 * Deny by default: every route declares its access, checked as soon as the request's organization is known and
 * before its body is read or validated, so that a caller the route refuses learns nothing about its input.
 * Role-based access also requires membership of the request's organization (super admins work on the main domain).
 */
export function registerAccessControl(
  app: FastifyInstance,
  {
    db,
    keys,
    members,
    now,
    profileCache = createProfileCache(),
    apiKeys,
  }: {
    db: Database;
    keys: SigningKeys;
    members: MemberLookups;
    now: () => Date;
    profileCache?: ProfileCache;
    apiKeys?: ApiKeyAuthenticator;
  },
): void {
  const sessionCache = createSessionCache();
  app.decorate('pluginRoutesArePublic', false);
  app.decorateRequest('caller', null);

  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const access = route.config?.access ?? (this.pluginRoutesArePublic ? 'public' : undefined);
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
    if (access === 'public') return;
    const apiKeyScope = requiredApiKeyScope(route.config ?? {});
    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerTokenOf(request);
      if (isApiKeyToken(token)) {
        // A key: found under its organization's row-level security, so another organization's address never finds it.
        const keyCaller = apiKeys ? await apiKeys.identify(token, request.organization?.id, request.ip) : null;
        if (!keyCaller) throw new DomainError('api_key_invalid');
        request.caller = keyCaller;
        if (!apiKeyScope) throw new DomainError('api_key_not_allowed');
        if (!keyCaller.apiKey.scopes.includes(apiKeyScope)) {
          throw new DomainError('api_key_scope_missing', `This API key does not have the ${apiKeyScope} scope this endpoint needs.`);
        }
        const wait = apiKeys?.secondsToWait(keyCaller.apiKey.id) ?? null;
        if (wait !== null) {
          reply.header('retry-after', String(wait));
          throw new DomainError('rate_limited', `This API key made too many calls this minute; try again in ${wait} s.`);
        }
      } else {
        request.caller = await identifyCaller(db, keys, token, members, { profiles: profileCache, sessions: sessionCache });
      }
      const caller = request.caller;
      if (!caller) throw new DomainError('unauthenticated', route.config?.unauthenticatedMessage);
      const secondFactorRefusal = route.config?.isOpenBeforeSecondFactor ? null : secondFactorRefusalOf(caller, now());
      if (secondFactorRefusal) throw new DomainError(secondFactorRefusal);
      const permission = route.config?.permission;
      if (access === 'authenticated') {
        // A route open to customers and staff alike still asks the matrix about an agent of the request's organization.
        const profile = caller.profile;
        if (permission && profile?.role === 'agent' && profile.organizationId === request.organization?.id) {
          await assertAgentPermitted(db, members, profile.organizationId, permission);
        }
        return;
      }
      if (access === 'super_admin') {
        if (caller.profile?.role !== 'super_admin') throw new DomainError('forbidden');
        return;
      }
      if (admitsPlatformSuperAdmin(access)) {
        // The handler's own refusals, with its messages, made before the body is read (decision 187).
        const { profile } = actingOrganizationOf(caller, request.organization, route.config?.memberMessages);
        if (!isAllowed(access, profile.role)) throw new DomainError('forbidden');
        if (permission && profile.role === 'agent') await assertAgentPermitted(db, members, profile.organizationId, permission);
        return;
      }
      if (!request.organization) throw new DomainError('organization_not_found');
      const profile = caller.profile;
      if (!profile || profile.organizationId !== request.organization.id || !isAllowed(access, profile.role)) {
        throw new DomainError('forbidden');
      }
      assertApproved(profile);
      if (permission && profile.role === 'agent') await assertAgentPermitted(db, members, profile.organizationId, permission);
    };
    const existing = route.onRequest;
    route.onRequest = existing ? [check, ...(Array.isArray(existing) ? existing : [existing])] : check;
  });
}
