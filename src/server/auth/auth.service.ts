import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { DomainError } from '../../domain/errors.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database, Tx } from '../db/client.ts';
import type { AuthMethodReference, OneTimeTokenType } from '../db/schema.ts';
import type { RequestOrganization } from '../http/tenancy.ts';
import { enqueueMail } from '../mail/mail-queue.ts';
import { appMetadataOf, type SessionDto, toUserDto, type UserDto } from './auth.dto.ts';
import type { OneTimeTokenRow, UserRow } from './auth.repository.ts';
import * as repository from './auth.repository.ts';
import { AuthError, type AuthErrorCode } from './auth-errors.ts';
import { confirmationMail, existingAccountMail, recoveryMail } from './auth-mails.ts';
import { allowedRedirect } from './auth-redirects.ts';
import {
  type CodeChallengeMethod,
  childRefreshToken,
  codeHash,
  isCodeVerifierValid,
  randomCode,
  randomToken,
  refreshTokenSecret,
  sha256,
} from './auth-tokens.ts';
import * as mfaRepository from './mfa.repository.ts';
import { createMfaUseCases, type MfaEventListener } from './mfa.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SigningKeys } from './signing-keys.ts';

export interface AuthServiceDeps {
  config: Config;
  db: Database;
  clock: Clock;
  keys: SigningKeys;
  /** Product rules run inside the auth service's transactions (who may sign up where, what a sign-up creates). */
  hooks?: readonly AuthHooks[];
  /** Told of sign-ins, their failures and password changes and resets, in their transaction (an audit log's, decision 182). */
  onAccountEvent?: AccountEventListener;
  /** Told of every enrolment, verification and removal of a second factor, in its transaction (decision 180). */
  onMfaEvent?: MfaEventListener;
}

export type AccountEventKind = 'signed_in' | 'sign_in_failed' | 'password_changed' | 'password_reset_requested';

/** Something that happened to an account, or to an attempt on an address that may have none. */
export interface AccountEvent {
  tx: Tx;
  kind: AccountEventKind;
  email: string;
  userId: string | null;
  /** The organization of the host it happened on; null on the main site. */
  organization: RequestOrganization | null;
  client: AuthClient | null;
  /** Why a sign-in was refused: the error's code. */
  reason?: string;
}

export type AccountEventListener = (event: AccountEvent) => Promise<void>;

export interface SignUpContext {
  tx: Tx;
  email: string;
  data: Record<string, unknown>;
  /** The organization of the host the sign-up came from; null on the main domain. */
  organization: RequestOrganization | null;
}

export interface SignInContext {
  tx: Tx;
  user: { id: string; email: string; userMetadata: Record<string, unknown> };
  organization: RequestOrganization | null;
}

/** The site an account signs in on: its organization's, where the links mailed to it must lead. */
export interface HomeSite {
  /** Whether an address is on this site (its subdomain, or its verified custom domain). */
  isOn(url: URL): boolean;
  /** The address of a page of the site. */
  urlOf(path: string): string;
}

/** A hook refuses by throwing a DomainError, answered in the auth service's error shape. */
export interface AuthHooks {
  /** Before anything is written, for new and existing addresses alike (so a refusal reveals nothing). */
  beforeSignUp?(context: SignUpContext): Promise<void>;
  /** After a new user is created, in the same transaction. */
  afterSignUp?(context: SignUpContext & { userId: string }): Promise<void>;
  /** After the password is checked, before a session is issued. */
  beforeSignIn?(context: SignInContext): Promise<void>;
  /** The account's organization's site; null for the main site's accounts (platform staff, unfinished sign-ups). */
  homeSiteOf?(context: { tx: Tx; userId: string }): Promise<HomeSite | null>;
  /** The name the account's mails are titled and signed with when its organization is white-labelled; null for the product's. */
  mailNameOf?(context: { tx: Tx; userId: string }): Promise<string | null>;
  /** Before a person's last authenticator app is removed; throws an AuthError to refuse it. */
  beforeRemovingLastAuthenticator?(context: { tx: Tx; userId: string }): Promise<void>;
}

/** Who is calling, recorded on the sessions they start. */
export interface AuthClient {
  ip: string | null;
  userAgent: string | null;
}

export interface PkceChallenge {
  codeChallenge: string;
  method: CodeChallengeMethod;
}

export type VerifyType = 'signup' | 'email' | 'invite' | 'recovery' | 'magiclink';
export type SignOutScope = 'global' | 'local' | 'others';

const LINK_TTL_MS = 60 * 60_000;
const AUTH_CODE_TTL_MS = 5 * 60_000;
const LONGEST_INVITE_TTL_MS = 7 * 24 * 60 * 60_000;
const SIGN_IN_HANDOFF_TTL_MS = 2 * 60_000;
const REFRESH_REUSE_GRACE_MS = 10_000;
const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 128;

const tokenTypesOf: Record<VerifyType, OneTimeTokenType[]> = {
  signup: ['confirmation'],
  email: ['confirmation'],
  invite: ['invite'],
  recovery: ['recovery'],
  magiclink: ['magiclink'],
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkPasswordStrength(password: string): void {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) {
    throw new AuthError('weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weakPasswordReasons: ['length'],
    });
  }
  if (length > MAX_PASSWORD_LENGTH) {
    throw new AuthError('weak_password', `Password should be at most ${MAX_PASSWORD_LENGTH} characters.`, {
      weakPasswordReasons: ['length'],
    });
  }
}

/** GoTrue's metadata update: given keys replace the stored ones, a null removes one. */
function mergeMetadata(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

/** The auth service's use cases, behind the GoTrue-compatible routes at /auth/v1. */
export function createAuthService({ config, db, clock, keys, hooks = [], onAccountEvent, onMfaEvent }: AuthServiceDeps) {
  let secret: Promise<Buffer> | undefined;
  const refreshSecret = () => {
    secret ??= db.withPlatform(repository.findSigningKeySecret).then(refreshTokenSecret);
    return secret;
  };
  // Unknown addresses are checked against this hash, so they answer as slowly as a wrong password.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => {
    decoy ??= hashPassword(randomToken());
    return decoy;
  };

  /** The requested redirect when it is one of this deployment's own addresses, otherwise the public URL. */
  const redirectFor = async (tx: Tx, requested: string | null | undefined) =>
    (await allowedRedirect(tx, config, requested)) ?? config.publicUrl;

  async function homeSiteOf(tx: Tx, user: UserRow): Promise<HomeSite | null> {
    for (const hook of hooks) {
      const site = await hook.homeSiteOf?.({ tx, userId: user.id });
      if (site) return site;
    }
    return null;
  }

  /** The name an account's confirmation and reset mails carry: its white-labelled organization's, else the product's. */
  async function mailNameOf(tx: Tx, user: UserRow): Promise<string> {
    for (const hook of hooks) {
      const name = await hook.mailNameOf?.({ tx, userId: user.id });
      if (name) return name;
    }
    return config.PLATFORM_NAME;
  }

  /** A mailed link on the account's own site: one asked for on another site (the main one) is moved to the same page there. */
  async function onHomeSite(tx: Tx, user: UserRow, redirectTo: string): Promise<string> {
    const site = await homeSiteOf(tx, user);
    const url = new URL(redirectTo);
    return !site || site.isOn(url) ? redirectTo : site.urlOf(url.pathname);
  }

  function verifyUrl(token: string, type: VerifyType, redirectTo: string): string {
    const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
    return `${config.publicUrl}/auth/v1/verify?${query}`;
  }

  type SessionAssurance = { id: string; aal: 'aal1' | 'aal2'; amr: AuthMethodReference[] };

  async function issueSession(tx: Tx, user: UserRow, session: SessionAssurance, refreshToken: string): Promise<SessionDto> {
    const ttl = config.ACCESS_TOKEN_TTL_SECONDS;
    // Known when the token is made, so the access check reads nothing: verifying a factor ends every other session.
    const needsAal2 = session.aal === 'aal1' && (await mfaRepository.hasVerifiedTotp(tx, user.id));
    const accessToken = await keys.sign(
      {
        ...(needsAal2 ? { needs_aal2: true as const } : {}),
        sub: user.id,
        email: user.email,
        session_id: session.id,
        aal: session.aal,
        amr: session.amr,
        user_metadata: user.userMetadata,
        app_metadata: appMetadataOf(user),
      },
      ttl,
    );
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ttl,
      expires_at: decodeJwt(accessToken).exp ?? 0,
      refresh_token: refreshToken,
      user: await userDtoOf(tx, user),
    };
  }

  /** A session's tokens with a refresh token that starts a new chain: at sign-in, and when its assurance changes. */
  async function issueWithNewRefreshToken(tx: Tx, user: UserRow, session: SessionAssurance, now: Date): Promise<SessionDto> {
    const refreshToken = randomToken();
    await repository.insertRefreshToken(tx, {
      tokenHash: sha256(refreshToken),
      parentHash: null,
      userId: user.id,
      sessionId: session.id,
      now,
    });
    return issueSession(tx, user, session, refreshToken);
  }

  const userDtoOf = async (tx: Tx, user: UserRow) => toUserDto(user, await mfa.listUserFactors(tx, user.id));

  async function startSession(
    tx: Tx,
    user: UserRow,
    client: AuthClient,
    method: AuthMethodReference['method'] = 'password',
  ): Promise<SessionDto> {
    const now = clock.now();
    const signedIn = await repository.updateUser(tx, user.id, { lastSignInAt: now, updatedAt: now });
    const amr: AuthMethodReference[] = [{ method, timestamp: Math.floor(now.getTime() / 1000) }];
    const session = await repository.insertSession(tx, { userId: user.id, userAgent: client.userAgent, ip: client.ip, amr, now });
    return issueWithNewRefreshToken(tx, signedIn, { id: session.id, aal: 'aal1', amr }, now);
  }

  async function createOneTimeToken(
    tx: Tx,
    options: {
      user: UserRow;
      tokenType: OneTimeTokenType;
      redirectTo: string;
      flowStateId: string | null;
      expiresAt: Date;
      withCode: boolean;
    },
  ): Promise<{ token: string; code: string | null }> {
    const now = clock.now();
    const token = randomToken();
    const code = options.withCode ? randomCode() : null;
    await repository.deleteUnusedOneTimeTokens(tx, options.user.id, options.tokenType);
    await repository.insertOneTimeToken(tx, {
      userId: options.user.id,
      tokenType: options.tokenType,
      tokenHash: sha256(token),
      otpHash: code ? codeHash(options.user.id, code) : null,
      relatesTo: options.user.email,
      redirectTo: options.redirectTo,
      flowStateId: options.flowStateId,
      expiresAt: options.expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    return { token, code };
  }

  /**
   * Records a confirmation or recovery link with its code, and queues the e-mail carrying them, in the caller's
   * transaction. The link is the redirect address with token_hash and type (docs/decisions/062).
   */
  async function sendLink(
    tx: Tx,
    options: { user: UserRow; kind: 'confirmation' | 'recovery'; redirectTo: string; pkce: PkceChallenge | null },
  ): Promise<void> {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
    // Only a code given out when the link is followed can be exchanged; until then the flow holds an unguessable placeholder.
    const flowState = options.pkce
      ? await repository.insertFlowState(tx, {
          userId: options.user.id,
          codeChallenge: options.pkce.codeChallenge,
          codeChallengeMethod: options.pkce.method,
          authCodeHash: sha256(randomToken()),
          authenticationMethod: options.kind === 'recovery' ? 'recovery' : 'email/signup',
          expiresAt,
          createdAt: now,
          updatedAt: now,
        })
      : null;
    const { token, code } = await createOneTimeToken(tx, {
      user: options.user,
      tokenType: options.kind,
      redirectTo: options.redirectTo,
      flowStateId: flowState?.id ?? null,
      expiresAt,
      withCode: true,
    });
    const verifyType: VerifyType = options.kind === 'recovery' ? 'recovery' : 'signup';
    const mail = options.kind === 'recovery' ? recoveryMail : confirmationMail;
    // The page verifies the token itself (POST /verify with token_hash), so the link works in any browser, not only the PKCE one that asked.
    await enqueueMail(
      tx,
      mail({
        platformName: await mailNameOf(tx, options.user),
        to: options.user.email,
        link: withQuery(options.redirectTo, { token_hash: token, type: verifyType }),
        code: code ?? '',
      }),
    );
  }

  /** Uses up a link or code: it proves the address, so the e-mail is confirmed too. */
  async function consumeOneTimeToken(tx: Tx, row: OneTimeTokenRow, now: Date): Promise<UserRow> {
    await repository.markOneTimeTokenUsed(tx, row.id, now);
    const user = await repository.findUserById(tx, row.userId);
    if (!user) throw new AuthError('otp_expired');
    return user.emailConfirmedAt ? user : repository.updateUser(tx, user.id, { emailConfirmedAt: now, updatedAt: now });
  }

  const isUsable = (row: OneTimeTokenRow | null, now: Date): row is OneTimeTokenRow => !!row && !row.usedAt && row.expiresAt > now;

  async function authenticate(
    tx: Tx,
    accessToken: string | null,
  ): Promise<{ user: UserRow; sessionId: string; session: mfaRepository.SessionRow }> {
    if (!accessToken) throw new AuthError('no_authorization');
    const claims = await keys.verify(accessToken).catch(() => null);
    if (!claims) throw new AuthError('bad_jwt');
    const session = await mfaRepository.findSession(tx, claims.session_id);
    if (!session || session.userId !== claims.sub) throw new AuthError('session_not_found');
    const user = await repository.findUserById(tx, claims.sub);
    if (!user) throw new AuthError('user_not_found');
    return { user, sessionId: session.id, session };
  }

  const tellAccountEvent = (tx: Tx, event: Omit<AccountEvent, 'tx'>) => onAccountEvent?.({ tx, ...event }) ?? Promise.resolve();

  const mfa = createMfaUseCases({
    config,
    db,
    clock,
    authenticate,
    onEvent: onMfaEvent,
    beforeRemovingLastAuthenticator: async (tx, userId) => {
      for (const hook of hooks) await hook.beforeRemovingLastAuthenticator?.({ tx, userId });
    },
    reissueSession: (tx, user, session) => issueWithNewRefreshToken(tx, user, session, clock.now()),
  });

  return {
    ...mfa,

    /**
     * Creates an unconfirmed account and e-mails its confirmation link and code. An address that already
     * has an account gets the same answer: its owner is sent a new confirmation (unconfirmed) or a notice.
     */
    async signUp(options: {
      email: string;
      password: string;
      data: Record<string, unknown>;
      pkce: PkceChallenge | null;
      redirectTo: string | null;
      organization: RequestOrganization | null;
    }): Promise<UserDto> {
      checkPasswordStrength(options.password);
      const email = normalizeEmail(options.email);
      // Hashed before looking the address up, so both answers take as long.
      const passwordHash = await hashPassword(options.password);
      return db.withPlatform(async (tx) => {
        const now = clock.now();
        const signUp: SignUpContext = { tx, email, data: options.data, organization: options.organization };
        for (const hook of hooks) await hook.beforeSignUp?.(signUp);
        const redirectTo = await redirectFor(tx, options.redirectTo);
        const created = await repository.insertUser(tx, {
          email,
          encryptedPassword: passwordHash,
          userMetadata: options.data,
          createdAt: now,
          updatedAt: now,
        });
        if (created) {
          for (const hook of hooks) await hook.afterSignUp?.({ ...signUp, userId: created.id });
          await sendLink(tx, { user: created, kind: 'confirmation', redirectTo, pkce: options.pkce });
          return toUserDto(created);
        }
        const existing = await repository.findUserByEmail(tx, email);
        if (!existing) throw new Error(`sign-up for ${email} found neither a new nor an existing user`);
        if (existing.emailConfirmedAt) {
          const signInUrl = (await homeSiteOf(tx, existing))?.urlOf('/login') ?? `${config.publicUrl}/login`;
          await enqueueMail(tx, existingAccountMail({ platformName: await mailNameOf(tx, existing), to: existing.email, signInUrl }));
        } else {
          await sendLink(tx, { user: existing, kind: 'confirmation', redirectTo, pkce: options.pkce });
        }
        return toUserDto({
          ...existing,
          id: randomUUID(),
          encryptedPassword: null,
          emailConfirmedAt: null,
          invitedAt: null,
          lastSignInAt: null,
          userMetadata: options.data,
          appMetadata: {},
          createdAt: now,
          updatedAt: now,
        });
      });
    },

    async signInWithPassword(options: {
      email: string;
      password: string;
      client: AuthClient;
      organization: RequestOrganization | null;
    }): Promise<SessionDto> {
      const email = normalizeEmail(options.email);
      const user = await db.withPlatform((tx) => repository.findUserByEmail(tx, email));
      const isPasswordRight = await verifyPassword(user?.encryptedPassword ?? (await decoyHash()), options.password);
      const attempt = { email, userId: user?.id ?? null, organization: options.organization, client: options.client };
      const refuse = async (error: unknown): Promise<never> => {
        const reason = error instanceof AuthError ? error.code : error instanceof DomainError ? error.code : 'error';
        await db.withPlatform((tx) => tellAccountEvent(tx, { ...attempt, kind: 'sign_in_failed', reason }));
        throw error;
      };
      if (!user || !isPasswordRight) return refuse(new AuthError('invalid_credentials'));
      if (!user.emailConfirmedAt) return refuse(new AuthError('email_not_confirmed'));
      return db
        .withPlatform(async (tx) => {
          for (const hook of hooks) await hook.beforeSignIn?.({ tx, user, organization: options.organization });
          const session = await startSession(tx, user, options.client, 'password');
          await tellAccountEvent(tx, { ...attempt, kind: 'signed_in' });
          return session;
        })
        .catch((error: unknown) => (error instanceof AuthError || error instanceof DomainError ? refuse(error) : Promise.reject(error)));
    },

    /**
     * Rotates a refresh token. The parent of the current token, presented again within the grace interval
     * (a client that lost the answer), gets the current one back; any other reuse ends the session.
     */
    async refreshSession(options: { refreshToken: string }): Promise<SessionDto> {
      const secretKey = await refreshSecret();
      const outcome = await db.withPlatform(async (tx): Promise<SessionDto | AuthErrorCode> => {
        const now = clock.now();
        const presented = await repository.findRefreshTokenForUpdate(tx, sha256(options.refreshToken));
        if (!presented) return 'refresh_token_not_found';
        const user = await repository.findUserById(tx, presented.userId);
        if (!user) return 'refresh_token_not_found';
        const session = await mfaRepository.findSession(tx, presented.sessionId);
        if (!session) return 'refresh_token_not_found';
        const child = childRefreshToken(secretKey, options.refreshToken);
        if (!presented.isRevoked) {
          await repository.revokeRefreshToken(tx, presented.id, now);
          await repository.insertRefreshToken(tx, {
            tokenHash: sha256(child),
            parentHash: presented.tokenHash,
            userId: user.id,
            sessionId: presented.sessionId,
            now,
          });
          await repository.touchSession(tx, presented.sessionId, now);
          return issueSession(tx, user, session, child);
        }
        const current = await repository.findRefreshToken(tx, sha256(child));
        if (current && !current.isRevoked && now.getTime() - current.createdAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
          return issueSession(tx, user, session, child);
        }
        await repository.deleteSessions(tx, user.id, { only: presented.sessionId });
        return 'refresh_token_already_used';
      });
      if (typeof outcome === 'string') throw new AuthError(outcome);
      return outcome;
    },

    /** PKCE: the code a confirmation or recovery link handed out, with the verifier behind the flow's challenge, gives a session once. */
    async exchangeAuthCode(options: { authCode: string; codeVerifier: string; client: AuthClient }): Promise<SessionDto> {
      return db.withPlatform(async (tx) => {
        const flow = await repository.findFlowStateByCodeForUpdate(tx, sha256(options.authCode));
        if (!flow?.userId || flow.usedAt) throw new AuthError('flow_state_not_found');
        if (flow.expiresAt <= clock.now()) throw new AuthError('flow_state_expired');
        if (!isCodeVerifierValid(flow.codeChallengeMethod, flow.codeChallenge, options.codeVerifier))
          throw new AuthError('bad_code_verifier');
        await repository.deleteFlowState(tx, flow.id);
        const user = await repository.findUserById(tx, flow.userId);
        if (!user) throw new AuthError('flow_state_not_found');
        return startSession(tx, user, options.client, flow.authenticationMethod === 'sso/oidc' ? 'sso/oidc' : 'otp');
      });
    },

    /**
     * Follows an e-mailed link: answers where to send the browser, with ?code= for a PKCE flow,
     * #access_token=… otherwise, or the error in the query.
     */
    async followVerifyLink(options: { token: string; type: VerifyType; redirectTo: string | null; client: AuthClient }): Promise<string> {
      return db.withPlatform(async (tx) => {
        const now = clock.now();
        const row = await repository.findOneTimeTokenForUpdate(tx, sha256(options.token), tokenTypesOf[options.type]);
        const target = (await allowedRedirect(tx, config, options.redirectTo)) ?? row?.redirectTo ?? config.publicUrl;
        if (!isUsable(row, now)) {
          return withQuery(target, {
            error: 'access_denied',
            error_code: 'otp_expired',
            error_description: 'Email link is invalid or has expired',
          });
        }
        const user = await consumeOneTimeToken(tx, row, now);
        if (row.flowStateId) {
          const authCode = randomToken();
          await repository.updateFlowState(tx, row.flowStateId, {
            authCodeHash: sha256(authCode),
            expiresAt: new Date(now.getTime() + AUTH_CODE_TTL_MS),
            updatedAt: now,
          });
          return withQuery(target, { code: authCode });
        }
        const session = await startSession(tx, user, options.client, 'otp');
        return withFragment(target, {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type: options.type,
        });
      });
    },

    /** The six-digit code with its address, or the link's token as token_hash, gives a session once. */
    async verifyOneTimeToken(
      options: { type: VerifyType; client: AuthClient } & ({ email: string; code: string } | { tokenHash: string }),
    ): Promise<SessionDto> {
      return db.withPlatform(async (tx) => {
        const now = clock.now();
        const types = tokenTypesOf[options.type];
        let row: OneTimeTokenRow | null = null;
        if ('tokenHash' in options) {
          row = await repository.findOneTimeTokenForUpdate(tx, sha256(options.tokenHash), types);
        } else {
          const user = await repository.findUserByEmail(tx, normalizeEmail(options.email));
          row = user ? await repository.findOneTimeTokenByCodeForUpdate(tx, user.id, codeHash(user.id, options.code), types) : null;
        }
        if (!isUsable(row, now)) throw new AuthError('otp_expired');
        const user = await consumeOneTimeToken(tx, row, now);
        if (row.flowStateId) await repository.deleteFlowState(tx, row.flowStateId);
        return startSession(tx, user, options.client, 'otp');
      });
    },

    /** E-mails a reset link and code when the address has an account; says nothing either way. */
    async requestPasswordRecovery(options: {
      email: string;
      pkce: PkceChallenge | null;
      redirectTo: string | null;
      organization?: RequestOrganization | null;
      client?: AuthClient;
    }): Promise<void> {
      await db.withPlatform(async (tx) => {
        const user = await repository.findUserByEmail(tx, normalizeEmail(options.email));
        if (!user) return;
        const redirectTo = await onHomeSite(tx, user, await redirectFor(tx, options.redirectTo));
        await sendLink(tx, { user, kind: 'recovery', redirectTo, pkce: options.pkce });
        await tellAccountEvent(tx, {
          kind: 'password_reset_requested',
          email: user.email,
          userId: user.id,
          organization: options.organization ?? null,
          client: options.client ?? null,
        });
      });
    },

    /** A new confirmation e-mail for an account still waiting for one; says nothing either way. */
    async resendConfirmation(options: { email: string; pkce: PkceChallenge | null; redirectTo: string | null }): Promise<void> {
      await db.withPlatform(async (tx) => {
        const user = await repository.findUserByEmail(tx, normalizeEmail(options.email));
        if (!user || user.emailConfirmedAt) return;
        await sendLink(tx, { user, kind: 'confirmation', redirectTo: await redirectFor(tx, options.redirectTo), pkce: options.pkce });
      });
    },

    async getUser(options: { accessToken: string | null }): Promise<UserDto> {
      return db.withPlatform(async (tx) => userDtoOf(tx, (await authenticate(tx, options.accessToken)).user));
    },

    /** Metadata and password changes. A new password ends the user's other sessions and voids their e-mailed links. */
    async updateUser(options: {
      accessToken: string | null;
      password?: string | undefined;
      data?: Record<string, unknown> | undefined;
      email?: string | undefined;
      organization?: RequestOrganization | null;
      client?: AuthClient;
    }): Promise<UserDto> {
      const { user } = await db.withPlatform((tx) => authenticate(tx, options.accessToken));
      if (options.email !== undefined && normalizeEmail(options.email) !== user.email) {
        throw new AuthError('validation_failed', 'Changing the e-mail address is not supported.');
      }
      let passwordHash: string | null = null;
      if (options.password !== undefined) {
        checkPasswordStrength(options.password);
        if (await verifyPassword(user.encryptedPassword, options.password)) throw new AuthError('same_password');
        passwordHash = await hashPassword(options.password);
      }
      return db.withPlatform(async (tx) => {
        const { user: current, sessionId } = await authenticate(tx, options.accessToken);
        const now = clock.now();
        if (passwordHash) {
          await repository.deleteSessions(tx, current.id, { except: sessionId });
          await repository.deleteUnusedOneTimeTokens(tx, current.id);
          await tellAccountEvent(tx, {
            kind: 'password_changed',
            email: current.email,
            userId: current.id,
            organization: options.organization ?? null,
            client: options.client ?? null,
          });
        }
        const updated = await repository.updateUser(tx, current.id, {
          updatedAt: now,
          ...(passwordHash ? { encryptedPassword: passwordHash } : {}),
          ...(options.data ? { userMetadata: mergeMetadata(current.userMetadata, options.data) } : {}),
        });
        return userDtoOf(tx, updated);
      });
    },

    async signOut(options: { accessToken: string | null; scope: SignOutScope }): Promise<void> {
      await db.withPlatform(async (tx) => {
        const { user, sessionId } = await authenticate(tx, options.accessToken);
        const which = { global: {}, local: { only: sessionId }, others: { except: sessionId } }[options.scope];
        await repository.deleteSessions(tx, user.id, which);
      });
    },

    /**
     * Carries a signed-in user to another of this deployment's origins (an organization's own host, whose
     * storage holds no session): a single-use 'magiclink' token valid for two minutes, which the page there
     * exchanges for a new session with POST /verify {token_hash, type: 'magiclink'}, like GoTrue's generated links.
     */
    async createSignInHandoff(options: { accessToken: string | null }): Promise<{ token: string }> {
      return db.withPlatform(async (tx) => {
        // The session itself must still be active: a signed-out access token must not start a new one.
        const { user } = await authenticate(tx, options.accessToken);
        const { token } = await createOneTimeToken(tx, {
          user,
          tokenType: 'magiclink',
          redirectTo: config.publicUrl,
          flowStateId: null,
          expiresAt: new Date(clock.now().getTime() + SIGN_IN_HANDOFF_TTL_MS),
          withCode: false,
        });
        return { token };
      });
    },

    /**
     * For agent invitations: creates the account unconfirmed if it does not exist, and an 'invite' link
     * token (single use; 1 hour unless the invitation gives its own lifetime, at most 7 days). The caller
     * sends its own e-mail; following the link (or POST /verify with it as token_hash) confirms and signs in.
     * Pass the caller's transaction as `tx` to create both in one change.
     */
    async inviteUserByEmail(options: {
      email: string;
      data: Record<string, unknown>;
      redirectTo: string | null;
      expiresInSeconds?: number;
      tx?: Tx;
    }): Promise<{ user: UserDto; token: string; verifyUrl: string }> {
      const email = normalizeEmail(options.email);
      const lifetimeMs = Math.min((options.expiresInSeconds ?? LINK_TTL_MS / 1000) * 1000, LONGEST_INVITE_TTL_MS);
      const work = async (tx: Tx) => {
        const now = clock.now();
        const redirectTo = await redirectFor(tx, options.redirectTo);
        const existing = await repository.findUserByEmail(tx, email);
        if (existing?.emailConfirmedAt) throw new AuthError('email_exists');
        const user = existing
          ? await repository.updateUser(tx, existing.id, {
              invitedAt: now,
              userMetadata: mergeMetadata(existing.userMetadata, options.data),
              updatedAt: now,
            })
          : await repository.insertUser(tx, { email, userMetadata: options.data, invitedAt: now, createdAt: now, updatedAt: now });
        if (!user) throw new AuthError('email_exists');
        const { token } = await createOneTimeToken(tx, {
          user,
          tokenType: 'invite',
          redirectTo,
          flowStateId: null,
          expiresAt: new Date(now.getTime() + lifetimeMs),
          withCode: false,
        });
        return { user: toUserDto(user), token, verifyUrl: verifyUrl(token, 'invite', redirectTo) };
      };
      return options.tx ? work(options.tx) : db.withPlatform(work);
    },

    /**
     * An account an external provider vouches for (single sign-on), in the caller's transaction: the existing one of
     * the address, confirmed now if it was not, or a new one without a password.
     */
    async findOrCreateProviderUser(options: {
      tx: Tx;
      email: string;
      data: Record<string, unknown>;
    }): Promise<{ id: string; email: string; isNew: boolean }> {
      const { tx } = options;
      const email = normalizeEmail(options.email);
      const now = clock.now();
      const existing = await repository.findUserByEmail(tx, email);
      if (existing) {
        if (!existing.emailConfirmedAt) await repository.updateUser(tx, existing.id, { emailConfirmedAt: now, updatedAt: now });
        return { id: existing.id, email: existing.email, isNew: false };
      }
      const created = await repository.insertUser(tx, {
        email,
        userMetadata: options.data,
        emailConfirmedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      if (!created) throw new AuthError('email_exists');
      return { id: created.id, email: created.email, isNew: true };
    },

    /**
     * A PKCE auth code for a user an external provider signed in, in the caller's transaction: the browser's client
     * exchanges it with its verifier at POST /token?grant_type=pkce for a session whose amr is sso/oidc.
     */
    async createProviderSignInCode(options: { tx: Tx; userId: string; pkce: PkceChallenge }): Promise<string> {
      const now = clock.now();
      const authCode = randomToken();
      await repository.insertFlowState(options.tx, {
        userId: options.userId,
        codeChallenge: options.pkce.codeChallenge,
        codeChallengeMethod: options.pkce.method,
        authCodeHash: sha256(authCode),
        authenticationMethod: 'sso/oidc',
        expiresAt: new Date(now.getTime() + AUTH_CODE_TTL_MS),
        createdAt: now,
        updatedAt: now,
      });
      return authCode;
    },

    /** Ends every session of a user in the caller's transaction: refresh tokens stop working at once, access tokens at the next session check. */
    async endAllSessions(options: { userId: string; tx: Tx }): Promise<void> {
      await repository.deleteSessions(options.tx, options.userId);
    },

    /** Whether an address has an account, and whether it has confirmed it (an invitee's has not), in the caller's transaction. */
    async findAccount(options: { email: string; tx: Tx }): Promise<{ id: string; isConfirmed: boolean } | null> {
      const user = await repository.findUserByEmail(options.tx, normalizeEmail(options.email));
      return user ? { id: user.id, isConfirmed: user.emailConfirmedAt !== null } : null;
    },

    /** Whose invitation a link's token is, without using it up; null for a token never issued (or replaced by a newer invitation). */
    async findInviteToken(options: { token: string; tx: Tx }): Promise<{ email: string; expiresAt: Date; isUsed: boolean } | null> {
      const row = await repository.findOneTimeTokenForUpdate(options.tx, sha256(options.token), tokenTypesOf.invite);
      return row ? { email: row.relatesTo, expiresAt: row.expiresAt, isUsed: row.usedAt !== null } : null;
    },

    /**
     * Accepting an invitation: uses up the invite token, which confirms the address, and sets the account's
     * first password and metadata, in the caller's transaction. The invitee signs in afterwards.
     */
    async acceptInvite(options: { token: string; password: string; data: Record<string, unknown>; tx: Tx }): Promise<UserDto> {
      const { tx } = options;
      checkPasswordStrength(options.password);
      const now = clock.now();
      const row = await repository.findOneTimeTokenForUpdate(tx, sha256(options.token), tokenTypesOf.invite);
      if (!isUsable(row, now)) throw new AuthError('otp_expired');
      const passwordHash = await hashPassword(options.password);
      const user = await consumeOneTimeToken(tx, row, now);
      await repository.deleteUnusedOneTimeTokens(tx, user.id);
      const updated = await repository.updateUser(tx, user.id, {
        encryptedPassword: passwordHash,
        userMetadata: mergeMetadata(user.userMetadata, options.data),
        updatedAt: now,
      });
      return toUserDto(updated);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
