import { z } from 'zod';
import { accountMessages, normalizeSubdomain, subdomainSchema } from './account-validation.ts';
import { type AddOnId, addOnIds, type BusinessModel, businessModels } from './plans.ts';

export const domainTypes = ['subdomain', 'custom'] as const;
export type DomainType = (typeof domainTypes)[number];

export const onboardingMessages = {
  subdomainReserved: 'This subdomain is reserved. Please choose another one.',
  domainTaken: 'This domain is already connected to another organization. Please use another one.',
  domainInvalid: 'Please enter a valid domain, such as support.example.com',
  domainOfPlatform: 'Addresses on our own domain are free: choose Use Our Domain instead.',
  pathInvalid: 'A path may contain only letters, digits, hyphens, underscores, dots and slashes',
  companyNameRequired: 'Please enter your company name',
  businessTypeInvalid: 'Please choose a business model',
  signUpOnOrganizationSite: 'Organizations are created on the main site. Please sign up there.',
  alreadyInOrganization: 'This account already belongs to an organization.',
  organizationCreationFailed: (reason: string) => `Failed to create organization: ${reason}`,
  onboardingFailed: 'Onboarding failed',
} as const;

/** Names the platform keeps for itself: its own hosts and the platform organization's subdomain. */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'app',
  'api',
  'admin',
  'support',
  'mail',
  'auth',
  'dev',
  'docs',
  'help',
  'status',
  'blog',
  'static',
  'assets',
  'cdn',
  'billing',
  'login',
  'signup',
  'dashboard',
  'smtp',
  'imap',
  'ftp',
]);

export function isReservedSubdomain(subdomain: string): boolean {
  return RESERVED_SUBDOMAINS.has(subdomain);
}

/** A subdomain an organization may ask for: the form's rules, then none of the reserved names. */
export const requestedSubdomainSchema = subdomainSchema.refine((subdomain) => !isReservedSubdomain(subdomain), {
  message: onboardingMessages.subdomainReserved,
});

/** Why a typed subdomain cannot be had, before asking whether another organization has it; null when it can. */
export function subdomainProblemOf(input: string): { subdomain: string; problem: string | null } {
  const parsed = requestedSubdomainSchema.safeParse(input);
  if (parsed.success) return { subdomain: parsed.data, problem: null };
  return { subdomain: normalizeSubdomain(input), problem: parsed.error.issues[0]?.message ?? accountMessages.subdomainRequired };
}

const HOSTNAME_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A custom domain as typed (`https://Support.Example.com/`) in its stored form (`support.example.com`). */
export function normalizeCustomDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
}

export const customDomainSchema = z
  .string()
  .transform(normalizeCustomDomain)
  .pipe(z.string().min(1, accountMessages.customDomainRequired).regex(HOSTNAME_PATTERN, onboardingMessages.domainInvalid));

/** The path of a custom domain's help desk (`support` or `/support/`) in its stored form: `/support`. */
export const customPathSchema = z
  .string()
  .trim()
  .min(1, accountMessages.customDomainRequired)
  .max(100)
  .regex(/^[A-Za-z0-9._~/-]+$/, onboardingMessages.pathInvalid)
  .transform((path) => `/${path.replace(/^\/+|\/+$/g, '')}`);

const companyNameSchema = z.string().trim().min(1, onboardingMessages.companyNameRequired).max(120);
const addOnsSchema = z.array(z.enum(addOnIds)).max(addOnIds.length).default([]);
const businessTypeSchema = z.enum(businessModels, onboardingMessages.businessTypeInvalid);

/** What an organization admin's sign-up carries in its user metadata to create the organization on first login. */
export const onboardingDataSchema = z.discriminatedUnion('domainType', [
  z.object({
    name: companyNameSchema,
    businessType: businessTypeSchema,
    domainType: z.literal('subdomain'),
    subdomain: requestedSubdomainSchema,
    addOns: addOnsSchema,
  }),
  z.object({
    name: companyNameSchema,
    businessType: businessTypeSchema,
    domainType: z.literal('custom'),
    domain: customDomainSchema,
    path: customPathSchema,
    addOns: addOnsSchema,
  }),
]);

export type OnboardingData = z.output<typeof onboardingDataSchema>;

/** Whether sign-up metadata asks for an organization: the org_admin role, or onboarding data. */
export function isOrganizationSignUp(metadata: Record<string, unknown>): boolean {
  return metadata.role === 'org_admin' || metadata.onboarding_data !== undefined;
}

export interface OrganizationSignUp {
  firstName: string;
  lastName: string;
  phone?: string | undefined;
  companyName: string;
  businessType: BusinessModel;
  addOns: AddOnId[];
  domain: { type: 'subdomain'; subdomain: string } | { type: 'custom'; domain: string; path: string };
}

/** The user metadata of an organization admin's sign-up (platform.md section 3), with the onboarding data the organization is made from. */
export function organizationSignUpMetadata(signUp: OrganizationSignUp): Record<string, unknown> {
  const firstName = signUp.firstName.trim();
  const lastName = signUp.lastName.trim();
  const name = `${firstName} ${lastName}`;
  const companyName = signUp.companyName.trim();
  const choice = signUp.domain;
  const subdomain = choice.type === 'subdomain' ? choice.subdomain : '';
  const domain = choice.type === 'custom' ? choice.domain : '';
  return {
    name,
    full_name: name,
    first_name: firstName,
    last_name: lastName,
    phone: signUp.phone?.trim() ?? '',
    company_name: companyName,
    business_type: signUp.businessType,
    domain_type: choice.type,
    domain,
    subdomain,
    role: 'org_admin',
    onboarding_data: {
      name: companyName,
      businessType: signUp.businessType,
      domainType: choice.type,
      domain,
      subdomain,
      ...(choice.type === 'custom' ? { path: choice.path } : {}),
      addOns: signUp.addOns,
    },
  };
}

/**
 * A subdomain for an organization that brings its own domain, used until that domain is verified:
 * the domain without its top-level label (`support.example.com` gives `support-example`).
 */
export function subdomainForCustomDomain(domain: string): string {
  const labels = domain.split('.');
  const base = normalizeSubdomain(labels.slice(0, Math.max(labels.length - 1, 1)).join('-'))
    .slice(0, 50)
    .replace(/^-+|-+$/g, '');
  return base && !isReservedSubdomain(base) ? base : `org-${base || 'site'}`;
}

/** The add-ons suggested for a free trial after choosing a business model. */
export const recommendedAddOns: Record<BusinessModel, AddOnId[]> = {
  'customer-service': ['calendar', 'analytics', 'api'],
  'in-house': ['timecards', 'calendar', 'projects'],
};
