import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../tests/support/factories.ts';
import { testDatabase } from '../../../tests/support/server.ts';
import { type Database, executeCount, queryRows, type Tx } from './client.ts';
import { sqlStateOf, sqlStates } from './database-error.ts';
import * as schema from './schema.ts';

/** One row in every tenant table of an organization, so that each table has something to hide. */
async function fillEveryTenantTable(db: Database, organization: TestOrganization, member: TestMember): Promise<string[]> {
  const organizationId = organization.id;
  return db.withTenant({ organizationId }, async (tx: Tx) => {
    await tx.insert(schema.domains).values({ organizationId, domainType: 'subdomain', domain: `${organization.subdomain}.localhost` });
    await tx.insert(schema.organizationFeatures).values({ organizationId });
    await tx.insert(schema.userSettings).values({ organizationId, userId: member.id });
    await tx
      .insert(schema.agentInvitations)
      .values({ organizationId, email: 'invitee@example.test', expiresAt: new Date(Date.now() + 86_400_000) });
    await tx.insert(schema.ticketCounters).values({ organizationId, periodKey: 'all', lastNumber: 1000 });
    const [ticket] = await tx
      .insert(schema.tickets)
      .values({ organizationId, ticketNumber: 'TKT-1000', title: 'Secret ticket', customerId: member.recordId })
      .returning();
    const ticketId = ticket?.id as string;
    await tx.insert(schema.ticketComments).values({ organizationId, ticketId, userName: member.email, content: 'Secret comment' });
    await tx.insert(schema.mailMessages).values({
      organizationId,
      ticketId,
      direction: 'inbound',
      messageId: `${ticketId}@example.test`,
      address: member.email,
      status: 'received',
    });
    await tx.insert(schema.mailAddresses).values({
      organizationId,
      address: `help@${organization.subdomain}.example.test`,
      verificationToken: crypto.randomUUID(),
      checkSentAt: new Date(),
    });
    const [attachment] = await tx
      .insert(schema.uploadedFiles)
      .values({ organizationId, purpose: 'attachment', contentType: 'text/plain', byteSize: 6, content: Buffer.from('secret') })
      .returning({ id: schema.uploadedFiles.id });
    await tx.insert(schema.commentAttachments).values({
      organizationId,
      ticketId,
      fileId: attachment?.id as string,
      filename: 'secret.txt',
      contentType: 'text/plain',
      byteSize: 6,
    });
    await tx.insert(schema.mailboxes).values({
      organizationId,
      host: 'imap.example.test',
      port: 993,
      isTls: true,
      username: member.email,
      authKind: 'password',
      secret: 'v1.x',
    });
    await tx
      .insert(schema.ticketBulkChanges)
      .values({ organizationId, requestedBy: member.id, action: { type: 'status', status: 'closed' }, filters: {}, total: 200 });
    await tx
      .insert(schema.notifications)
      .values({ organizationId, userId: member.id, type: 'ticket_created', title: 'New', message: 'New ticket' });
    const now = new Date();
    await tx.insert(schema.calendarEvents).values({ organizationId, title: 'Visit', startTime: now, endTime: now, ticketId });
    await tx.insert(schema.calendarFeedTokens).values({ organizationId, userId: member.id, tokenHash: 'secret-feed-hash' });
    const [workOrder] = await tx
      .insert(schema.workOrders)
      .values({ organizationId, workOrderNumber: 'WO-001', title: 'Repair' })
      .returning({ id: schema.workOrders.id });
    await tx.insert(schema.workOrderLayouts).values({ organizationId, elements: [] });
    await tx.insert(schema.workOrderLayoutVersions).values({ organizationId, version: 1, elements: [] });
    await tx.insert(schema.workOrderCounters).values({ organizationId, lastNumber: 1 });
    const [sheet] = await tx
      .insert(schema.timesheets)
      .values({ organizationId, userId: member.id, periodStart: '2026-11-16', periodEnd: '2026-11-22' })
      .returning();
    await tx
      .insert(schema.timeEntries)
      .values({ organizationId, userId: member.id, workDate: '2026-11-20', regularHours: 8, timesheetId: sheet?.id });
    await tx
      .insert(schema.ptoRequests)
      .values({ organizationId, userId: member.id, category: 'Vacation', startDate: '2026-12-21', hours: 8 });
    await tx.insert(schema.realtimeOutbox).values({ id: crypto.randomUUID(), organizationId, payload: { secret: true } });
    const [file] = await tx
      .insert(schema.uploadedFiles)
      .values({ organizationId, purpose: 'photo', contentType: 'image/png', byteSize: 4, content: Buffer.from('png!') })
      .returning({ id: schema.uploadedFiles.id });
    await tx.insert(schema.workOrderPhotos).values({ organizationId, workOrderId: workOrder?.id as string, fileId: file?.id as string });
    await tx.insert(schema.mailQuarantine).values({
      organizationId,
      sender: member.email,
      reason: 'sender_over_limit',
      recipients: [`support@${organization.subdomain}.example.test`],
      rawFileId: file?.id as string,
      receivedAt: now,
    });
    await tx.insert(schema.mailSenderHolds).values({ organizationId, address: member.email, startedAt: now, endsAt: now });
    const [calendar] = await tx
      .insert(schema.slaCalendars)
      .values({ organizationId, name: 'Office', timeZone: 'UTC', week: { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] } })
      .returning({ id: schema.slaCalendars.id });
    const match = { priorities: [], customerIds: [], companies: [], channels: [] };
    const targets = { first_response: { minutes: 60, isBusinessHours: true }, next_response: null, resolution: null };
    const [policy] = await tx
      .insert(schema.slaPolicies)
      .values({
        organizationId,
        name: 'All',
        position: 0,
        calendarId: calendar?.id,
        match,
        targets,
        breachActions: { raisePriority: false, reassignTo: null },
      })
      .returning({ id: schema.slaPolicies.id });
    await tx.insert(schema.ticketSlaClocks).values({
      organizationId,
      ticketId,
      target: 'first_response',
      policyId: policy?.id,
      policyName: 'All',
      targetMinutes: 60,
      isBusinessHours: true,
      warnAtPercent: 75,
      startedAt: now,
    });
    await tx.insert(schema.savedReplies).values({ organizationId, name: 'Secret reply', body: 'Hello {{ customer.first_name }}' });
    await tx.insert(schema.ticketViews).values({ organizationId, name: 'Secret view', filters: { status: 'open' } });
    await tx.insert(schema.ticketFollowers).values({ organizationId, ticketId, email: 'cc@example.test' });
    await tx
      .insert(schema.ticketHistory)
      .values({ organizationId, ticketId, actorName: 'Ada', field: 'status', fromValue: 'open', toValue: 'closed' });
    await tx.insert(schema.ticketCustomFields).values({ organizationId, label: 'Secret field', key: 'secret', type: 'text' });
    await tx.insert(schema.auditEvents).values({ organizationId, actorId: member.id, actorName: 'Ada', action: 'settings.updated' });
    await tx.insert(schema.organizationSso).values({
      organizationId,
      discoveryUrl: 'https://id.example.test/.well-known/openid-configuration',
      clientId: 'tandem',
      clientSecretEncrypted: 'v1.database.x.y.z',
      buttonLabel: 'Example ID',
    });
    await tx.insert(schema.ssoSignIns).values({
      organizationId,
      stateHash: 'state',
      nonce: 'nonce',
      codeVerifier: 'verifier',
      redirectUri: 'https://acme.example.test/auth/v1/sso/callback',
      returnTo: 'https://acme.example.test/login',
      codeChallenge: 'challenge',
      codeChallengeMethod: 's256',
      expiresAt: now,
    });
    await tx.insert(schema.apiKeys).values({
      organizationId,
      name: 'Secret key',
      prefix: 'tdm_000000000000',
      secretHash: 'hash',
      scopes: ['tickets:read'],
      createdByName: 'Ada',
    });
    const [endpoint] = await tx
      .insert(schema.webhookEndpoints)
      .values({ organizationId, url: 'https://hooks.example.test/', events: ['ticket.created'], secretEncrypted: 'v1.database.x.y.z' })
      .returning({ id: schema.webhookEndpoints.id });
    await tx.insert(schema.webhookDeliveries).values({
      organizationId,
      endpointId: endpoint?.id ?? '',
      eventType: 'ticket.created',
      subjectType: 'ticket',
      subjectId: ticketId,
      orderKey: ticketId,
    });
    // Made by the factories: organization_settings, profiles, customers, agents (for staff), notification_preferences;
    // ticket_tallies by the tickets trigger.
    return [
      'audit_events',
      'domains',
      'organization_features',
      'organization_settings',
      'user_settings',
      'profiles',
      'customers',
      'agents',
      'agent_invitations',
      'notification_preferences',
      'ticket_counters',
      'ticket_tallies',
      'tickets',
      'ticket_comments',
      'mail_messages',
      'mail_addresses',
      'comment_attachments',
      'mail_quarantine',
      'mail_sender_holds',
      'mailboxes',
      'ticket_bulk_changes',
      'sla_calendars',
      'sla_policies',
      'ticket_sla_clocks',
      'saved_replies',
      'ticket_views',
      'ticket_followers',
      'ticket_history',
      'organization_sso',
      'sso_sign_ins',
      'api_keys',
      'webhook_endpoints',
      'webhook_deliveries',
      'ticket_custom_fields',
      'notifications',
      'calendar_events',
      'calendar_feed_tokens',
      'work_orders',
      'work_order_layouts',
      'work_order_layout_versions',
      'work_order_counters',
      'work_order_photos',
      'timesheets',
      'time_entries',
      'pto_requests',
      'realtime_outbox',
      'uploaded_files',
    ];
  });
}

async function tenantTables(db: Database): Promise<string[]> {
  const rows = await db.withPlatform((tx) =>
    queryRows<{ table_name: string }>(
      tx,
      sql`
      select c.table_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and c.column_name = 'organization_id' and t.table_type = 'BASE TABLE'
       order by 1`,
    ),
  );
  return rows.map((row) => row.table_name);
}

/** Every column but the generated ones, which an insert may not name. */
async function insertableColumns(db: Database, table: string): Promise<string[]> {
  const rows = await db.withPlatform((tx) =>
    queryRows<{ column_name: string }>(
      tx,
      sql`select column_name from information_schema.columns
           where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
    ),
  );
  return rows.map((row) => row.column_name);
}

async function countRows(tx: Tx, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(tx, sql`select count(*) as n from ${sql.identifier(table)}`);
  return Number(row?.n);
}

describe('row-level security', () => {
  let db: Database;
  let a: TestOrganization;
  let b: TestOrganization;
  let tables: string[];

  beforeAll(async () => {
    db = await testDatabase();
    a = await createOrganization(db);
    b = await createOrganization(db);
    for (const organization of [a, b]) await createMember(db, organization, 'agent');
    const filled = await fillEveryTenantTable(db, a, await createMember(db, a, 'user'));
    await fillEveryTenantTable(db, b, await createMember(db, b, 'user'));
    tables = await tenantTables(db);
    expect(filled.toSorted()).toEqual(tables);
  });

  it('runs the application as a role that is neither superuser nor BYPASSRLS', async () => {
    const rows = await db.withPlatform((tx) =>
      queryRows<{ rolsuper: boolean; rolbypassrls: boolean }>(
        tx,
        sql`select rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
      ),
    );
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false }]);
  });

  it('forces row-level security on every tenant table', async () => {
    const rows = await db.withPlatform((tx) =>
      queryRows<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
        tx,
        sql`select relname, relrowsecurity, relforcerowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
      ),
    );
    const forced = rows.filter((row) => row.relrowsecurity && row.relforcerowsecurity).map((row) => row.relname);
    expect(forced.toSorted()).toEqual(tables);
  });

  it('shows no rows of any tenant table without a tenant context, but the addresses mail is routed by', async () => {
    for (const table of tables) {
      // The mail receiver finds a recipient's organization by its custom address before it knows any (decision 105).
      const isRouting = table === 'mail_addresses';
      for (const count of [
        await db.withPlatform((tx) => countRows(tx, table)),
        await db.withTenant({ organizationId: null }, (tx) => countRows(tx, table)),
      ]) {
        if (isRouting) expect(count, table).toBeGreaterThanOrEqual(2);
        else expect(count, table).toBe(0);
      }
    }
    const changed = await db.withPlatform(async (tx) => [
      await executeCount(tx, sql`update mail_addresses set verified_at = now()`),
      await executeCount(tx, sql`delete from mail_addresses`),
    ]);
    expect(changed).toEqual([0, 0]);
  });

  it('shows an organization only its own rows of every tenant table', async () => {
    for (const table of tables) {
      const [foreign] = await db.withTenant({ organizationId: a.id }, (tx) =>
        queryRows<{ n: number | string }>(tx, sql`select count(*) as n from ${sql.identifier(table)} where organization_id <> ${a.id}`),
      );
      expect(Number(foreign?.n), table).toBe(0);
      expect(await db.withTenant({ organizationId: a.id }, (tx) => countRows(tx, table)), table).toBeGreaterThan(0);
    }
  });

  it("refuses, in the database itself, a write into another organization's rows", async () => {
    for (const table of tables) {
      const [row] = await db.withTenant({ organizationId: b.id }, (tx) =>
        queryRows<{ row: Record<string, unknown> }>(tx, sql`select to_jsonb(t) as row from ${sql.identifier(table)} t limit 1`),
      );
      expect(row, table).toBeDefined();
      const columns = sql.join(
        (await insertableColumns(db, table)).map((column) => sql.identifier(column)),
        sql`, `,
      );
      const error = await db
        .withTenant({ organizationId: a.id }, (tx) =>
          tx.execute(
            sql`insert into ${sql.identifier(table)} (${columns}) select ${columns} from jsonb_populate_record(null::${sql.identifier(table)}, ${JSON.stringify(row?.row)}::jsonb)`,
          ),
        )
        .then(
          () => null,
          (caught: unknown) => caught,
        );
      expect(sqlStateOf(error), `insert into ${table}`).toBe(sqlStates.insufficientPrivilege);

      // The audit log refuses every update and delete (below), not only another organization's.
      if (table === 'audit_events') continue;
      const changed = await db.withTenant({ organizationId: a.id }, async (tx) => [
        await executeCount(tx, sql`update ${sql.identifier(table)} set organization_id = organization_id where organization_id = ${b.id}`),
        await executeCount(tx, sql`delete from ${sql.identifier(table)} where organization_id = ${b.id}`),
      ]);
      expect(changed, `update/delete in ${table}`).toEqual([0, 0]);
      expect(await db.withTenant({ organizationId: b.id }, (tx) => countRows(tx, table)), table).toBeGreaterThan(0);
    }
  });

  it('lets the organization an escalation came from read it and its comments, and nothing more', async () => {
    const platform = await createOrganization(db);
    const escalationId = await db.withTenant({ organizationId: platform.id }, async (tx) => {
      const [ticket] = await tx
        .insert(schema.tickets)
        .values({ organizationId: platform.id, ticketNumber: 'TKT-1000', title: 'Help us', isEscalation: true, originOrganizationId: a.id })
        .returning();
      const ticketId = ticket?.id as string;
      await tx
        .insert(schema.ticketComments)
        .values({ organizationId: platform.id, ticketId, userName: 'Support', content: 'On it', originOrganizationId: a.id });
      return ticketId;
    });
    const visible = (organizationId: string) =>
      db.withTenant({ organizationId }, async (tx) => [
        Number((await queryRows<{ n: string }>(tx, sql`select count(*) as n from tickets where id = ${escalationId}`))[0]?.n),
        Number(
          (await queryRows<{ n: string }>(tx, sql`select count(*) as n from ticket_comments where ticket_id = ${escalationId}`))[0]?.n,
        ),
      ]);
    expect(await visible(a.id)).toEqual([1, 1]);
    expect(await visible(b.id)).toEqual([0, 0]);
    expect(await visible(platform.id)).toEqual([1, 1]);

    const changed = await db.withTenant({ organizationId: a.id }, async (tx) => [
      await executeCount(tx, sql`update tickets set status = 'closed' where id = ${escalationId}`),
      await executeCount(tx, sql`update ticket_comments set content = 'changed' where ticket_id = ${escalationId}`),
      await executeCount(tx, sql`delete from ticket_comments where ticket_id = ${escalationId}`),
      await executeCount(tx, sql`delete from tickets where id = ${escalationId}`),
    ]);
    expect(changed).toEqual([0, 0, 0, 0]);
    const comment = db.withTenant({ organizationId: a.id }, (tx) =>
      tx
        .insert(schema.ticketComments)
        .values({ organizationId: platform.id, ticketId: escalationId, userName: 'Intruder', content: 'x', originOrganizationId: a.id }),
    );
    expect(sqlStateOf(await comment.catch((error: unknown) => error))).toBe(sqlStates.insufficientPrivilege);
    expect(await visible(platform.id)).toEqual([1, 1]);
  });

  it("refuses to move an organization's row into another organization", async () => {
    const moved = db.withTenant({ organizationId: a.id }, (tx) => tx.execute(sql`update tickets set organization_id = ${b.id}`));
    expect(sqlStateOf(await moved.catch((error: unknown) => error))).toBe(sqlStates.insufficientPrivilege);
  });

  describe('the audit log', () => {
    const refusal = (organizationId: string, statement: ReturnType<typeof sql>) =>
      db
        .withTenant({ organizationId }, (tx) => tx.execute(statement))
        .then(
          () => null,
          (caught: unknown) => sqlStateOf(caught),
        );

    it("refuses the application's role any update or delete of its own organization's entries", async () => {
      expect(await refusal(a.id, sql`update audit_events set action = 'auth.sign_in' where organization_id = ${a.id}`)).toBe(
        sqlStates.insufficientPrivilege,
      );
      expect(await refusal(a.id, sql`delete from audit_events where organization_id = ${a.id}`)).toBe(sqlStates.insufficientPrivilege);
      expect(await refusal(a.id, sql`truncate audit_events`)).toBe(sqlStates.insufficientPrivilege);
      expect(await db.withTenant({ organizationId: a.id }, (tx) => countRows(tx, 'audit_events'))).toBeGreaterThan(0);
    });

    it('prunes, through its database function, only the entries older than the retention, never less than a year', async () => {
      const old = new Date(Date.now() - 400 * 86_400_000);
      const recent = new Date(Date.now() - 300 * 86_400_000);
      await db.withTenant({ organizationId: a.id }, (tx) =>
        tx.insert(schema.auditEvents).values([
          { organizationId: a.id, actorName: 'Old', action: 'auth.sign_in', createdAt: old },
          { organizationId: a.id, actorName: 'Recent', action: 'auth.sign_in', createdAt: recent },
        ]),
      );
      expect(await refusal(a.id, sql`select app_prune_audit_events(30)`)).toBe(sqlStates.checkViolation);
      const [pruned] = await db.withPlatform((tx) => queryRows<{ n: number }>(tx, sql`select app_prune_audit_events(365) as n`));
      expect(pruned?.n).toBeGreaterThanOrEqual(1);
      const names = await db.withTenant({ organizationId: a.id }, (tx) =>
        queryRows<{ actor_name: string }>(tx, sql`select actor_name from audit_events where actor_name in ('Old', 'Recent')`),
      );
      expect(names).toEqual([{ actor_name: 'Recent' }]);
    });
  });
});
