import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { mailboxes, organizations } from '../../../db/schema.ts';
import { publishEvent } from '../../../realtime/publish-event.ts';

export type StoredMailbox = typeof mailboxes.$inferSelect;

/** The settings group of the `settings.updated` events of Settings → Email. */
export const EMAIL_SETTINGS_GROUP = 'email';

/** The channel every server process listens on, to start, restart or stop a reader at once when its mailbox changes. */
export const MAILBOX_CHANGED_CHANNEL = 'mailbox_changed';

export async function findMailbox(tx: Tx, organizationId: string): Promise<StoredMailbox | null> {
  const [row] = await tx.select().from(mailboxes).where(eq(mailboxes.organizationId, organizationId));
  return row ?? null;
}

export type MailboxValues = Pick<StoredMailbox, 'isEnabled' | 'host' | 'port' | 'isTls' | 'username' | 'authKind' | 'secret' | 'folder'>;

/**
 * Saves the mailbox and tells the server processes. Another server, account or folder has UIDs of its own: what was
 * read is forgotten, and its reader starts again from the messages not yet seen.
 */
export async function saveMailbox(tx: Tx, organizationId: string, values: MailboxValues, now: Date): Promise<void> {
  const stored = await findMailbox(tx, organizationId);
  const isSameFolder = stored && stored.host === values.host && stored.username === values.username && stored.folder === values.folder;
  const readFrom = isSameFolder ? {} : { uidValidity: null, lastUid: 0 };
  const status = { readerState: 'waiting' as const, lastError: null };
  await tx
    .insert(mailboxes)
    .values({ organizationId, ...values, ...status, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: mailboxes.organizationId, set: { ...values, ...readFrom, ...status, updatedAt: now } });
  await markMailboxChanged(tx, organizationId, values.isEnabled ? now : null);
}

export async function deleteMailbox(tx: Tx, organizationId: string): Promise<void> {
  await tx.delete(mailboxes).where(eq(mailboxes.organizationId, organizationId));
  await markMailboxChanged(tx, organizationId, null);
}

async function markMailboxChanged(tx: Tx, organizationId: string, changedAt: Date | null): Promise<void> {
  await tx.update(organizations).set({ mailboxChangedAt: changedAt }).where(eq(organizations.id, organizationId));
  await tx.execute(sql`select pg_notify(${MAILBOX_CHANGED_CHANNEL}, ${organizationId})`);
}

export interface MailboxToRead {
  organizationId: string;
  changedAt: Date;
}

/** Every active organization's enabled mailbox, read in the platform's scope (decision 110). */
export function listMailboxesToRead(db: Database): Promise<MailboxToRead[]> {
  return db.withPlatform(async (tx) => {
    const rows = await tx
      .select({ organizationId: organizations.id, changedAt: organizations.mailboxChangedAt })
      .from(organizations)
      .where(and(isNotNull(organizations.mailboxChangedAt), eq(organizations.isActive, true), eq(organizations.isApproved, true)));
    return rows.flatMap((row) => (row.changedAt ? [{ organizationId: row.organizationId, changedAt: row.changedAt }] : []));
  });
}

export type ReaderStatus = Pick<StoredMailbox, 'readerState' | 'lastError'> & Partial<Pick<StoredMailbox, 'isIdle' | 'lastCheckedAt'>>;

/** The reader connected or failed: recorded, and told to open Settings → Email screens. */
export async function recordReaderStatus(db: Database, organizationId: string, status: ReaderStatus): Promise<void> {
  await db.withTenant({ organizationId }, async (tx) => {
    await tx.update(mailboxes).set(status).where(eq(mailboxes.organizationId, organizationId));
    await publishEmailSettingsChanged(tx, organizationId);
  });
}

/** Open Settings → Email screens read the settings again (saved by another admin, or the reader's status changed). */
export function publishEmailSettingsChanged(tx: Tx, organizationId: string): Promise<void> {
  return publishEvent(tx, { organizationId, type: 'settings.updated', payload: { group: EMAIL_SETTINGS_GROUP } });
}

/** What the reader has read of the folder: kept after each message, so a restart goes on after it. */
export async function recordRead(
  db: Database,
  organizationId: string,
  read: { uidValidity: string; lastUid: number; checkedAt: Date },
): Promise<void> {
  await db.withTenant({ organizationId }, (tx) =>
    tx
      .update(mailboxes)
      .set({ uidValidity: read.uidValidity, lastUid: read.lastUid, lastCheckedAt: read.checkedAt })
      .where(eq(mailboxes.organizationId, organizationId)),
  );
}
