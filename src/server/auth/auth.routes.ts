import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../feature-context.ts';
import { bearerTokenOf } from '../http/access.ts';
import { authSettingsDto } from './auth.dto.ts';
import type { AuthClient, PkceChallenge } from './auth.service.ts';
import { AuthError, registerAuthErrorHandler } from './auth-errors.ts';
import { authRateLimitsOf, createAuthRateLimiter, type RateLimitedAction } from './auth-rate-limits.ts';

const API_VERSION = '2024-01-01';

const emailSchema = z.string().trim().pipe(z.email('Unable to validate email address: invalid format'));
/** How deep a user's metadata may nest: PostgreSQL parses jsonb recursively, and ours is a few levels deep. */
const METADATA_MAX_DEPTH = 16;

/** Whether a parsed JSON value nests deeper than `levels` (it looks no deeper than that). */
function nestsDeeperThan(value: unknown, levels: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (levels === 0) return true;
  return Object.values(value).some((item) => nestsDeeperThan(item, levels - 1));
}

const metadataSchema = z
  .record(z.string(), z.unknown())
  .refine((data) => !nestsDeeperThan(data, METADATA_MAX_DEPTH), `data must nest at most ${METADATA_MAX_DEPTH} levels deep`);
const verifyTypeSchema = z.enum(
  ['signup', 'email', 'invite', 'recovery', 'magiclink'],
  'Verify requires a verification type: signup, email, invite, recovery or magiclink',
);
const redirectQuerySchema = z.object({ redirect_to: z.string().max(2048).optional() });

// RFC 7636: 43 to 128 unreserved characters.
const pkceFields = {
  code_challenge: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'code_challenge must be 43 to 128 URL-safe characters')
    .nullish(),
  code_challenge_method: z.string().nullish(),
};

function pkceOf(body: {
  code_challenge?: string | null | undefined;
  code_challenge_method?: string | null | undefined;
}): PkceChallenge | null {
  if (!body.code_challenge && !body.code_challenge_method) return null;
  const method = body.code_challenge_method?.toLowerCase();
  if (!body.code_challenge || (method !== 's256' && method !== 'plain')) {
    throw new AuthError('validation_failed', 'PKCE flow requires code_challenge_method (s256 or plain) and code_challenge');
  }
  return { codeChallenge: body.code_challenge, method };
}

const grantSchemas = {
  password: z.object({ email: emailSchema, password: z.string() }),
  refresh_token: z.object({ refresh_token: z.string().min(1) }),
  pkce: z.object({
    auth_code: z.string().min(1),
    code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'code_verifier must be 43 to 128 URL-safe characters'),
  }),
};

function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
  throw new AuthError('validation_failed', issues.join('; '));
}

function clientOf(request: FastifyRequest): AuthClient {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** Routes a feature adds inside the /auth/v1 scope, with its error shape and headers (single sign-on's; decision 190). */
export type AuthScopeRoutes = (auth: FastifyInstance, context: FeatureContext) => void;

/** The Supabase Auth (GoTrue) compatible service at /auth/v1, so the unmodified @supabase/auth-js client works against it. */
export function registerAuthRoutes(app: FastifyInstance, context: FeatureContext, featureRoutes: readonly AuthScopeRoutes[]): void {
  const service = context.auth;
  const limiter = createAuthRateLimiter({
    db: context.db,
    limits: authRateLimitsOf(context.config),
    clock: context.clock,
  });

  const limit = (action: RateLimitedAction) => async (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    await limiter.check(action, { ip: request.ip, email: typeof email === 'string' ? email : undefined });
  };

  app.register(
    async (scope) => {
      registerAuthErrorHandler(scope);
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('X-Supabase-Api-Version', API_VERSION);
        if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      });
      // auth-js posts /logout with a JSON content type and no body.
      const parseJson = scope.getDefaultJsonParser('error', 'error');
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        const text = body.toString();
        if (text === '') return done(null, {});
        return parseJson(request, text, done);
      });
      scope.setNotFoundHandler(() => {
        throw new AuthError('not_found', 'No such auth endpoint');
      });

      const auth = scope.withTypeProvider<ZodTypeProvider>();
      const hidden = { hide: true } as const;

      auth.post(
        '/signup',
        {
          config: { access: 'public' },
          preHandler: limit('sign_up'),
          schema: {
            ...hidden,
            querystring: redirectQuerySchema,
            body: z.object({ email: emailSchema, password: z.string(), data: metadataSchema.nullish(), ...pkceFields }),
          },
        },
        async (request) =>
          service.signUp({
            email: request.body.email,
            password: request.body.password,
            data: request.body.data ?? {},
            pkce: pkceOf(request.body),
            redirectTo: request.query.redirect_to ?? null,
            organization: request.organization,
          }),
      );

      auth.post(
        '/token',
        {
          config: { access: 'public' },
          schema: {
            ...hidden,
            querystring: z.object({ grant_type: z.enum(['password', 'refresh_token', 'pkce'], 'unsupported grant_type') }),
            body: z.record(z.string(), z.unknown()),
          },
        },
        async (request) => {
          switch (request.query.grant_type) {
            case 'password': {
              const body = parseInput(grantSchemas.password, request.body);
              return limiter.limitSignIn({ ip: request.ip, email: body.email }, () =>
                service.signInWithPassword({
                  email: body.email,
                  password: body.password,
                  client: clientOf(request),
                  organization: request.organization,
                }),
              );
            }
            case 'refresh_token': {
              const body = parseInput(grantSchemas.refresh_token, request.body);
              return service.refreshSession({ refreshToken: body.refresh_token });
            }
            case 'pkce': {
              const body = parseInput(grantSchemas.pkce, request.body);
              return service.exchangeAuthCode({ authCode: body.auth_code, codeVerifier: body.code_verifier, client: clientOf(request) });
            }
          }
        },
      );

      auth.get(
        '/verify',
        {
          config: { access: 'public' },
          preHandler: limit('verify'),
          schema: { ...hidden, querystring: redirectQuerySchema.extend({ token: z.string().min(1).max(200), type: verifyTypeSchema }) },
        },
        async (request, reply) => {
          const location = await service.followVerifyLink({
            token: request.query.token,
            type: request.query.type,
            redirectTo: request.query.redirect_to ?? null,
            client: clientOf(request),
          });
          return reply.redirect(location, 303);
        },
      );

      auth.post(
        '/verify',
        {
          config: { access: 'public' },
          preHandler: limit('verify'),
          schema: {
            ...hidden,
            body: z.object({
              type: verifyTypeSchema,
              email: emailSchema.optional(),
              token: z.string().max(200).optional(),
              token_hash: z.string().max(200).optional(),
            }),
          },
        },
        async (request) => {
          const { type, email, token, token_hash: tokenHash } = request.body;
          const client = clientOf(request);
          if (tokenHash) return service.verifyOneTimeToken({ type, tokenHash, client });
          if (email && token) return service.verifyOneTimeToken({ type, email, code: token, client });
          throw new AuthError('validation_failed', 'Verify requires an email and a token, or a token_hash');
        },
      );

      auth.post(
        '/recover',
        {
          config: { access: 'public' },
          preHandler: limit('recover'),
          schema: { ...hidden, querystring: redirectQuerySchema, body: z.object({ email: emailSchema, ...pkceFields }) },
        },
        async (request) => {
          await service.requestPasswordRecovery({
            email: request.body.email,
            pkce: pkceOf(request.body),
            redirectTo: request.query.redirect_to ?? null,
            organization: request.organization,
            client: clientOf(request),
          });
          return {};
        },
      );

      auth.post(
        '/resend',
        {
          config: { access: 'public' },
          preHandler: limit('resend'),
          schema: {
            ...hidden,
            querystring: redirectQuerySchema,
            body: z.object({ type: z.literal('signup', 'Only signup confirmations can be resent'), email: emailSchema, ...pkceFields }),
          },
        },
        async (request) => {
          await service.resendConfirmation({
            email: request.body.email,
            pkce: pkceOf(request.body),
            redirectTo: request.query.redirect_to ?? null,
          });
          return {};
        },
      );

      auth.get('/user', { config: { access: 'public' }, schema: hidden }, async (request) =>
        service.getUser({ accessToken: bearerTokenOf(request) }),
      );

      auth.put(
        '/user',
        {
          config: { access: 'public' },
          schema: {
            ...hidden,
            body: z.object({ email: z.string().optional(), password: z.string().optional(), data: metadataSchema.nullish() }),
          },
        },
        async (request) =>
          service.updateUser({
            accessToken: bearerTokenOf(request),
            email: request.body.email,
            password: request.body.password,
            data: request.body.data ?? undefined,
            organization: request.organization,
            client: clientOf(request),
          }),
      );

      auth.post(
        '/logout',
        {
          config: { access: 'public' },
          schema: { ...hidden, querystring: z.object({ scope: z.enum(['global', 'local', 'others']).default('global') }) },
        },
        async (request, reply) => {
          await service.signOut({ accessToken: bearerTokenOf(request), scope: request.query.scope });
          return reply.status(204).send();
        },
      );

      for (const register of featureRoutes) register(auth, context);
      // GoTrue's MFA API (decision 180): an authenticator app (TOTP) and one set of recovery codes.
      const factorParams = z.object({ factorId: z.uuid('factorId must be a factor id') });

      auth.post(
        '/factors',
        {
          config: { access: 'public' },
          schema: {
            ...hidden,
            body: z.object({
              factor_type: z.string('factor_type is required'),
              friendly_name: z.string().trim().min(1).max(100).nullish(),
              issuer: z.string().trim().min(1).max(100).nullish(),
            }),
          },
        },
        async (request) =>
          service.enrollFactor({
            accessToken: bearerTokenOf(request),
            factorType: request.body.factor_type,
            friendlyName: request.body.friendly_name ?? undefined,
            issuer: request.body.issuer ?? undefined,
          }),
      );

      auth.get('/factors/recovery-codes', { config: { access: 'public' }, schema: hidden }, async (request) =>
        service.recoveryCodesStatus({ accessToken: bearerTokenOf(request) }),
      );

      auth.post(
        '/factors/recovery-codes',
        {
          config: { access: 'public' },
          schema: { ...hidden, body: z.object({ friendly_name: z.string().trim().min(1).max(100).nullish() }).nullish() },
        },
        async (request) =>
          service.generateRecoveryCodes({
            accessToken: bearerTokenOf(request),
            friendlyName: request.body?.friendly_name ?? undefined,
            replace: false,
          }),
      );

      auth.post('/factors/recovery-codes/regenerate', { config: { access: 'public' }, schema: hidden }, async (request) =>
        service.generateRecoveryCodes({ accessToken: bearerTokenOf(request), replace: true }),
      );

      auth.post(
        '/factors/recovery-codes/verify',
        { config: { access: 'public' }, schema: { ...hidden, body: z.object({ code: z.string().min(1).max(100) }) } },
        async (request) => service.verifyRecoveryCode({ accessToken: bearerTokenOf(request), code: request.body.code }),
      );

      auth.delete('/factors/recovery-codes', { config: { access: 'public' }, schema: hidden }, async (request) =>
        service.removeRecoveryCodes({ accessToken: bearerTokenOf(request) }),
      );

      auth.post(
        '/factors/:factorId/challenge',
        // auth-js sends its own parameters as the body; nothing in it is read.
        { config: { access: 'public' }, schema: { ...hidden, params: factorParams } },
        async (request) =>
          service.challengeFactor({ accessToken: bearerTokenOf(request), factorId: request.params.factorId, ip: request.ip }),
      );

      auth.post(
        '/factors/:factorId/verify',
        {
          config: { access: 'public' },
          schema: {
            ...hidden,
            params: factorParams,
            body: z.object({ challenge_id: z.uuid('challenge_id must be a challenge id'), code: z.string().min(1).max(100) }),
          },
        },
        async (request) =>
          service.verifyFactor({
            accessToken: bearerTokenOf(request),
            factorId: request.params.factorId,
            challengeId: request.body.challenge_id,
            code: request.body.code,
            ip: request.ip,
          }),
      );

      auth.delete('/factors/:factorId', { config: { access: 'public' }, schema: { ...hidden, params: factorParams } }, async (request) =>
        service.unenrollFactor({ accessToken: bearerTokenOf(request), factorId: request.params.factorId }),
      );

      auth.get('/settings', { config: { access: 'public' }, schema: hidden }, async () => authSettingsDto);

      auth.get('/.well-known/jwks.json', { config: { access: 'public' }, schema: hidden }, async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=600');
        return context.keys.jwks();
      });
    },
    { prefix: '/auth/v1' },
  );
}
