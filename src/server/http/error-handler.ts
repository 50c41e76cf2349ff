import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type ErrorCode, errorCatalogue } from '../../domain/errors.ts';
import { constraintOf, isDatabaseUnavailable, sqlStateOf } from '../db/database-error.ts';
import { RETRY_AFTER_SECONDS } from './load-shedding.ts';

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  field?: string;
  errors?: { field: string; message: string }[];
}

function fieldOf(path: string): string {
  return path.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

const postgresCodes: Record<string, ErrorCode> = {
  '23505': 'conflict',
  '23503': 'conflict',
  '22P02': 'validation_failed',
  '22001': 'validation_failed',
};

/** One error handler for the API: a stable code and a message; bad input is a 4xx naming the field, never a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) => {
      if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(status).send(body);
    };

    if (error instanceof DomainError) {
      return send(error.status, { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const path = (issue.params.issue as { path?: PropertyKey[] } | undefined)?.path ?? [];
        const field = issue.instancePath ? fieldOf(issue.instancePath) : path.map(String).join('.') || error.validationContext || 'body';
        return { field, message: issue.message ?? 'is not valid' };
      });
      const first = errors[0];
      return send(400, {
        code: 'validation_failed',
        message: first ? `${first.field}: ${first.message}` : errorCatalogue.validation_failed.message,
        ...(first ? { field: first.field } : {}),
        errors,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // A fault of the database or the network to it, not of this request: no stack, and the client may retry.
      request.log.warn({ reason: error.message }, 'database unavailable');
      return send(503, { code: 'database_unavailable', message: errorCatalogue.database_unavailable.message });
    }
    const sqlState = sqlStateOf(error);
    if (sqlState && sqlState in postgresCodes) {
      const code = postgresCodes[sqlState] as ErrorCode;
      // Bad input, not a failure: no stack, and none of the query's values.
      request.log.debug({ sqlState, constraint: constraintOf(error) }, 'database rejected the request');
      return send(errorCatalogue[code].status, { code, message: errorCatalogue[code].message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        status === 413
          ? 'payload_too_large'
          : status === 415
            ? 'unsupported_media_type'
            : status === 429
              ? 'rate_limited'
              : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
                ? 'invalid_json'
                : status === 404
                  ? 'not_found'
                  : 'validation_failed';
      return send(status, { code, message: error.message || errorCatalogue[code].message });
    }
    request.log.error({ err: error }, 'unhandled error');
    const code: ErrorCode = status === 503 ? 'service_unavailable' : 'internal_error';
    return send(status === 503 ? 503 : 500, { code, message: errorCatalogue[code].message });
  });
}
