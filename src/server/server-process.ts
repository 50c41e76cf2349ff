import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import type { LoggerOptions } from 'pino';
import { type AppDeps, buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { prepareNewEmbeddedDatabase } from './db/first-start.ts';
import { startLiveBackups } from './db/live-backup.ts';
import { seedDemoData } from './features/demo/demo.seed.ts';
import { type MailboxReaders, startMailboxReaders } from './features/inbound-mail/imap/mailbox-readers.ts';
import { type SmtpReceiver, startSmtpReceiver } from './features/inbound-mail/smtp-receiver.ts';
import { featureJobHandlers, scheduleFeatureJobs } from './features/index.ts';
import { startJobWorker } from './jobs/job-worker.ts';
import { createMailHandler } from './mail/mail-delivery.ts';
import { MAIL_QUEUE } from './mail/mail-queue.ts';

/** How a developer's terminal shows the log: the time, the level and the message, then the entry's fields on the same line. */
export const prettyLogOptions = { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true };

/** JSON lines in production, one readable line per entry otherwise. */
export function loggerOptionsFor(config: Config): LoggerOptions {
  return config.NODE_ENV === 'production'
    ? { level: config.LOG_LEVEL }
    : { level: config.LOG_LEVEL, transport: { target: 'pino-pretty', options: prettyLogOptions } };
}

/** Opens the database (running its migrations), or stops the process with the reason a person can act on. */
export async function openConfiguredDatabase(config: Config) {
  try {
    return await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
    });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * One server process: the app, its job worker, graceful shutdown. `isSeeding` is false for the workers
 * of a cluster, whose primary has created the demo data before starting them.
 */
export async function runServerProcess({
  config,
  isSeeding,
  label,
  testRoutes,
}: {
  config: Config;
  isSeeding: boolean;
  label?: string;
  testRoutes?: AppDeps['testRoutes'];
}): Promise<void> {
  const startedAt = performance.now();
  if (isSeeding) await prepareNewEmbeddedDatabase(config, fileURLToPath(new URL('./features/demo/demo-seed-cli.ts', import.meta.url)));
  const db = await openConfiguredDatabase(config);
  const app = await buildApp({ config, db, logger: loggerOptionsFor(config), testRoutes });

  if (isSeeding && config.SEED_DEMO) {
    const seeded = await seedDemoData({ db, config, reset: false });
    if (seeded) app.log.info(seeded.summary);
  }

  await scheduleFeatureJobs({ db, clock: systemClock });
  const jobWorker = startJobWorker({
    db,
    handlers: {
      [MAIL_QUEUE]: createMailHandler({ config, db, logger: app.log }),
      ...featureJobHandlers({ config, db, clock: systemClock }),
    },
    clock: systemClock,
    pollMs: 1000,
    lockMs: config.JOB_LOCK_SECONDS * 1000,
    logger: app.log,
  });

  // The embedded database can be backed up only by the process that has it open (decision 163).
  const stopLiveBackups =
    db.dumpArchive && !config.DATA_DIR.startsWith('memory://')
      ? startLiveBackups({
          dataDir: config.DATA_DIR,
          backupDir: config.backupDir,
          keep: config.BACKUP_KEEP,
          intervalHours: config.BACKUP_INTERVAL_HOURS,
          dump: db.dumpArchive,
          log: { info: (message) => app.log.info(message), error: (message) => app.log.error(message) },
        })
      : null;

  let smtpReceiver: SmtpReceiver | null = null;
  let mailboxReaders: MailboxReaders | null = null;
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    const stoppingAt = performance.now();
    if (err) app.log.error({ err }, 'shutting down after an error');
    await stopLiveBackups?.();
    await smtpReceiver?.close();
    await mailboxReaders?.stop();
    await jobWorker.stop();
    await app.close();
    await db.close();
    app.log.info(
      `${config.PLATFORM_NAME} stopped${signal ? ` on ${signal}` : ''}: requests finished and the database closed in ${Math.round(performance.now() - stoppingAt)} ms`,
    );
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.INBOUND_SMTP_PORT !== undefined) {
    smtpReceiver = await startSmtpReceiver({
      db,
      config,
      clock: systemClock,
      logger: app.log,
      port: config.INBOUND_SMTP_PORT,
      host: config.HOST,
    });
  }
  // Organizations' own mailboxes, each read by one server process (decision 110).
  mailboxReaders = await startMailboxReaders({ db, config, clock: systemClock, logger: app.log });
  app.log.info(
    `${config.PLATFORM_NAME} is ready at ${config.publicUrl} (${db.engine}${config.DATABASE_URL ? '' : ` in ${config.DATA_DIR}`}${label ? `, ${label}` : ''}) after ${Math.round(performance.now() - startedAt)} ms`,
  );
}
