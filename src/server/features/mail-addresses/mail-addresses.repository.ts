import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mailAddresses, organizations } from '../../db/schema.ts';
import type { RequestOrganization } from '../../http/tenancy.ts';

const columns = {
  id: mailAddresses.id,
  organizationId: mailAddresses.organizationId,
  address: mailAddresses.address,
  checkSentAt: mailAddresses.checkSentAt,
  verifiedAt: mailAddresses.verifiedAt,
};

export interface MailAddressRecord {
  id: string;
  organizationId: string;
  address: string;
  checkSentAt: Date;
  verifiedAt: Date | null;
}

export function listMailAddresses(tx: Tx, organizationId: string): Promise<MailAddressRecord[]> {
  return tx
    .select(columns)
    .from(mailAddresses)
    .where(eq(mailAddresses.organizationId, organizationId))
    .orderBy(desc(mailAddresses.createdAt));
}

export async function findMailAddress(tx: Tx, organizationId: string, id: string): Promise<MailAddressRecord | null> {
  const [row] = await tx
    .select(columns)
    .from(mailAddresses)
    .where(and(eq(mailAddresses.organizationId, organizationId), eq(mailAddresses.id, id)));
  return row ?? null;
}

/** Null when the organization has the address already. */
export async function insertMailAddress(tx: Tx, values: typeof mailAddresses.$inferInsert): Promise<MailAddressRecord | null> {
  const [row] = await tx.insert(mailAddresses).values(values).onConflictDoNothing().returning(columns);
  return row ?? null;
}

export async function renewCheck(tx: Tx, organizationId: string, id: string, values: { verificationToken: string; checkSentAt: Date }) {
  await tx
    .update(mailAddresses)
    .set({ ...values, updatedAt: values.checkSentAt })
    .where(and(eq(mailAddresses.organizationId, organizationId), eq(mailAddresses.id, id)));
}

export async function deleteMailAddress(tx: Tx, organizationId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(mailAddresses)
    .where(and(eq(mailAddresses.organizationId, organizationId), eq(mailAddresses.id, id)))
    .returning({ id: mailAddresses.id });
  return rows.length > 0;
}

/** In the platform's scope (the routing policy): the active organization that verified the address, if any. */
export async function findOrganizationOfAddress(tx: Tx, address: string): Promise<RequestOrganization | null> {
  const [row] = await tx
    .select({ id: organizations.id, name: organizations.name, subdomain: organizations.subdomain, isPlatform: organizations.isPlatform })
    .from(mailAddresses)
    .innerJoin(organizations, eq(organizations.id, mailAddresses.organizationId))
    .where(
      and(
        eq(mailAddresses.address, address.toLowerCase()),
        isNotNull(mailAddresses.verifiedAt),
        eq(organizations.isApproved, true),
        eq(organizations.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** In the platform's scope: whether any organization has added the address, verified or waiting for its check. */
export async function isAddedAnywhere(tx: Tx, address: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: mailAddresses.id })
    .from(mailAddresses)
    .where(eq(mailAddresses.address, address.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

/** In the platform's scope: the address waiting for the check that carries this token. */
export async function findByCheckToken(tx: Tx, token: string): Promise<MailAddressRecord | null> {
  const [row] = await tx
    .select(columns)
    .from(mailAddresses)
    .where(and(eq(mailAddresses.verificationToken, token), isNull(mailAddresses.verifiedAt)));
  return row ?? null;
}

export async function markVerified(tx: Tx, organizationId: string, id: string, now: Date): Promise<void> {
  await tx
    .update(mailAddresses)
    .set({ verifiedAt: now, updatedAt: now })
    .where(and(eq(mailAddresses.organizationId, organizationId), eq(mailAddresses.id, id)));
}
