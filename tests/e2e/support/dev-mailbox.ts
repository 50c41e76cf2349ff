import { type APIRequestContext, expect } from '@playwright/test';

interface DevMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
  /** The threading headers of a mail about a ticket, by lower-case name. */
  headers: Record<string, string>;
}

/** Waits for the newest e-mail to an address in the server's dev mailbox (with a subject like `subject`, when given). */
export async function waitForMail(request: APIRequestContext, to: string, options: { subject?: RegExp } = {}): Promise<DevMail> {
  let newest: DevMail | undefined;
  await expect(async () => {
    const response = await request.get(`/dev/mail/api?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: DevMail[] };
    newest = messages.find((message) => !options.subject || options.subject.test(message.subject));
    expect(newest, `an e-mail to ${to}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return newest as DevMail;
}

/** The first web address in an e-mail's text. */
export function firstLinkIn(mail: DevMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in the e-mail "${mail.subject}"`);
  return link;
}

/** Confirms an address as the page its confirmation link opens does: POST /auth/v1/verify with the link's token hash. */
export async function confirmWithMailedLink(request: APIRequestContext, mail: DevMail): Promise<void> {
  const tokenHash = new URL(firstLinkIn(mail)).searchParams.get('token_hash');
  const response = await request.post('/auth/v1/verify', { data: { token_hash: tokenHash, type: 'signup' } });
  expect(response.status(), await response.text()).toBe(200);
}
