import { emailDomainOf } from './account-validation.ts';

/** Mail providers anyone can have an address at: such a domain says nothing about who works for an organization. */
const PUBLIC_MAIL_DOMAINS = new Set([
  '126.com',
  '163.com',
  'aol.com',
  'fastmail.com',
  'gmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'googlemail.com',
  'hey.com',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'mac.com',
  'mail.com',
  'mail.ru',
  'me.com',
  'msn.com',
  'outlook.com',
  'pm.me',
  'proton.me',
  'protonmail.com',
  'qq.com',
  'tuta.io',
  'tutanota.com',
  'web.de',
  'yahoo.com',
  'yandex.com',
  'yandex.ru',
  'ymail.com',
  'zoho.com',
]);

export function isPublicMailDomain(domain: string): boolean {
  return PUBLIC_MAIL_DOMAINS.has(domain.toLowerCase());
}

function isOnDomain(emailDomain: string, domain: string): boolean {
  const base = domain.toLowerCase();
  return emailDomain === base || emailDomain.endsWith(`.${base}`);
}

/**
 * An organization's own e-mail domain: the domain of its creator's address, unless that is a public
 * mail provider or the platform's staff domain (then the organization has none).
 */
export function organizationEmailDomainOf(creatorEmail: string | null, platformEmailDomain: string): string | null {
  if (!creatorEmail) return null;
  const domain = emailDomainOf(creatorEmail);
  if (!domain || isPublicMailDomain(domain) || isOnDomain(domain, platformEmailDomain)) return null;
  return domain;
}

export type SignupRoleDecision =
  | { isAllowed: true; role: 'user' | 'agent' }
  | { isAllowed: false; refusal: 'staff_signup_not_allowed' | 'agent_self_registration_disabled' };

/**
 * Who a sign-up on an organization's subdomain becomes: never staff of the platform; an agent when the
 * address is on the organization's own domain and agent self-registration is on (refused when it is off);
 * otherwise a customer.
 */
export function decideSignupRole(options: {
  email: string;
  platformEmailDomain: string;
  organizationEmailDomain: string | null;
  isAgentSelfRegistrationEnabled: boolean;
}): SignupRoleDecision {
  const domain = emailDomainOf(options.email);
  if (isOnDomain(domain, options.platformEmailDomain)) return { isAllowed: false, refusal: 'staff_signup_not_allowed' };
  if (options.organizationEmailDomain && domain === options.organizationEmailDomain.toLowerCase()) {
    return options.isAgentSelfRegistrationEnabled
      ? { isAllowed: true, role: 'agent' }
      : { isAllowed: false, refusal: 'agent_self_registration_disabled' };
  }
  return { isAllowed: true, role: 'user' };
}
