import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailFixture } from '../../../../tests/support/mail-fixtures.ts';
import { testConfig } from '../../../../tests/support/server.ts';
import { localTimeOf } from '../../../domain/zoned-time.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { mailMessages, organizations, profiles, tickets, workOrders } from '../../db/schema.ts';
import { getBoard } from '../dispatch/dispatch.service.ts';
import { receiveMail } from '../inbound-mail/inbound-mail.service.ts';
import { seedDemoData } from './demo.seed.ts';

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

  it('gives acme a week of five technicians’ visits, one of them late today, approved time off, and an Unassigned tray', async () => {
    const [acme] = await db.withPlatform((tx) => tx.select().from(organizations).where(eq(organizations.subdomain, 'acme')));
    const organizationId = acme?.id as string;
    const [alice] = await db.withTenant({ organizationId }, (tx) =>
      tx.select().from(profiles).where(eq(profiles.email, 'alice@acme.test')),
    );
    const actor = {
      userId: alice?.id as string,
      email: 'alice@acme.test',
      name: 'Alice Admin',
      role: 'org_admin' as const,
      organizationId,
    };
    const board = await getBoard({ db, clock: { now: () => new Date() }, actor, query: { span: 'week' } });

    const visitsOf = (technicianId: string) => board.jobs.filter((job) => job.assignedTo === technicianId);
    const technicians = board.technicians.filter((technician) => visitsOf(technician.id).length >= 10);
    expect(technicians).toHaveLength(5);
    for (const technician of technicians) {
      expect(new Set(visitsOf(technician.id).map((job) => job.start?.slice(0, 10))).size, technician.name).toBeGreaterThanOrEqual(5);
    }
    expect(board.jobs.filter((job) => job.state === 'on_the_way')).toHaveLength(1);
    // Every finished visit is signed and has its PDF, as one a technician completes.
    const finished = await db.withTenant({ organizationId }, (tx) =>
      tx
        .select({ signature: workOrders.signatureFileId, document: workOrders.documentFileId })
        .from(workOrders)
        .where(and(eq(workOrders.organizationId, organizationId), eq(workOrders.status, 'completed'))),
    );
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.filter((order) => !order.signature || !order.document)).toEqual([]);
    // The visits under way began up to four hours ago: before 04:00 in acme's zone they began yesterday, off this board.
    const isDayUnderWay = localTimeOf(new Date(), board.timeZone) >= '04:00';
    if (isDayUnderWay) {
      expect(board.jobs.filter((job) => job.state === 'late').length).toBeGreaterThanOrEqual(1);
      expect(board.jobs.filter((job) => job.state === 'done').length).toBeGreaterThanOrEqual(2);
      expect(board.technicians.filter((technician) => technician.clockedInSince).length).toBeGreaterThanOrEqual(2);
    }
    expect(board.tray.some((job) => job.start === null) && board.tray.some((job) => job.start !== null)).toBe(true);
    const [timeOff] = board.blocks.filter((block) => block.kind === 'time_off');
    expect(timeOff).toBeDefined();
    const dayOff = board.jobs.filter(
      (job) => job.assignedTo === timeOff?.userId && job.start?.slice(0, 10) === timeOff?.start.slice(0, 10),
    );
    expect(dayOff).toEqual([]);
    expect(board.blocks.some((block) => block.kind === 'event' && technicians.some((technician) => technician.id === block.userId))).toBe(
      true,
    );

    // Andy's two jobs in progress are today's in acme's time zone, also in its evening when it is tomorrow in UTC.
    const today = await getBoard({ db, clock: { now: () => new Date() }, actor, query: { span: 'day' } });
    expect(today.jobs.filter((job) => job.state === 'on_site').map((job) => job.title)).toEqual(
      expect.arrayContaining(['Rewire the reception network switch', 'Replace the server room UPS battery']),
    );
  });
});
