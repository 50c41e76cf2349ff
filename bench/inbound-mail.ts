// The e-mail channel under load, through a real server process (`node src/server/main.ts`, one process) on
// PostgreSQL and its built-in SMTP receiver:
// - throughput: 1,000 new-ticket messages from 100 senders over 4 SMTP connections into one organization, with the
//   server's and the cluster's CPU time per message;
// - latency: messages sent at a fixed rate below capacity, each timed from its send to the ticket showing in the staff
//   list's search (what an agent sees), p50 and p95;
// - the same latency for mail read from the organization's own mailbox over IMAP IDLE (a private dovecot, as the
//   mailbox tests start it), from the message's delivery into the mailbox;
// - memory: the server's resident set while it receives one message of INBOUND_MAX_MESSAGE_MB (a big attachment).
//   DATABASE_URL=postgres://… node bench/inbound-mail.ts [--messages 1000] [--rate 2] [--timed 60]
// It makes (once) and uses the database `tandem_inbound_mail` beside DATABASE_URL's.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import nodemailer from 'nodemailer';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DOVECOT_PASSWORD, startTestImapServer } from '../tests/support/dovecot.ts';
import { createMember, createOrganization } from '../tests/support/factories.ts';
import { freePort } from '../tests/support/free-port.ts';
import { mailFixture } from '../tests/support/mail-fixtures.ts';
import { signInOver, startServer } from '../tests/support/server-process.ts';
import { databaseBeside } from './database-beside.ts';
import { clusterCpuReaderOf, cpuMillisecondsOf } from './process-cpu.ts';

const { values: flags } = parseArgs({
  options: {
    messages: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '2' },
    timed: { type: 'string', default: '60' },
  },
});
const databaseUrl = await databaseBeside('tandem_inbound_mail');

const INBOUND_DOMAIN = 'mail.bench.test';
const MAX_MESSAGE_MB = 25;
const [httpPort, smtpPort] = [await freePort(), await freePort()];
const server = await startServer({
  port: httpPort,
  databaseUrl,
  env: {
    INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN,
    INBOUND_SMTP_PORT: String(smtpPort),
    INBOUND_MAX_MESSAGE_MB: String(MAX_MESSAGE_MB),
    // The private IMAP server runs on this machine.
    MAILBOX_ALLOW_PRIVATE_HOSTS: 'true',
  },
});
const serverPid = server.process.pid;
const clusterCpu = await clusterCpuReaderOf(databaseUrl);

// The server has migrated the database: an organization of its own for this run, and an org admin to search as.
const db = await openDatabase({ databaseUrl, dataDir: '' });
const organization = await createOrganization(db);
const password = `Bench-${randomBytes(6).toString('hex')}`;
const orgAdmin = await createMember(db, organization, 'org_admin', { passwordHash: await hashPassword(password) });
await db.close();
const token = await signInOver(server.url, { subdomain: organization.subdomain, email: orgAdmin.email, password });
const support = `support@${organization.subdomain}.${INBOUND_DOMAIN}`;
const transport = nodemailer.createTransport({
  host: '127.0.0.1',
  port: smtpPort,
  secure: false,
  ignoreTLS: true,
  pool: true,
  maxConnections: 4,
});

function newTicketMail(index: number, subject: string): Promise<unknown> {
  const from = `sender-${index % 100}@example.org`;
  return transport.sendMail({
    envelope: { from, to: [support] },
    raw: mailFixture('gmail-web-new', { TO: support, FROM: from, SUBJECT: subject }),
  });
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

// Throughput.
const total = Number(flags.messages);
const runId = randomBytes(3).toString('hex');
const cpuBefore = { app: cpuMillisecondsOf(serverPid), cluster: clusterCpu?.() ?? Number.NaN };
const startedAt = performance.now();
await Promise.all(Array.from({ length: total }, (_, index) => newTicketMail(index, `Bulk ${runId} message ${index}`)));
const seconds = (performance.now() - startedAt) / 1000;
const throughput = {
  messages: total,
  seconds: Number(seconds.toFixed(1)),
  perSecond: Number((total / seconds).toFixed(1)),
  appCpuMsPerMessage: Number(((cpuMillisecondsOf(serverPid) - cpuBefore.app) / total).toFixed(2)),
  clusterCpuMsPerMessage: Number((((clusterCpu?.() ?? Number.NaN) - cpuBefore.cluster) / total).toFixed(2)),
};

// Latency at a fixed rate: each message's subject carries a word of its own that the staff list's search finds.
async function visibleAfter(word: string, sentAt: number): Promise<number> {
  for (;;) {
    const response = await fetch(`${server.url}/api/tickets?search=${word}&subdomain=${organization.subdomain}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { items } = (await response.json()) as { items: unknown[] };
    if (items.length > 0) return performance.now() - sentAt;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const rate = Number(flags.rate);
const timed = Number(flags.timed);

/** Delivers `timed` messages at `rate` a second; each is timed from when it was due to its ticket showing in the search. */
async function latencyOf(channel: 'smtp' | 'imap', send: (index: number, subject: string) => Promise<unknown>) {
  const latencies: Promise<number>[] = [];
  const firstDue = performance.now();
  for (let index = 0; index < timed; index += 1) {
    const due = firstDue + (index * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const word = `w${runId}${channel}${index}`;
    latencies.push(send(index, `Latency ${word}`).then(() => visibleAfter(word, due)));
  }
  const sorted = (await Promise.all(latencies)).sort((a, b) => a - b);
  return {
    rate,
    messages: timed,
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p95Ms: Math.round(percentile(sorted, 0.95)),
    maxMs: Math.round(sorted.at(-1) ?? Number.NaN),
  };
}
const latency = await latencyOf('smtp', newTicketMail);

// The organization's own mailbox on a private IMAP server, read with IDLE.
const imap = await startTestImapServer();
const mailboxUser = `support-${runId}`;
const saved = await fetch(`${server.url}/api/settings/email?subdomain=${organization.subdomain}`, {
  method: 'PUT',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({
    mailbox: { host: imap.host, port: imap.port, isTls: false, username: mailboxUser, secret: DOVECOT_PASSWORD, folder: 'INBOX' },
  }),
});
if (!saved.ok) throw new Error(`the mailbox was not saved: ${saved.status} ${await saved.text()}`);
for (;;) {
  const response = await fetch(`${server.url}/api/settings/email?subdomain=${organization.subdomain}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { mailbox } = (await response.json()) as { mailbox: { reader: { state: string; isIdle: boolean } } | null };
  if (mailbox?.reader.state === 'connected' && mailbox.reader.isIdle) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const imapLatency = await latencyOf('imap', (index, subject) =>
  imap.append(mailboxUser, mailFixture('gmail-web-new', { TO: mailboxUser, FROM: `sender-${index % 100}@example.org`, SUBJECT: subject })),
);
await imap.stop();

// Memory while one message of the size limit (less its headers and base64's growth) arrives.
function residentKilobytes(): number {
  const status = readFileSync(`/proc/${serverPid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
}
const attachmentBytes = Math.floor(((MAX_MESSAGE_MB * 1024 * 1024) / 4) * 3 * 0.95);
const baselineKb = residentKilobytes();
let peakKb = baselineKb;
const sampler = setInterval(() => {
  peakKb = Math.max(peakKb, residentKilobytes());
}, 20);
await transport.sendMail({
  envelope: { from: 'big@example.org', to: [support] },
  from: 'big@example.org',
  to: support,
  subject: `Big ${runId}`,
  text: 'The scan of the whole manual is attached.',
  attachments: [{ filename: 'manual.bin', content: randomBytes(attachmentBytes) }],
});
clearInterval(sampler);
const memory = {
  messageMb: Number((((attachmentBytes / 3) * 4) / 1024 / 1024).toFixed(1)),
  baselineRssMb: Math.round(baselineKb / 1024),
  peakRssMb: Math.round(peakKb / 1024),
  growthMb: Math.round((peakKb - baselineKb) / 1024),
};

transport.close();
server.process.kill('SIGTERM');
await server.exited;
console.log(JSON.stringify({ throughput, latency, imapLatency, memory }, null, 2));
