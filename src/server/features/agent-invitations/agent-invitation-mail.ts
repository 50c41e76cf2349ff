import { escapeHtml } from '../../mail/mail-html.ts';
import type { MailMessage } from '../../mail/mail-queue.ts';

export function agentInvitationMail(options: {
  platformName: string;
  organizationName: string;
  inviterName: string;
  to: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const { platformName, organizationName, inviterName, to, link } = options;
  const until = options.expiresAt.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const intro = `${inviterName} invited you to join the ${organizationName} team on ${platformName} as an agent.`;
  const validity = `The invitation is valid for 7 days, until ${until}, and can be used once.`;
  const ignore = 'If you did not expect this invitation, you can ignore this e-mail.';
  return {
    to,
    subject: `Join ${organizationName} on ${platformName}`,
    text: `${intro}\n\nAccept the invitation and choose your password:\n${link}\n\n${validity}\n${ignore}\n`,
    html: `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>
<p>${escapeHtml(validity)}</p>
<p>${escapeHtml(ignore)}</p>`,
  };
}
