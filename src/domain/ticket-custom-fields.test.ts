import { describe, expect, it } from 'vitest';
import {
  type CustomFieldDefinition,
  checkCustomFieldValue,
  customerVisibleValues,
  customFieldInputSchema,
  customFieldKeyOf,
  formatCustomFieldValue,
  mergeCustomFieldValues,
  missingFieldsMessage,
  missingFieldsToClose,
  readCustomFieldFilter,
} from './ticket-custom-fields.ts';

function field(overrides: Partial<CustomFieldDefinition> & Pick<CustomFieldDefinition, 'id' | 'type'>): CustomFieldDefinition {
  return {
    key: overrides.id,
    label: overrides.id,
    options: [],
    isRequiredToClose: false,
    isVisibleToCustomers: false,
    isArchived: false,
    ...overrides,
  };
}

const severity = field({ id: 'severity', label: 'Severity', type: 'dropdown', options: ['Low', 'High'], isRequiredToClose: true });
const serial = field({ id: 'serial', label: 'Serial number', type: 'text', isVisibleToCustomers: true });
const replaced = field({ id: 'replaced', label: 'Part replaced', type: 'checkbox', isRequiredToClose: true });
const hours = field({ id: 'hours', label: 'Hours', type: 'number' });
const visit = field({ id: 'visit', label: 'Visit date', type: 'date' });

describe('ticket custom fields', () => {
  it('checks a value by the type of its field, and clears it on an empty one', () => {
    expect(checkCustomFieldValue(serial, '  SN-42 ')).toEqual({ isValid: true, value: 'SN-42' });
    expect(checkCustomFieldValue(serial, 'x'.repeat(501))).toMatchObject({ isValid: false });
    expect(checkCustomFieldValue(serial, '   ')).toEqual({ isValid: true, value: null });
    expect(checkCustomFieldValue(hours, '2.5')).toEqual({ isValid: true, value: 2.5 });
    expect(checkCustomFieldValue(hours, 'two')).toEqual({ isValid: false, message: 'Hours: enter a number.' });
    expect(checkCustomFieldValue(visit, '2026-02-28')).toEqual({ isValid: true, value: '2026-02-28' });
    expect(checkCustomFieldValue(visit, '2026-02-30')).toMatchObject({ isValid: false });
    expect(checkCustomFieldValue(severity, 'High')).toEqual({ isValid: true, value: 'High' });
    expect(checkCustomFieldValue(severity, 'high')).toEqual({ isValid: false, message: 'Severity: choose one of Low, High.' });
    expect(checkCustomFieldValue(replaced, false)).toEqual({ isValid: true, value: false });
    expect(checkCustomFieldValue(replaced, 'yes')).toMatchObject({ isValid: false });
  });

  it('applies values over the current ones, refusing fields the sender may not fill', () => {
    const fields = [severity, serial, field({ ...hours, isArchived: true })];
    expect(mergeCustomFieldValues({ fields, current: { serial: 'A' }, input: { severity: 'Low', serial: '' }, isCustomer: false })).toEqual(
      {
        values: { severity: 'Low' },
        problem: null,
      },
    );
    expect(mergeCustomFieldValues({ fields, current: {}, input: { severity: 'Low' }, isCustomer: true }).problem).toMatch(
      /not on your tickets/,
    );
    expect(mergeCustomFieldValues({ fields, current: {}, input: { hours: 2 }, isCustomer: false }).problem).toMatch(/not on your tickets/);
    expect(mergeCustomFieldValues({ fields, current: {}, input: { nope: 2 }, isCustomer: false }).problem).toMatch(/not on your tickets/);
    expect(mergeCustomFieldValues({ fields, current: {}, input: { serial: 'SN' }, isCustomer: true }).values).toEqual({ serial: 'SN' });
  });

  it('names the required fields missing to resolve or close, a required checkbox counting only when ticked', () => {
    const fields = [severity, serial, replaced, field({ id: 'old', type: 'text', isRequiredToClose: true, isArchived: true })];
    expect(missingFieldsToClose(fields, {}, 'closed').map((missing) => missing.label)).toEqual(['Severity', 'Part replaced']);
    expect(missingFieldsToClose(fields, { replaced: false, severity: 'Low' }, 'resolved').map((missing) => missing.label)).toEqual([
      'Part replaced',
    ]);
    expect(missingFieldsToClose(fields, { replaced: true, severity: 'Low' }, 'closed')).toEqual([]);
    expect(missingFieldsToClose(fields, {}, 'in_progress')).toEqual([]);
    expect(missingFieldsMessage([severity, serial, replaced])).toBe(
      'Fill in Severity, Serial number and Part replaced before closing the ticket.',
    );
    expect(missingFieldsMessage([severity])).toBe('Fill in Severity before closing the ticket.');
  });

  it('shows customers the values of customer-visible fields only', () => {
    expect(customerVisibleValues([severity, serial], { severity: 'High', serial: 'SN', gone: 'x' })).toEqual({ serial: 'SN' });
  });

  it('reads a filter from the address against the fields, and formats values for people', () => {
    expect(readCustomFieldFilter([severity, replaced], 'severity:High')).toEqual({ field: severity, value: 'High' });
    expect(readCustomFieldFilter([severity, replaced], 'replaced:false')).toEqual({ field: replaced, value: false });
    expect(readCustomFieldFilter([severity], 'severity:Medium')).toBeNull();
    expect(readCustomFieldFilter([severity], 'other:High')).toBeNull();
    expect(readCustomFieldFilter([severity], 'severity')).toBeNull();
    expect(formatCustomFieldValue(true)).toBe('Yes');
    expect(formatCustomFieldValue(3)).toBe('3');
    expect(formatCustomFieldValue(undefined)).toBe('');
  });

  it('makes a key from a label, and wants options for a dropdown only', () => {
    expect(customFieldKeyOf('Serial number (SN)')).toBe('serial_number_sn');
    expect(customFieldKeyOf('2nd visit')).toBe('nd_visit');
    expect(customFieldKeyOf('!!!')).toBe('field');
    expect(customFieldInputSchema.safeParse({ label: 'Severity', type: 'dropdown' }).success).toBe(false);
    expect(customFieldInputSchema.safeParse({ label: 'Serial', type: 'text', options: ['A'] }).success).toBe(false);
    expect(customFieldInputSchema.safeParse({ label: 'Severity', type: 'dropdown', options: ['A', 'a'] }).success).toBe(false);
    expect(customFieldInputSchema.safeParse({ label: 'Severity', type: 'dropdown', options: ['A', 'B'] }).success).toBe(true);
    expect(customFieldInputSchema.safeParse({ label: 'Severity', key: 'Sev', type: 'text' }).success).toBe(false);
  });
});
