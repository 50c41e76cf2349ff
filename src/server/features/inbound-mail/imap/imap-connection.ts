import { ImapFlow, type ImapFlowError } from 'imapflow';
import type { MailboxAuthKind } from '../../../../domain/mailbox.ts';

/** What a connection to a mailbox needs, with its secret in the clear (only ever in memory). */
export interface MailboxAccess {
  host: string;
  port: number;
  isTls: boolean;
  username: string;
  authKind: MailboxAuthKind;
  secret: string;
  folder: string;
}

/** How long connecting, the server's greeting and each answer may take before the connection is given up. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A client for the mailbox. Once a folder is open and nothing else is asked, it waits in IDLE where the server offers
 * it and otherwise polls (NOOP) every `pollMs`; either way new mail is told by its 'exists' event.
 */
export function createImapClient(access: MailboxAccess, options: { pollMs?: number } = {}): ImapFlow {
  return new ImapFlow({
    host: access.host,
    port: access.port,
    secure: access.isTls,
    auth:
      access.authKind === 'xoauth2'
        ? { user: access.username, accessToken: access.secret }
        : { user: access.username, pass: access.secret },
    logger: false,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    autoIdleDelay: 1000,
    maxIdleTime: options.pollMs ?? 60_000,
    clientInfo: { name: 'Tandem' },
  });
}

const networkErrors: Record<string, string> = {
  ENOTFOUND: 'The server name could not be found. Check the host.',
  EAI_AGAIN: 'The server name could not be looked up just now. Check the host, or try again.',
  ECONNREFUSED: 'The server refused the connection. Check the host and the port.',
  ECONNRESET: 'The server closed the connection. Check the port and whether TLS is on.',
  EHOSTUNREACH: 'The server cannot be reached from here. Check the host.',
  ETIMEDOUT: 'The server did not answer in time. Check the host and the port.',
  CONNECT_TIMEOUT: 'The server did not answer in time. Check the host and the port.',
  GREETING_TIMEOUT: 'The server accepted the connection but did not greet as an IMAP server does. Check the port and whether TLS is on.',
  ETIMEOUT: 'The server stopped answering.',
  NoConnection: 'The connection to the server was lost.',
  EConnectionClosed: 'The server closed the connection.',
  ClosedAfterConnectText: 'The server closed the connection right after it opened. Check the port and whether TLS is on.',
  ClosedAfterConnectTLS: 'The server closed the connection right after it opened. Check the port and whether TLS is on.',
};

/** A failure with the mailbox in words an org admin can act on, with the server's own text where it gave one. */
export function describeImapError(error: unknown): string {
  const failure = error as ImapFlowError & { authenticationFailed?: boolean; reason?: string };
  const serverText = failure.responseText?.trim();
  if (failure.authenticationFailed) {
    return `The server refused to sign in with this user name and ${failure.serverResponseCode === 'EXPIRED' ? 'an expired ' : ''}password or token${serverText ? `: ${serverText}` : '.'}`;
  }
  if (failure.code === 'NotFound' || (failure.code === undefined && /mailbox doesn.t exist|nonexistent/i.test(serverText ?? ''))) {
    return `The folder was not found on the server${serverText ? `: ${serverText}` : '.'}`;
  }
  const known = failure.code ? networkErrors[failure.code] : undefined;
  if (known) return known;
  if (/certificate|self.signed|ssl|tls|wrong version number/i.test(failure.message ?? '')) {
    return `A secure connection could not be made (${failure.message}). Check the port and whether TLS is on.`;
  }
  return serverText || failure.reason || failure.message || 'The mailbox could not be read.';
}

export type ConnectionTest = { isOk: true; isIdle: boolean; messages: number } | { isOk: false; message: string };

/** Signs in, opens the folder and signs out: whether the mailbox can be read as set, within the timeout. */
export async function testMailboxConnection(access: MailboxAccess, timeoutMs = 20_000): Promise<ConnectionTest> {
  const client = createImapClient(access);
  client.on('error', () => {});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })), timeoutMs);
  });
  try {
    return await Promise.race([
      (async (): Promise<ConnectionTest> => {
        await client.connect();
        const folder = await client.mailboxOpen(access.folder, { readOnly: true });
        const isIdle = client.capabilities.has('IDLE');
        await client.logout();
        return { isOk: true, isIdle, messages: folder.exists };
      })(),
      timeout,
    ]);
  } catch (error) {
    return { isOk: false, message: describeImapError(error) };
  } finally {
    clearTimeout(timer);
    client.close();
  }
}
