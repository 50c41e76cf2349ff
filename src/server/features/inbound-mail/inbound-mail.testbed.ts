import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { openTestMailbox, type TestMailbox } from '../../../../tests/support/mail.ts';
import { buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type MailOutcome, receiveMail } from './inbound-mail.service.ts';

export const INBOUND_DOMAIN = 'mail.tandem.test';

/** What a test of the e-mail channel works with: set up before its file's tests, closed after them. */
export interface MailTestbed {
  db: Database;
  config: Config;
  /** The app, on the same clock as the receiver. */
  app: FastifyInstance;
  call: Call;
  /** The dev mailbox the app's mail goes to. */
  mailbox: TestMailbox;
  acme: Org;
  globex: Org;
  clock: Clock;
  /** Runs the clock this far ahead of the real time (0: the real time again). */
  setTimeAhead(milliseconds: number): void;
  /** The organization's support address on INBOUND_DOMAIN. */
  supportOf(org: Org): string;
  /** A message as the receiver takes it from the wire. */
  receive(raw: Buffer, recipients: readonly string[]): Promise<MailOutcome>;
}

/** An app receiving mail for INBOUND_DOMAIN, two organizations of its own and the dev mailbox, for one test file. */
export function useMailTestbed(): MailTestbed {
  let aheadMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + aheadMs) };
  const bed = {
    clock,
    setTimeAhead: (milliseconds: number) => {
      aheadMs = milliseconds;
    },
    supportOf: (org: Org) => `support@${org.organization.subdomain}.${INBOUND_DOMAIN}`,
    receive: (raw: Buffer, recipients: readonly string[]) => receiveMail({ db: bed.db, config: bed.config, clock, raw, recipients }),
  } as MailTestbed;

  beforeAll(async () => {
    const db = await testDatabase();
    const config = testConfig({ INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN });
    const app = await buildTestApp({ db, config, clock });
    Object.assign(bed, {
      db,
      config,
      app,
      call: callerFor(app),
      mailbox: openTestMailbox({ db, config }),
      acme: await createOrg(db),
      globex: await createOrg(db),
    });
  });

  afterAll(async () => {
    await bed.mailbox.stop();
    await bed.app.close();
  });

  return bed;
}
