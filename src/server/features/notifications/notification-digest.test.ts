import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createTestClock, type TestClock } from '../../../../tests/support/clock.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import { instantOf, zonedPartsOf } from '../../../domain/zoned-time.ts';
import type { Database } from '../../db/client.ts';
import { jobs, notifications } from '../../db/schema.ts';
import { type JobWorker, startJobWorker } from '../../jobs/job-worker.ts';
import { listDevMail } from '../../mail/dev-mailbox.repository.ts';
import { createMailHandler } from '../../mail/mail-delivery.ts';
import { MAIL_QUEUE } from '../../mail/mail-queue.ts';
import { createNotificationDigestHandler } from './notification-digest.job.ts';
import { NOTIFICATION_DIGEST_QUEUE } from './notifications.service.ts';

const NEW_YORK = 'America/New_York';
const MINUTE = 60_000;

/** The next time the wall clock in New York reads this weekday (0 Sunday) and hour, at least two days ahead. */
function nextInNewYork(from: Date, weekday: number, hour: number): Date {
  const today = zonedPartsOf(from, NEW_YORK);
  const days = ((weekday - today.weekday + 7) % 7) + 7;
  return instantOf({ year: today.year, month: today.month, day: today.day + days, hour, minute: 0 }, NEW_YORK);
}

describe('notification e-mail: digests and the weekend', () => {
  const config = testConfig();
  let db: Database;
  let clock: TestClock;
  let app: FastifyInstance;
  let worker: JobWorker;
  let call: Call;
  let organization: TestOrganization;
  let admin: TestMember;

  const moveClockTo = (at: Date) => {
    expect(at.getTime()).toBeGreaterThan(clock.now().getTime());
    clock.advance(at.getTime() - clock.now().getTime());
  };
  /** Runs what is due by the moved clock, then answers the mail the address has, oldest first. */
  const deliveredTo = async (member: TestMember, expected?: number) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      await worker.runDueJobs();
      const mails = (await db.withPlatform((tx) => listDevMail(tx, { to: member.email, limit: 50 }))).toReversed();
      if (expected === undefined || mails.length >= expected || Date.now() > deadline) return mails;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const customerWith = async (preferences: Record<string, unknown>) => {
    const customer = await createMember(db, organization, 'user', { name: 'Dana Digest' });
    const current = (await call('GET', '/api/notification-preferences', { as: customer, on: organization })).json();
    const { roleType: _roleType, ...rest } = current;
    const saved = await call('PUT', '/api/notification-preferences', { as: customer, on: organization, body: { ...rest, ...preferences } });
    expect(saved.statusCode).toBe(200);
    const ticket = await call('POST', '/api/tickets', {
      as: customer,
      on: organization,
      body: { subject: 'Digest me', description: 'Please' },
    });
    return { customer, ticketId: ticket.json().id as string };
  };
  const reply = async (ticketId: string, content: string) => {
    const response = await call('POST', `/api/tickets/${ticketId}/comments`, { as: admin, on: organization, body: { content } });
    expect(response.statusCode).toBe(201);
  };
  const queuedJobsFor = (queue: string, field: 'userId' | 'to', value: string) =>
    db.withPlatform((tx) =>
      tx
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.queue, queue), eq(jobs.status, 'queued'), eq(sql`${jobs.payload}->>${field}`, value))),
    );

  beforeAll(async () => {
    db = await testDatabase();
    clock = createTestClock();
    app = await buildTestApp({ clock });
    call = callerFor(app);
    const logger = pino({ level: 'silent' });
    worker = startJobWorker({
      db,
      handlers: {
        [MAIL_QUEUE]: createMailHandler({ config: { ...config, SMTP_URL: undefined }, db, logger }),
        [NOTIFICATION_DIGEST_QUEUE]: createNotificationDigestHandler({ config, db, clock }),
      },
      clock,
      pollMs: 60 * MINUTE,
      logger,
    });
    organization = await createOrganization(db);
    admin = await createMember(db, organization, 'org_admin', { name: 'Ada Admin' });
  });
  afterAll(async () => {
    await worker.stop();
    await app.close();
  });

  it('collects an hourly digest: one e-mail at the end of the hour listing what happened, then the next hour starts afresh', async () => {
    const { customer, ticketId } = await customerWith({ emailFrequency: 'hourly' });
    // Early in an hour, so that the three replies fall in the same one.
    const now = zonedPartsOf(clock.now(), NEW_YORK);
    moveClockTo(instantOf({ ...now, hour: now.hour + 1, minute: 5 }, NEW_YORK));
    for (const content of ['First update', 'Second update', 'Third update']) await reply(ticketId, content);

    expect(await deliveredTo(customer)).toEqual([]);
    const digests = await queuedJobsFor(NOTIFICATION_DIGEST_QUEUE, 'userId', customer.id);
    expect(digests).toHaveLength(1);
    const local = zonedPartsOf(clock.now(), NEW_YORK);
    const endOfHour = instantOf({ ...local, hour: local.hour + 1, minute: 0 }, NEW_YORK);
    expect(digests[0]?.runAt).toEqual(endOfHour);

    moveClockTo(new Date(endOfHour.getTime() + MINUTE));
    const [digest, ...others] = await deliveredTo(customer, 1);
    expect(others).toEqual([]);
    expect(digest?.subject).toBe('Tandem: 3 new notifications');
    for (const content of ['First update', 'Second update', 'Third update']) expect(digest?.text).toContain(content);
    expect(digest?.text).toContain(`/tickets/${ticketId}`);
    const pending = await db.withTenant({ organizationId: organization.id }, (tx) =>
      tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, customer.id), eq(notifications.isEmailPending, true))),
    );
    expect(pending).toEqual([]);
    // The in-app notifications are still there, unread.
    const bell = await call('GET', '/api/notifications', { as: customer, on: organization });
    expect(bell.json().unreadCount).toBe(3);

    await reply(ticketId, 'Fourth update');
    moveClockTo(new Date(clock.now().getTime() + 61 * MINUTE));
    const mails = await deliveredTo(customer, 2);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Tandem: 1 new notification');
    expect(mails[1]?.text).toContain('Fourth update');
    expect(mails[1]?.text).not.toContain('Third update');
  });

  it('holds daily digests and immediate mail due at the weekend until Monday 08:00 when weekends are off; never means never', async () => {
    const daily = await customerWith({ emailFrequency: 'daily', weekendNotifications: false });
    const immediate = await customerWith({ emailFrequency: 'immediate', weekendNotifications: false });
    const weekendReader = await customerWith({ emailFrequency: 'immediate', weekendNotifications: true });
    const never = await customerWith({ emailFrequency: 'never' });
    const friday = nextInNewYork(clock.now(), 5, 15);
    const saturday = new Date(friday.getTime() + 18 * 60 * MINUTE);
    const monday = instantOf(
      { ...zonedPartsOf(friday, NEW_YORK), day: zonedPartsOf(friday, NEW_YORK).day + 3, hour: 8, minute: 0 },
      NEW_YORK,
    );

    moveClockTo(friday);
    await reply(daily.ticketId, 'Friday news');
    await reply(never.ticketId, 'Never mailed');
    // The daily digest falls due at midnight, Saturday: it waits for Monday morning.
    expect((await queuedJobsFor(NOTIFICATION_DIGEST_QUEUE, 'userId', daily.customer.id)).map((job) => job.runAt)).toEqual([monday]);
    expect(await queuedJobsFor(NOTIFICATION_DIGEST_QUEUE, 'userId', never.customer.id)).toEqual([]);

    moveClockTo(saturday);
    await reply(immediate.ticketId, 'Saturday news');
    await reply(weekendReader.ticketId, 'Saturday news for a weekend reader');
    expect((await queuedJobsFor(MAIL_QUEUE, 'to', immediate.customer.email)).map((job) => job.runAt)).toEqual([monday]);
    expect((await deliveredTo(weekendReader.customer, 1)).map((mail) => mail.text)).toEqual([
      expect.stringContaining('Saturday news for a weekend reader'),
    ]);
    expect(await deliveredTo(daily.customer)).toEqual([]);
    expect(await deliveredTo(immediate.customer)).toEqual([]);

    moveClockTo(new Date(monday.getTime() - MINUTE));
    expect(await deliveredTo(daily.customer)).toEqual([]);
    moveClockTo(new Date(monday.getTime() + MINUTE));
    expect((await deliveredTo(daily.customer, 1)).map((mail) => mail.text)).toEqual([expect.stringContaining('Friday news')]);
    expect((await deliveredTo(immediate.customer, 1)).map((mail) => mail.text)).toEqual([expect.stringContaining('Saturday news')]);
    expect(await deliveredTo(never.customer)).toEqual([]);
    const neverBell = await call('GET', '/api/notifications', { as: never.customer, on: organization });
    expect(neverBell.json().items[0]).toMatchObject({ message: 'Never mailed' });
  });
});
