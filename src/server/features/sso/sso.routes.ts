import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../domain/errors.ts';
import { AuthError } from '../../auth/auth-errors.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { organizationOf, tenantKeyOf } from '../../http/tenancy.ts';
import { auditActorOf } from '../audit-log/audit-actor.ts';
import {
  checkSsoDomain,
  finishSsoSignIn,
  readSsoSettings,
  removeSsoSettings,
  SsoReturnError,
  type SsoSettingsView,
  SsoSignInFailedError,
  saveSsoSettings,
  setSsoDomain,
  setSsoRequirement,
  ssoRedirectUri,
  startSsoSignIn,
  testSsoProvider,
} from './sso.service.ts';

const trimmed = (max: number) => z.string().trim().max(max);

const settingsSchema = z.object({
  isConfigured: z.boolean(),
  providerId: z.uuid().nullable().describe('What the login page passes to POST /auth/v1/sso as provider_id'),
  discoveryUrl: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean().describe('The secret itself is never returned'),
  buttonLabel: z.string(),
  agentClaimName: z.string().nullable(),
  agentClaimValue: z.string().nullable(),
  unmappedAccounts: z.enum(['customer', 'none']),
  isEnabled: z.boolean(),
  redirectUri: z.string().describe("The address to register at the provider: this organization's host"),
  emailDomain: z.string().nullable(),
  txtRecordName: z.string().nullable(),
  txtRecordValue: z.string().nullable(),
  domainVerifiedAt: z.iso.datetime().nullable(),
  isRequired: z.boolean(),
  breakGlassUserId: z.uuid().nullable(),
  orgAdmins: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
});

/** The organization's own origin for this request, and the subdomain parameter it needs on a main host (localhost). */
function hostOf(request: FastifyRequest, appDomain: string): { origin: string; carried: string | null } {
  const organization = organizationOf(request);
  const isMainHost = tenantKeyOf(request.host, appDomain, undefined) === null;
  return { origin: `${request.protocol}://${request.host}`, carried: isMainHost ? organization.subdomain : null };
}

function loginPageOf(host: { origin: string; carried: string | null }): string {
  const url = new URL('/login', host.origin);
  if (host.carried) url.searchParams.set('subdomain', host.carried);
  return url.toString();
}

/** Single sign-on settings, for the organization's admins. */
export function registerSsoSettingsRoutes(app: FastifyInstance, context: FeatureContext): void {
  const { db, config, clock } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['single sign-on'];
  const security = [{ bearer: [] }];
  const access = 'org_admin' as const;
  const deps = { db, config, clock };
  const dto = (request: FastifyRequest, view: SsoSettingsView) => {
    const host = hostOf(request, config.APP_DOMAIN);
    return {
      ...view,
      redirectUri: ssoRedirectUri(host.origin, host.carried),
      domainVerifiedAt: view.domainVerifiedAt?.toISOString() ?? null,
    };
  };

  api.get(
    '/api/settings/sso',
    {
      config: { access },
      schema: { tags, security, summary: "The organization's single sign-on settings", response: { 200: settingsSchema } },
    },
    async (request) => dto(request, await readSsoSettings({ ...deps, organizationId: organizationOf(request).id })),
  );

  api.put(
    '/api/settings/sso',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Sets the OpenID Connect provider and who its users become on first sign-in',
        body: z.object({
          discoveryUrl: trimmed(2048).min(1, 'Enter the discovery URL'),
          clientId: trimmed(500).min(1, 'Enter the client ID'),
          clientSecret: z.string().max(2000).optional().describe('Empty or absent keeps the stored secret'),
          buttonLabel: trimmed(60).min(1, 'Enter the button label'),
          agentClaimName: trimmed(100)
            .nullable()
            .transform((value) => value || null),
          agentClaimValue: trimmed(200)
            .nullable()
            .transform((value) => value || null),
          unmappedAccounts: z.enum(['customer', 'none']),
          isEnabled: z.boolean(),
        }),
        response: { 200: settingsSchema },
      },
    },
    async (request) =>
      dto(
        request,
        await saveSsoSettings({ ...deps, actor: auditActorOf(request), organizationId: organizationOf(request).id, input: request.body }),
      ),
  );

  api.delete(
    '/api/settings/sso',
    { config: { access }, schema: { tags, security, summary: 'Removes single sign-on: everyone signs in with a password again' } },
    async (request, reply) => {
      await removeSsoSettings({ ...deps, actor: auditActorOf(request), organizationId: organizationOf(request).id });
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/settings/sso/test',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: "Reads a provider's discovery document",
        description: 'Answers sso_provider_unavailable (422) with the reason when it cannot be read.',
        body: z.object({ discoveryUrl: trimmed(2048).min(1, 'Enter the discovery URL'), clientId: trimmed(500).default('') }),
        response: { 200: z.object({ issuer: z.string(), authorizationEndpoint: z.string() }) },
      },
    },
    async (request) => testSsoProvider({ ...deps, ...request.body }),
  );

  api.put(
    '/api/settings/sso/domain',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Names the e-mail domain to prove ownership of; a new domain needs a new TXT record',
        body: z.object({ emailDomain: trimmed(253).min(1, 'Enter the e-mail domain') }),
        response: { 200: settingsSchema },
      },
    },
    async (request) =>
      dto(
        request,
        await setSsoDomain({ ...deps, actor: auditActorOf(request), organizationId: organizationOf(request).id, ...request.body }),
      ),
  );

  api.post(
    '/api/settings/sso/domain/check',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: "Looks the domain's TXT record up and marks the domain verified",
        response: { 200: settingsSchema },
      },
    },
    async (request) =>
      dto(request, await checkSsoDomain({ ...deps, actor: auditActorOf(request), organizationId: organizationOf(request).id })),
  );

  api.put(
    '/api/settings/sso/requirement',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Requires single sign-on for the verified domain, with one org admin who may still use a password',
        body: z.object({ isRequired: z.boolean(), breakGlassUserId: z.uuid('Choose an org admin').nullable() }),
        response: { 200: settingsSchema },
      },
    },
    async (request) =>
      dto(
        request,
        await setSsoRequirement({ ...deps, actor: auditActorOf(request), organizationId: organizationOf(request).id, ...request.body }),
      ),
  );
}

/** GoTrue's POST /sso and the provider's way back, inside the /auth/v1 scope (auth-js's signInWithSSO). */
export function registerSsoAuthRoutes(auth: FastifyInstance, context: FeatureContext): void {
  const { db, config, clock } = context;
  const routes = auth.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/sso',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        body: z.object({
          provider_id: z.string().max(100).nullish(),
          domain: z.string().max(253).nullish(),
          redirect_to: z.string().max(2048).nullish(),
          skip_http_redirect: z.boolean().nullish(),
          code_challenge: z
            .string()
            .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'code_challenge must be 43 to 128 URL-safe characters')
            .nullish(),
          code_challenge_method: z.string().nullish(),
          gotrue_meta_security: z.unknown().optional(),
        }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!request.organization) throw new DomainError('sso_not_configured');
      const method = body.code_challenge_method?.toLowerCase();
      if (!body.code_challenge || method !== 's256') {
        throw new AuthError('validation_failed', 'Single sign-on needs PKCE: code_challenge and code_challenge_method s256');
      }
      if (!body.provider_id) throw new AuthError('validation_failed', 'Single sign-on needs the provider_id of the organization');
      const host = hostOf(request, config.APP_DOMAIN);
      // The browser comes back to a page of this same host only, never another organization's or site's.
      const requested = body.redirect_to && URL.canParse(body.redirect_to) ? new URL(body.redirect_to) : null;
      const returnTo = requested?.origin === host.origin ? requested.toString() : loginPageOf(host);
      const started = await startSsoSignIn({
        db,
        config,
        clock,
        organization: request.organization,
        providerId: body.provider_id,
        redirectUri: ssoRedirectUri(host.origin, host.carried),
        returnTo,
        pkce: { codeChallenge: body.code_challenge, method: 's256' },
      });
      return body.skip_http_redirect === false ? reply.redirect(started.url, 303) : started;
    },
  );

  routes.get(
    '/sso/callback',
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])) },
    },
    async (request, reply) => {
      const state = typeof request.query.state === 'string' ? request.query.state : '';
      const back = (returnTo: string, failure: SsoSignInFailedError) => {
        request.log.warn({ reason: failure.reason, err: failure }, 'single sign-on failed');
        const url = new URL(returnTo);
        url.searchParams.set('sso_error', failure.reason);
        return reply.redirect(url.toString(), 303);
      };
      const fallback = request.organization ? loginPageOf(hostOf(request, config.APP_DOMAIN)) : `${config.publicUrl}/login`;
      if (!request.organization || !state) return back(fallback, new SsoSignInFailedError('signInFailed', 'no organization or no state'));
      try {
        const done = await finishSsoSignIn({
          db,
          config,
          clock,
          auth: context.auth,
          organization: request.organization,
          state,
          callbackUrl: `${request.protocol}://${request.host}${request.url}`,
        });
        return reply.redirect(done.location, 303);
      } catch (error) {
        if (error instanceof SsoReturnError) return back(error.returnTo, error.failure);
        if (error instanceof SsoSignInFailedError) return back(fallback, error);
        throw error;
      }
    },
  );
}
