import closeWithGrace from 'close-with-grace';
import { buildApp, systemClock } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { seedDemoData } from './db/seed.ts';
import { createNotificationDigestHandler } from './features/notifications/notification-digest.job.ts';
import { NOTIFICATION_DIGEST_QUEUE } from './features/notifications/notifications.service.ts';
import { startJobWorker } from './jobs/job-worker.ts';
import { createMailHandler } from './mail/mail-delivery.ts';
import { MAIL_QUEUE } from './mail/mail-queue.ts';

const startedAt = performance.now();
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE }).catch(
  (error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
const logger =
  config.NODE_ENV === 'production'
    ? { level: config.LOG_LEVEL }
    : { level: config.LOG_LEVEL, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } };
const app = await buildApp({ config, db, logger });

if (config.SEED_DEMO) {
  const seeded = await seedDemoData({ db, config, reset: false });
  if (seeded) app.log.info(seeded.summary);
}

const jobWorker = startJobWorker({
  db,
  handlers: {
    [MAIL_QUEUE]: createMailHandler({ config, db, logger: app.log }),
    [NOTIFICATION_DIGEST_QUEUE]: createNotificationDigestHandler({ config, db, clock: systemClock }),
  },
  clock: systemClock,
  pollMs: 1000,
  logger: app.log,
});

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await jobWorker.stop();
  await app.close();
  await db.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `${config.PLATFORM_NAME} is ready at ${config.publicUrl} (${db.engine}${config.DATABASE_URL ? '' : ` in ${config.DATA_DIR}`}) after ${Math.round(performance.now() - startedAt)} ms`,
);
