import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
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

/** Networks only the server's own neighbours live on: loopback, private ranges, link-local, carrier-grade NAT. */
const localNetworks = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  localNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  localNetworks.addSubnet(network, prefix, 'ipv6');
}

function isLocalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return localNetworks.check(mapped, 'ipv4');
  return localNetworks.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The address to connect to for a mailbox's host. A host on a local network is refused unless the server allows it
 * (MAILBOX_ALLOW_PRIVATE_HOSTS), so that an org admin cannot use the mailbox form to probe the server's own network;
 * the connection then goes to the address checked, not to a second look-up's answer.
 */
export async function mailServerAddress(host: string, allowPrivate: boolean): Promise<string> {
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
  const [first] = addresses;
  if (!first) throw Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' });
  if (!allowPrivate && addresses.some(({ address }) => isLocalAddress(address))) {
    throw Object.assign(new Error(`${host} is on a local network`), { code: 'LOCAL_ADDRESS' });
  }
  return first.address;
}

/**
 * A client for the mailbox, connecting to `address` (the host's, from `mailServerAddress`). Once a folder is open and nothing else is asked, it waits in IDLE where the server offers
 * it and otherwise polls (NOOP) every `pollMs`; either way new mail is told by its 'exists' event.
 */
export function createImapClient(access: MailboxAccess, options: { address: string; pollMs?: number }): ImapFlow {
  return new ImapFlow({
    host: options.address,
    ...(isIP(access.host) ? {} : { servername: access.host }),
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
  LOCAL_ADDRESS: 'This server is on a private or local network, which Tandem does not connect to. Enter your mail provider’s IMAP server.',
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
export async function testMailboxConnection(access: MailboxAccess, allowPrivate: boolean, timeoutMs = 20_000): Promise<ConnectionTest> {
  let client: ImapFlow | null = null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })), timeoutMs);
  });
  try {
    return await Promise.race([
      (async (): Promise<ConnectionTest> => {
        client = createImapClient(access, { address: await mailServerAddress(access.host, allowPrivate) });
        client.on('error', () => {});
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
    (client as ImapFlow | null)?.close();
  }
}
