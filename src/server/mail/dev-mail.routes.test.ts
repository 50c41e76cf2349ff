import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestMailbox, type TestMailbox } from '../../../tests/support/mail.ts';
import { buildTestApp, testConfig, testDatabase, uniqueName } from '../../../tests/support/server.ts';
import type { App } from '../app.ts';
import { enqueueMail } from './mail-queue.ts';

describe('the dev mailbox', () => {
  let app: App;
  let mailbox: TestMailbox;
  const to = `${uniqueName('reader')}@example.test`;

  beforeAll(async () => {
    const db = await testDatabase();
    app = await buildTestApp({ db });
    mailbox = openTestMailbox({ db, config: testConfig() });
    await db.withPlatform((tx) => enqueueMail(tx, { to, subject: 'First <script>', text: 'Older one' }));
    await mailbox.waitForMail(to);
    await db.withPlatform((tx) =>
      enqueueMail(tx, { to, subject: 'Second', text: 'Confirm: http://localhost:3000/auth/v1/verify?token=t1&type=signup\nCode 123456' }),
    );
    await mailbox.waitForMail(to, { count: 2 });
  });

  afterAll(async () => {
    await mailbox.stop();
    await app.close();
  });

  it('lists one address’s mail as JSON, newest first', async () => {
    const response = await app.inject({ url: `/dev/mail/api?to=${encodeURIComponent(to.toUpperCase())}` });

    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages.map((message: { subject: string }) => message.subject)).toEqual(['Second', 'First <script>']);
    expect(messages[0]).toMatchObject({ to, text: expect.stringContaining('Code 123456') });
  });

  it('shows a readable page with clickable links and escaped text', async () => {
    const response = await app.inject({ url: `/dev/mail?to=${encodeURIComponent(to)}` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const page = response.body;
    expect(page).toContain('<a href="http://localhost:3000/auth/v1/verify?token=t1&amp;type=signup">');
    expect(page).toContain('First &lt;script&gt;');
    expect(page).not.toContain('<script>');
    expect(page.indexOf('Second')).toBeLessThan(page.indexOf('First &lt;script&gt;'));
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp({ config: testConfig({ NODE_ENV: 'production' }) });
    try {
      expect((await production.inject({ url: '/dev/mail' })).statusCode).toBe(404);
      expect((await production.inject({ url: `/dev/mail/api?to=${encodeURIComponent(to)}` })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
