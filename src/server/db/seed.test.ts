import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailFixture } from '../../../tests/support/mail-fixtures.ts';
import { testConfig } from '../../../tests/support/server.ts';
import { receiveMail } from '../features/inbound-mail/inbound-mail.service.ts';
import { type Database, openDatabase } from './client.ts';
import { mailMessages, organizations, tickets } from './schema.ts';
import { seedDemoData } from './seed.ts';

describe('demo data', () => {
  const config = testConfig({ INBOUND_EMAIL_DOMAIN: 'mail.tandem.test' });
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await seedDemoData({ db, config, reset: false });
  }, 120_000);
  afterAll(() => db.close());

  it('gives acme a ticket mailed in, whose thread a reply to the agent’s mail continues', async () => {
    const [acme] = await db.withPlatform((tx) => tx.select().from(organizations).where(eq(organizations.subdomain, 'acme')));
    const organizationId = acme?.id as string;
    const mailed = await db.withTenant({ organizationId }, (tx) =>
      tx
        .select()
        .from(tickets)
        .where(and(eq(tickets.organizationId, organizationId), eq(tickets.source, 'email'))),
    );
    expect(mailed.map((ticket) => ticket.title)).toEqual(['Water heater leaking in the basement']);
    const ticket = mailed[0] as (typeof mailed)[number];
    const thread = await db.withTenant({ organizationId }, (tx) =>
      tx.select().from(mailMessages).where(eq(mailMessages.ticketId, ticket.id)).orderBy(mailMessages.createdAt),
    );
    expect(thread.map((message) => message.direction)).toEqual(['inbound', 'outbound', 'inbound']);

    const agentMail = thread[1] as (typeof thread)[number];
    const outcome = await receiveMail({
      db,
      config,
      clock: { now: () => new Date() },
      raw: mailFixture('thunderbird-reply', {
        TO: `support@acme.${config.INBOUND_EMAIL_DOMAIN}`,
        FROM: 'dan@contoso.test',
        SUBJECT: ticket.title,
        IN_REPLY_TO: `<${agentMail.messageId}>`,
        REFERENCES: `<${thread[0]?.messageId}> <${agentMail.messageId}>`,
      }),
      recipients: [`support@acme.${config.INBOUND_EMAIL_DOMAIN}`],
    });
    expect(outcome).toMatchObject({ kind: 'comment_added', ticketId: ticket.id });
  });
});
