import type { FastifyInstance } from 'fastify';
import { type SerializedError, stdSerializers } from 'pino';

/** A file of the web app's build (a script, a style, an image): the address ends in a file name. */
function isStaticFile(path: string): boolean {
  return !/^\/(api|auth|dev)\//.test(path) && /\.[a-z0-9]+$/i.test(path);
}

/**
 * One line per request at info: method, route (the pattern, so no id or token of the address), status,
 * time, organization and user (and the API key a call was made with, never its secret); the web app's files at debug, since a first visit fetches dozens. Never the body,
 * the query, the headers or the raw address.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const level = reply.statusCode < 400 && isStaticFile(path) ? 'debug' : 'info';
    request.log[level](
      {
        method: request.method,
        route: request.routeOptions.url ?? path,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        organizationId: request.organization?.id,
        userId: request.caller?.userId,
        apiKeyId: request.caller?.apiKey?.id,
      },
      'request',
    );
  });
}

/** Errors with their stack and causes, without the values of a failed query (Drizzle puts them in its message: names, addresses, hashes). */
export function serializeError(error: Error): SerializedError {
  const serialized = stdSerializers.err(error);
  // Whatever is logged as err that is not an error is passed through as it is.
  if (!(error instanceof Error)) return serialized;
  delete (serialized as Record<string, unknown>).params;
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const { params } = current as { params?: unknown };
    if (!Array.isArray(params)) continue;
    const shown = `\nparams: ${String(params)}`;
    const withheld = `\nparams: (${params.length} withheld)`;
    serialized.message = serialized.message.replaceAll(shown, withheld);
    serialized.stack = serialized.stack.replaceAll(shown, withheld);
  }
  return serialized;
}
