import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, organizations, users } from '../../db/schema.ts';

export async function findOrganizationCreatorEmail(tx: Tx, organizationId: string): Promise<string | null> {
  const [row] = await tx
    .select({ email: users.email })
    .from(organizations)
    .innerJoin(users, eq(users.id, organizations.createdBy))
    .where(eq(organizations.id, organizationId));
  return row?.email ?? null;
}

/** The customer record of a new customer account: one staff added earlier with the address is linked, else one is created. */
export async function linkCustomerRecord(
  tx: Tx,
  values: { organizationId: string; userId: string; organizationName: string; contactName: string; email: string; now: Date },
): Promise<string> {
  const { organizationId, userId, organizationName, contactName, email, now } = values;
  const match = and(eq(customers.organizationId, organizationId), eq(sql`lower(${customers.email})`, email.toLowerCase()));
  const [existing] = await tx.select({ id: customers.id, organizationName: customers.organizationName }).from(customers).where(match);
  if (existing) {
    await tx
      .update(customers)
      .set({ userId, organizationName: existing.organizationName || organizationName, updatedAt: now })
      .where(eq(customers.id, existing.id));
    return existing.id;
  }
  const [created] = await tx
    .insert(customers)
    .values({ organizationId, userId, organizationName, contactName, email, createdAt: now, updatedAt: now })
    .returning({ id: customers.id });
  if (!created) throw new Error(`customer record for ${email} not created`);
  return created.id;
}
