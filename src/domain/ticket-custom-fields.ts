import { z } from 'zod';
import { isResolvedStatus, type TicketStatus } from './ticket-status.ts';
import { isCalendarDate } from './zoned-time.ts';

/** An organization's own fields on its tickets (decision 167). */
export const customFieldTypes = ['text', 'number', 'date', 'dropdown', 'checkbox'] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];

export const customFieldTypeLabels: Record<CustomFieldType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  dropdown: 'Dropdown',
  checkbox: 'Checkbox',
};

export const customFieldLimits = {
  label: 60,
  key: 40,
  /** A text value: a line or two, such as a serial number or an order reference, not a second description. */
  text: 500,
  option: 60,
  options: 50,
  /** Fields of an organization, archived ones included: each is an input on every new ticket. */
  perOrganization: 50,
  /** Filters on fields at once in the list. */
  filters: 5,
} as const;

/** How a field is named in the list's address and the CSV export; set when the field is made and never changed. */
export const CUSTOM_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

/** A key made from a label: 'Serial number' is serial_number. */
export function customFieldKeyOf(label: string): string {
  const key = label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[_0-9]+|_+$/g, '')
    .slice(0, customFieldLimits.key)
    .replace(/_+$/, '');
  return key || 'field';
}

export interface CustomFieldDefinition {
  id: string;
  key: string;
  label: string;
  type: CustomFieldType;
  /** The choices of a dropdown, in their order; empty for the other types. */
  options: string[];
  isRequiredToClose: boolean;
  isVisibleToCustomers: boolean;
  isArchived: boolean;
}

/** A value as it is kept: text, a date (YYYY-MM-DD) and a dropdown's option as strings, a number, a checkbox's boolean. */
export type CustomFieldValue = string | number | boolean;
/** A ticket's values, by field id; a field without a value is left out. */
export type CustomFieldValues = Record<string, CustomFieldValue>;

const customFieldShape = {
  label: z.string().trim().min(1, 'Give the field a name.').max(customFieldLimits.label),
  key: z
    .string()
    .trim()
    .max(customFieldLimits.key)
    .regex(CUSTOM_FIELD_KEY_PATTERN, 'The key takes lower-case letters, digits and underscores, beginning with a letter.')
    .optional()
    .describe("How the field is named in the list's address and the CSV export; made from the label when left out; never changes"),
  type: z.enum(customFieldTypes),
  options: z
    .array(z.string().trim().min(1, 'An option cannot be empty.').max(customFieldLimits.option))
    .max(customFieldLimits.options, `A dropdown takes at most ${customFieldLimits.options} options.`)
    .default([])
    .describe('The choices of a dropdown, in order; left empty for other types'),
  isRequiredToClose: z.boolean().default(false).describe('A ticket cannot be resolved or closed without a value'),
  isVisibleToCustomers: z
    .boolean()
    .default(false)
    .describe('Customers see it on their tickets and may fill it in on a new ticket; else staff only'),
};

function hasEachOptionOnce(input: { options: string[] }): boolean {
  return new Set(input.options.map((option) => option.toLowerCase())).size === input.options.length;
}

export const customFieldInputSchema = z
  .object(customFieldShape)
  .refine(hasEachOptionOnce, { path: ['options'], message: 'Each option once.' })
  .refine((input) => input.type !== 'dropdown' || input.options.length > 0, {
    path: ['options'],
    message: 'Give the dropdown at least one option.',
  })
  .refine((input) => input.type === 'dropdown' || input.options.length === 0, {
    path: ['options'],
    message: 'Only a dropdown has options.',
  });

/** A field changed: its key and type stay as made (saved filters and values depend on them). */
export const customFieldChangesSchema = z
  .object({
    label: customFieldShape.label,
    options: customFieldShape.options,
    isRequiredToClose: customFieldShape.isRequiredToClose,
    isVisibleToCustomers: customFieldShape.isVisibleToCustomers,
    isArchived: z.boolean().default(false).describe('Archived: off the forms, the list and the close rule; its values stay'),
  })
  .refine(hasEachOptionOnce, { path: ['options'], message: 'Each option once.' });
export type CustomFieldChanges = z.infer<typeof customFieldChangesSchema>;

export type CustomFieldInput = z.infer<typeof customFieldInputSchema>;

export type CustomFieldCheck = { isValid: true; value: CustomFieldValue | null } | { isValid: false; message: string };

/**
 * A value as sent (by a form or the API) checked against its field: null, undefined and an empty text clear it;
 * a checkbox left unticked is kept as false.
 */
export function checkCustomFieldValue(field: Pick<CustomFieldDefinition, 'type' | 'options' | 'label'>, raw: unknown): CustomFieldCheck {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return { isValid: true, value: null };
  const refuse = (message: string): CustomFieldCheck => ({ isValid: false, message: `${field.label}: ${message}` });
  switch (field.type) {
    case 'text': {
      if (typeof raw !== 'string') return refuse('write text.');
      const text = raw.trim();
      if (text.length > customFieldLimits.text) return refuse(`at most ${customFieldLimits.text} characters.`);
      return { isValid: true, value: text };
    }
    case 'number': {
      const number = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : Number.NaN;
      if (!Number.isFinite(number)) return refuse('enter a number.');
      return { isValid: true, value: number };
    }
    case 'date':
      if (typeof raw !== 'string' || !isCalendarDate(raw.trim())) return refuse('enter a date as YYYY-MM-DD.');
      return { isValid: true, value: raw.trim() };
    case 'dropdown': {
      const option = typeof raw === 'string' ? field.options.find((candidate) => candidate === raw.trim()) : undefined;
      if (option === undefined) return refuse(`choose one of ${field.options.join(', ')}.`);
      return { isValid: true, value: option };
    }
    case 'checkbox':
      if (typeof raw !== 'boolean') return refuse('true or false.');
      return { isValid: true, value: raw };
  }
}

/**
 * Values sent for a ticket, by field id, applied over those it has: each checked against its field, a field
 * that is unknown, archived or not the sender's to fill refused. Answers the values to keep, or the first problem.
 */
export function mergeCustomFieldValues(options: {
  fields: readonly CustomFieldDefinition[];
  current: CustomFieldValues;
  input: Record<string, unknown>;
  isCustomer: boolean;
}): { values: CustomFieldValues; problem: null } | { values: null; problem: string } {
  const values: CustomFieldValues = { ...options.current };
  for (const [fieldId, raw] of Object.entries(options.input)) {
    const field = options.fields.find((candidate) => candidate.id === fieldId);
    if (!field || field.isArchived || (options.isCustomer && !field.isVisibleToCustomers)) {
      return { values: null, problem: 'This field is not on your tickets: reload the form.' };
    }
    const checked = checkCustomFieldValue(field, raw);
    if (!checked.isValid) return { values: null, problem: checked.message };
    if (checked.value === null) delete values[fieldId];
    else values[fieldId] = checked.value;
  }
  return { values, problem: null };
}

/** Whether a field counts as filled in: a required checkbox must be ticked. */
function isFilled(field: CustomFieldDefinition, value: CustomFieldValue | undefined): boolean {
  if (value === undefined) return false;
  return field.type === 'checkbox' ? value === true : true;
}

/** The fields a ticket needs before it is resolved or closed, in their order; none for any other status. */
export function missingFieldsToClose(
  fields: readonly CustomFieldDefinition[],
  values: CustomFieldValues,
  status: TicketStatus,
): CustomFieldDefinition[] {
  if (!isResolvedStatus(status)) return [];
  return fields.filter((field) => field.isRequiredToClose && !field.isArchived && !isFilled(field, values[field.id]));
}

/** The refusal of a close: 'Fill in Serial number and Part replaced before closing the ticket.' */
export function missingFieldsMessage(missing: readonly Pick<CustomFieldDefinition, 'label'>[]): string {
  const labels = missing.map((field) => field.label);
  const named = labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  return `Fill in ${named} before closing the ticket.`;
}

/** A ticket's values as a customer may read them: the customer-visible fields only. */
export function customerVisibleValues(fields: readonly CustomFieldDefinition[], values: CustomFieldValues): CustomFieldValues {
  const visible = new Set(fields.filter((field) => field.isVisibleToCustomers).map((field) => field.id));
  return Object.fromEntries(Object.entries(values).filter(([fieldId]) => visible.has(fieldId)));
}

/** A value as a person reads it (the list, the detail, the CSV export): a date as written, a checkbox as Yes or No. */
export function formatCustomFieldValue(value: CustomFieldValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/**
 * A filter of the list on a field, as the address spells it ('severity:High'), read against the organization's
 * fields: the value a ticket must have, or (for an unticked checkbox) must not have true. Null when the key is not
 * one of its fields or the value does not fit the field.
 */
export function readCustomFieldFilter(
  fields: readonly CustomFieldDefinition[],
  spelled: string,
): { field: CustomFieldDefinition; value: CustomFieldValue } | null {
  const colon = spelled.indexOf(':');
  if (colon <= 0) return null;
  const key = spelled.slice(0, colon);
  const field = fields.find((candidate) => candidate.key === key);
  if (!field) return null;
  const text = spelled.slice(colon + 1);
  const raw = field.type === 'checkbox' ? (text === 'true' ? true : text === 'false' ? false : text) : text;
  const checked = checkCustomFieldValue(field, raw);
  return checked.isValid && checked.value !== null ? { field, value: checked.value } : null;
}
