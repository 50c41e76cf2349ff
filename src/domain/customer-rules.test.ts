import { describe, expect, it } from 'vitest';
import {
  checkCustomerInput,
  classifyImportRows,
  csvColumnsOf,
  guardSpreadsheetCell,
  hasRequiredCustomerFields,
  stripSpreadsheetGuard,
} from './customer-rules.ts';

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

  it('reports a line whose quote is not closed by its line number, and nothing else about it', () => {
    const [row] = classifyImportRows(
      [{ line: 4, values: { organizationName: 'Bolt Ltd,Bob,bob@example.test,' }, isQuoteUnclosed: true }],
      () => false,
    );
    expect(row).toMatchObject({
      line: 4,
      status: 'invalid',
      errors: ['Line 4: a quote is not closed where its cell ends, so this line was not read.'],
    });
  });

  it('guards only the cells a spreadsheet would run as a formula, and import gives every cell back as it was', () => {
    const guarded = ['=1+1', '=HYPERLINK("http://x.test","y")', '@SUM(A1)', "+cmd|' /C calc'!A0", '-2+A1', '+', '\tTab', '\rCR'];
    const plain = ['+1 555 0101', '+44 (20) 7946-0958', '-5', '-3.25', '555-0101', 'Acme', "'Tis the season", ''];
    expect(guarded.map(guardSpreadsheetCell)).toEqual(guarded.map((value) => `'${value}`));
    expect(plain.map(guardSpreadsheetCell)).toEqual(plain);
    // A value that itself starts with the guard keeps its apostrophe through export and import.
    const tricky = ["'=not a formula", "''+1", "'+1 555 0101"];
    for (const value of [...guarded, ...plain, ...tricky]) expect(stripSpreadsheetGuard(guardSpreadsheetCell(value))).toBe(value);
    // Files from the earlier export, which guarded every leading + and -.
    expect(stripSpreadsheetGuard("'+1 555 0101")).toBe('+1 555 0101');
    expect(stripSpreadsheetGuard("'-5")).toBe('-5');
  });
});
