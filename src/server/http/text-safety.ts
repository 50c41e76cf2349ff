import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.ts';
import { TENANT_HEADER } from './tenancy.ts';

const NUL = '\u0000';

/** Why PostgreSQL cannot store a text: U+0000, or a lone UTF-16 surrogate (no UTF-8 form; jsonb refuses its escape). */
function problemOf(text: string): string | null {
  if (text.includes(NUL)) return 'must not contain the NUL character (U+0000)';
  if (!text.isWellFormed()) return 'must be well-formed Unicode (an unpaired surrogate code unit cannot be stored)';
  return null;
}

interface Unstorable {
  field: string;
  problem: string;
}

/** The path of the first text (a string or a key) in a parsed value (query, params, JSON body) that cannot be stored, and why; or null. */
export function unstorableTextIn(value: unknown, path = ''): Unstorable | null {
  const pending: { value: unknown; path: string }[] = [{ value, path }];
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; path: string };
    if (typeof next.value === 'string') {
      const problem = problemOf(next.value);
      if (problem) return { field: next.path || 'body', problem };
    } else if (next.value instanceof Uint8Array) {
      // A binary body (an uploaded image) is stored as bytes, never as text; and a byte at a time would be slow.
    } else if (Array.isArray(next.value)) {
      for (const [index, item] of next.value.entries())
        pending.push({ value: item, path: next.path ? `${next.path}.${index}` : String(index) });
    } else if (next.value && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value)) {
        const problem = problemOf(key);
        if (problem) {
          const shownKey = key.replaceAll(NUL, '').toWellFormed();
          return { field: next.path ? `${next.path}.${shownKey}` : shownKey, problem };
        }
        pending.push({ value: item, path: next.path ? `${next.path}.${key}` : key });
      }
    }
  }
  return null;
}

function refuse({ field, problem }: Unstorable): never {
  throw new DomainError('validation_failed', `${field}: ${problem}`, { field });
}

/**
 * PostgreSQL text cannot hold U+0000 or an unpaired surrogate, so every route refuses them as bad input, by one
 * rule: what the tenancy resolver reads (the tenancy header and parameter, the host) before it reads them; the
 * rest of the address and the JSON body after the access check, so that a caller the route refuses is told only that.
 */
export function registerTextSafety(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const named = (found: Unstorable | null, field: string) => found && { ...found, field };
    const found =
      named(unstorableTextIn((request.query as Record<string, unknown> | undefined)?.subdomain), 'subdomain') ??
      named(unstorableTextIn(request.headers[TENANT_HEADER]), TENANT_HEADER) ??
      named(unstorableTextIn(request.host), 'host');
    if (found) refuse(found);
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const found = unstorableTextIn(request.query) ?? unstorableTextIn(request.params) ?? unstorableTextIn(request.body);
    if (found) refuse(found);
  });
}
