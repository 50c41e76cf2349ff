import { escapeHtml } from '../../mail/mail-html.ts';
import type { MailMessage } from '../../mail/mail-queue.ts';

interface Workspace {
  name: string;
  /** Its home page, as people would type it. */
  address: string;
  /** Its sign-in page. */
  signInUrl: string;
}

function mailOf(options: { to: string; subject: string; paragraphs: string[]; link: { href: string; label: string }; after: string[] }) {
  const { to, subject, paragraphs, link, after } = options;
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    ...after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ].join('\n');
  const text = [...paragraphs, `${link.label}: ${link.href}`, ...after].join('\n\n');
  return { to, subject, text: `${text}\n`, html } satisfies MailMessage;
}

/** To a new organization's admin once it is created: the address where the team and its customers sign in. */
export function welcomeMail(options: { platformName: string; to: string; workspace: Workspace; customDomain: string | null }): MailMessage {
  const { platformName, to, workspace, customDomain } = options;
  const address = workspace.address;
  return mailOf({
    to,
    subject: `Welcome to ${platformName}: ${workspace.name} is at ${address}`,
    paragraphs: [
      `${workspace.name} is set up. Its workspace is at ${address}: you, your team and your customers sign in there.`,
      'Keep this address: the main site signs in only the platform’s own staff.',
    ],
    link: { href: workspace.signInUrl, label: `Sign in to ${workspace.name}` },
    after: customDomain ? [`Once ${customDomain} points to ${platformName} and is verified, your workspace answers there too.`] : [],
  });
}

/** The answer to "Find your workspace": where this address signs in. */
export function workspaceLinkMail(options: { platformName: string; to: string; workspace: Workspace }): MailMessage {
  const { platformName, to, workspace } = options;
  return mailOf({
    to,
    subject: `Your ${platformName} workspace: ${workspace.name}`,
    paragraphs: [`You asked where ${to} signs in. Your account is in ${workspace.name}, at ${workspace.address}.`],
    link: { href: workspace.signInUrl, label: `Sign in to ${workspace.name}` },
    after: ['If you did not ask, you can ignore this e-mail.'],
  });
}
