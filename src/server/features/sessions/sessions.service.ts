import { deviceOf } from '../../../domain/audit-events.ts';
import { DomainError } from '../../../domain/errors.ts';
import { type Database, inTenantScope } from '../../db/client.ts';
import type { Caller } from '../../http/access.ts';
import { recordAuditEvent } from '../audit-log/audit-log.repository.ts';
import * as repository from './sessions.repository.ts';

export interface SessionDto {
  id: string;
  device: string;
  address: string | null;
  startedAt: string;
  lastUsedAt: string;
  isCurrent: boolean;
}

/** The caller's signed-in devices (Settings → Profile), this one marked. */
export async function listOwnSessions({ db, caller }: { db: Database; caller: Caller }): Promise<{ sessions: SessionDto[] }> {
  const rows = await db.withPlatform((tx) => repository.listSessions(tx, caller.userId));
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: deviceOf(row.userAgent),
      address: row.ip,
      startedAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      isCurrent: row.id === caller.sessionId,
    })),
  };
}

/**
 * Signs out one of the caller's other sessions, or all of them: their refresh tokens stop working at once on every
 * server process (they live in the database), their access tokens at the next session check (within seconds).
 */
export async function signOutSessions(options: {
  db: Database;
  caller: Caller;
  address: string;
  which: { only: string } | 'others';
}): Promise<{ signedOut: number }> {
  const { db, caller, address, which } = options;
  return db.withPlatform(async (tx) => {
    let signedOut: number;
    if (which === 'others') {
      signedOut = await repository.deleteOtherSessions(tx, caller.userId, caller.sessionId);
    } else {
      if (which.only === caller.sessionId) {
        throw new DomainError('validation_failed', 'This is the session you are using: sign out instead.', { field: 'id' });
      }
      if (!(await repository.deleteSession(tx, caller.userId, which.only))) throw new DomainError('not_found', 'Session not found.');
      signedOut = 1;
    }
    const profile = caller.profile;
    if (profile && signedOut > 0) {
      const organizationId = profile.organizationId;
      await inTenantScope(tx, { organizationId }, () =>
        recordAuditEvent(tx, {
          organizationId,
          actor: { userId: caller.userId, name: profile.name, email: caller.email, address },
          action: 'auth.sessions_signed_out',
          target: { type: 'user', id: caller.userId, label: caller.email },
          after: { sessions: signedOut, scope: which === 'others' ? 'others' : 'one' },
        }),
      );
    }
    return { signedOut };
  });
}
