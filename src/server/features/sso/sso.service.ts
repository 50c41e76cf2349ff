import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '../../../domain/errors.ts';
import {
  isPasswordSignInRefusedBySso,
  normalizeSsoDomain,
  type SsoUnmappedAccounts,
  ssoRoleFor,
  ssoTxtRecordName,
  ssoTxtRecordValue,
} from '../../../domain/sso.ts';
import type { AuthHooks, AuthService, PkceChallenge } from '../../auth/auth.service.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { decryptSecret, encryptSecret } from '../../crypto/secrets.ts';
import { type Database, inTenantScope, type Tx } from '../../db/client.ts';
import type { RequestOrganization } from '../../http/tenancy.ts';
import { type AuditActor, recordSettingsChange } from '../audit-log/audit-log.repository.ts';
import { linkCustomerRecord } from '../customer-signup/customer-signup.repository.ts';
import { insertMember, linkAgentRecord } from '../members/members.repository.ts';
import type { SsoSettingsRow } from './sso.repository.ts';
import * as repository from './sso.repository.ts';
import { readTxtRecords } from './sso-dns.ts';
import {
  discoverSsoProvider,
  newSsoChecks,
  redeemSsoCode,
  type SsoProviderAccess,
  SsoProviderUnavailableError,
  ssoAuthorizationUrl,
} from './sso-provider.ts';

/** A sign-in must come back from the provider within this time. */
const SIGN_IN_TTL_MS = 10 * 60_000;

export interface SsoDeps {
  config: Config;
  db: Database;
  clock: Clock;
}

/** Why a single sign-on did not end in a session: the login page shows the message of ssoMessages with this key. */
export type SsoFailure = 'signInFailed' | 'providerUnavailable' | 'emailNotVerified' | 'noAccount' | 'otherOrganization' | 'notConfigured';

export class SsoSignInFailedError extends Error {
  readonly reason: SsoFailure;
  constructor(reason: SsoFailure, detail: string) {
    super(`single sign-on failed (${reason}): ${detail}`);
    this.name = 'SsoSignInFailedError';
    this.reason = reason;
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Where the provider sends the browser back: the organization's own host (with its subdomain parameter on a main host). */
export function ssoRedirectUri(origin: string, carriedSubdomain: string | null): string {
  const url = new URL('/auth/v1/sso/callback', origin);
  if (carriedSubdomain) url.searchParams.set('subdomain', carriedSubdomain);
  return url.toString();
}

export interface SsoSettingsInput {
  discoveryUrl: string;
  clientId: string;
  /** Empty or absent keeps the stored secret. */
  clientSecret?: string | undefined;
  buttonLabel: string;
  agentClaimName: string | null;
  agentClaimValue: string | null;
  unmappedAccounts: SsoUnmappedAccounts;
  isEnabled: boolean;
}

export interface SsoSettingsView {
  isConfigured: boolean;
  providerId: string | null;
  discoveryUrl: string;
  clientId: string;
  hasClientSecret: boolean;
  buttonLabel: string;
  agentClaimName: string | null;
  agentClaimValue: string | null;
  unmappedAccounts: SsoUnmappedAccounts;
  isEnabled: boolean;
  emailDomain: string | null;
  txtRecordName: string | null;
  txtRecordValue: string | null;
  domainVerifiedAt: Date | null;
  isRequired: boolean;
  breakGlassUserId: string | null;
  orgAdmins: { id: string; name: string; email: string }[];
}

async function viewOf(tx: Tx, organizationId: string, row: SsoSettingsRow | null): Promise<SsoSettingsView> {
  return {
    isConfigured: row !== null,
    providerId: row?.providerId ?? null,
    discoveryUrl: row?.discoveryUrl ?? '',
    clientId: row?.clientId ?? '',
    hasClientSecret: row !== null,
    buttonLabel: row?.buttonLabel ?? '',
    agentClaimName: row?.agentClaimName ?? null,
    agentClaimValue: row?.agentClaimValue ?? null,
    unmappedAccounts: row?.unmappedAccounts ?? 'customer',
    isEnabled: row?.isEnabled ?? false,
    emailDomain: row?.emailDomain ?? null,
    txtRecordName: row?.emailDomain ? ssoTxtRecordName(row.emailDomain) : null,
    txtRecordValue: row?.domainToken ? ssoTxtRecordValue(row.domainToken) : null,
    domainVerifiedAt: row?.domainVerifiedAt ?? null,
    isRequired: row?.isRequired ?? false,
    breakGlassUserId: row?.breakGlassUserId ?? null,
    orgAdmins: await repository.findOrgAdmins(tx, organizationId),
  };
}

function providerAccess(deps: SsoDeps, settings: { discoveryUrl: string; clientId: string }, clientSecret: string): SsoProviderAccess {
  return {
    discoveryUrl: settings.discoveryUrl,
    clientId: settings.clientId,
    clientSecret,
    isLocalAllowed: deps.config.SSO_ALLOW_LOCAL_PROVIDERS,
    clockSkewSeconds: Math.round((deps.clock.now().getTime() - Date.now()) / 1000),
  };
}

function checkDiscoveryUrl(deps: SsoDeps, value: string): void {
  const url = URL.canParse(value) ? new URL(value) : null;
  const isAllowed = url && (url.protocol === 'https:' || (url.protocol === 'http:' && deps.config.SSO_ALLOW_LOCAL_PROVIDERS));
  if (!isAllowed) throw new DomainError('validation_failed', 'discoveryUrl: must be an https address', { field: 'discoveryUrl' });
}

/** What the audit log keeps of the settings: everything but the secret, which it records only as changed. */
function auditedOf(row: SsoSettingsRow | null): Record<string, unknown> {
  if (!row) return {};
  return {
    discoveryUrl: row.discoveryUrl,
    clientId: row.clientId,
    buttonLabel: row.buttonLabel,
    agentClaimName: row.agentClaimName,
    agentClaimValue: row.agentClaimValue,
    unmappedAccounts: row.unmappedAccounts,
    isEnabled: row.isEnabled,
    emailDomain: row.emailDomain,
    isDomainVerified: row.domainVerifiedAt !== null,
    isRequired: row.isRequired,
    breakGlassUserId: row.breakGlassUserId,
  };
}

/** Records a change of the settings in the audit log, in the change's transaction. */
function recordSsoChange(
  tx: Tx,
  change: {
    organizationId: string;
    actor: AuditActor;
    before: SsoSettingsRow | null;
    after: SsoSettingsRow | null;
    isSecretChanged?: boolean;
  },
): Promise<void> {
  return recordSettingsChange(tx, {
    organizationId: change.organizationId,
    actor: change.actor,
    settings: 'sso',
    before: auditedOf(change.before),
    after: { ...auditedOf(change.after), ...(change.isSecretChanged ? { clientSecret: 'changed' } : {}) },
  });
}

export async function readSsoSettings(deps: SsoDeps & { organizationId: string }): Promise<SsoSettingsView> {
  return deps.db.withTenant({ organizationId: deps.organizationId }, async (tx) =>
    viewOf(tx, deps.organizationId, await repository.findSsoSettings(tx, deps.organizationId)),
  );
}

/** Saves the provider and the role mapping; the secret is encrypted, and kept when none is given. */
export async function saveSsoSettings(
  deps: SsoDeps & { organizationId: string; actor: AuditActor; input: SsoSettingsInput },
): Promise<SsoSettingsView> {
  const { db, organizationId, input } = deps;
  checkDiscoveryUrl(deps, input.discoveryUrl);
  const newSecret = input.clientSecret ? await encryptSecret(db, deps.config, organizationId, input.clientSecret) : null;
  return db.withTenant({ organizationId }, async (tx) => {
    const existing = await repository.findSsoSettings(tx, organizationId);
    const clientSecretEncrypted = newSecret ?? existing?.clientSecretEncrypted;
    if (!clientSecretEncrypted) throw new DomainError('sso_secret_required', undefined, { field: 'clientSecret' });
    const row = await repository.upsertSsoSettings(tx, organizationId, {
      discoveryUrl: input.discoveryUrl,
      clientId: input.clientId,
      clientSecretEncrypted,
      buttonLabel: input.buttonLabel,
      agentClaimName: input.agentClaimName,
      agentClaimValue: input.agentClaimName ? input.agentClaimValue : null,
      unmappedAccounts: input.unmappedAccounts,
      isEnabled: input.isEnabled,
      updatedAt: deps.clock.now(),
    });
    await recordSsoChange(tx, { organizationId, actor: deps.actor, before: existing, after: row, isSecretChanged: newSecret !== null });
    return viewOf(tx, organizationId, row);
  });
}

/** Removes single sign-on: the button goes, and passwords work again for everyone. */
export async function removeSsoSettings(deps: SsoDeps & { organizationId: string; actor: AuditActor }): Promise<void> {
  const { organizationId } = deps;
  await deps.db.withTenant({ organizationId }, async (tx) => {
    const existing = await repository.findSsoSettings(tx, organizationId);
    if (!existing || !(await repository.deleteSsoSettings(tx, organizationId))) throw new DomainError('sso_not_configured');
    await recordSsoChange(tx, { organizationId, actor: deps.actor, before: existing, after: null });
  });
}

/** Reads a provider's discovery document, before saving: what it says about itself, or why it cannot be read. */
export async function testSsoProvider(deps: SsoDeps & { discoveryUrl: string; clientId: string }): Promise<{
  issuer: string;
  authorizationEndpoint: string;
}> {
  checkDiscoveryUrl(deps, deps.discoveryUrl);
  try {
    // Discovery needs no secret; openid-client wants one for the configuration it makes.
    const configuration = await discoverSsoProvider(providerAccess(deps, deps, 'unused'));
    const metadata = configuration.serverMetadata();
    return { issuer: metadata.issuer, authorizationEndpoint: metadata.authorization_endpoint ?? '' };
  } catch (error) {
    // The innermost cause says what happened (a refused connection, a local address), not openid-client's wrapping.
    let reason: unknown = error instanceof SsoProviderUnavailableError ? error.cause : error;
    while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
    reason = reason instanceof Error ? reason.message : String(reason);
    throw new DomainError('sso_provider_unavailable', `The discovery document could not be read: ${reason}`);
  }
}

/** Names the e-mail domain to prove: a new TXT value, and SSO no longer required until it is verified. */
export async function setSsoDomain(
  deps: SsoDeps & { organizationId: string; actor: AuditActor; emailDomain: string },
): Promise<SsoSettingsView> {
  const domain = normalizeSsoDomain(deps.emailDomain);
  if (!domain)
    throw new DomainError('validation_failed', 'emailDomain: must be a domain name such as example.com', { field: 'emailDomain' });
  return deps.db.withTenant({ organizationId: deps.organizationId }, async (tx) => {
    const existing = await repository.findSsoSettings(tx, deps.organizationId);
    if (!existing) throw new DomainError('sso_not_configured');
    if (existing.emailDomain === domain) return viewOf(tx, deps.organizationId, existing);
    const row = await repository.updateSsoSettings(tx, deps.organizationId, {
      emailDomain: domain,
      domainToken: randomBytes(18).toString('base64url'),
      domainVerifiedAt: null,
      isRequired: false,
      updatedAt: deps.clock.now(),
    });
    await recordSsoChange(tx, { organizationId: deps.organizationId, actor: deps.actor, before: existing, after: row });
    return viewOf(tx, deps.organizationId, row);
  });
}

/** Looks the TXT record up (DNS_SERVERS, or the system's resolvers) and marks the domain verified when it is there. */
export async function checkSsoDomain(deps: SsoDeps & { organizationId: string; actor: AuditActor }): Promise<SsoSettingsView> {
  const { db, organizationId } = deps;
  const settings = await db.withTenant({ organizationId }, (tx) => repository.findSsoSettings(tx, organizationId));
  if (!settings?.emailDomain || !settings.domainToken) throw new DomainError('sso_not_configured', 'Name the e-mail domain first.');
  const expected = ssoTxtRecordValue(settings.domainToken);
  const records = await readTxtRecords(ssoTxtRecordName(settings.emailDomain), deps.config.DNS_SERVERS).catch((error: Error) => {
    throw new DomainError('sso_domain_check_failed', `The DNS lookup failed (${error.message}). Try again in a few minutes.`);
  });
  if (!records.includes(expected)) throw new DomainError('sso_domain_check_failed');
  return db.withTenant({ organizationId }, async (tx) => {
    const row = await repository.updateSsoSettings(tx, organizationId, {
      domainVerifiedAt: deps.clock.now(),
      updatedAt: deps.clock.now(),
    });
    await recordSsoChange(tx, { organizationId, actor: deps.actor, before: settings, after: row });
    return viewOf(tx, organizationId, row);
  });
}

/** Requires SSO for the verified domain (or stops requiring it), with the one org admin who keeps a password. */
export async function setSsoRequirement(
  deps: SsoDeps & { organizationId: string; actor: AuditActor; isRequired: boolean; breakGlassUserId: string | null },
): Promise<SsoSettingsView> {
  const { organizationId } = deps;
  return deps.db.withTenant({ organizationId }, async (tx) => {
    const existing = await repository.findSsoSettings(tx, organizationId);
    if (!existing) throw new DomainError('sso_not_configured');
    if (deps.isRequired && !existing.domainVerifiedAt) throw new DomainError('sso_domain_not_verified');
    if (deps.isRequired && !deps.breakGlassUserId)
      throw new DomainError('sso_break_glass_required', undefined, { field: 'breakGlassUserId' });
    if (deps.breakGlassUserId) {
      const member = await repository.findMember(tx, organizationId, deps.breakGlassUserId);
      if (member?.role !== 'org_admin') throw new DomainError('sso_break_glass_not_admin', undefined, { field: 'breakGlassUserId' });
    }
    const row = await repository.updateSsoSettings(tx, organizationId, {
      isRequired: deps.isRequired,
      breakGlassUserId: deps.breakGlassUserId,
      updatedAt: deps.clock.now(),
    });
    await recordSsoChange(tx, { organizationId, actor: deps.actor, before: existing, after: row });
    return viewOf(tx, organizationId, row);
  });
}

/** What the login page needs to offer the button: null when the organization has no SSO switched on. */
export async function findSsoButton(deps: { db: Database; organizationId: string }): Promise<{ providerId: string; label: string } | null> {
  const row = await deps.db.withTenantRead({ organizationId: deps.organizationId }, (tx) =>
    repository.findSsoSettings(tx, deps.organizationId),
  );
  return row?.isEnabled ? { providerId: row.providerId, label: row.buttonLabel } : null;
}

async function enabledSettings(db: Database, organizationId: string, providerId?: string): Promise<SsoSettingsRow> {
  const row = await db.withTenantRead({ organizationId }, (tx) => repository.findSsoSettings(tx, organizationId));
  if (!row?.isEnabled || (providerId !== undefined && row.providerId !== providerId)) throw new DomainError('sso_not_configured');
  return row;
}

/**
 * Starts a sign-in: discovers the provider, records state, nonce and our PKCE verifier (with the browser client's
 * own challenge for the code it will get back), and answers the provider's authorization address.
 */
export async function startSsoSignIn(
  deps: SsoDeps & {
    organization: RequestOrganization;
    providerId: string;
    redirectUri: string;
    returnTo: string;
    pkce: PkceChallenge;
  },
): Promise<{ url: string }> {
  const { db, organization } = deps;
  const settings = await enabledSettings(db, organization.id, deps.providerId);
  const secret = await decryptSecret(db, deps.config, organization.id, settings.clientSecretEncrypted);
  const configuration = await discoverSsoProvider(providerAccess(deps, settings, secret)).catch(() => {
    throw new DomainError('sso_provider_unavailable');
  });
  const checks = await newSsoChecks();
  const now = deps.clock.now();
  await db.withTenant({ organizationId: organization.id }, (tx) =>
    repository.insertSsoSignIn(tx, {
      organizationId: organization.id,
      stateHash: sha256(checks.state),
      nonce: checks.nonce,
      codeVerifier: checks.codeVerifier,
      redirectUri: deps.redirectUri,
      returnTo: deps.returnTo,
      codeChallenge: deps.pkce.codeChallenge,
      codeChallengeMethod: deps.pkce.method,
      expiresAt: new Date(now.getTime() + SIGN_IN_TTL_MS),
      createdAt: now,
      updatedAt: now,
    }),
  );
  return {
    url: ssoAuthorizationUrl(configuration, {
      redirectUri: deps.redirectUri,
      state: checks.state,
      nonce: checks.nonce,
      codeChallenge: checks.codeChallenge,
    }),
  };
}

function textClaim(claims: Record<string, unknown>, name: string): string | null {
  const value = claims[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The account of the provider's user in this organization: matched by verified e-mail, or created by the role mapping. */
async function accountFor(
  deps: SsoDeps & { auth: AuthService; tx: Tx; organizationId: string; settings: SsoSettingsRow; claims: Record<string, unknown> },
): Promise<{ userId: string; isNew: boolean }> {
  const { tx, organizationId, claims, auth } = deps;
  const email = textClaim(claims, 'email');
  if (!email) throw new SsoSignInFailedError('emailNotVerified', 'the provider gave no email claim');
  // Only an address the provider has verified may stand for an account here (OpenID Connect Core 5.1).
  if (claims.email_verified !== true)
    throw new SsoSignInFailedError('emailNotVerified', `email_verified is ${String(claims.email_verified)}`);
  const existing = await auth.findAccount({ tx, email });
  if (existing) {
    const member = await repository.findMember(tx, organizationId, existing.id);
    if (member) {
      await auth.findOrCreateProviderUser({ tx, email, data: {} });
      return { userId: existing.id, isNew: false };
    }
    // The account is another organization's, or no organization's yet: SSO does not move it here.
    throw new SsoSignInFailedError('otherOrganization', 'the address has an account outside this organization');
  }
  const role = ssoRoleFor(deps.settings, claims);
  if (!role) throw new SsoSignInFailedError('noAccount', 'the role mapping gives no account');
  const name = textClaim(claims, 'name') ?? email.split('@')[0] ?? email;
  const user = await auth.findOrCreateProviderUser({ tx, email, data: { name } });
  const now = deps.clock.now();
  await insertMember(tx, {
    organizationId,
    userId: user.id,
    email: user.email,
    name,
    role: role === 'agent' ? 'agent' : 'user',
    approvalStatus: 'approved',
    now,
  });
  if (role === 'agent') await linkAgentRecord(tx, { organizationId, userId: user.id, name, email: user.email, createdBy: null, now });
  else await linkCustomerRecord(tx, { organizationId, userId: user.id, organizationName: '', contactName: name, email: user.email, now });
  return { userId: user.id, isNew: true };
}

/**
 * Finishes a sign-in when the provider sends the browser back: takes the state's sign-in (once, in this
 * organization only), redeems the code with every check, finds or creates the account, and answers where the
 * browser goes with an auth code for a normal session. Throws SsoSignInFailedError with the return address.
 */
export async function finishSsoSignIn(
  deps: SsoDeps & { auth: AuthService; organization: RequestOrganization; state: string; callbackUrl: string },
): Promise<{ location: string; userId: string; isNewAccount: boolean }> {
  const { db, organization } = deps;
  const organizationId = organization.id;
  const signIn = await db.withTenant({ organizationId }, (tx) => repository.takeSsoSignIn(tx, organizationId, sha256(deps.state)));
  if (!signIn) throw new SsoSignInFailedError('signInFailed', 'no sign-in in this organization has this state');
  const fail = (reason: SsoFailure, detail: string) => new SsoReturnError(signIn.returnTo, new SsoSignInFailedError(reason, detail));
  if (signIn.expiresAt <= deps.clock.now()) throw fail('signInFailed', 'the sign-in took too long');
  const settings = await db.withTenantRead({ organizationId }, (tx) => repository.findSsoSettings(tx, organizationId));
  if (!settings?.isEnabled) throw fail('notConfigured', 'single sign-on was switched off');
  const secret = await decryptSecret(db, deps.config, organizationId, settings.clientSecretEncrypted);
  let claims: Record<string, unknown>;
  try {
    const configuration = await discoverSsoProvider(providerAccess(deps, settings, secret));
    // The callback address the provider was given, with what it added (code, state, iss).
    const callback = new URL(signIn.redirectUri);
    for (const [key, value] of new URL(deps.callbackUrl).searchParams) if (key !== 'subdomain') callback.searchParams.append(key, value);
    claims = await redeemSsoCode(configuration, {
      callbackUrl: callback.toString(),
      codeVerifier: signIn.codeVerifier,
      state: deps.state,
      nonce: signIn.nonce,
    });
  } catch (error) {
    throw fail(error instanceof SsoProviderUnavailableError ? 'providerUnavailable' : 'signInFailed', (error as Error).message);
  }
  try {
    return await db.withTenant({ organizationId }, async (tx) => {
      const account = await accountFor({ ...deps, tx, organizationId, settings, claims });
      const code = await deps.auth.createProviderSignInCode({
        tx,
        userId: account.userId,
        pkce: { codeChallenge: signIn.codeChallenge, method: signIn.codeChallengeMethod },
      });
      const location = new URL(signIn.returnTo);
      location.searchParams.set('code', code);
      return { location: location.toString(), userId: account.userId, isNewAccount: account.isNew };
    });
  } catch (error) {
    if (error instanceof SsoSignInFailedError) throw new SsoReturnError(signIn.returnTo, error);
    throw error;
  }
}

/** A failed sign-in with the page to send the browser back to. */
export class SsoReturnError extends Error {
  readonly returnTo: string;
  readonly failure: SsoSignInFailedError;
  constructor(returnTo: string, failure: SsoSignInFailedError) {
    super(failure.message);
    this.name = 'SsoReturnError';
    this.returnTo = returnTo;
    this.failure = failure;
  }
}

/** Password sign-in refused where SSO is required for the address's verified domain, except for the break-glass admin. */
export function createSsoSignInHooks(): AuthHooks {
  return {
    async beforeSignIn({ tx, user }) {
      const organizationId = await inTenantScope(tx, { organizationId: null, userId: user.id }, () =>
        repository.findOrganizationIdOfUser(tx, user.id),
      );
      if (!organizationId) return;
      const settings = await inTenantScope(tx, { organizationId }, () => repository.findSsoSettings(tx, organizationId));
      if (!settings) return;
      const isRefused = isPasswordSignInRefusedBySso({
        email: user.email,
        userId: user.id,
        isRequired: settings.isRequired && settings.isEnabled,
        verifiedDomain: settings.domainVerifiedAt ? settings.emailDomain : null,
        breakGlassUserId: settings.breakGlassUserId,
      });
      if (isRefused) throw new DomainError('sso_password_sign_in_refused');
    },
  };
}
