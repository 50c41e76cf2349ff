import { describe, expect, it } from 'vitest';
import { checkCustomerInput, classifyImportRows, csvColumnsOf, hasRequiredCustomerFields, spreadsheetSafe } from './customer-rules.ts';

describe('customer rules', () => {
  it('trims the fields, stores an empty phone as null, and names each blank required field', () => {
    expect(checkCustomerInput({ organizationName: ' A ', contactName: ' B ', email: ' c@d.io ', phone: '  ' })).toEqual({
      input: { organizationName: 'A', contactName: 'B', email: 'c@d.io', phone: null },
      problems: [],
    });
    expect(checkCustomerInput({ organizationName: ' ', contactName: 'B', email: '' }).problems.map((problem) => problem.field)).toEqual([
      'organizationName',
      'email',
    ]);
    expect(hasRequiredCustomerFields({ organizationName: 'A', contactName: ' ', email: 'c@d.io' })).toBe(false);
  });

  it('reads the usual header spellings and ignores the rest', () => {
    expect([...csvColumnsOf(['Company', 'Contact Name', 'E-mail', 'Phone Number', 'Notes']).entries()]).toEqual([
      [0, 'organizationName'],
      [1, 'contactName'],
      [2, 'email'],
      [3, 'phone'],
    ]);
    expect([...csvColumnsOf(['EMAIL_ADDRESS', 'organisation', 'full_name']).values()]).toEqual([
      'email',
      'organizationName',
      'contactName',
    ]);
  });

  it('marks the second row with an e-mail, in any case, as a duplicate', () => {
    const rows = classifyImportRows(
      [
        { line: 2, values: { organizationName: 'A', contactName: 'B', email: 'x@y.io' } },
        { line: 3, values: { organizationName: 'A', contactName: 'C', email: 'X@Y.io' } },
        { line: 4, values: { organizationName: 'A', contactName: 'D', email: 'old@y.io' } },
      ],
      (email) => email === 'old@y.io',
    );
    expect(rows.map((row) => row.status)).toEqual(['valid', 'duplicate', 'duplicate']);
  });

  it('keeps a spreadsheet from reading a cell as a formula', () => {
    expect(spreadsheetSafe('=1+1')).toBe("'=1+1");
    expect(spreadsheetSafe('-5')).toBe("'-5");
    expect(spreadsheetSafe('Acme')).toBe('Acme');
  });
});
