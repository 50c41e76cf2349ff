import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../../feature-context.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ engine: z.enum(['pglite', 'postgresql']), isReachable: z.boolean() }),
});

export function registerHealthRoutes(app: FastifyInstance, { db }: FeatureContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database are up',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const isReachable = await Promise.race([
        db.isReachable().catch(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
      ]);
      return reply
        .status(isReachable ? 200 : 503)
        .send({ status: isReachable ? 'ok' : 'unavailable', database: { engine: db.engine, isReachable } });
    },
  );
}
