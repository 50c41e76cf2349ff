import { escapeHtml } from '../mail/mail-html.ts';
import type { MailMessage } from '../mail/mail-queue.ts';

interface LinkMail {
  platformName: string;
  to: string;
  link: string;
  code: string;
}

function htmlOf(paragraphs: string[], link: { href: string; label: string }, code: string): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  return `${body}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
<p>Or enter this code: <strong>${escapeHtml(code)}</strong></p>`;
}

export function confirmationMail({ platformName, to, link, code }: LinkMail): MailMessage {
  const intro = `Welcome to ${platformName}! Please confirm your e-mail address to activate your account.`;
  const validity = 'The link and the code are valid for 1 hour.';
  const ignore = `If you did not sign up for ${platformName}, you can ignore this e-mail.`;
  return {
    to,
    subject: `Confirm your ${platformName} account`,
    text: `${intro}\n\nConfirm your e-mail address:\n${link}\n\nOr enter this code: ${code}\n\n${validity}\n${ignore}\n`,
    html: htmlOf([intro, validity, ignore], { href: link, label: 'Confirm your e-mail address' }, code),
  };
}

export function recoveryMail({ platformName, to, link, code }: LinkMail): MailMessage {
  const intro = `We received a request to reset the password of your ${platformName} account.`;
  const validity = 'The link and the code are valid for 1 hour.';
  const ignore = 'If you did not ask for this, you can ignore this e-mail; your password stays the same.';
  return {
    to,
    subject: `Reset your ${platformName} password`,
    text: `${intro}\n\nChoose a new password:\n${link}\n\nOr enter this code: ${code}\n\n${validity}\n${ignore}\n`,
    html: htmlOf([intro, validity, ignore], { href: link, label: 'Choose a new password' }, code),
  };
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function existingAccountMail({ platformName, to, signInUrl }: { platformName: string; to: string; signInUrl: string }): MailMessage {
  const intro = `Someone tried to create a ${platformName} account with this e-mail address, which already has one.`;
  const advice = 'If it was you, sign in instead, or reset your password from the sign-in page if you have forgotten it.';
  const ignore = 'If it was not you, you can ignore this e-mail; nothing has changed.';
  return {
    to,
    subject: `You already have a ${platformName} account`,
    text: `${intro}\n\n${advice}\n${signInUrl}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(intro)}</p>\n<p>${escapeHtml(advice)}</p>\n<p><a href="${escapeHtml(signInUrl)}">Sign in</a></p>\n<p>${escapeHtml(ignore)}</p>`,
  };
}
