import { escapeHtml } from '../../mail/mail-html.ts';
import type { MailMessage } from '../../mail/mail-queue.ts';

/** Tells the person who signed up what an org admin decided about their account. */
export function approvalOutcomeMail(options: {
  platformName: string;
  organizationName: string;
  to: string;
  name: string;
  outcome: 'approved' | 'rejected';
  signInLink: string;
}): MailMessage {
  const { platformName, organizationName, to, name, outcome, signInLink } = options;
  const greeting = `Hello ${name},`;
  if (outcome === 'approved') {
    const text = `Your ${organizationName} account on ${platformName} has been approved. You can sign in now.`;
    return {
      to,
      subject: `Your ${organizationName} account is approved`,
      text: `${greeting}\n\n${text}\n${signInLink}\n`,
      html: `<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(text)}</p>\n<p><a href="${escapeHtml(signInLink)}">Sign in</a></p>`,
    };
  }
  const text = `Your request for a ${organizationName} account on ${platformName} was not approved. Please contact the organization if you think this is a mistake.`;
  return {
    to,
    subject: `Your ${organizationName} account request`,
    text: `${greeting}\n\n${text}\n`,
    html: `<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(text)}</p>`,
  };
}
