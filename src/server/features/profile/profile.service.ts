import type { NotificationFlags } from '../../../domain/staff-profile.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import * as repository from './profile.repository.ts';

/** Renames the staff member everywhere their profile name shows (header, comments, assignments). */
export async function renameProfile(options: {
  db: Database;
  clock: Clock;
  member: ActingMember;
  name: string;
}): Promise<{ name: string }> {
  const { db, clock, member, name } = options;
  await db.withTenant({ organizationId: member.organizationId }, (tx) =>
    repository.updateProfileName(tx, member.organizationId, member.userId, name, clock.now()),
  );
  return { name };
}

export function getNotificationFlags({ db, member }: { db: Database; member: ActingMember }): Promise<NotificationFlags> {
  return db.withTenant({ organizationId: member.organizationId }, (tx) =>
    repository.findNotificationFlags(tx, member.organizationId, member.userId),
  );
}

export function updateNotificationFlags(options: {
  db: Database;
  clock: Clock;
  member: ActingMember;
  input: NotificationFlags;
}): Promise<NotificationFlags> {
  const { db, clock, member, input } = options;
  return db.withTenant({ organizationId: member.organizationId }, (tx) =>
    repository.saveNotificationFlags(tx, member.organizationId, member.userId, input, clock.now()),
  );
}
