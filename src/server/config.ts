import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { AUDIT_RETENTION_DAYS } from '../domain/audit-events.ts';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * The web app's auth client refreshes a session when its token has 90 s or less to live, checking every 30 s:
 * a shorter lifetime would refresh in a loop (decision 053).
 */
export const MIN_ACCESS_TOKEN_TTL_SECONDS = 120;

/**
 * The embedded database's queue, in ms, past which new requests are refused (decision 094): a request that waits
 * its turn for each of its transactions then answers within 10 s at 50 connections on 100,000 tickets.
 */
export const EMBEDDED_MAX_CONNECTION_WAIT_MS = 2000;

/**
 * Which proxies' X-Forwarded-For to believe for the caller's address (per-address rate limits, logs): none,
 * every one, the nearest N hops, or the listed addresses and CIDR ranges (Fastify's trustProxy).
 */
const trustProxy = z
  .string()
  .trim()
  .regex(/^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'must be true, false, a number of hops or a list of addresses')
  .transform((value): boolean | string[] | ((address: string, hop: number) => boolean) => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
    return value.split(',').map((address) => address.trim());
  });

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    TRUST_PROXY: trustProxy.default(false),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url().optional(),
    /** Where the embedded database's backups go (decision 163); by default `backups` beside DATA_DIR, never inside it. */
    BACKUP_DIR: z.string().min(1).optional(),
    /** The running server backs the embedded database up into BACKUP_DIR every this many hours; unset, only when asked. */
    BACKUP_INTERVAL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .optional(),
    /** Archives kept in BACKUP_DIR: after each backup there, the oldest beyond this many are deleted. */
    BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    APP_DOMAIN: z.string().default('localhost'),
    PUBLIC_URL: z.url().optional(),
    PLATFORM_NAME: z.string().min(1).default('Tandem'),
    PLATFORM_EMAIL_DOMAIN: z.string().min(3).default('tandem.test'),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(
        MIN_ACCESS_TOKEN_TTL_SECONDS,
        `must be at least ${MIN_ACCESS_TOKEN_TTL_SECONDS} seconds: the web app refreshes tokens 90 s before they expire`,
      )
      .max(86_400)
      .default(3600),
    /** How long the audit log keeps its entries; never less than a year (decision 182). */
    AUDIT_LOG_RETENTION_DAYS: z.coerce.number().int().min(AUDIT_RETENTION_DAYS).default(AUDIT_RETENTION_DAYS),
    /** Sign-ups, recoveries, resent confirmations and verifications per hour, per address and per e-mail address. */
    AUTH_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /** Failed sign-ins to one account from one address before it is locked there, for a time that doubles with each further failure (decision 103). */
    SIGN_IN_FAILURES_BEFORE_LOCKOUT: z.coerce.number().int().min(1).default(5),
    /** Failed sign-ins per hour from one address, all accounts together: an office shares one, successes are never counted. */
    SIGN_IN_FAILURES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(300),
    /** Calls per minute one API key may make on one server process before 429 with Retry-After (decision 183). */
    API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    SEED_DEMO: booleanFlag.default(true),
    /** An organization's sign-in pages rendered by the server, in a worker thread of about 85 MB (decision 096). */
    RENDER_SIGN_IN_PAGES: booleanFlag.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /**
     * Load shedding (decision 075): 503 with Retry-After above this mean event-loop delay in ms, 0 for never.
     * By default 1000 on PostgreSQL and never on the embedded database, whose queries block the event loop.
     */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
    /** Load shedding: 503 above this share of time the event loop is busy, 0 for never (the default: busy is not overloaded). */
    MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
    /** Load shedding: 503 while more requests than this wait for a database connection, 0 for never. */
    MAX_WAITING_FOR_CONNECTION: z.coerce.number().int().min(0).default(100),
    /**
     * Load shedding: 503 while a transaction queued now would wait longer than this many ms for the database, 0 for
     * never. By default EMBEDDED_MAX_CONNECTION_WAIT_MS on the embedded database, which runs one at a time
     * (decision 094), and never on PostgreSQL, where MAX_WAITING_FOR_CONNECTION bounds the pool's queue.
     */
    MAX_CONNECTION_WAIT_MS: z.coerce.number().int().min(0).optional(),
    /** A statement running longer is cancelled and its request answered 503, so that no request hangs on the database. */
    STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /**
     * The e-mail channel: organizations receive mail at support@{subdomain}.INBOUND_EMAIL_DOMAIN (a wildcard MX record),
     * and mail about a ticket carries a reply address there. Unset, Tandem only sends mail.
     */
    INBOUND_EMAIL_DOMAIN: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a domain name such as mail.example.com')
      .optional(),
    /** The port of the built-in SMTP receiver for INBOUND_EMAIL_DOMAIN's MX record; unset, no receiver listens. */
    INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** The largest message accepted, attachments included, in MB; a larger one is refused at SMTP time. */
    INBOUND_MAX_MESSAGE_MB: z.coerce.number().min(1).max(100).default(25),
    /** PEM files of the receiver's certificate (with its chain) and key: with both, it offers STARTTLS. */
    INBOUND_SMTP_TLS_CERT: z.string().min(1).optional(),
    INBOUND_SMTP_TLS_KEY: z.string().min(1).optional(),
    /**
     * The key that encrypts stored secrets (an IMAP mailbox's password), 32 bytes as 64 hex digits (`openssl rand -hex 32`),
     * kept apart from the database. Unset, a key made on first use is kept in the database (decision 110).
     */
    /**
     * The DNS servers that check an organization's domain TXT record for single sign-on, comma-separated
     * (`1.1.1.1,8.8.8.8`, `[::1]:53`, `127.0.0.1:5353`); unset, the system's resolvers.
     */
    DNS_SERVERS: z
      .string()
      .trim()
      .transform((value) =>
        value
          .split(',')
          .map((server) => server.trim())
          .filter(Boolean),
      )
      .optional(),
    /** Lets an organization's OpenID provider be on a private or local network, and over plain http (a provider beside Tandem, the tests' own). */
    SSO_ALLOW_LOCAL_PROVIDERS: booleanFlag.default(false),
    /** Lets an organization's IMAP mailbox be on a private or local network (a mail server beside Tandem, the tests' own). */
    MAILBOX_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
    /** How long a claimed job stays locked: after a process dies mid-job, another takes it once this has passed. */
    JOB_LOCK_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
    /**
     * How long a webhook delivery being sent stays the sending process's own: after a process dies mid-send, the
     * endpoint's deliveries wait this long before another sends it again. More than the send's 10 s timeout.
     */
    WEBHOOK_SENDING_LEASE_SECONDS: z.coerce.number().int().min(15).max(600).default(30),
    /**
     * Lets webhook endpoints use plain http and loopback, private or link-local addresses (a receiver beside Tandem, the
     * tests' own); by default only when NODE_ENV is development.
     */
    WEBHOOKS_ALLOW_LOCAL: booleanFlag.optional(),
    SECRETS_KEY: z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (openssl rand -hex 32)')
      .optional(),
  })
  .refine((config) => (config.INBOUND_SMTP_TLS_CERT === undefined) === (config.INBOUND_SMTP_TLS_KEY === undefined), {
    path: ['INBOUND_SMTP_TLS_KEY'],
    message: 'INBOUND_SMTP_TLS_CERT and INBOUND_SMTP_TLS_KEY go together: set both, or neither',
  })
  .refine((config) => config.INBOUND_SMTP_PORT === undefined || config.INBOUND_EMAIL_DOMAIN, {
    path: ['INBOUND_SMTP_PORT'],
    message: 'needs INBOUND_EMAIL_DOMAIN, the domain whose mail it receives',
  })
  .refine((config) => !config.DATABASE_URL || config.BACKUP_INTERVAL_HOURS === undefined, {
    path: ['BACKUP_INTERVAL_HOURS'],
    message: 'applies to the embedded database only; on PostgreSQL back up with pg_dump (see "Backup and restore" in the README)',
  })
  .refine((config) => config.DATABASE_URL || (config.WEB_CONCURRENCY ?? 1) === 1, {
    path: ['WEB_CONCURRENCY'],
    message: 'must be 1 on the embedded database, which one process at a time may open; set DATABASE_URL to run several',
  });

export type Config = Omit<z.infer<typeof configSchema>, 'MAX_EVENT_LOOP_DELAY_MS' | 'MAX_CONNECTION_WAIT_MS'> & {
  MAX_EVENT_LOOP_DELAY_MS: number;
  MAX_CONNECTION_WAIT_MS: number;
  publicUrl: string;
  mailFrom: string;
  /** Server processes on the port: WEB_CONCURRENCY, else one per core on PostgreSQL and one on the embedded database. */
  processCount: number;
  /** BACKUP_DIR, else `backups` in the folder that holds DATA_DIR. */
  backupDir: string;
};

/** Parses the environment once at start-up; an invalid setting stops the process with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  const publicUrl = (config.PUBLIC_URL ?? `http://${config.APP_DOMAIN}:${config.PORT}`).replace(/\/$/, '');
  const mailFrom = config.MAIL_FROM ?? `${config.PLATFORM_NAME} <no-reply@${config.PLATFORM_EMAIL_DOMAIN}>`;
  const processCount = config.WEB_CONCURRENCY ?? (config.DATABASE_URL ? availableParallelism() : 1);
  const maxEventLoopDelayMs = config.MAX_EVENT_LOOP_DELAY_MS ?? (config.DATABASE_URL ? 1000 : 0);
  const maxConnectionWaitMs = config.MAX_CONNECTION_WAIT_MS ?? (config.DATABASE_URL ? 0 : EMBEDDED_MAX_CONNECTION_WAIT_MS);
  return {
    ...config,
    MAX_EVENT_LOOP_DELAY_MS: maxEventLoopDelayMs,
    MAX_CONNECTION_WAIT_MS: maxConnectionWaitMs,
    publicUrl,
    mailFrom,
    processCount,
    backupDir: config.BACKUP_DIR ?? join(dirname(resolve(config.DATA_DIR)), 'backups'),
  };
}
