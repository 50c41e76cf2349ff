import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../../domain/errors.ts';

/** GoTrue's error codes that this service answers with, their HTTP status and message. */
export const authErrorCatalogue = {
  validation_failed: { status: 400, message: 'The request is not valid.' },
  bad_json: { status: 400, message: 'Could not parse request body as JSON.' },
  weak_password: { status: 422, message: 'Password should be at least 8 characters.' },
  same_password: { status: 422, message: 'New password should be different from the old password.' },
  invalid_credentials: { status: 400, message: 'Invalid login credentials' },
  email_not_confirmed: { status: 400, message: 'Email not confirmed' },
  email_exists: { status: 422, message: 'A user with this email address has already been registered' },
  refresh_token_not_found: { status: 400, message: 'Invalid Refresh Token: Refresh Token Not Found' },
  refresh_token_already_used: { status: 400, message: 'Invalid Refresh Token: Already Used' },
  no_authorization: { status: 401, message: 'This endpoint requires a valid Bearer token' },
  bad_jwt: { status: 403, message: 'invalid JWT: unable to parse or verify signature, token is expired or malformed' },
  session_not_found: { status: 403, message: 'Session from session_id claim in JWT does not exist' },
  user_not_found: { status: 404, message: 'User from sub claim in JWT does not exist' },
  otp_expired: { status: 403, message: 'Token has expired or is invalid' },
  flow_state_not_found: { status: 404, message: 'invalid flow state, no valid flow state found' },
  flow_state_expired: { status: 400, message: 'invalid flow state, flow state has expired' },
  bad_code_verifier: { status: 400, message: 'code challenge does not match previously saved code verifier' },
  insufficient_aal: { status: 403, message: 'AAL2 required: verify a second factor first' },
  mfa_factor_not_found: { status: 404, message: 'Factor not found' },
  mfa_factor_name_conflict: { status: 422, message: 'A factor with this friendly name already exists' },
  mfa_challenge_expired: { status: 422, message: 'MFA challenge has expired, verify against another challenge' },
  mfa_ip_address_mismatch: { status: 422, message: 'Challenge and verify IP addresses mismatch' },
  mfa_verification_failed: { status: 422, message: 'Invalid TOTP code entered' },
  mfa_factor_locked: { status: 429, message: 'Too many wrong codes: this factor is locked for a while' },
  mfa_recovery_codes_locked: { status: 429, message: 'Too many wrong recovery codes: try again later' },
  mfa_recovery_codes_sole_factor: { status: 422, message: 'Recovery codes need an authenticator app set up first' },
  mfa_factor_required: { status: 422, message: 'Your organization requires two-factor sign-in: it cannot be turned off.' },
  mfa_verified_factor_exists: { status: 422, message: 'Recovery codes already exist: regenerate them instead' },
  over_request_rate_limit: { status: 429, message: 'Request rate limit reached' },
  over_email_send_rate_limit: { status: 429, message: 'Email rate limit exceeded' },
  not_found: { status: 404, message: 'Not found' },
  unexpected_failure: { status: 500, message: 'Unexpected failure, please check server logs for more information' },
} as const satisfies Record<string, { status: number; message: string }>;

export type AuthErrorCode = keyof typeof authErrorCatalogue;

export type WeakPasswordReason = 'length' | 'characters' | 'pwned';

export class AuthError extends Error {
  readonly code: AuthErrorCode;
  readonly status: number;
  readonly weakPasswordReasons: WeakPasswordReason[] | undefined;
  /** For a refusal by a limit: when the caller may try again, sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AuthErrorCode,
    message?: string,
    options?: { status?: number; weakPasswordReasons?: WeakPasswordReason[]; retryAfterSeconds?: number },
  ) {
    super(message ?? authErrorCatalogue[code].message);
    this.name = 'AuthError';
    this.code = code;
    this.status = options?.status ?? authErrorCatalogue[code].status;
    this.weakPasswordReasons = options?.weakPasswordReasons;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** GoTrue's error shape: auth-js reads error_code (code is the HTTP status here) and the message from msg. */
export interface AuthErrorBody {
  code: number;
  error_code: AuthErrorCode;
  msg: string;
  weak_password?: { reasons: WeakPasswordReason[] };
}

export function authErrorBody(error: AuthError): AuthErrorBody {
  return {
    code: error.status,
    error_code: error.code,
    msg: error.message,
    ...(error.weakPasswordReasons ? { weak_password: { reasons: error.weakPasswordReasons } } : {}),
  };
}

/** The error handler of the /auth/v1 scope: every failure in GoTrue's shape; bad input is a 4xx, never a 500. */
export function registerAuthErrorHandler(auth: FastifyInstance): void {
  auth.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (authError: AuthError) => {
      if (authError.retryAfterSeconds !== undefined) reply.header('Retry-After', String(authError.retryAfterSeconds));
      return reply.status(authError.status).send(authErrorBody(authError));
    };
    if (error instanceof AuthError) return send(error);
    // A product rule (a hook) refused: its own code and message, in the same shape.
    if (error instanceof DomainError) {
      return reply.status(error.status).send({ code: error.status, error_code: error.code, msg: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => {
        const path = (issue.params.issue as { path?: PropertyKey[] } | undefined)?.path ?? [];
        const field = path.map(String).join('.') || issue.instancePath.replace(/^\//, '') || error.validationContext || 'body';
        return `${field}: ${issue.message ?? 'is not valid'}`;
      });
      return send(new AuthError('validation_failed', issues.join('; ') || undefined));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const isBadJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError';
      return send(isBadJson ? new AuthError('bad_json') : new AuthError('validation_failed', error.message || undefined, { status }));
    }
    request.log.error({ err: error }, 'auth request failed');
    return send(new AuthError('unexpected_failure'));
  });
}

/** Fastify's answer to a path it cannot route (a bad escape, an over-long parameter); the auth service's in its own shape. */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  if (request.url.startsWith('/auth/v1/')) {
    void reply
      .status(status)
      .header('X-Supabase-Api-Version', '2024-01-01')
      .send(authErrorBody(new AuthError('validation_failed', 'The address is not valid.', { status })));
    return;
  }
  void reply
    .status(status)
    .send({ error: status === 414 ? 'URI Too Long' : 'Bad Request', code: error.code, message: error.message, statusCode: status });
}
