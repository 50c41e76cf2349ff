import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { toString as qrCodeSvg } from 'qrcode';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { decryptSecret, encryptSecret } from '../crypto/secrets.ts';
import type { Database, Tx } from '../db/client.ts';
import type { AuthMethodReference } from '../db/schema.ts';
import type { FactorDto, SessionDto } from './auth.dto.ts';
import type { UserRow } from './auth.repository.ts';
import { AuthError, type AuthErrorCode } from './auth-errors.ts';
import { sha256 } from './auth-tokens.ts';
import type { FactorRow, SessionRow } from './mfa.repository.ts';
import * as repository from './mfa.repository.ts';

export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const CHALLENGE_TTL_MS = 5 * 60_000;
const FAILURES_BEFORE_LOCK = 5;
const FAILURE_WINDOW_MS = 5 * 60_000;
const LOCK_MS = 15 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_CODE_LENGTH = 16;
// No 0/o, 1/l/i: a code read off paper is typed back right.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export type MfaEvent =
  | 'factor_enrolled'
  | 'factor_verified'
  | 'factor_unenrolled'
  | 'recovery_codes_generated'
  | 'recovery_codes_removed'
  | 'challenge_verified'
  | 'challenge_failed'
  | 'factor_locked';

/** What other features (an audit log) are told of every change to a person's second factors, in its transaction. */
export interface MfaEventContext {
  tx: Tx;
  event: MfaEvent;
  userId: string;
  factorId: string;
  factorType: FactorRow['factorType'];
}

export type MfaEventListener = (context: MfaEventContext) => Promise<void>;

export function toFactorDto(factor: FactorRow): FactorDto {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName ?? undefined,
    factor_type: factor.factorType,
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
  };
}

/** Lower case, no spaces or dashes: how a recovery code is hashed and compared. */
export function canonicalRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function newRecoveryCode(): string {
  const bytes = randomBytes(RECOVERY_CODE_LENGTH);
  return Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
}

/** A recovery code's digest is bound to the factor it belongs to. */
function recoveryCodeHash(factorId: string, code: string): string {
  return sha256(`${factorId}:${canonicalRecoveryCode(code)}`);
}

/** The caller as the MFA routes see them: the user, their session, and its assurance level. */
export interface MfaCaller {
  user: UserRow;
  session: SessionRow;
}

export interface MfaDeps {
  config: Config;
  db: Database;
  clock: Clock;
  /** Authenticates the access token inside the caller's transaction. */
  authenticate(tx: Tx, accessToken: string | null): Promise<MfaCaller>;
  /** A new access and refresh token for a session whose assurance changed. */
  reissueSession(tx: Tx, user: UserRow, session: SessionRow): Promise<SessionDto>;
  onEvent?: MfaEventListener | undefined;
  /** Before a person's last authenticator app is removed: a product rule may refuse it (decision 185). */
  beforeRemovingLastAuthenticator?(tx: Tx, userId: string): Promise<void>;
}

type Outcome<T> = { ok: T } | { error: AuthErrorCode; message?: string; retryAfterSeconds?: number };

/** Secrets of a user are encrypted with the user's id as associated data, so a copied secret does not decrypt. */
const secretContext = (userId: string) => `user:${userId}`;

/**
 * Second factors in GoTrue's MFA API (decision 180): TOTP enrolment, challenge and verification, removal, and the
 * one set of recovery codes. Every change is in one transaction and told to `onEvent`.
 */
export function createMfaUseCases({ config, db, clock, authenticate, reissueSession, onEvent, beforeRemovingLastAuthenticator }: MfaDeps) {
  const emit = async (tx: Tx, event: MfaEvent, factor: FactorRow) => {
    await onEvent?.({ tx, event, userId: factor.userId, factorId: factor.id, factorType: factor.factorType });
  };

  const requireAal2 = (caller: MfaCaller) => {
    if (caller.session.aal !== 'aal2') throw new AuthError('insufficient_aal');
  };

  const lockedOutcome = (factor: FactorRow, now: Date): Outcome<never> | null => {
    if (!factor.lockedUntil || factor.lockedUntil <= now) return null;
    const retryAfterSeconds = Math.ceil((factor.lockedUntil.getTime() - now.getTime()) / 1000);
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return {
      error: factor.factorType === 'recovery_code' ? 'mfa_recovery_codes_locked' : 'mfa_factor_locked',
      message: `Too many wrong codes: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterSeconds,
    };
  };

  /** Counts a wrong code; the fifth within five minutes locks the factor for fifteen. */
  async function recordFailure(tx: Tx, factor: FactorRow, now: Date): Promise<void> {
    const isWindowOpen = factor.failuresWindowEndsAt !== null && factor.failuresWindowEndsAt > now;
    const failures = isWindowOpen ? factor.failedAttempts + 1 : 1;
    const isLocking = failures >= FAILURES_BEFORE_LOCK;
    const updated = await repository.updateFactor(tx, factor.id, {
      failedAttempts: isLocking ? 0 : failures,
      failuresWindowEndsAt: isLocking ? null : isWindowOpen ? factor.failuresWindowEndsAt : new Date(now.getTime() + FAILURE_WINDOW_MS),
      lockedUntil: isLocking ? new Date(now.getTime() + LOCK_MS) : factor.lockedUntil,
      updatedAt: now,
    });
    await emit(tx, isLocking ? 'factor_locked' : 'challenge_failed', updated);
  }

  async function upgradeSession(tx: Tx, caller: MfaCaller, method: AuthMethodReference['method'], now: Date): Promise<SessionDto> {
    const amr = [{ method, timestamp: Math.floor(now.getTime() / 1000) }, ...caller.session.amr.filter((item) => item.method !== method)];
    await repository.updateSessionAssurance(tx, caller.session.id, { aal: 'aal2', amr, now });
    return reissueSession(tx, caller.user, { ...caller.session, aal: 'aal2', amr });
  }

  /** The 30-second step a six-digit code matches, one step early or late; null when none. */
  function matchingStep(secret: string, code: string, now: Date): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
    const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
    if (delta === null) return null;
    return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
  }

  async function run<T>(work: (tx: Tx) => Promise<Outcome<T>>): Promise<T> {
    // A wrong code is counted even though the request fails: the outcome is returned from the transaction, then thrown.
    const outcome = await db.withPlatform(work);
    if ('error' in outcome) {
      throw new AuthError(
        outcome.error,
        outcome.message,
        outcome.retryAfterSeconds ? { retryAfterSeconds: outcome.retryAfterSeconds } : {},
      );
    }
    return outcome.ok;
  }

  return {
    async listUserFactors(tx: Tx, userId: string): Promise<FactorDto[]> {
      return (await repository.listFactors(tx, userId)).map(toFactorDto);
    },

    /** A new, unverified TOTP factor: its secret, otpauth URI and QR code are shown once. */
    async enrollFactor(options: {
      accessToken: string | null;
      factorType: string;
      friendlyName?: string | undefined;
      issuer?: string | undefined;
    }) {
      if (options.factorType !== 'totp') {
        throw new AuthError('validation_failed', `Only authenticator apps (totp) can be enrolled, not ${options.factorType}.`);
      }
      const secret = new Secret({ size: 20 });
      // Encrypted before the transaction: the key may be read from the database in one of its own.
      const signedIn = await db.withPlatform((tx) => authenticate(tx, options.accessToken));
      const encryptedSecret = await encryptSecret(db, config, secretContext(signedIn.user.id), secret.base32);
      return db.withPlatform(async (tx) => {
        const caller = await authenticate(tx, options.accessToken);
        if ((await repository.hasVerifiedTotp(tx, caller.user.id)) && caller.session.aal !== 'aal2')
          throw new AuthError('insufficient_aal');
        const now = clock.now();
        await repository.deleteUnverifiedFactors(tx, caller.user.id);
        const factor = await repository.insertFactor(tx, {
          userId: caller.user.id,
          factorType: 'totp',
          friendlyName: options.friendlyName ?? null,
          status: 'unverified',
          encryptedSecret,
          createdAt: now,
          updatedAt: now,
        });
        if (!factor) throw new AuthError('mfa_factor_name_conflict');
        const uri = new TOTP({
          issuer: options.issuer || config.PLATFORM_NAME,
          label: caller.user.email,
          secret,
          digits: TOTP_DIGITS,
          period: TOTP_PERIOD_SECONDS,
        }).toString();
        await emit(tx, 'factor_enrolled', factor);
        return {
          id: factor.id,
          type: 'totp' as const,
          friendly_name: factor.friendlyName ?? undefined,
          totp: { qr_code: await qrCodeSvg(uri, { type: 'svg', margin: 1 }), secret: secret.base32, uri },
        };
      });
    },

    async challengeFactor(options: { accessToken: string | null; factorId: string; ip: string | null }) {
      return db.withPlatform(async (tx) => {
        const caller = await authenticate(tx, options.accessToken);
        const factor = await repository.findFactorForUpdate(tx, caller.user.id, options.factorId);
        if (factor?.factorType !== 'totp') throw new AuthError('mfa_factor_not_found');
        const now = clock.now();
        const challenge = await repository.insertChallenge(tx, {
          factorId: factor.id,
          ip: options.ip,
          expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
          createdAt: now,
          updatedAt: now,
        });
        return { id: challenge.id, type: 'totp' as const, expires_at: Math.floor(challenge.expiresAt.getTime() / 1000) };
      });
    },

    /**
     * A code from the authenticator answers a challenge: the session becomes aal2. The first verification of a
     * factor also ends the person's other sessions, which were signed in without it.
     */
    async verifyFactor(options: { accessToken: string | null; factorId: string; challengeId: string; code: string; ip: string | null }) {
      // Decrypted before the transaction, as the key may be read in a transaction of its own.
      const stored = await db.withPlatform(async (tx) => {
        const caller = await authenticate(tx, options.accessToken);
        return repository.findFactorForUpdate(tx, caller.user.id, options.factorId);
      });
      const secret = stored?.encryptedSecret ? await decryptSecret(db, config, secretContext(stored.userId), stored.encryptedSecret) : null;
      return run(async (tx): Promise<Outcome<SessionDto>> => {
        const caller = await authenticate(tx, options.accessToken);
        const factor = await repository.findFactorForUpdate(tx, caller.user.id, options.factorId);
        if (factor?.factorType !== 'totp' || !secret || factor.encryptedSecret !== stored?.encryptedSecret) {
          return { error: 'mfa_factor_not_found' };
        }
        const now = clock.now();
        const locked = lockedOutcome(factor, now);
        if (locked) return locked;
        const challenge = await repository.findChallengeForUpdate(tx, factor.id, options.challengeId);
        if (!challenge || challenge.verifiedAt)
          return { error: 'mfa_challenge_expired', message: 'This challenge is not known or was already answered.' };
        if (challenge.expiresAt <= now) return { error: 'mfa_challenge_expired' };
        if (challenge.ip !== options.ip) return { error: 'mfa_ip_address_mismatch' };
        const step = matchingStep(secret, options.code.trim(), now);
        if (step === null || (factor.lastUsedStep !== null && step <= factor.lastUsedStep)) {
          await recordFailure(tx, factor, now);
          return {
            error: 'mfa_verification_failed',
            message: step === null ? 'Invalid TOTP code entered' : 'This code was already used: wait for the next one.',
          };
        }
        await repository.markChallengeVerified(tx, challenge.id, now);
        const isFirstVerification = factor.status === 'unverified';
        const verified = await repository.updateFactor(tx, factor.id, {
          status: 'verified',
          lastUsedStep: step,
          failedAttempts: 0,
          failuresWindowEndsAt: null,
          lockedUntil: null,
          updatedAt: now,
        });
        if (isFirstVerification) await repository.deleteOtherSessions(tx, caller.user.id, caller.session.id, { onlyAal1: false });
        await emit(tx, isFirstVerification ? 'factor_verified' : 'challenge_verified', verified);
        return { ok: await upgradeSession(tx, caller, 'totp', now) };
      });
    },

    /** Removes a factor; a verified one only from an aal2 session. The last authenticator takes the recovery codes with it. */
    async unenrollFactor(options: { accessToken: string | null; factorId: string }): Promise<{ id: string }> {
      return db.withPlatform(async (tx) => {
        const caller = await authenticate(tx, options.accessToken);
        const factor = await repository.findFactorForUpdate(tx, caller.user.id, options.factorId);
        if (!factor) throw new AuthError('mfa_factor_not_found');
        if (factor.status === 'verified') requireAal2(caller);
        const isLastAuthenticator =
          factor.factorType === 'totp' && factor.status === 'verified' && (await repository.countVerifiedTotp(tx, caller.user.id)) === 1;
        if (isLastAuthenticator) await beforeRemovingLastAuthenticator?.(tx, caller.user.id);
        await repository.deleteFactor(tx, factor.id);
        await emit(tx, factor.factorType === 'recovery_code' ? 'recovery_codes_removed' : 'factor_unenrolled', factor);
        if (factor.factorType === 'totp' && !(await repository.hasVerifiedTotp(tx, caller.user.id))) {
          const codes = await repository.findFactorOfTypeForUpdate(tx, caller.user.id, 'recovery_code');
          if (codes) {
            await repository.deleteFactor(tx, codes.id);
            await emit(tx, 'recovery_codes_removed', codes);
          }
        }
        return { id: factor.id };
      });
    },

    /** Ten new one-time codes, shown once; a set made before is void. Needs an aal2 session and an authenticator. */
    async generateRecoveryCodes(options: { accessToken: string | null; friendlyName?: string | undefined; replace: boolean }) {
      return db.withPlatform(async (tx) => {
        const caller = await authenticate(tx, options.accessToken);
        requireAal2(caller);
        if (!(await repository.hasVerifiedTotp(tx, caller.user.id))) throw new AuthError('mfa_recovery_codes_sole_factor');
        const now = clock.now();
        let factor = await repository.findFactorOfTypeForUpdate(tx, caller.user.id, 'recovery_code');
        if (factor && !options.replace) throw new AuthError('mfa_verified_factor_exists');
        if (!factor && options.replace) throw new AuthError('mfa_factor_not_found');
        factor = factor
          ? await repository.updateFactor(tx, factor.id, {
              failedAttempts: 0,
              failuresWindowEndsAt: null,
              lockedUntil: null,
              updatedAt: now,
            })
          : await repository.insertFactor(tx, {
              userId: caller.user.id,
              factorType: 'recovery_code',
              friendlyName: options.friendlyName ?? 'Recovery codes',
              status: 'verified',
              createdAt: now,
              updatedAt: now,
            });
        if (!factor) throw new AuthError('mfa_factor_name_conflict');
        const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
        const factorId = factor.id;
        await repository.replaceRecoveryCodes(
          tx,
          factorId,
          codes.map((code) => recoveryCodeHash(factorId, code)),
          now,
        );
        await emit(tx, 'recovery_codes_generated', factor);
        return {
          id: factor.id,
          type: 'recovery_code' as const,
          friendly_name: factor.friendlyName ?? undefined,
          total: codes.length,
          codes,
        };
      });
    },

    async recoveryCodesStatus(options: { accessToken: string | null }) {
      return db.withPlatform(async (tx) => {
        const caller = await authenticate(tx, options.accessToken);
        const factor = await repository.findFactorOfTypeForUpdate(tx, caller.user.id, 'recovery_code');
        if (!factor) throw new AuthError('mfa_factor_not_found', 'No recovery codes have been made yet.');
        return { id: factor.id, type: 'recovery_code' as const, ...(await repository.countRecoveryCodes(tx, factor.id)) };
      });
    },

    async removeRecoveryCodes(options: { accessToken: string | null }): Promise<{ id: string }> {
      return db.withPlatform(async (tx) => {
        const caller = await authenticate(tx, options.accessToken);
        requireAal2(caller);
        const factor = await repository.findFactorOfTypeForUpdate(tx, caller.user.id, 'recovery_code');
        if (!factor) throw new AuthError('mfa_factor_not_found');
        await repository.deleteFactor(tx, factor.id);
        await emit(tx, 'recovery_codes_removed', factor);
        return { id: factor.id };
      });
    },

    /** A recovery code in place of the authenticator's: used up, and the session becomes aal2 (its other aal1 sessions end). */
    async verifyRecoveryCode(options: { accessToken: string | null; code: string }) {
      return run(async (tx): Promise<Outcome<SessionDto>> => {
        const caller = await authenticate(tx, options.accessToken);
        const factor = await repository.findFactorOfTypeForUpdate(tx, caller.user.id, 'recovery_code');
        if (!factor) return { error: 'mfa_verification_failed', message: 'Invalid recovery code entered' };
        const now = clock.now();
        const locked = lockedOutcome(factor, now);
        if (locked) return locked;
        if (!(await repository.spendRecoveryCode(tx, factor.id, recoveryCodeHash(factor.id, options.code), now))) {
          await recordFailure(tx, factor, now);
          return { error: 'mfa_verification_failed', message: 'Invalid recovery code entered' };
        }
        await repository.updateFactor(tx, factor.id, { failedAttempts: 0, failuresWindowEndsAt: null, updatedAt: now });
        await repository.deleteOtherSessions(tx, caller.user.id, caller.session.id, { onlyAal1: true });
        await emit(tx, 'challenge_verified', factor);
        return { ok: await upgradeSession(tx, caller, 'mfa/recovery_code', now) };
      });
    },
  };
}

export type MfaUseCases = ReturnType<typeof createMfaUseCases>;
