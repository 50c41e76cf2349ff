import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { CustomFieldDefinition } from '../../../domain/ticket-custom-fields.ts';
import type { Tx } from '../../db/client.ts';
import { ticketCustomFields } from '../../db/schema.ts';

const columns = {
  id: ticketCustomFields.id,
  key: ticketCustomFields.key,
  label: ticketCustomFields.label,
  type: ticketCustomFields.type,
  options: ticketCustomFields.options,
  isRequiredToClose: ticketCustomFields.isRequiredToClose,
  isVisibleToCustomers: ticketCustomFields.isVisibleToCustomers,
  isArchived: ticketCustomFields.isArchived,
};

/** The organization's fields in their order, archived ones included (their values stay on the tickets). */
export function listTicketFields(tx: Tx, organizationId: string): Promise<CustomFieldDefinition[]> {
  return tx
    .select(columns)
    .from(ticketCustomFields)
    .where(eq(ticketCustomFields.organizationId, organizationId))
    .orderBy(asc(ticketCustomFields.position), asc(ticketCustomFields.createdAt), asc(ticketCustomFields.id));
}

export async function findTicketField(tx: Tx, organizationId: string, id: string): Promise<CustomFieldDefinition | null> {
  const [row] = await tx
    .select(columns)
    .from(ticketCustomFields)
    .where(and(eq(ticketCustomFields.organizationId, organizationId), eq(ticketCustomFields.id, id)));
  return row ?? null;
}

export async function countTicketFields(tx: Tx, organizationId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(ticketCustomFields).where(eq(ticketCustomFields.organizationId, organizationId));
  return Number(row?.n ?? 0);
}

export async function isTicketFieldKeyTaken(tx: Tx, organizationId: string, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ticketCustomFields.id })
    .from(ticketCustomFields)
    .where(and(eq(ticketCustomFields.organizationId, organizationId), eq(ticketCustomFields.key, key)));
  return row !== undefined;
}

/** A new field goes last. */
export async function insertTicketField(tx: Tx, values: Omit<typeof ticketCustomFields.$inferInsert, 'position'>): Promise<string> {
  const [row] = await tx
    .insert(ticketCustomFields)
    .values({
      ...values,
      position: sql`(select coalesce(max(position) + 1, 0) from ticket_custom_fields where organization_id = ${values.organizationId})`,
    })
    .returning({ id: ticketCustomFields.id });
  if (!row) throw new Error('ticket field not created');
  return row.id;
}

export async function updateTicketField(
  tx: Tx,
  organizationId: string,
  id: string,
  values: Pick<
    typeof ticketCustomFields.$inferInsert,
    'label' | 'options' | 'isRequiredToClose' | 'isVisibleToCustomers' | 'isArchived' | 'updatedAt'
  >,
): Promise<void> {
  await tx
    .update(ticketCustomFields)
    .set(values)
    .where(and(eq(ticketCustomFields.organizationId, organizationId), eq(ticketCustomFields.id, id)));
}

/** Each field's position is its index in `ids`. */
export async function setTicketFieldPositions(tx: Tx, organizationId: string, ids: readonly string[], now: Date): Promise<void> {
  // An organization without fields has nothing to order (and SQL types no empty array).
  if (ids.length === 0) return;
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  await tx.execute(
    sql`update ticket_custom_fields set position = array_position(${list}, id) - 1, updated_at = ${now.toISOString()}::timestamptz
         where organization_id = ${organizationId} and id = any(${list})`,
  );
}
