import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../http/access.ts';
import type { AuditActor } from './audit-log.repository.ts';

/** The signed-in caller of a request as the audit log names them, with the request's address. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const caller = callerOf(request);
  return { userId: caller.userId, name: caller.profile?.name || caller.email, email: caller.email, address: request.ip };
}
