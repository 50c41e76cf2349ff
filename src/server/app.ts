import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { requiredApiKeyScope } from '../domain/api-keys.ts';
import { DomainError } from '../domain/errors.ts';
import { detectTenancy } from '../domain/tenancy.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { type AuthService, createAuthService } from './auth/auth.service.ts';
import { sendFrameworkError } from './auth/auth-errors.ts';
import { loadSigningKeys, type SigningKeys } from './auth/signing-keys.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { FeatureContext } from './feature-context.ts';
import { apiKeyAuthenticatorOf, featureAuthRules, featureRoutes, providedToInfrastructure as provided } from './features/index.ts';
import { createProfileCache, type ProfileCache, registerAccessControl } from './http/access.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { registerLoadShedding } from './http/load-shedding.ts';
import { registerRequestLog, serializeError } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerTenancy } from './http/tenancy.ts';
import { registerTextSafety } from './http/text-safety.ts';
import { registerDevMailRoutes } from './mail/dev-mail.routes.ts';
import { listenToPublishedEvents } from './realtime/publish-event.ts';
import { registerRealtimeRoutes } from './realtime/realtime.routes.ts';
import { organizationPages } from './web/organization-page.ts';
import { type PageRenderer, startPageRenderer } from './web/page-renderer.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** The built web app; served with an index.html fallback when present. */
  webRoot?: string;
  /** Renders an organization's sign-in pages; by default the web build's own (web/page-renderer.ts), when it has one. */
  pageRenderer?: PageRenderer | null;
  /** Routes of a test server (tests/e2e/support/e2e-server.ts); the product's entry adds none. */
  testRoutes?: (api: FastifyInstance, context: FeatureContext) => void;
}

export type App = FastifyInstance;

const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const loggerOptions = deps.logger ?? { level: config.LOG_LEVEL };
  const app = Fastify({
    logger:
      typeof loggerOptions === 'object'
        ? { ...loggerOptions, serializers: { err: serializeError, ...loggerOptions.serializers } }
        : loggerOptions,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Requests arriving while the process stops get the API's 503 with Retry-After (http/load-shedding.ts).
    return503OnClosing: false,
    // One line per request instead of Fastify's two, with who and which organization (see registerRequestLog).
    logController: new LogController({ disableRequestLogging: true }),
    // A path parameter that cannot be decoded, or is too long: under /auth/v1 in GoTrue's error shape, else Fastify's own.
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const keys = await loadSigningKeys(db, `${config.publicUrl}/auth/v1`);
  const clock = deps.clock ?? systemClock;
  for (const listener of provided.publishedEventListeners) listenToPublishedEvents(listener);
  // Product rules the auth service applies inside its own transactions.
  const auth = createAuthService({ config, db, clock, keys, ...featureAuthRules({ config, clock }) });
  const profileCache = createProfileCache();
  const context: FeatureContext = { config, db, clock, keys, auth, profileCache };

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await registerLoadShedding(app, {
    maxEventLoopDelayMs: config.MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: config.MAX_EVENT_LOOP_UTILIZATION,
    waitingForConnection: () => db.waitingForConnection(),
    maxWaitingForConnection: config.MAX_WAITING_FOR_CONNECTION,
    expectedConnectionWaitMs: () => db.expectedConnectionWaitMs(),
    maxConnectionWaitMs: config.MAX_CONNECTION_WAIT_MS,
  });
  registerRequestLog(app);
  registerTextSafety(app);
  registerTenancy(app, db, config.APP_DOMAIN);
  const apiKeys = apiKeyAuthenticatorOf(context);
  const stopListeningForRevokedKeys = await apiKeys.listenForRevocations();
  // A database already closed has dropped the LISTEN with its connection.
  app.addHook('onClose', () => stopListeningForRevokedKeys().catch(() => {}));
  registerAccessControl(app, { db, keys, members: provided.members, now: () => clock.now(), profileCache, apiKeys });
  registerIdempotency(app, db, clock);

  // The realtime endpoint is reachable before authentication: keep client messages small.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.PLATFORM_NAME} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'tdm_<prefix>_<secret>',
            description:
              "An organization's API key (Settings → API), sent to the organization's address. It may call only the operations whose x-api-key-scope is one of its scopes (decision 183).",
          },
        },
      },
    },
    // Each operation says who may call it (x-access, x-permission, x-api-key-scope), as the access hook enforces it.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const config = input.route.config ?? {};
      const { access, permission } = config;
      const apiKeyScope = requiredApiKeyScope(config);
      const schema = transformed.schema as { security?: Record<string, string[]>[] };
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
          'x-access': access ?? 'public',
          ...(permission ? { 'x-permission': permission } : {}),
          ...(apiKeyScope ? { 'x-api-key-scope': apiKeyScope, security: [...(schema.security ?? []), { apiKey: [] }] } : {}),
        },
      };
    },
  });
  await app.register(async (docs) => {
    docs.pluginRoutesArePublic = true;
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  await app.register(async (api) => {
    for (const registerRoutes of featureRoutes) registerRoutes(api, context);
    registerAuthRoutes(api, context, provided.authScopeRoutes);
    registerDevMailRoutes(api, context);
    registerRealtimeRoutes(api, { ...context, members: provided.members });
    deps.testRoutes?.(api, context);
  });

  const webRoot = deps.webRoot ?? defaultWebRoot;
  const indexHtml = readPage(`${webRoot}/index.html`);
  // The main domain's home page for visitors, rendered at build time, with only its own small script (vite.config.ts).
  const landingHtml = readPage(`${webRoot}/landing.html`);
  const renderer =
    deps.pageRenderer === undefined && indexHtml && config.RENDER_SIGN_IN_PAGES
      ? startPageRenderer(`${webRoot}/../prerender/page-render/page-render.js`, app.log)
      : (deps.pageRenderer ?? null);
  if (renderer) app.addHook('onClose', () => renderer.close());
  const organizationPage = organizationPages({ db, renderer, content: provided.organizationPage });
  if (indexHtml) {
    await app.register(async (web) => {
      web.pluginRoutesArePublic = true;
      await web.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies beside its text files.
        preCompressed: true,
        setHeaders: (reply, path) => {
          // A hashed asset never changes under its name; anything else (the service worker) is checked on each use.
          reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !/^\/(api|auth|dev)\//.test(path) && !/\.[a-z0-9]+$/i.test(path);
    // Page routes belong to the web app's router, which shows its own 404.
    if (indexHtml && isPage) {
      const query = request.url.slice(path.length);
      const tenancy = detectTenancy({ host: request.headers.host ?? '', path, query });
      reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (tenancy.kind === 'subdomain') {
        const html = await organizationPage(indexHtml.html, request, { subdomain: tenancy.subdomain, query });
        const isGzipAccepted = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
        return isGzipAccepted ? reply.header('content-encoding', 'gzip').send(gzipSync(html)) : reply.send(html);
      }
      const page = path === '/' && landingHtml ? landingHtml : indexHtml;
      const accepted = request.headers['accept-encoding'] ?? '';
      const encoding = (['br', 'gzip'] as const).find((name) => page[name] && new RegExp(`\\b${name}\\b`).test(accepted));
      return encoding ? reply.header('content-encoding', encoding).send(page[encoding]) : reply.send(page.html);
    }
    throw new DomainError('route_not_found', `No such endpoint: ${request.method} ${path}`);
  });

  return app;
}

interface WebPage {
  html: string;
  /** The build's compressed copies, when it wrote them (not for the smallest files). */
  br?: Buffer;
  gzip?: Buffer;
}

function readPage(path: string): WebPage | null {
  if (!existsSync(path)) return null;
  const copy = (suffix: string) => (existsSync(`${path}${suffix}`) ? readFileSync(`${path}${suffix}`) : undefined);
  return { html: readFileSync(path, 'utf8'), br: copy('.br'), gzip: copy('.gz') };
}
