import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import {
  explain,
  nodesOf,
  type PlanNode,
  plansOf,
  rowsRead,
  type Statement,
  statementOf,
  withValues,
} from '../../../../tests/support/query-plans.ts';
import { testDatabase } from '../../../../tests/support/server.ts';
import type { TicketSort } from '../../../domain/ticket-list.ts';
import { type Database, queryRows } from '../../db/client.ts';
import type { KeysetPosition } from '../../db/keyset-cursor.ts';
import { findTicket, listTickets, type TicketListFilters, type TicketViewer } from './tickets.repository.ts';

/** Tickets of the one organization: enough that a scan of all of them stands out from a page's reads. */
const TICKETS = 5000;
const OTHER_ORGANIZATIONS = 300;
const OTHER_TICKETS = 50;
const CUSTOMERS = 100;
const PAGE = 51;
/** The most ticket rows one scan may read for a page: a few pages' worth, far below the organization's. */
const MOST_ROWS_READ = 4 * PAGE;
/** The agent's tickets (one in five): their own list may read them all, never the organization's (decision 092, "Known"). */
const AGENT_TICKETS = TICKETS / 5;
const RARE_WORD = 'quixoplasm';
/** A word only a few comments have, none of the tickets' own texts. */
const RARE_COMMENT_WORD = 'zyxomorph';
const COMMENTS_PER_TICKET = 1;
/** Writing the organizations, tickets and comments: a minute or more while the suite's other files share the two cores. */
const SETUP_TIMEOUT_MS = 180_000;
/** Tickets each other organization writes after the analyze: a day's worth for a busy help desk. */
const NEWER_TICKETS_PER_ORGANIZATION = 10;
/** The most pages a search may read of a search index: a few entries' worth, not every newer ticket's. */
const MOST_SEARCH_INDEX_PAGES = 30;

/**
 * Fails when a plan reads the tickets other than through the expected indexes a page at a time: a sequential
 * scan, a bitmap scan of the organization, or any scan of tickets estimated or found to read more than a few pages.
 */
function assertReadsAPage(plan: PlanNode, expectedIndexes: string[], mostRowsRead = MOST_ROWS_READ): void {
  const scans = nodesOf(plan).filter((node) => node['Relation Name'] === 'tickets');
  expect(scans.length, 'the plan reads no tickets').toBeGreaterThan(0);
  for (const scan of scans) {
    const where = `${scan['Node Type']} on tickets${scan['Index Name'] ? ` using ${scan['Index Name']}` : ''}`;
    expect(scan['Node Type'], where).not.toBe('Seq Scan');
    expect(rowsRead(scan), `${where} read ${rowsRead(scan)} rows`).toBeLessThanOrEqual(mostRowsRead);
    if (scan['Node Type'] === 'Bitmap Heap Scan') {
      expect(scan['Plan Rows'], `${where} expected ${scan['Plan Rows']} rows`).toBeLessThanOrEqual(mostRowsRead);
    }
  }
  const indexes = nodesOf(plan)
    .map((node) => node['Index Name'])
    .filter((name): name is string => name?.startsWith('tickets_') ?? false);
  expect(indexes.filter((name) => expectedIndexes.includes(name)).length, `indexes used: ${indexes.join(', ')}`).toBeGreaterThan(0);
}

/** Fails unless every plan of the statement reads a page (see assertReadsAPage). */
async function assertEachPlanReadsAPage(
  db: Database,
  viewer: TicketViewer,
  statement: Statement,
  indexes: string[],
  mostRowsRead = MOST_ROWS_READ,
) {
  const scope = { organizationId: viewer.organizationId, userId: viewer.userId };
  for (const plan of await plansOf(db, scope, statement)) assertReadsAPage(plan, indexes, mostRowsRead);
}

const allTickets: TicketListFilters = { filter: 'all', priority: null, search: null };

describe('ticket list plans', () => {
  let db: Database;
  let organization: TestOrganization;
  let admin: TestMember;
  let agent: TestMember;
  let customer: TestMember;
  let deepPosition: Record<'created_at' | 'updated_at', KeysetPosition>;

  const viewerOf = (member: TestMember, agentScope?: TicketViewer['agentScope']): TicketViewer => ({
    organizationId: organization.id,
    userId: member.id,
    role: member.role,
    ...(agentScope ? { agentScope } : {}),
  });

  beforeAll(async () => {
    db = await testDatabase();
    organization = await createOrganization(db);
    admin = await createMember(db, organization, 'org_admin');
    agent = await createMember(db, organization, 'agent');
    customer = await createMember(db, organization, 'user');
    await db.withTenant({ organizationId: organization.id }, async (tx) => {
      // As the tables' owner: the other organizations' rows are beyond this scope, and only the owner may analyze.
      await tx.execute(sql`set local role none`);
      // Many organizations, as in production, so a generic plan expects few tickets of any one of them.
      await tx.execute(sql`
        with others as (
          insert into organizations (name, business_model, subdomain)
          select 'Plan ' || n, 'customer-service', ${`${organization.subdomain}-other-`} || n from generate_series(1, ${OTHER_ORGANIZATIONS}) n
          returning id)
        insert into tickets (organization_id, ticket_number, title, description, customer_name)
        select o.id, 'OTHER-' || n, 'Other ' || n, 'Elsewhere', 'Someone' from others o, generate_series(1, ${OTHER_TICKETS}) n`);
      await tx.execute(sql`
        insert into customers (organization_id, organization_name, contact_name, email)
        select ${organization.id}, 'Company ' || n, 'Contact ' || n, ${`${organization.subdomain}-`} || n || '@example.test'
          from generate_series(1, ${CUSTOMERS}) n`);
      // One ticket in five is the agent's, one in a hundred the customer's, the others' customers are many;
      // texts have a long tail of words, as real ones do; a few mention the rare word.
      await tx.execute(sql`
        with others as (select array_agg(id order by email) as ids from customers where organization_id = ${organization.id} and user_id is null)
        insert into tickets (organization_id, ticket_number, title, description, status, priority, customer_id, customer_name,
                             created_by, assigned_to, created_at, updated_at)
        select ${organization.id}, 'PLAN-' || n, 'Printer ' || n,
               'The printer at site s' || (n * 7919 % 3001) || ' jams on model m' || (n * 104729 % 997) || '. ' || repeat('It pulls two sheets at once and the tray light blinks. ', 10)
                 || case when n % 1000 = 7 then ${` ${RARE_WORD}`} else '' end,
               (array['open', 'in_progress', 'resolved', 'closed'])[1 + n % 4], (array['low', 'medium', 'high', 'urgent'])[1 + n % 4],
               case when n % 100 = 3 then ${customer.recordId}::uuid else others.ids[1 + n % ${CUSTOMERS}] end, 'Customer ' || n % ${CUSTOMERS},
               case when n % 10 = 1 then ${agent.id}::uuid end, case when n % 5 = 0 then ${agent.id}::uuid end,
               now() - n * interval '1 minute', now() - (n * 7919 % ${TICKETS}) * interval '1 minute'
          from others, generate_series(1, ${TICKETS}) n`);
      // Each ticket's conversation; five of them mention the rare comment word.
      await tx.execute(sql`
        insert into ticket_comments (organization_id, ticket_id, user_name, content, created_at, updated_at)
        select t.organization_id, t.id, 'Agent', 'Cleaned the rollers of model m' || (k * 31 % 997) || ' and checked the feeder.'
                 || case when k = ${COMMENTS_PER_TICKET} and t.ticket_number like '%011' then ${` ${RARE_COMMENT_WORD}`} else '' end,
               t.created_at + k * interval '1 second', t.created_at + k * interval '1 second'
          from tickets t, generate_series(1, ${COMMENTS_PER_TICKET}) k where t.organization_id = ${organization.id}`);
      // The embedded database runs no autovacuum: the planner would not know these rows without this.
      await tx.execute(sql`analyze tickets, ticket_comments, customers, organizations`);
    });
    const positions = await db.withTenant({ organizationId: organization.id }, (tx) =>
      queryRows<{ column: 'created_at' | 'updated_at'; at: string; id: string }>(
        tx,
        sql`select column_name as column, at, id from (
              select 'created_at' as column_name, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
                from tickets where organization_id = ${organization.id} order by created_at desc, id desc offset ${TICKETS - 200} limit 1) c
            union all select * from (
              select 'updated_at', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), id
                from tickets where organization_id = ${organization.id} order by updated_at desc, id desc offset ${TICKETS - 200} limit 1) u`,
      ),
    );
    deepPosition = Object.fromEntries(positions.map(({ column, at, id }) => [column, { at, id }])) as typeof deepPosition;
  }, SETUP_TIMEOUT_MS);

  // A customer's few tickets may also be read whole by their index and sorted.
  const createdIndexes = ['tickets_organization_created_idx', 'tickets_organization_customer_created_idx'];
  const updatedIndexes = [
    'tickets_organization_updated_idx',
    'tickets_organization_assignee_updated_idx',
    'tickets_organization_customer_created_idx',
  ];
  const sorts: { sort: TicketSort; indexes: string[]; column: 'created_at' | 'updated_at' }[] = [
    { sort: 'newest', indexes: createdIndexes, column: 'created_at' },
    { sort: 'oldest', indexes: createdIndexes, column: 'created_at' },
    { sort: 'recently_updated', indexes: updatedIndexes, column: 'updated_at' },
    { sort: 'least_recently_updated', indexes: updatedIndexes, column: 'updated_at' },
  ];

  it("reads a page, not the organization, for each role's list, each sort, first and deep pages, with the generic plan", async () => {
    // The agent's own tickets are read a page at a time on the million-ticket data set, but a database whose other
    // rows make the planner expect a handful of them may read them all: bounded by theirs, not the organization's.
    const viewers: [string, TicketViewer, number][] = [
      ['org admin', viewerOf(admin), MOST_ROWS_READ],
      ['agent seeing all', viewerOf(agent, 'all'), MOST_ROWS_READ],
      ['agent seeing their own and the queue', viewerOf(agent, 'assigned'), AGENT_TICKETS],
      ['customer', viewerOf(customer), MOST_ROWS_READ],
    ];
    const failures: string[] = [];
    for (const [who, viewer, mostRowsRead] of viewers) {
      for (const { sort, indexes, column } of sorts) {
        for (const after of [null, deepPosition[column]]) {
          const statement = await statementOf((tx) => listTickets(tx, { viewer, filters: allTickets, sort, after, limit: PAGE }));
          const order = column === 'created_at' ? 'created' : 'updated';
          const expected = [...indexes, `tickets_organization_assignee_${order}_idx`, `tickets_organization_creator_${order}_idx`];
          await assertEachPlanReadsAPage(db, viewer, statement, expected, mostRowsRead).catch((error: Error) => {
            failures.push(`${who}, ${sort}, ${after ? 'deep' : 'first'} page: ${error.message.split('\n')[0]}`);
          });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('reads the few tickets with a rare word through the search index, and a ticket by its key', async () => {
    const viewer = viewerOf(admin);
    const search = await statementOf((tx) =>
      listTickets(tx, { viewer, filters: { ...allTickets, search: RARE_WORD }, sort: 'newest', after: null, limit: PAGE }),
    );
    await assertEachPlanReadsAPage(db, viewer, search, ['tickets_organization_search_idx']);
    const [ticket] = await db.withTenant({ organizationId: organization.id }, (tx) =>
      queryRows<{ id: string }>(tx, sql`select id from tickets where organization_id = ${organization.id} limit 1`),
    );
    const detail = await statementOf((tx) => findTicket(tx, viewer, ticket?.id ?? ''));
    await assertEachPlanReadsAPage(db, viewer, detail, ['tickets_pkey']);
  });

  it('reads the few tickets whose comments have a rare word through the comments’ search index, for staff and customers', async () => {
    for (const member of [admin, customer]) {
      const viewer = viewerOf(member);
      const search = await statementOf((tx) =>
        listTickets(tx, { viewer, filters: { ...allTickets, search: RARE_COMMENT_WORD }, sort: 'newest', after: null, limit: PAGE }),
      );
      // A customer's few tickets may also be read whole by their index.
      await assertEachPlanReadsAPage(db, viewer, search, [
        'tickets_pkey',
        'tickets_organization_search_idx',
        'tickets_organization_customer_created_idx',
      ]);
      const plan = await db.withTenant({ organizationId: organization.id, userId: member.id }, (tx) => explain(tx, withValues(search)));
      const commentScans = nodesOf(plan).filter(
        (node) => node['Relation Name'] === 'ticket_comments' || node['Index Name']?.startsWith('ticket_comments_'),
      );
      expect(commentScans.map((node) => node['Index Name'])).toContain('ticket_comments_organization_search_idx');
      for (const scan of commentScans) expect(rowsRead(scan), 'comments read').toBeLessThanOrEqual(MOST_ROWS_READ);
    }
  });

  it('reads its own entries of the search indexes, not the tickets other organizations wrote since the last vacuum', async () => {
    await db.withTenant({ organizationId: organization.id }, async (tx) => {
      await tx.execute(sql`set local role none`);
      await tx.execute(sql`
        insert into tickets (organization_id, ticket_number, title, description, customer_name)
        select o.id, 'NEWER-' || n, 'Scanner ' || n, 'The scanner at site s' || n || ' feeds two sheets at once and stops.', 'Customer ' || n
          from organizations o, generate_series(1, ${NEWER_TICKETS_PER_ORGANIZATION}) n
         where o.subdomain like ${`${organization.subdomain}-other-%`}`);
    });
    const viewer = viewerOf(admin);
    const search = await statementOf((tx) =>
      listTickets(tx, { viewer, filters: { ...allTickets, search: RARE_WORD }, sort: 'newest', after: null, limit: PAGE }),
    );
    const plan = await db.withTenant({ organizationId: organization.id, userId: admin.id }, (tx) =>
      explain(tx, withValues(search), { buffers: true }),
    );
    const searchIndexScans = nodesOf(plan).filter(
      (node) => node['Index Name'] === 'tickets_organization_search_idx' || node['Index Name']?.endsWith('_trgm_idx'),
    );
    expect(searchIndexScans.length, 'scans of the search indexes').toBeGreaterThan(0);
    for (const scan of searchIndexScans) {
      const pages = (scan['Shared Hit Blocks'] ?? 0) + (scan['Shared Read Blocks'] ?? 0);
      expect(pages, `pages read of ${scan['Index Name']}`).toBeLessThanOrEqual(MOST_SEARCH_INDEX_PAGES);
    }
  });

  it('catches a keyset query whose LIMIT is written in its text: its generic plan reads the whole organization', async () => {
    const viewer = viewerOf(admin);
    const keyset = 'select t.id, t.created_at from tickets t where t.organization_id = $1 order by t.created_at desc, t.id desc';
    // Under the two policies on tickets, the generic plan of the literal limit bitmap-scans the organization and sorts it.
    const trap = { text: `${keyset} limit ${PAGE}`, values: [organization.id] };
    await expect(assertEachPlanReadsAPage(db, viewer, trap, createdIndexes)).rejects.toThrow(/read \d+ rows|Seq Scan/);
    await assertEachPlanReadsAPage(db, viewer, { text: `${keyset} limit $2`, values: [organization.id, PAGE] }, createdIndexes);
  });
});
