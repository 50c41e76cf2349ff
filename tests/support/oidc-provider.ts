import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import Provider from 'oidc-provider';

/** Someone the test provider knows: their subject and the claims it gives about them. */
export interface TestIdentity {
  email: string;
  email_verified: boolean;
  name?: string;
  groups?: string[];
}

export interface TestOidcProvider {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** Registers another redirect URI for the client (an organization a test made later). */
  allowRedirectUri(uri: string): void;
  /** Adds (or replaces) someone who can sign in, by login name. */
  addIdentity(login: string, identity: TestIdentity): void;
  stop(): Promise<void>;
}

export interface TestOidcProviderOptions {
  /** The redirect URIs registered for the client: the organizations' callback addresses. */
  redirectUris: string[];
  /** ID tokens live this long (oidc-provider's default is an hour). */
  idTokenTtlSeconds?: number;
  /** A misconfigured provider: its ID tokens name this audience instead of the client. */
  idTokenAudience?: string;
  /** Where to listen; a free port of 3400-3419 otherwise. */
  port?: number;
}

const FIRST_PORT = Number(process.env.OIDC_TEST_FIRST_PORT ?? 3400);
const LAST_PORT = FIRST_PORT + 19;

async function isPortFree(port: number): Promise<boolean> {
  const probe = createNetServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A port of the range the tests' OpenID providers use (3400-3419) that nothing listens on now. Each worker looks from
 * a block of five of its own: two workers looking from the same port both found it free, and the second provider to
 * listen on it failed.
 */
export async function freeProviderPort(): Promise<number> {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? process.env.VITEST_POOL_ID ?? 0);
  const size = LAST_PORT - FIRST_PORT + 1;
  for (let step = 0; step < size; step += 1) {
    const port = FIRST_PORT + ((worker * 5 + step) % size);
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port for a test OpenID provider in ${FIRST_PORT}-${LAST_PORT}`);
}

/**
 * A provider's host that is down: its port (of the tests' range, held so no other test's provider takes it) drops
 * every connection at once, as a crashed service behind a load balancer does.
 */
export async function startUnreachableProvider(): Promise<{ discoveryUrl: string; stop(): Promise<void> }> {
  const port = await freeProviderPort();
  const server = createNetServer((socket) => socket.destroy());
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    discoveryUrl: `http://127.0.0.1:${port}/.well-known/openid-configuration`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A real OpenID provider (oidc-provider) on a local port: discovery, authorization with PKCE, a login page that
 * takes a login name (no password: the test is the user), token and userinfo endpoints, signed ID tokens.
 */
export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const port = options.port ?? (await freeProviderPort());
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'tandem';
  const clientSecret = 'a-client-secret-of-the-test-provider';
  const identities = new Map<string, TestIdentity>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    findAccount: async (_ctx: unknown, sub: string) => {
      const identity = identities.get(sub);
      return identity ? { accountId: sub, claims: async () => ({ sub, ...identity }) } : undefined;
    },
    pkce: { required: () => true },
    ttl: { IdToken: options.idTokenTtlSeconds ?? 3600, AccessToken: 600, Interaction: 600, Grant: 600, Session: 600 },
    cookies: { keys: ['test-provider-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
  });

  const laterRedirectUris = new Set<string>();
  const redirectUriAllowed = provider.Client.prototype.redirectUriAllowed;
  provider.Client.prototype.redirectUriAllowed = function isRedirectUriAllowed(value: string) {
    return laterRedirectUris.has(value) || redirectUriAllowed.call(this, value);
  };

  if (options.idTokenAudience) {
    const audience = options.idTokenAudience;
    const issue = provider.IdToken.prototype.issue;
    provider.IdToken.prototype.issue = function issueToAnotherAudience(this: { client: object }, ...args: unknown[]) {
      const client = this.client;
      this.client = new Proxy(client, {
        get: (target, property) => {
          if (property === 'clientId') return audience;
          const value = Reflect.get(target, property);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      return issue.apply(this, args as Parameters<typeof issue>);
    };
  }

  const callback = provider.callback();
  const server: Server = createServer(async (request, response) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (!match) return callback(request, response);
    try {
      if (request.method === 'GET') {
        const details = await provider.interactionDetails(request, response);
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(
          `<!doctype html><html lang="en"><head><title>Test ID</title></head><body><main><h1>Sign in to Test ID</h1>` +
            `<form method="post" action="/interaction/${escapeHtml(details.uid)}">` +
            `<label>Login <input name="login" autocomplete="username"></label> <button type="submit">Continue</button></form></main></body></html>`,
        );
        return;
      }
      const details = await provider.interactionDetails(request, response);
      const login = (await formOf(request)).get('login') ?? '';
      if (!identities.has(login)) {
        await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'unknown login' });
        return;
      }
      const grant = new provider.Grant({ accountId: login, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: login }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      response.statusCode = 400;
      response.end(String(error));
    }
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    allowRedirectUri: (uri) => laterRedirectUris.add(uri),
    addIdentity: (login, identity) => identities.set(login, identity),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's cookies for one host, enough to walk the provider's pages with fetch. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
  };
}

/**
 * Does what a browser and its user do at the provider: follows the authorization address to the login page,
 * submits the login name, and follows the provider until it sends the browser back to the redirect URI, which
 * it answers without calling.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = cookieJar();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    if (!url.startsWith(new URL(authorizationUrl).origin)) return url;
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(body ? { body } : {}),
    });
    jar.keep(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      body = undefined;
      continue;
    }
    const page = await response.text();
    if (!page.includes('Sign in to Test ID')) throw new Error(`the provider answered ${response.status}: ${page.slice(0, 300)}`);
    body = new URLSearchParams({ login });
  }
  throw new Error('the provider did not send the browser back');
}
