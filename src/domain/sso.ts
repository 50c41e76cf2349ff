/** Single sign-on rules shared by the server and the settings page (decision 181). */

export type SsoUnmappedAccounts = 'customer' | 'none';
export type SsoRole = 'agent' | 'customer';

export interface SsoRoleMapping {
  agentClaimName: string | null;
  agentClaimValue: string | null;
  unmappedAccounts: SsoUnmappedAccounts;
}

/** The DNS name whose TXT record proves an organization owns its e-mail domain. */
export function ssoTxtRecordName(domain: string): string {
  return `_tandem-verification.${domain}`;
}

/** The TXT record's value for a domain's token. */
export function ssoTxtRecordValue(token: string): string {
  return `tandem-verification=${token}`;
}

/** A domain name as admins type it, lower case, without a trailing dot; null when it is not one. */
export function normalizeSsoDomain(value: string): string | null {
  const domain = value.trim().toLowerCase().replace(/\.$/, '');
  return /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain) ? domain : null;
}

/** Whether an address is at the domain itself (not a subdomain of it). */
export function isEmailAtDomain(email: string, domain: string): boolean {
  return email.trim().toLowerCase().split('@').pop() === domain;
}

/** Whether a claim holds the value: equal to it, or, for a list (groups, roles), one of its items. */
function isClaimMatching(claim: unknown, value: string): boolean {
  if (Array.isArray(claim)) return claim.some((item) => String(item) === value);
  return claim !== undefined && claim !== null && String(claim) === value;
}

/** Who a first sign-in makes someone, by the provider's claims: an agent by the mapped claim, otherwise a customer or nobody. */
export function ssoRoleFor(mapping: SsoRoleMapping, claims: Record<string, unknown>): SsoRole | null {
  const { agentClaimName, agentClaimValue } = mapping;
  if (agentClaimName && agentClaimValue && isClaimMatching(claims[agentClaimName], agentClaimValue)) return 'agent';
  return mapping.unmappedAccounts === 'customer' ? 'customer' : null;
}

/** Whether a password sign-in is refused: SSO is required for the organization's verified domain, and this is not the break-glass admin. */
export function isPasswordSignInRefusedBySso(options: {
  email: string;
  userId: string;
  isRequired: boolean;
  verifiedDomain: string | null;
  breakGlassUserId: string | null;
}): boolean {
  if (!options.isRequired || !options.verifiedDomain) return false;
  if (options.userId === options.breakGlassUserId) return false;
  return isEmailAtDomain(options.email, options.verifiedDomain);
}

export const ssoMessages = {
  passwordRefused: 'Your organization signs in with single sign-on: use the single sign-on button on its sign-in page.',
  providerUnavailable: 'The sign-in provider could not be reached. Try again in a few minutes, or ask your administrator.',
  notConfigured: 'Single sign-on is not set up for this organization.',
  signInFailed: 'Single sign-on did not complete. Start again from the sign-in page.',
  emailNotVerified: 'The sign-in provider did not say that your e-mail address is verified, so it cannot be matched to an account.',
  noAccount: 'There is no account for you here, and your sign-in provider does not give you one. Ask your administrator.',
  otherOrganization: 'This e-mail address has an account with another organization.',
  domainNotVerified: 'Verify the e-mail domain before requiring single sign-on.',
  breakGlassRequired: 'Name an org admin who may still sign in with a password before requiring single sign-on.',
  domainCheckFailed: 'The TXT record was not found. DNS changes can take a while to show; check the name and value, then try again.',
  secretRequired: 'Enter the client secret.',
} as const;
