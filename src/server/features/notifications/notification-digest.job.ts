import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { digestMail, linkFor, mailSenderOf, pathOf } from './notification-mail.ts';
import * as repository from './notifications.repository.ts';

const digestPayloadSchema = z.object({ organizationId: z.uuid(), userId: z.uuid() });

const MAX_DIGEST_ITEMS = 1000;

/**
 * The digest queue's handler: one e-mail listing what waits for the user, who then has nothing
 * pending; a second job for the same period finds nothing and sends nothing.
 */
export function createNotificationDigestHandler({ config, db, clock }: { config: Config; db: Database; clock: Clock }): JobHandler {
  return async (payload) => {
    const { organizationId, userId } = digestPayloadSchema.parse(payload);
    await db.withTenant({ organizationId }, async (tx) => {
      const items = await repository.findDigestItems(tx, organizationId, userId, MAX_DIGEST_ITEMS);
      if (items.length === 0) return;
      const email = await repository.findMemberEmail(tx, organizationId, userId);
      if (email) {
        const address = await repository.findOrganizationAddress(tx, organizationId);
        const entries = items.map((notification) => ({ notification, link: linkFor(config, address, pathOf(notification)) }));
        await enqueueMail(tx, digestMail(config, email, entries, mailSenderOf(config, address)));
      }
      await repository.markEmailed(
        tx,
        organizationId,
        items.map((item) => item.id),
        clock.now(),
      );
    });
  };
}
