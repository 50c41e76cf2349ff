import { eq } from 'drizzle-orm';
import type { AuditAction } from '../../../domain/audit-events.ts';
import type { AccountEvent, AccountEventKind, AccountEventListener } from '../../auth/auth.service.ts';
import type { MfaEvent, MfaEventListener } from '../../auth/mfa.service.ts';
import { inTenantScope, type Tx } from '../../db/client.ts';
import { organizations, profiles, users } from '../../db/schema.ts';
import { recordAuditEvent } from './audit-log.repository.ts';

const accountActions: Record<AccountEventKind, AuditAction> = {
  signed_in: 'auth.sign_in',
  sign_in_failed: 'auth.sign_in_failed',
  password_changed: 'auth.password_changed',
  password_reset_requested: 'auth.password_reset_requested',
};

/** The changes of a person's second factors that the log keeps. */
const mfaActions: Partial<Record<MfaEvent, AuditAction>> = {
  factor_verified: 'auth.two_factor_enabled',
  factor_unenrolled: 'auth.two_factor_removed',
  recovery_codes_generated: 'auth.recovery_codes_generated',
  challenge_failed: 'auth.two_factor_failed',
  factor_locked: 'auth.two_factor_locked',
};

/** The organization and name of a user's profile, read through the own-profile policy; null for an account without one. */
async function findMember(tx: Tx, userId: string): Promise<{ organizationId: string; name: string } | null> {
  const [row] = await inTenantScope(tx, { organizationId: null, userId }, () =>
    tx.select({ organizationId: profiles.organizationId, name: profiles.name }).from(profiles).where(eq(profiles.id, userId)),
  );
  return row ?? null;
}

async function findPlatformOrganizationId(tx: Tx): Promise<string | null> {
  const [row] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.isPlatform, true)).limit(1);
  return row?.id ?? null;
}

/**
 * Records an account's event in its own organization's log (an unknown address's, in the organization of the host it
 * was tried on, or the platform's on the main site), in the auth service's transaction (decision 182).
 */
async function recordAccountEvent(
  event: Omit<AccountEvent, 'kind' | 'reason'> & { action: AuditAction; after: Record<string, unknown> | null },
): Promise<void> {
  const { tx } = event;
  const member = event.userId ? await findMember(tx, event.userId) : null;
  const organizationId = member?.organizationId ?? event.organization?.id ?? (await findPlatformOrganizationId(tx));
  if (!organizationId) return;
  await inTenantScope(tx, { organizationId }, () =>
    recordAuditEvent(tx, {
      organizationId,
      actor: {
        userId: member ? event.userId : null,
        name: member?.name || event.email,
        email: event.email,
        address: event.client?.ip ?? null,
      },
      action: event.action,
      target: { type: 'user', id: event.userId, label: event.email },
      after: event.after,
    }),
  );
}

/** What the auth service tells, as the audit log records it: given to createAuthService by the app. */
export function createAccountAuditListeners(): { onAccountEvent: AccountEventListener; onMfaEvent: MfaEventListener } {
  return {
    onAccountEvent: (event) =>
      recordAccountEvent({ ...event, action: accountActions[event.kind], after: event.reason ? { reason: event.reason } : null }),
    async onMfaEvent(context) {
      const action = mfaActions[context.event];
      if (!action) return;
      const [user] = await context.tx.select({ email: users.email }).from(users).where(eq(users.id, context.userId));
      if (!user) return;
      await recordAccountEvent({
        tx: context.tx,
        action,
        email: user.email,
        userId: context.userId,
        organization: null,
        client: null,
        after: { factor: context.factorType },
      });
    },
  };
}
