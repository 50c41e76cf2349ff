import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.ts';
import { TENANT_HEADER } from './tenancy.ts';

const NUL = '\u0000';

/** The path of the first string holding U+0000 in a parsed value (query, params, JSON body), or null. */
export function nulFieldIn(value: unknown, path = ''): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path }];
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; path: string };
    if (typeof next.value === 'string') {
      if (next.value.includes(NUL)) return next.path || 'body';
    } else if (next.value instanceof Uint8Array) {
      // A binary body (an uploaded image) is stored as bytes, never as text; and a byte at a time would be slow.
    } else if (Array.isArray(next.value)) {
      for (const [index, item] of next.value.entries())
        pending.push({ value: item, path: next.path ? `${next.path}.${index}` : String(index) });
    } else if (next.value && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value)) {
        if (key.includes(NUL)) return next.path ? `${next.path}.${key.replaceAll(NUL, '')}` : key.replaceAll(NUL, '');
        pending.push({ value: item, path: next.path ? `${next.path}.${key}` : key });
      }
    }
  }
  return null;
}

function refuse(field: string): never {
  throw new DomainError('validation_failed', `${field}: must not contain the NUL character (U+0000)`, { field });
}

/**
 * PostgreSQL text cannot hold U+0000, so every route refuses it as bad input, by one rule: the address,
 * the tenancy header and the host before anything reads them, the JSON body once parsed.
 */
export function registerTextSafety(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const field =
      nulFieldIn(request.query) ??
      nulFieldIn(request.params) ??
      (nulFieldIn(request.headers[TENANT_HEADER]) === null ? null : TENANT_HEADER) ??
      (request.host.includes(NUL) ? 'host' : null);
    if (field) refuse(field);
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const field = nulFieldIn(request.body);
    if (field) refuse(field);
  });
}
