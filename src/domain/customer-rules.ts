/** The customer screens' texts (workspace.md sections 2.4, 5 and 8) and the ones Tandem adds. */
export const customerMessages = {
  requiredFields: 'Please fill in all required fields.',
  invalidEmail: 'Please enter a valid email address.',
  emailTaken: 'A customer with this email already exists.',
  emailArchived: 'An archived customer has this email. Restore them from the Archived list instead.',
  notFound: 'Customer not found in database. It may have already been deleted.',
  accountClosed: 'This customer account has been closed. Please contact the organization for help.',
  noCustomersYet: 'No customers yet',
  noCustomersFound: 'No customers found',
  csvEmpty: 'The file has no rows to import.',
  csvNoHeader: 'The first line must name the columns: company, name, e-mail and phone.',
  csvTooManyRows: (limit: number) => `A file can hold at most ${limit} customers.`,
  csvQuoteUnclosed: (line: number) => `Line ${line}: a quote is not closed where its cell ends, so this line was not read.`,
} as const;

export const customerLimits = {
  organizationName: 200,
  contactName: 200,
  email: 254,
  phone: 40,
  search: 200,
  /** Rows of one CSV import. */
  importRows: 5000,
  /** Characters of one CSV file. */
  importChars: 900_000,
} as const;

export interface CustomerInput {
  organizationName: string;
  contactName: string;
  email: string;
  /** Null when left empty. */
  phone: string | null;
}

export interface CustomerProblem {
  field: keyof CustomerInput;
  message: string;
}

// What an e-mail input of type email accepts, roughly: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields trimmed, phone null when empty, or the first problem with them. */
export function checkCustomerInput(raw: {
  organizationName?: string | null;
  contactName?: string | null;
  email?: string | null;
  phone?: string | null;
}): { input: CustomerInput; problems: CustomerProblem[] } {
  const input: CustomerInput = {
    organizationName: (raw.organizationName ?? '').trim(),
    contactName: (raw.contactName ?? '').trim(),
    email: (raw.email ?? '').trim(),
    phone: (raw.phone ?? '').trim() || null,
  };
  const problems: CustomerProblem[] = [];
  for (const field of ['organizationName', 'contactName', 'email'] as const) {
    if (input[field] === '') problems.push({ field, message: customerMessages.requiredFields });
  }
  if (input.email !== '' && !EMAIL_PATTERN.test(input.email)) problems.push({ field: 'email', message: customerMessages.invalidEmail });
  const tooLong = (field: keyof typeof customerLimits & keyof CustomerInput, label: string) => {
    const value = input[field];
    if (value && value.length > customerLimits[field]) {
      problems.push({ field, message: `${label} can be at most ${customerLimits[field]} characters.` });
    }
  };
  tooLong('organizationName', 'Organization name');
  tooLong('contactName', 'Contact name');
  tooLong('email', 'Email');
  tooLong('phone', 'Phone');
  return { input, problems };
}

/** Whether the form may be submitted: organization name, contact name and e-mail are filled in. */
export function hasRequiredCustomerFields(fields: { organizationName: string; contactName: string; email: string }): boolean {
  return fields.organizationName.trim() !== '' && fields.contactName.trim() !== '' && fields.email.trim() !== '';
}

export type CsvColumn = keyof CustomerInput;

/** Header spellings a CSV file may use for each column, compared without case, spaces or punctuation. */
const headerSpellings: Record<CsvColumn, readonly string[]> = {
  organizationName: ['company', 'companyname', 'organization', 'organizationname', 'organisation', 'organisationname', 'business'],
  contactName: ['name', 'contact', 'contactname', 'fullname', 'customer', 'customername'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile'],
};

function headerKeyOf(header: string): string {
  return header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** The column each header stands for; headers the import does not know are left out. */
export function csvColumnsOf(headers: readonly string[]): Map<number, CsvColumn> {
  const columns = new Map<number, CsvColumn>();
  headers.forEach((header, index) => {
    const key = headerKeyOf(header);
    const column = (Object.keys(headerSpellings) as CsvColumn[]).find((candidate) => headerSpellings[candidate].includes(key));
    if (column && ![...columns.values()].includes(column)) columns.set(index, column);
  });
  return columns;
}

/** One row of an import file, its cells by column. */
export interface CsvRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  values: Partial<Record<CsvColumn, string>>;
  /** A quote opened on its line is not closed where its cell ends: the line could not be read. */
  isQuoteUnclosed?: boolean;
}

export type ImportRowStatus = 'valid' | 'invalid' | 'duplicate';

export interface ImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  input: CustomerInput;
  status: ImportRowStatus;
  errors: string[];
}

/**
 * Each row checked as the Add New Customer form checks it; a row whose e-mail is already a customer, or
 * appeared on an earlier row, is a duplicate and skipped; a line that could not be read says so alone.
 */
export function classifyImportRows(rows: readonly CsvRow[], isExistingEmail: (lowercaseEmail: string) => boolean): ImportRow[] {
  const seen = new Set<string>();
  return rows.map(({ line, values, isQuoteUnclosed }) => {
    const { input, problems } = checkCustomerInput(values);
    if (isQuoteUnclosed) return { line, input, status: 'invalid', errors: [customerMessages.csvQuoteUnclosed(line)] };
    if (problems.length > 0) {
      const errors = [...new Set(problems.map((problem) => problem.message))];
      return { line, input, status: 'invalid', errors };
    }
    const key = input.email.toLowerCase();
    if (isExistingEmail(key)) return { line, input, status: 'duplicate', errors: [customerMessages.emailTaken] };
    if (seen.has(key)) return { line, input, status: 'duplicate', errors: ['This email appears on an earlier row of the file.'] };
    seen.add(key);
    return { line, input, status: 'valid', errors: [] };
  });
}

// A + or - before digits and phone punctuation only ('+1 555 0101', '-5') is a number or a phone, not a formula.
const PLAIN_NUMBER = /^[+-][\d\s()./-]*\d[\d\s()./-]*$/;
// What import takes for the export's guard: apostrophes before a character a formula may start with.
const GUARDED_CELL = /^'+[=+\-@\t\r]/;

function isFormula(value: string): boolean {
  return /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !PLAIN_NUMBER.test(value));
}

/**
 * A cell a spreadsheet would run as a formula is written with a leading apostrophe, so that it stays text;
 * a cell that already looks guarded gets one more, so that import gives it back as it was.
 */
export function guardSpreadsheetCell(value: string): string {
  return isFormula(value) || GUARDED_CELL.test(value) ? `'${value}` : value;
}

/** The export's guard taken off an imported cell (also the earlier export's, which guarded every + and -). */
export function stripSpreadsheetGuard(value: string): string {
  return GUARDED_CELL.test(value) ? value.slice(1) : value;
}
