import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers (content security policy, HSTS, frame and sniffing rules) on every answer. Registered first, so
 * that answers refused by the other hooks carry them too. The middleware is built once: @fastify/helmet built it
 * again for every request, parsing its policy each time (decision 097).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // https: for a received mail's remote images, which the page loads only when the reader asks (decision 120).
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
}
