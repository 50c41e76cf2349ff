import { describe, expect, it } from 'vitest';
import { accountMessages } from './account-validation.ts';
import {
  customDomainSchema,
  customPathSchema,
  isOrganizationSignUp,
  onboardingDataSchema,
  onboardingMessages,
  organizationSignUpMetadata,
  subdomainForCustomDomain,
  subdomainProblemOf,
} from './organization-signup.ts';

describe('subdomainProblemOf', () => {
  it('keeps only lower-case letters, digits and hyphens, and accepts a free-form name', () => {
    expect(subdomainProblemOf('Acme Corp_2!')).toEqual({ subdomain: 'acmecorp2', problem: null });
  });

  it('names the problem of an empty, malformed or reserved subdomain', () => {
    expect(subdomainProblemOf('')).toEqual({ subdomain: '', problem: accountMessages.subdomainRequired });
    expect(subdomainProblemOf('acme-').problem).toBe('A subdomain starts and ends with a letter or a digit');
    expect(subdomainProblemOf('a'.repeat(64)).problem).toBe('A subdomain has at most 63 characters');
    for (const reserved of ['www', 'APP', 'api', 'admin', 'support', 'mail']) {
      expect(subdomainProblemOf(reserved).problem).toBe(onboardingMessages.subdomainReserved);
    }
  });
});

describe('custom domains', () => {
  it('stores a typed domain without scheme, path, trailing dot or capitals', () => {
    expect(customDomainSchema.parse(' https://Help.Example.COM/tickets ')).toBe('help.example.com');
    expect(customDomainSchema.parse('support.example.co.uk.')).toBe('support.example.co.uk');
  });

  it('refuses an empty domain and anything that is not a host name', () => {
    expect(customDomainSchema.safeParse('').error?.issues[0]?.message).toBe(accountMessages.customDomainRequired);
    for (const invalid of ['localhost', 'example', 'exa mple.com', '-bad.example.com', '192.168.1.1']) {
      expect(customDomainSchema.safeParse(invalid).error?.issues[0]?.message).toBe(onboardingMessages.domainInvalid);
    }
  });

  it('stores a path with one leading slash and none at the end', () => {
    expect(customPathSchema.parse('support/')).toBe('/support');
    expect(customPathSchema.parse('//help/desk')).toBe('/help/desk');
    expect(customPathSchema.safeParse('').error?.issues[0]?.message).toBe(accountMessages.customDomainRequired);
    expect(customPathSchema.safeParse('/a b').error?.issues[0]?.message).toBe(onboardingMessages.pathInvalid);
  });

  it('gives an organization with its own domain a subdomain made from it', () => {
    expect(subdomainForCustomDomain('support.example.com')).toBe('support-example');
    expect(subdomainForCustomDomain('example.org')).toBe('example');
    expect(subdomainForCustomDomain('www.io')).toBe('org-www');
  });
});

describe('organizationSignUpMetadata', () => {
  const signUp = {
    firstName: ' Ada ',
    lastName: 'Lovelace',
    phone: '',
    companyName: 'Analytical Engines ',
    businessType: 'in-house' as const,
    addOns: ['timecards' as const],
  };

  it('writes the sign-up metadata of platform.md section 3 with onboarding data the server accepts', () => {
    const metadata = organizationSignUpMetadata({ ...signUp, domain: { type: 'subdomain', subdomain: 'engines' } });
    expect(metadata).toEqual({
      name: 'Ada Lovelace',
      full_name: 'Ada Lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '',
      company_name: 'Analytical Engines',
      business_type: 'in-house',
      domain_type: 'subdomain',
      domain: '',
      subdomain: 'engines',
      role: 'org_admin',
      onboarding_data: {
        name: 'Analytical Engines',
        businessType: 'in-house',
        domainType: 'subdomain',
        domain: '',
        subdomain: 'engines',
        addOns: ['timecards'],
      },
    });
    expect(isOrganizationSignUp(metadata)).toBe(true);
    expect(onboardingDataSchema.parse(metadata.onboarding_data)).toEqual({
      name: 'Analytical Engines',
      businessType: 'in-house',
      domainType: 'subdomain',
      subdomain: 'engines',
      addOns: ['timecards'],
    });
  });

  it('carries a custom domain with its path', () => {
    const metadata = organizationSignUpMetadata({ ...signUp, domain: { type: 'custom', domain: 'help.example.com', path: '/desk' } });
    expect(onboardingDataSchema.parse(metadata.onboarding_data)).toMatchObject({
      domainType: 'custom',
      domain: 'help.example.com',
      path: '/desk',
    });
  });

  it('is not an organization sign-up without the role or onboarding data', () => {
    expect(isOrganizationSignUp({ name: 'Carla', role: 'user' })).toBe(false);
  });
});
