import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import Papa from 'papaparse';
import {
  type CsvColumn,
  type CsvRow,
  checkCustomerInput,
  classifyImportRows,
  csvColumnsOf,
  customerLimits,
  customerMessages,
  guardSpreadsheetCell,
  type ImportRow,
  stripSpreadsheetGuard,
} from '../../../domain/customer-rules.ts';
import { DomainError } from '../../../domain/errors.ts';
import { instantOf, zonedPartsOf } from '../../../domain/zoned-time.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Tx } from '../../db/client.ts';
import { decodeCursor, type KeysetPosition, pageOf } from '../../db/keyset-cursor.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { recordAuditEvent } from '../audit-log/audit-log.repository.ts';
import { findOrganizationTimeZone } from '../datetime-settings/datetime-settings.repository.ts';
import type { CustomerRecord } from './customers.repository.ts';
import * as repository from './customers.repository.ts';
import type { CustomerDto, CustomerListQuery } from './customers.schemas.ts';

const HISTORY_SHOWN = 100;
const EXPORT_PAGE_SIZE = 1000;

export function customerDtoOf(record: CustomerRecord): CustomerDto {
  return {
    id: record.id,
    organizationName: record.organizationName,
    contactName: record.contactName,
    email: record.email,
    phone: record.phone,
    role: 'user',
    hasLogin: record.userId !== null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    archivedAt: record.archivedAt?.toISOString() ?? null,
    emailBouncedAt: record.emailBouncedAt?.toISOString() ?? null,
  };
}

function searchOf(search: string | undefined): string | null {
  return search?.trim() || null;
}

export function listCustomers({ db, actor, query }: { db: Database; actor: ActingMember; query: CustomerListQuery }) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const rows = await repository.listCustomers(tx, {
      organizationId,
      archived: query.status === 'archived',
      search: searchOf(query.search),
      after,
      limit: query.limit + 1,
    });
    const page = pageOf(rows, query.limit);
    return { items: page.rows.map(customerDtoOf), nextCursor: page.nextCursor };
  });
}

/** The summary cards; the month starts at midnight on the 1st in the organization's time zone. */
export function summarizeCustomers({ db, clock, actor }: { db: Database; clock: Clock; actor: ActingMember }) {
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const timeZone = await findOrganizationTimeZone(tx, organizationId);
    const { year, month } = zonedPartsOf(clock.now(), timeZone);
    const monthStart = instantOf({ year, month, day: 1, hour: 0, minute: 0 }, timeZone);
    return repository.countCustomers(tx, organizationId, monthStart);
  });
}

async function findActiveCustomer(tx: Tx, organizationId: string, customerId: string, forUpdate = false): Promise<CustomerRecord> {
  const customer = await repository.findCustomer(tx, organizationId, customerId, { forUpdate });
  if (!customer) throw new DomainError('customer_not_found');
  return customer;
}

/** The customer with their tickets and work orders, newest first, and what deleting them would do. */
export function getCustomer({ db, actor, customerId }: { db: Database; actor: ActingMember; customerId: string }) {
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const customer = await findActiveCustomer(tx, organizationId, customerId);
    const history = await repository.countHistory(tx, organizationId, customerId);
    const tickets = await repository.listCustomerTickets(tx, organizationId, customerId, HISTORY_SHOWN);
    const workOrders = await repository.listCustomerWorkOrders(tx, organizationId, customerId, HISTORY_SHOWN);
    return {
      customer: customerDtoOf(customer),
      ...history,
      deleteOutcome: hasHistory(history) ? ('archive' as const) : ('delete' as const),
      tickets: tickets.map((ticket) => ({ ...ticket, createdAt: ticket.createdAt.toISOString() })),
      workOrders: workOrders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
    };
  });
}

function hasHistory(history: repository.CustomerHistory): boolean {
  return history.ticketCount > 0 || history.workOrderCount > 0;
}

type RawCustomerInput = Parameters<typeof checkCustomerInput>[0];

function checkedInput(raw: RawCustomerInput) {
  const { input, problems } = checkCustomerInput(raw);
  const problem = problems[0];
  if (problem) throw new DomainError('customer_fields_invalid', problem.message, { field: problem.field });
  return input;
}

async function assertEmailFree(tx: Tx, organizationId: string, email: string, exceptId?: string): Promise<void> {
  const owner = await repository.findEmailOwner(tx, organizationId, email, exceptId);
  if (owner) throw new DomainError(owner.isArchived ? 'customer_email_archived' : 'customer_email_taken', undefined, { field: 'email' });
}

interface ChangeOptions {
  db: Database;
  clock: Clock;
  actor: ActingMember;
}

export function createCustomer({ db, clock, actor, input: raw }: ChangeOptions & { input: RawCustomerInput }): Promise<CustomerDto> {
  const input = checkedInput(raw);
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    await assertEmailFree(tx, organizationId, input.email);
    const customer = await repository.insertCustomer(tx, organizationId, input, clock.now());
    await publishEvent(tx, { organizationId, type: 'customer.created', payload: { customerId: customer.id } });
    return customerDtoOf(customer);
  });
}

export function updateCustomer(options: ChangeOptions & { customerId: string; input: RawCustomerInput }): Promise<CustomerDto> {
  const { db, clock, actor, customerId } = options;
  const input = checkedInput(options.input);
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    await findActiveCustomer(tx, organizationId, customerId, true);
    await assertEmailFree(tx, organizationId, input.email, customerId);
    const customer = await repository.updateCustomer(tx, organizationId, customerId, input, clock.now());
    if (!customer) throw new DomainError('customer_not_found');
    await publishEvent(tx, { organizationId, type: 'customer.updated', payload: { customerId } });
    return customerDtoOf(customer);
  });
}

/**
 * Never loses history: a customer with tickets or work orders is archived (their tickets keep the name),
 * one without is deleted. Either way their login, if any, can no longer sign in and its sessions end.
 */
export function deleteCustomer(options: ChangeOptions & { customerId: string }): Promise<{ outcome: 'archived' | 'deleted' }> {
  const { db, clock, actor, customerId } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const customer = await findActiveCustomer(tx, organizationId, customerId, true);
    const isArchived = hasHistory(await repository.countHistory(tx, organizationId, customerId));
    if (isArchived) await repository.archiveCustomer(tx, organizationId, customerId, clock.now());
    else await repository.deleteCustomer(tx, organizationId, customerId);
    if (customer.userId) await repository.endSessionsOf(tx, customer.userId);
    const outcome = isArchived ? ('archived' as const) : ('deleted' as const);
    await recordAuditEvent(tx, {
      organizationId,
      actor,
      action: isArchived ? 'customer.archived' : 'customer.deleted',
      target: { type: 'customer', id: customerId, label: customerLabelOf(customer) },
      before: { contactName: customer.contactName, organizationName: customer.organizationName, email: customer.email },
    });
    await publishEvent(tx, { organizationId, type: 'customer.deleted', payload: { customerId, outcome } });
    return { outcome };
  });
}

/** For the sign-in rules: a customer account may sign in while its customer record exists and is not archived. */
/** Brings an archived customer back to the list; their login, if any, may sign in again. */
export function restoreCustomer(options: ChangeOptions & { customerId: string }): Promise<CustomerDto> {
  const { db, clock, actor, customerId } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const customer = await repository.restoreCustomer(tx, organizationId, customerId, clock.now());
    if (!customer) throw new DomainError('customer_not_found');
    const target = { type: 'customer', id: customerId, label: customerLabelOf(customer) };
    await recordAuditEvent(tx, { organizationId, actor, action: 'customer.restored', target });
    await publishEvent(tx, { organizationId, type: 'customer.restored', payload: { customerId } });
    return customerDtoOf(customer);
  });
}

/** Clears the mark that mail to a customer bounces, once their address is known to work. */
export function clearCustomerEmailBounce(options: { db: Database; actor: ActingMember; customerId: string }): Promise<CustomerDto> {
  const { db, actor, customerId } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const customer = await repository.clearEmailBounce(tx, organizationId, customerId);
    if (!customer) throw new DomainError('customer_not_found');
    await publishEvent(tx, { organizationId, type: 'customer.updated', payload: { customerId } });
    return customerDtoOf(customer);
  });
}

export function isCustomerLoginOpen({ tx, organizationId, userId }: { tx: Tx; organizationId: string; userId: string }): Promise<boolean> {
  return repository.hasActiveCustomerRecord(tx, organizationId, userId);
}

interface ParsedCsv {
  rows: CsvRow[];
  ignoredColumns: string[];
}

interface CsvRecord {
  /** The line it starts on; the first line is 1. */
  line: number;
  cells: string[];
  isQuoteUnclosed: boolean;
}

const LINE_BREAK = /\r\n|\r|\n/;

function hasQuoteError(errors: readonly Papa.ParseError[]): boolean {
  return errors.some((error) => error.type === 'Quotes');
}

/**
 * The file's records as papaparse reads them, each with the line it starts on. A quote that is not closed
 * where its cell ends would run on over the lines after it; from there on each line is read on its own, so
 * that the quote spoils its own line only (a quoted cell holding a line break is then read as two lines).
 */
function readCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let line = 1;
  let offset = 0;
  let delimiter = ',';
  Papa.parse<string[]>(text, {
    step: ({ data, errors, meta }, parser) => {
      delimiter = meta.delimiter;
      if (hasQuoteError(errors)) return parser.abort();
      records.push({ line, cells: data, isQuoteUnclosed: false });
      line += text.slice(offset, meta.cursor).split(LINE_BREAK).length - 1;
      offset = meta.cursor;
    },
  });
  if (offset < text.length) {
    for (const [index, lineText] of text.slice(offset).split(LINE_BREAK).entries()) {
      const { data, errors } = Papa.parse<string[]>(lineText, { delimiter });
      records.push({ line: line + index, cells: data[0] ?? [], isQuoteUnclosed: hasQuoteError(errors) });
    }
  }
  // Lines with nothing but separators or spaces are no rows.
  return records.filter((record) => record.isQuoteUnclosed || record.cells.join('').trim() !== '');
}

/** Reads the file with papaparse; its header line names the columns, in any order. */
function parseCsv(csv: string): ParsedCsv {
  const [header, ...records] = readCsvRecords(csv.replace(/^\uFEFF/, ''));
  if (!header) throw new DomainError('customer_csv_invalid', customerMessages.csvEmpty, { field: 'csv' });
  const headers = header.cells;
  const columns = csvColumnsOf(headers);
  const named = new Set(columns.values());
  if (!named.has('email') || !(named.has('contactName') || named.has('organizationName'))) {
    throw new DomainError('customer_csv_invalid', customerMessages.csvNoHeader, { field: 'csv' });
  }
  if (records.length === 0) throw new DomainError('customer_csv_invalid', customerMessages.csvEmpty, { field: 'csv' });
  if (records.length > customerLimits.importRows) {
    throw new DomainError('customer_csv_invalid', customerMessages.csvTooManyRows(customerLimits.importRows), { field: 'csv' });
  }
  const rows = records.map(({ line, cells, isQuoteUnclosed }) => {
    const values: Partial<Record<CsvColumn, string>> = {};
    for (const [position, column] of columns) values[column] = stripSpreadsheetGuard(cells[position] ?? '');
    return { line, values, isQuoteUnclosed };
  });
  const ignoredColumns = headers.filter((header, index) => !columns.has(index) && header.trim() !== '');
  return { rows, ignoredColumns };
}

async function classifyCsv(tx: Tx, organizationId: string, csv: string): Promise<{ rows: ImportRow[]; ignoredColumns: string[] }> {
  const parsed = parseCsv(csv);
  const emails = parsed.rows.map((row) => (row.values.email ?? '').trim().toLowerCase()).filter((email) => email !== '');
  const taken = await repository.findTakenEmails(tx, organizationId, [...new Set(emails)]);
  return { rows: classifyImportRows(parsed.rows, (email) => taken.has(email)), ignoredColumns: parsed.ignoredColumns };
}

function countOf(rows: readonly ImportRow[], status: ImportRow['status']): number {
  return rows.filter((row) => row.status === status).length;
}

/** What importing the file would do, row by row, before anything is written. */
export function previewCustomerImport({ db, actor, csv }: { db: Database; actor: ActingMember; csv: string }) {
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const { rows, ignoredColumns } = await classifyCsv(tx, organizationId, csv);
    return {
      rows: rows.map(({ line, input, status, errors }) => ({ line, ...input, status, errors })),
      valid: countOf(rows, 'valid'),
      invalid: countOf(rows, 'invalid'),
      duplicates: countOf(rows, 'duplicate'),
      ignoredColumns,
    };
  });
}

/** Adds the file's valid rows in one transaction; duplicates and invalid rows are skipped and counted. */
export function importCustomers({ db, clock, actor, csv }: ChangeOptions & { csv: string }) {
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const { rows } = await classifyCsv(tx, organizationId, csv);
    const valid = rows.filter((row) => row.status === 'valid').map((row) => row.input);
    const added = await repository.insertCustomers(tx, organizationId, valid, clock.now());
    if (added > 0) await publishEvent(tx, { organizationId, type: 'customer.imported', payload: { added } });
    return {
      added,
      skippedDuplicates: countOf(rows, 'duplicate') + (valid.length - added),
      skippedInvalid: countOf(rows, 'invalid'),
    };
  });
}

const exportColumns = ['Company', 'Name', 'Email', 'Phone', 'Added'];

const customerLabelOf = (customer: { contactName: string; email: string }) => `${customer.contactName} <${customer.email}>`;

/**
 * The list as CSV, the search applied, read a page at a time so that a large organization streams. The export is
 * in the audit log before the first line is sent.
 */
export async function exportCustomers(options: { db: Database; actor: ActingMember; search: string | undefined }): Promise<Readable> {
  const { db, actor, search } = options;
  const organizationId = actor.organizationId;
  const matching = searchOf(search);
  await db.withTenant({ organizationId }, (tx) =>
    recordAuditEvent(tx, {
      organizationId,
      actor,
      action: 'customers.exported',
      target: { type: 'customers', label: search ? `Search: ${search}` : 'All customers' },
    }),
  );
  async function* lines() {
    yield stringify([exportColumns]);
    let after: KeysetPosition | null = null;
    do {
      const page: CustomerRecord[] = await db.withTenant({ organizationId }, (tx) =>
        repository.listCustomers(tx, { organizationId, archived: false, search: matching, after, limit: EXPORT_PAGE_SIZE }),
      );
      if (page.length > 0) {
        yield stringify(
          page.map((customer) =>
            [customer.organizationName, customer.contactName, customer.email, customer.phone ?? '']
              .map(guardSpreadsheetCell)
              .concat(customer.createdAt.toISOString()),
          ),
        );
      }
      after = page.length === EXPORT_PAGE_SIZE ? (page.at(-1)?.position ?? null) : null;
    } while (after);
  }
  return Readable.from(lines());
}
