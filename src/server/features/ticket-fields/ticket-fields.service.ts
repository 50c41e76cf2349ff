import { DomainError } from '../../../domain/errors.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import {
  type CustomFieldChanges,
  type CustomFieldDefinition,
  type CustomFieldInput,
  type CustomFieldValues,
  customFieldKeyOf,
  customFieldLimits,
  mergeCustomFieldValues,
} from '../../../domain/ticket-custom-fields.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import * as repository from './ticket-fields.repository.ts';

interface Scope {
  db: Database;
  actor: ActingMember;
}

/** The organization's fields, for the tickets feature: the close rule, the values' checks, the list's filters. */
export function readTicketFields(tx: Tx, organizationId: string): Promise<CustomFieldDefinition[]> {
  return repository.listTicketFields(tx, organizationId);
}

/**
 * Values sent for a ticket checked against the organization's fields and applied over its current ones; a
 * customer fills in only the fields shown to customers. Refused with the field's problem.
 */
export async function checkedTicketFieldValues(
  tx: Tx,
  options: { organizationId: string; current: CustomFieldValues; input: Record<string, unknown>; isCustomer: boolean },
): Promise<CustomFieldValues> {
  const { organizationId, ...rest } = options;
  if (Object.keys(rest.input).length === 0) return rest.current;
  const merged = mergeCustomFieldValues({ fields: await readTicketFields(tx, organizationId), ...rest });
  if (merged.problem !== null) throw new DomainError('validation_failed', merged.problem, { field: 'customFields' });
  return merged.values;
}

/** Staff read every field, archived ones marked; customers the live fields shown to them. */
export function listTicketFields({ db, actor }: Scope): Promise<CustomFieldDefinition[]> {
  return db.withTenantRead({ organizationId: actor.organizationId }, async (tx) => {
    const fields = await repository.listTicketFields(tx, actor.organizationId);
    return isStaffRole(actor.role) ? fields : fields.filter((field) => field.isVisibleToCustomers && !field.isArchived);
  });
}

async function readBack(tx: Tx, organizationId: string, id: string): Promise<CustomFieldDefinition> {
  const field = await repository.findTicketField(tx, organizationId, id);
  if (!field) throw new DomainError('ticket_field_not_found');
  return field;
}

/** Adds a field, last; its key (made from the label when not given) names it in addresses and exports from then on. */
export function createTicketField(options: Scope & { clock: Clock; input: CustomFieldInput }): Promise<CustomFieldDefinition> {
  const { db, clock, actor, input } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    if ((await repository.countTicketFields(tx, actor.organizationId)) >= customFieldLimits.perOrganization) {
      throw new DomainError('ticket_field_limit');
    }
    const key = input.key ?? (await freeKeyFor(tx, actor.organizationId, customFieldKeyOf(input.label)));
    if (input.key && (await repository.isTicketFieldKeyTaken(tx, actor.organizationId, key))) {
      throw new DomainError('ticket_field_key_taken', undefined, { field: 'key' });
    }
    const now = clock.now();
    const id = await repository.insertTicketField(tx, {
      organizationId: actor.organizationId,
      key,
      label: input.label,
      type: input.type,
      options: input.options,
      isRequiredToClose: input.isRequiredToClose,
      isVisibleToCustomers: input.isVisibleToCustomers,
      createdAt: now,
      updatedAt: now,
    });
    return readBack(tx, actor.organizationId, id);
  });
}

/** The key made from a label, numbered when another field has it already: severity, severity_2… */
async function freeKeyFor(tx: Tx, organizationId: string, base: string): Promise<string> {
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? '' : `_${number}`;
    const key = `${base.slice(0, customFieldLimits.key - suffix.length)}${suffix}`;
    if (!(await repository.isTicketFieldKeyTaken(tx, organizationId, key))) return key;
  }
}

/** Renames a field, changes its options or rules, or archives it (its values stay on the tickets); its key and type stay. */
export function updateTicketField(
  options: Scope & { clock: Clock; id: string; changes: CustomFieldChanges },
): Promise<CustomFieldDefinition> {
  const { db, clock, actor, id, changes } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const field = await readBack(tx, actor.organizationId, id);
    if (field.type === 'dropdown' && changes.options.length === 0) {
      throw new DomainError('validation_failed', 'Give the dropdown at least one option.', { field: 'options' });
    }
    if (field.type !== 'dropdown' && changes.options.length > 0) {
      throw new DomainError('validation_failed', 'Only a dropdown has options.', { field: 'options' });
    }
    await repository.updateTicketField(tx, actor.organizationId, id, { ...changes, updatedAt: clock.now() });
    return readBack(tx, actor.organizationId, id);
  });
}

/** Puts the fields in the order given: all of them, each once. */
export function reorderTicketFields(options: Scope & { clock: Clock; ids: string[] }): Promise<CustomFieldDefinition[]> {
  const { db, clock, actor, ids } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const current = await repository.listTicketFields(tx, actor.organizationId);
    const given = new Set(ids);
    if (given.size !== ids.length || current.length !== ids.length || current.some((field) => !given.has(field.id))) {
      throw new DomainError('ticket_field_order_mismatch');
    }
    await repository.setTicketFieldPositions(tx, actor.organizationId, ids, clock.now());
    return repository.listTicketFields(tx, actor.organizationId);
  });
}
