import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../../feature-context.ts';
import { callerOf } from '../../http/access.ts';
import { listOwnSessions, signOutSessions } from './sessions.service.ts';

const sessionSchema = z.object({
  id: z.uuid(),
  device: z.string().describe('Browser and system from the user agent the session started with, e.g. Chrome on macOS'),
  address: z.string().nullable().describe('The IP address the session started from'),
  startedAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().describe('The last sign-in or token refresh of the session'),
  isCurrent: z.boolean().describe('Whether it is the session of this request (This device)'),
});

const whoMayCall = 'Anyone signed in, for their own sessions.';

/** A signed-in person's sessions (Settings → Profile): where they are signed in, and signing the others out. */
export function registerSessionRoutes(app: FastifyInstance, { db }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/me/sessions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: "The caller's active sessions, the most recently used first",
        description: whoMayCall,
        response: { 200: z.object({ sessions: z.array(sessionSchema) }) },
      },
    },
    async (request) => listOwnSessions({ db, caller: callerOf(request) }),
  );

  api.delete(
    '/api/me/sessions/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: 'Signs out one of the caller’s other sessions',
        description: `${whoMayCall} Its refresh token stops working at once; another person's session is not found.`,
        params: z.object({ id: z.uuid('Session not found.') }),
        response: { 200: z.object({ signedOut: z.number().int() }) },
      },
    },
    async (request) => signOutSessions({ db, caller: callerOf(request), address: request.ip, which: { only: request.params.id } }),
  );

  api.post(
    '/api/me/sessions/sign-out-others',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: 'Signs out every session of the caller but this one',
        description: `${whoMayCall} Their refresh tokens stop working at once, their access tokens within seconds.`,
        response: { 200: z.object({ signedOut: z.number().int() }) },
      },
    },
    async (request) => signOutSessions({ db, caller: callerOf(request), address: request.ip, which: 'others' }),
  );
}
