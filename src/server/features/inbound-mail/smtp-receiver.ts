import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { acceptsRecipient, type MailOutcome, maxMessageBytes, receiveMail } from './inbound-mail.service.ts';

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

/** An SMTP answer: the code the sending server acts on (5xx: give up and bounce; 4xx: try again later). */
function smtpError(responseCode: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode });
}

const refusals: Partial<Record<Extract<MailOutcome, { kind: 'refused' }>['reason'], { code: number; message: string }>> = {
  unknown_recipient: { code: 550, message: 'No such mailbox here' },
  no_sender: { code: 550, message: 'The message has no From address' },
  too_large: { code: 552, message: 'Message too large' },
};

/**
 * The built-in receiver for INBOUND_EMAIL_DOMAIN's MX record: refuses unknown recipients at RCPT TO and messages
 * over INBOUND_MAX_MESSAGE_MB while they arrive, and answers a message only once it is stored (or knowingly
 * dropped), so that a failure makes the sending server try again instead of losing it.
 */
export function startSmtpReceiver(options: {
  db: Database;
  config: Config;
  clock: Clock;
  logger: FastifyBaseLogger;
  port: number;
  host?: string;
}): Promise<SmtpReceiver> {
  const { db, config, clock, logger } = options;
  const maxBytes = maxMessageBytes(config);
  // STARTTLS when a certificate is configured: sending servers then encrypt the message on its way in.
  const tls =
    config.INBOUND_SMTP_TLS_CERT && config.INBOUND_SMTP_TLS_KEY
      ? { cert: readFileSync(config.INBOUND_SMTP_TLS_CERT), key: readFileSync(config.INBOUND_SMTP_TLS_KEY) }
      : null;
  const server = new SMTPServer({
    name: config.INBOUND_EMAIL_DOMAIN,
    banner: `${config.PLATFORM_NAME} mail receiver`,
    size: maxBytes,
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...tls,
    logger: false,
    onRcptTo(address, _session, callback) {
      acceptsRecipient(db, config, address.address).then(
        (isAccepted) => callback(isAccepted ? null : smtpError(550, `${refusals.unknown_recipient?.message}: ${address.address}`)),
        (error: unknown) => {
          logger.error({ err: error }, 'inbound mail: recipient look-up failed');
          callback(smtpError(451, 'Temporary failure, please try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(smtpError(552, `Message too large: at most ${config.INBOUND_MAX_MESSAGE_MB} MB`));
          return;
        }
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        receiveMail({ db, config, clock, raw: Buffer.concat(chunks), recipients }).then(
          (outcome) => {
            logger.info({ outcome, from: session.envelope.mailFrom || null, recipients }, 'inbound mail received');
            const refusal = outcome.kind === 'refused' ? refusals[outcome.reason] : undefined;
            callback(refusal ? smtpError(refusal.code, refusal.message) : null);
          },
          (error: unknown) => {
            logger.error({ err: error, recipients }, 'inbound mail: could not be stored');
            callback(smtpError(451, 'Temporary failure, please try again later'));
          },
        );
      });
    },
  });
  server.on('error', (error) => logger.error({ err: error }, 'inbound mail: SMTP receiver error'));
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      const { port } = server.server.address() as AddressInfo;
      logger.info(`SMTP receiver for *.${config.INBOUND_EMAIL_DOMAIN} listening on port ${port}`);
      resolve({ port, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
