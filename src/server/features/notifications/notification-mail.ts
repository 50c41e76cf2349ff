import { ticketNoticeSubject } from '../../../domain/inbound-mail.ts';
import { isWhiteLabel } from '../../../domain/plans.ts';
import { organizationUrl } from '../../../domain/tenancy.ts';
import type { Notice } from '../../../domain/ticket-notices.ts';
import { cleanTicketTitle } from '../../../domain/ticket-title.ts';
import type { Config } from '../../config.ts';
import { linkifyText } from '../../mail/mail-html.ts';
import type { MailMessage } from '../../mail/mail-queue.ts';
import type { NotificationRecord } from './notifications.repository.ts';

export interface OrganizationAddress {
  subdomain: string;
  isPlatform: boolean;
  name?: string;
  subscriptionTier?: string;
}

/** The name a notification mail is signed with: a white-labelled organization's own, else the product's (decision 178). */
export function mailSenderOf(config: Config, organization: OrganizationAddress | null): string {
  const isOwnName = organization?.name && !organization.isPlatform && isWhiteLabel(organization.subscriptionTier ?? '');
  return isOwnName ? (organization.name as string) : config.PLATFORM_NAME;
}

/** Where a notification leads: the organization's own site, or the main site for the platform's super admins. */
export function linkFor(config: Config, organization: OrganizationAddress | null, path: string | null): string {
  const page = path ?? '/';
  if (!organization || organization.isPlatform) return new URL(page, config.publicUrl).toString();
  return organizationUrl({ publicUrl: config.publicUrl, appDomain: config.APP_DOMAIN, subdomain: organization.subdomain, path: page });
}

export function pathOf(notification: Pick<NotificationRecord, 'data'>): string | null {
  const path = notification.data.path;
  return typeof path === 'string' ? path : null;
}

function withHtml(message: Omit<MailMessage, 'html'>): MailMessage {
  return { ...message, html: `<p style="white-space: pre-line">${linkifyText(message.text)}</p>` };
}

/**
 * A notification's e-mail. About a ticket, it carries the ticket's number and title in its subject and, in the
 * ticket's own organization, joins the ticket's thread; a reply to it then reaches the ticket when the channel is on
 * (the mail says so). A notice that has a subject of its own (a bulk change's) keeps it.
 */
export function notificationMail(
  config: Config,
  to: string,
  notice: Pick<Notice, 'title' | 'message' | 'mailSubject'>,
  link: string,
  ticket?: { ticketNumber: string; title: string; headers: MailMessage['thread'] },
  sender: string = config.PLATFORM_NAME,
): MailMessage {
  const replyNote = ticket?.headers?.replyTo ? `\n\nReply to this e-mail to add a comment to ${ticket.ticketNumber}.` : '';
  const subject =
    notice.mailSubject ??
    (ticket
      ? ticketNoticeSubject({ ticketNumber: ticket.ticketNumber, title: cleanTicketTitle(ticket.title) }, notice.title)
      : notice.title);
  return withHtml({
    to,
    subject,
    text: `${notice.message}\n\nOpen it: ${link}${replyNote}\n\n${sender}`,
    ...(ticket?.headers ? { thread: ticket.headers } : {}),
  });
}

export function digestMail(
  config: Config,
  to: string,
  items: { notification: Pick<NotificationRecord, 'title' | 'message'>; link: string }[],
  sender: string = config.PLATFORM_NAME,
): MailMessage {
  const count = items.length === 1 ? '1 new notification' : `${items.length} new notifications`;
  const lines = items.map(({ notification, link }) => `- ${notification.title}: ${notification.message}\n  ${link}`);
  return withHtml({
    to,
    subject: `${sender}: ${count}`,
    text: `Here is what happened since your last update (${count}):\n\n${lines.join('\n\n')}\n\n${sender}`,
  });
}
