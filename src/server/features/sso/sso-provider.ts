import * as oidc from 'openid-client';
import { mailServerAddress } from '../inbound-mail/imap/imap-connection.ts';

/** How to reach an organization's OpenID provider: its discovery address and our client's credentials there. */
export interface SsoProviderAccess {
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** A provider on a private or local network, and plain http, allowed (SSO_ALLOW_LOCAL_PROVIDERS): the tests' own. */
  isLocalAllowed: boolean;
  /** How far the server's clock is from the system's, in seconds: token lifetimes are checked against the server's time. */
  clockSkewSeconds: number;
}

/** The provider could not be reached, or its discovery document is not one: a sign-in cannot start or finish now. */
export class SsoProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the OpenID provider could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'SsoProviderUnavailableError';
  }
}

/** The provider answered, but the sign-in failed one of its checks (state, nonce, PKCE, audience, expiry, a used code). */
export class SsoSignInRejectedError extends Error {
  constructor(cause: unknown) {
    super(`the sign-in was rejected: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'SsoSignInRejectedError';
  }
}

const TIMEOUT_SECONDS = 10;
const SCOPE = 'openid email profile';

/** Whether an error is the network's (refused, reset, timed out) rather than the provider's answer. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) return false;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return true;
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return true;
  return error instanceof TypeError && error.message === 'fetch failed';
}

/**
 * Fetches for openid-client, to the provider's public addresses only: each host is resolved and refused when it is on
 * a private or local network, so that the settings form cannot probe the server's own network.
 */
function guardedFetch(isLocalAllowed: boolean): oidc.CustomFetch {
  return async (url, options) => {
    await mailServerAddress(new URL(url).hostname.replace(/^\[(.*)\]$/, '$1'), isLocalAllowed);
    return fetch(url, options as RequestInit);
  };
}

/** Reads the provider's discovery document (openid-client); any failure means the provider is unavailable. */
export async function discoverSsoProvider(access: SsoProviderAccess): Promise<oidc.Configuration> {
  try {
    const url = new URL(access.discoveryUrl);
    const configuration = await oidc.discovery(
      url,
      access.clientId,
      { client_secret: access.clientSecret, [oidc.clockSkew]: access.clockSkewSeconds },
      oidc.ClientSecretPost(access.clientSecret),
      {
        timeout: TIMEOUT_SECONDS,
        [oidc.customFetch]: guardedFetch(access.isLocalAllowed),
        ...(access.isLocalAllowed ? { execute: [oidc.allowInsecureRequests] } : {}),
      },
    );
    configuration.timeout = TIMEOUT_SECONDS;
    configuration[oidc.customFetch] = guardedFetch(access.isLocalAllowed);
    return configuration;
  } catch (error) {
    throw new SsoProviderUnavailableError(error);
  }
}

/** Where to send the browser: the provider's authorization endpoint with PKCE (S256), state and nonce. */
export function ssoAuthorizationUrl(
  configuration: oidc.Configuration,
  options: { redirectUri: string; state: string; nonce: string; codeChallenge: string },
): string {
  return oidc
    .buildAuthorizationUrl(configuration, {
      redirect_uri: options.redirectUri,
      scope: SCOPE,
      response_type: 'code',
      code_challenge: options.codeChallenge,
      code_challenge_method: 'S256',
      state: options.state,
      nonce: options.nonce,
    })
    .toString();
}

export const newSsoChecks = async () => {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier,
    codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
  };
};

/**
 * Exchanges the code the provider sent back, checking state, nonce, PKCE and the ID token (signature, issuer,
 * audience, expiry), then reads the user's claims: the ID token's, with the userinfo endpoint's over them.
 */
export async function redeemSsoCode(
  configuration: oidc.Configuration,
  options: { callbackUrl: string; codeVerifier: string; state: string; nonce: string },
): Promise<Record<string, unknown>> {
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, new URL(options.callbackUrl), {
      pkceCodeVerifier: options.codeVerifier,
      expectedState: options.state,
      expectedNonce: options.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    const info = configuration.serverMetadata().userinfo_endpoint
      ? await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)
      : {};
    return { ...idClaims, ...info };
  } catch (error) {
    throw isUnreachable(error) ? new SsoProviderUnavailableError(error) : new SsoSignInRejectedError(error);
  }
}
