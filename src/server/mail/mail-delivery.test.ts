import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../tests/support/clock.ts';
import { createOrganization } from '../../../tests/support/factories.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../../tests/support/scratch-database.ts';
import { testConfig, testDatabase, uniqueName } from '../../../tests/support/server.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { insertUploadedFile } from '../files/uploaded-files.repository.ts';
import { startJobWorker } from '../jobs/job-worker.ts';
import { listDevMail } from './dev-mailbox.repository.ts';
import { createMailHandler } from './mail-delivery.ts';
import { enqueueMail, MAIL_QUEUE } from './mail-queue.ts';

const silent = pino({ level: 'silent' });
const REFUSED = 'refused@example.test';

describe('mail delivery over SMTP_URL', () => {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let smtpUrl: string;
  let scratch: ScratchDatabase;
  // A database of its own: on a shared one, another test file's dev-mailbox worker could take these jobs.
  let db: Database;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(address.address === REFUSED ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    scratch = await createScratchDatabase();
    db = await scratch.open();
  });

  afterAll(async () => {
    await db?.close();
    await scratch?.drop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  function startSmtpWorker() {
    const config = testConfig({ SMTP_URL: smtpUrl, PLATFORM_NAME: 'Tandem' });
    return startJobWorker({
      db,
      handlers: { [MAIL_QUEUE]: createMailHandler({ config, db, logger: silent }) },
      clock: createTestClock(),
      pollMs: 60_000,
      logger: silent,
    });
  }

  it('sends a queued message to the SMTP server, from MAIL_FROM', async () => {
    const to = `${uniqueName('reader')}@example.test`;
    await db.withPlatform((tx) =>
      enqueueMail(tx, { to, subject: 'Confirm your Tandem account', text: 'Open http://localhost:3000/x', html: '<p>Open it</p>' }),
    );
    const worker = startSmtpWorker();

    expect(await worker.runDueJobs()).toBe(1);
    await worker.stop();

    const mail = received.find((message) => message.subject === 'Confirm your Tandem account');
    expect(mail?.to).toMatchObject({ text: to });
    expect(mail?.from?.value).toEqual([{ name: 'Tandem', address: 'no-reply@tandem.test' }]);
    expect(mail?.text?.trim()).toBe('Open http://localhost:3000/x');
    expect(mail?.html).toContain('<p>Open it</p>');
    expect(await db.withPlatform((tx) => listDevMail(tx, { to, limit: 10 }))).toEqual([]);
  });

  it('attaches stored files, read when the message is sent', async () => {
    const organization = await createOrganization(db);
    const pdf = Buffer.from('%PDF-1.7 signed work order');
    const fileId = await db.withTenant({ organizationId: organization.id }, (tx) =>
      insertUploadedFile(tx, organization.id, {
        purpose: 'document',
        contentType: 'application/pdf',
        content: pdf,
        createdBy: null,
        createdAt: new Date(),
      }),
    );
    const to = `${uniqueName('customer')}@example.test`;
    await db.withPlatform((tx) =>
      enqueueMail(tx, {
        to,
        subject: 'Work order WO-0001 completed',
        text: 'Attached.',
        attachments: [{ filename: 'WO-0001.pdf', organizationId: organization.id, fileId }],
      }),
    );
    const worker = startSmtpWorker();
    await worker.runDueJobs();
    await worker.stop();

    const mail = received.find((message) => message.subject === 'Work order WO-0001 completed');
    expect(mail?.attachments.map((attachment) => [attachment.filename, attachment.contentType, attachment.content.toString()])).toEqual([
      ['WO-0001.pdf', 'application/pdf', '%PDF-1.7 signed work order'],
    ]);
  });

  it('keeps the job for a retry, with the reason, when the SMTP server refuses it', async () => {
    await db.withPlatform((tx) => enqueueMail(tx, { to: REFUSED, subject: 'Refused', text: 'never arrives' }));
    const worker = startSmtpWorker();

    await worker.runDueJobs();
    await worker.stop();

    const rows = await db.withPlatform((tx) => tx.select().from(jobs).where(eq(jobs.queue, MAIL_QUEUE)));
    const refused = rows.find((row) => row.payload.to === REFUSED);
    expect(refused).toMatchObject({ status: 'queued', attempts: 1 });
    expect(refused?.lastError).toContain('Mailbox unavailable');
  });
});

describe('mail delivery without SMTP_URL', () => {
  it('keeps the message in the dev mailbox and logs it with its links', async () => {
    const db = await testDatabase();
    const to = `${uniqueName('reader')}@example.test`;
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const worker = startJobWorker({
      db,
      handlers: { [MAIL_QUEUE]: createMailHandler({ config: testConfig(), db, logger }) },
      clock: createTestClock(),
      pollMs: 60_000,
      logger: silent,
    });
    await db.withPlatform((tx) =>
      enqueueMail(tx, {
        to,
        subject: 'Reset your Tandem password',
        text: 'Reset it: http://localhost:3000/auth/v1/verify?token=abc&type=recovery',
      }),
    );

    await worker.runDueJobs();
    await worker.stop();

    const [stored] = await db.withPlatform((tx) => listDevMail(tx, { to, limit: 10 }));
    expect(stored).toMatchObject({ to, subject: 'Reset your Tandem password' });
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.to === to);
    expect(logged?.links).toEqual(['http://localhost:3000/auth/v1/verify?token=abc&type=recovery']);
  });
});

describe('a mail job run again', () => {
  it('keeps one message in the dev mailbox when its first run’s outcome was lost', async () => {
    const db = await testDatabase();
    const to = `${uniqueName('again')}@example.test`;
    const deliver = createMailHandler({ config: testConfig(), db, logger: silent });
    const message = { to, subject: 'Your ticket was answered', text: 'Read the answer.' };

    // The database connection dropped after the message was kept, so the worker runs the job a second time.
    await deliver(message, { id: 987_654_321, queue: MAIL_QUEUE, attempt: 1 });
    await deliver(message, { id: 987_654_321, queue: MAIL_QUEUE, attempt: 2 });
    await deliver({ ...message, subject: 'Another message' }, { id: 987_654_322, queue: MAIL_QUEUE, attempt: 1 });

    const kept = await db.withPlatform((tx) => listDevMail(tx, { to, limit: 10 }));
    expect(kept.map((mail) => mail.subject).sort()).toEqual(['Another message', 'Your ticket was answered']);
  });
});
