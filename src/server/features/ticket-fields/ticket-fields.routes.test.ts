import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import type { TestMember } from '../../../../tests/support/factories.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { recordRealtimeEvents } from '../../../../tests/support/realtime.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import type { Database } from '../../db/client.ts';

const FIELDS = '/api/ticket-fields';

interface Field {
  id: string;
  key: string;
  label: string;
  type: string;
  options: string[];
  isRequiredToClose: boolean;
  isVisibleToCustomers: boolean;
  isArchived: boolean;
}

describe('ticket custom fields', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp({ db });
    call = callerFor(app);
  });
  afterAll(() => app.close());

  const as = (org: Org, member: TestMember, body?: unknown) => ({ as: member, on: org.organization, body });

  async function createField(org: Org, body: Record<string, unknown>): Promise<Field> {
    const response = await call('POST', FIELDS, as(org, org.admin, body));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Field;
  }

  async function fieldsOf(org: Org, member: TestMember): Promise<Field[]> {
    const response = await call('GET', FIELDS, as(org, member));
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { fields: Field[] }).fields;
  }

  async function openTicket(org: Org, member: TestMember, body: Record<string, unknown> = {}) {
    const staffFields = member === org.bob || member === org.carol ? {} : { customerId: org.bob.recordId, priority: 'low' };
    const response = await call(
      'POST',
      '/api/tickets',
      as(org, member, { subject: 'Boiler noise', description: 'Loud', ...staffFields, ...body }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; ticketNumber: string; customFields: Record<string, unknown> };
  }

  /** An organization with a required dropdown (staff only), a customer-visible text and a staff-only number. */
  async function orgWithFields() {
    const org = await createOrg(db);
    const severity = await createField(org, { label: 'Severity', type: 'dropdown', options: ['Low', 'High'], isRequiredToClose: true });
    const serial = await createField(org, { label: 'Serial number', type: 'text', isVisibleToCustomers: true });
    const cost = await createField(org, { label: 'Internal cost', type: 'number' });
    return { org, severity, serial, cost };
  }

  it('lets org admins manage the fields, staff read them all, customers only the live ones shown to them', async () => {
    const { org, severity, serial, cost } = await orgWithFields();
    const other = await createOrg(db);
    expect(severity).toMatchObject({
      key: 'severity',
      type: 'dropdown',
      options: ['Low', 'High'],
      isRequiredToClose: true,
      isArchived: false,
    });
    expect(serial.key).toBe('serial_number');
    // The same label again gets a key of its own.
    const twin = await createField(org, { label: 'Severity', type: 'checkbox' });
    expect(twin.key).toBe('severity_2');
    const taken = await call('POST', FIELDS, as(org, org.admin, { label: 'Other', key: 'severity', type: 'text' }));
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'ticket_field_key_taken']);

    expect((await fieldsOf(org, org.agent)).map((field) => field.label)).toEqual([
      'Severity',
      'Serial number',
      'Internal cost',
      'Severity',
    ]);
    expect((await fieldsOf(org, org.bob)).map((field) => field.id)).toEqual([serial.id]);
    expect(await fieldsOf(other, other.admin)).toEqual([]);

    // Agents and customers may not change them; another organization's field is not found.
    for (const member of [org.agent, org.bob]) {
      expect((await call('POST', FIELDS, as(org, member, { label: 'X', type: 'text' }))).statusCode).toBe(403);
      expect((await call('PUT', `${FIELDS}/${cost.id}`, as(org, member, { label: 'X' }))).statusCode).toBe(403);
    }
    const foreign = await call('PUT', `${FIELDS}/${cost.id}`, as(other, other.admin, { label: 'Mine now' }));
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'ticket_field_not_found']);
    expect((await call('PUT', `${FIELDS}/order`, as(other, other.admin, { ids: [cost.id] }))).json().code).toBe(
      'ticket_field_order_mismatch',
    );
    // An organization without fields orders nothing.
    const none = await call('PUT', `${FIELDS}/order`, as(other, other.admin, { ids: [] }));
    expect([none.statusCode, none.json().fields]).toEqual([200, []]);

    // Renamed, options changed, archived: the key and type stay.
    const renamed = await call(
      'PUT',
      `${FIELDS}/${severity.id}`,
      as(org, org.admin, { label: 'Impact', options: ['Low', 'High', 'Critical'], isRequiredToClose: true }),
    );
    expect(renamed.json()).toMatchObject({ key: 'severity', type: 'dropdown', label: 'Impact', options: ['Low', 'High', 'Critical'] });
    const noOptions = await call('PUT', `${FIELDS}/${severity.id}`, as(org, org.admin, { label: 'Impact', options: [] }));
    expect([noOptions.statusCode, noOptions.json().message]).toEqual([400, 'Give the dropdown at least one option.']);
    const archived = await call(
      'PUT',
      `${FIELDS}/${serial.id}`,
      as(org, org.admin, { label: 'Serial number', isArchived: true, isVisibleToCustomers: true }),
    );
    expect(archived.json().isArchived).toBe(true);
    expect(await fieldsOf(org, org.bob)).toEqual([]);

    const reordered = await call('PUT', `${FIELDS}/order`, as(org, org.admin, { ids: [twin.id, cost.id, serial.id, severity.id] }));
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await fieldsOf(org, org.agent)).map((field) => field.id)).toEqual([twin.id, cost.id, serial.id, severity.id]);
    const partial = await call('PUT', `${FIELDS}/order`, as(org, org.admin, { ids: [twin.id] }));
    expect([partial.statusCode, partial.json().code]).toEqual([409, 'ticket_field_order_mismatch']);

    const badDropdown = await call('POST', FIELDS, as(org, org.admin, { label: 'Kind', type: 'dropdown' }));
    expect([badDropdown.statusCode, badDropdown.json().message]).toEqual([400, 'options: Give the dropdown at least one option.']);
  });

  it('keeps values given on a new ticket, checked by type; customers fill in and see only the fields shown to them', async () => {
    const { org, severity, serial, cost } = await orgWithFields();
    const ticket = await openTicket(org, org.agent, { customFields: { [severity.id]: 'High', [serial.id]: 'SN-1', [cost.id]: '12.5' } });
    expect(ticket.customFields).toEqual({ [severity.id]: 'High', [serial.id]: 'SN-1', [cost.id]: 12.5 });

    const wrongOption = await call(
      'POST',
      '/api/tickets',
      as(org, org.agent, { subject: 'S', description: 'D', customerId: org.bob.recordId, customFields: { [severity.id]: 'Medium' } }),
    );
    expect([wrongOption.statusCode, wrongOption.json().message]).toEqual([400, 'Severity: choose one of Low, High.']);

    // A customer may not fill in a staff-only field.
    const sneaky = await call('POST', '/api/tickets', as(org, org.bob, { subject: 'S', description: 'D', customFields: { [cost.id]: 1 } }));
    expect([sneaky.statusCode, sneaky.json().field]).toEqual([400, 'customFields']);
    const own = await openTicket(org, org.bob, { customFields: { [serial.id]: 'SN-9' } });
    expect(own.customFields).toEqual({ [serial.id]: 'SN-9' });

    // The customer reads the visible value only, in the detail and the list; the staff read them all.
    await call(
      'PUT',
      `/api/tickets/${own.id}/custom-fields`,
      as(org, org.admin, { customFields: { [cost.id]: 99, [severity.id]: 'Low' } }),
    );
    const detail = await call('GET', `/api/tickets/${own.id}`, as(org, org.bob));
    expect(detail.json().ticket.customFields).toEqual({ [serial.id]: 'SN-9' });
    const listed = (await call('GET', '/api/tickets', as(org, org.bob))).json().items;
    // The ticket the agent opened for Bob shows him its serial number, not its severity or cost.
    expect(listed.map((item: { customFields: unknown }) => item.customFields)).toEqual([{ [serial.id]: 'SN-9' }, { [serial.id]: 'SN-1' }]);
    const staffDetail = await call('GET', `/api/tickets/${own.id}`, as(org, org.agent));
    expect(staffDetail.json().ticket.customFields).toEqual({ [serial.id]: 'SN-9', [cost.id]: 99, [severity.id]: 'Low' });
    // A field made staff-only later leaves the customer's view.
    await call('PUT', `${FIELDS}/${serial.id}`, as(org, org.admin, { label: 'Serial number', isVisibleToCustomers: false }));
    expect((await call('GET', `/api/tickets/${own.id}`, as(org, org.bob))).json().ticket.customFields).toEqual({});
  });

  it('sets and clears values for the staff, and never for customers or another organization', async () => {
    const { org, severity, cost } = await orgWithFields();
    const other = await createOrg(db);
    const ticket = await openTicket(org, org.admin);
    const url = `/api/tickets/${ticket.id}/custom-fields`;
    const events = await recordRealtimeEvents(db);
    try {
      const set = await call('PUT', url, as(org, org.agent, { customFields: { [severity.id]: 'High', [cost.id]: 3 } }));
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().customFields).toEqual({ [severity.id]: 'High', [cost.id]: 3 });
      await events.settle();
      const updates = events.events.filter((event) => event.type === 'ticket.updated' && event.payload?.ticketId === ticket.id);
      // The staff's screens hear of it; no event goes to the customer.
      expect(updates.length).toBeGreaterThan(0);
      expect(updates.every((event) => !event.userId)).toBe(true);
    } finally {
      await events.stop();
    }
    const cleared = await call('PUT', url, as(org, org.agent, { customFields: { [cost.id]: null } }));
    expect(cleared.json().customFields).toEqual({ [severity.id]: 'High' });
    const badNumber = await call('PUT', url, as(org, org.agent, { customFields: { [cost.id]: 'lots' } }));
    expect([badNumber.statusCode, badNumber.json().message]).toEqual([400, 'Internal cost: enter a number.']);

    expect((await call('PUT', url, as(org, org.bob, { customFields: { [severity.id]: 'Low' } }))).statusCode).toBe(403);
    const foreign = await call('PUT', url, as(other, other.admin, { customFields: {} }));
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'ticket_not_found']);
    // Another organization's field is not one of this ticket's.
    const otherField = await createField(other, { label: 'Theirs', type: 'text' });
    const mixed = await call('PUT', url, as(org, org.agent, { customFields: { [otherField.id]: 'x' } }));
    expect(mixed.statusCode).toBe(400);
  });

  it('refuses to resolve or close a ticket without its required fields, by every path, naming them', async () => {
    const { org, severity } = await orgWithFields();
    const checked = await createField(org, { label: 'Part replaced', type: 'checkbox', isRequiredToClose: true });
    const ticket = await openTicket(org, org.admin);

    for (const status of ['closed', 'resolved']) {
      const refused = await call('PATCH', `/api/tickets/${ticket.id}/status`, as(org, org.agent, { status }));
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'ticket_fields_missing']);
      expect(refused.json().message).toBe('Fill in Severity and Part replaced before closing the ticket.');
    }
    expect((await call('PATCH', `/api/tickets/${ticket.id}/status`, as(org, org.agent, { status: 'in_progress' }))).statusCode).toBe(200);

    // A macro that closes is refused as a whole.
    const macro = await call(
      'POST',
      '/api/saved-replies',
      as(org, org.admin, { scope: 'shared', name: 'Close', body: 'Done', actions: { status: 'closed' } }),
    );
    const applied = await call('POST', `/api/saved-replies/${macro.json().id}/apply`, as(org, org.agent, { ticketId: ticket.id }));
    expect([applied.statusCode, applied.json().code]).toEqual([409, 'ticket_fields_missing']);

    // A bulk close leaves it out and says why; a ticket with its fields filled in closes.
    const ready = await openTicket(org, org.admin, { customFields: { [severity.id]: 'Low', [checked.id]: true } });
    const bulk = await call(
      'POST',
      '/api/tickets/bulk-changes',
      as(org, org.agent, { action: { type: 'status', status: 'closed' }, ticketIds: [ticket.id, ready.id] }),
    );
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toMatchObject({
      changed: 1,
      skipped: 1,
      message: '1 ticket closed (1 lacks fields required to close)',
      skippedTickets: [
        { id: ticket.id, ticketNumber: ticket.ticketNumber, reason: 'Fill in Severity and Part replaced before closing the ticket.' },
      ],
    });
    // "All matching" goes through the same rule: the closed ticket is resolved, the other left as it is.
    const matching = await call(
      'POST',
      '/api/tickets/bulk-changes',
      as(org, org.admin, { action: { type: 'status', status: 'resolved' }, matching: { status: 'all', priority: 'all' } }),
    );
    expect(matching.json()).toMatchObject({ changed: 1, skipped: 1, message: '1 ticket resolved (1 lacks fields required to close)' });

    // An unticked checkbox still counts as missing; filled in, the ticket closes. An archived field no longer counts.
    await call(
      'PUT',
      `/api/tickets/${ticket.id}/custom-fields`,
      as(org, org.agent, { customFields: { [severity.id]: 'High', [checked.id]: false } }),
    );
    const stillMissing = await call('PATCH', `/api/tickets/${ticket.id}/status`, as(org, org.agent, { status: 'closed' }));
    expect(stillMissing.json().message).toBe('Fill in Part replaced before closing the ticket.');
    await call('PUT', `${FIELDS}/${checked.id}`, as(org, org.admin, { label: 'Part replaced', isRequiredToClose: true, isArchived: true }));
    const closed = await call('PATCH', `/api/tickets/${ticket.id}/status`, as(org, org.agent, { status: 'closed' }));
    expect([closed.statusCode, closed.json().ticket.status]).toEqual([200, 'closed']);

    // Another organization's rules do not apply to its own tickets.
    const other = await createOrg(db);
    const theirs = await openTicket(other, other.admin);
    expect((await call('PATCH', `/api/tickets/${theirs.id}/status`, as(other, other.agent, { status: 'closed' }))).statusCode).toBe(200);
  });

  it('filters the list, its saved views and the bulk "matching" by a field value, for the staff only', async () => {
    const { org, severity, serial } = await orgWithFields();
    const other = await createOrg(db);
    const flag = await createField(org, { label: 'VIP', type: 'checkbox' });
    const high = await openTicket(org, org.admin, { customFields: { [severity.id]: 'High', [flag.id]: true } });
    const low = await openTicket(org, org.admin, { customFields: { [severity.id]: 'Low', [serial.id]: 'SN 1' } });
    await openTicket(other, other.admin);
    const ids = async (query: string, member: TestMember = org.agent) => {
      const response = await call('GET', `/api/tickets?${query}`, as(org, member));
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((item: { id: string }) => item.id);
    };
    expect(await ids('field=severity:High')).toEqual([high.id]);
    expect(await ids(`field=${encodeURIComponent('serial_number:SN 1')}`)).toEqual([low.id]);
    expect(await ids('field=vip:true')).toEqual([high.id]);
    expect(await ids('field=vip:false')).toEqual([low.id]);
    expect(await ids('field=severity:Low&field=vip:true')).toEqual([]);
    const unknown = await call('GET', '/api/tickets?field=nope:1', as(org, org.agent));
    expect([unknown.statusCode, unknown.json().field]).toEqual([400, 'field']);
    // Another organization has no such field.
    expect((await call('GET', '/api/tickets?field=severity:High', as(other, other.admin))).statusCode).toBe(400);

    const view = await call(
      'POST',
      '/api/ticket-views',
      as(org, org.admin, { name: 'High severity', scope: 'shared', filters: { field: ['severity:High'] } }),
    );
    expect(view.statusCode, view.body).toBe(201);
    expect(view.json()).toMatchObject({ count: 1, filters: { field: ['severity:High'] } });
    const badView = await call(
      'POST',
      '/api/ticket-views',
      as(org, org.admin, { name: 'Bad', scope: 'shared', filters: { field: ['severity:Huge'] } }),
    );
    expect(badView.statusCode).toBe(400);

    const count = await call(
      'POST',
      '/api/tickets/bulk-changes',
      as(org, org.admin, {
        action: { type: 'status', status: 'in_progress' },
        matching: { status: 'all', priority: 'all', field: 'severity:Low' },
      }),
    );
    expect(count.json()).toMatchObject({ changed: 1, total: 1 });
    expect((await call('GET', `/api/tickets/${low.id}`, as(org, org.admin))).json().ticket.status).toBe('in_progress');
    expect((await call('GET', `/api/tickets/${high.id}`, as(org, org.admin))).json().ticket.status).toBe('open');
  });

  it('exports the list as filtered to CSV with a column per live field, formulas kept as text, for the staff only', async () => {
    const { org, severity, serial, cost } = await orgWithFields();
    const other = await createOrg(db);
    await openTicket(org, org.admin, {
      subject: '=HYPERLINK("x")',
      customFields: { [severity.id]: 'High', [serial.id]: '+SN', [cost.id]: 4 },
    });
    await openTicket(org, org.admin, { subject: 'Quiet one', customFields: { [severity.id]: 'Low' } });
    await openTicket(other, other.admin, { subject: 'Not theirs' });
    await call('PUT', `${FIELDS}/${cost.id}`, as(org, org.admin, { label: 'Internal cost', isArchived: true }));

    const response = await call('GET', '/api/tickets/export?field=severity:High', as(org, org.agent));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tickets.csv"');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('Number,Title,Status,Priority,Customer,Assignee,Tags,Created,Updated,Severity,Serial number');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^[^,]+,"'=HYPERLINK\(""x""\)",Open,Low,Bob Smith,,,\d{4}-[^,]+,\d{4}-[^,]+,High,'\+SN$/);

    expect((await call('GET', '/api/tickets/export', as(org, org.bob))).statusCode).toBe(403);
    const theirs = await call('GET', '/api/tickets/export', as(other, other.admin));
    expect(theirs.body).toContain('Not theirs');
    expect(theirs.body).not.toContain('Quiet one');
  });
});
