import { describe, expect, it } from 'vitest';
import { decideSignupRole, organizationEmailDomainOf } from './signup-role.ts';

const platformEmailDomain = 'tandem.test';

describe('organizationEmailDomainOf', () => {
  it("is the domain of the creator's address, in lower case", () => {
    expect(organizationEmailDomainOf('Alice@Acme.Test', platformEmailDomain)).toBe('acme.test');
  });

  it('is none for a public mail provider, the platform domain or an organization without a creator', () => {
    expect(organizationEmailDomainOf('founder@gmail.com', platformEmailDomain)).toBeNull();
    expect(organizationEmailDomainOf('founder@Outlook.com', platformEmailDomain)).toBeNull();
    expect(organizationEmailDomainOf('admin@tandem.test', platformEmailDomain)).toBeNull();
    expect(organizationEmailDomainOf('admin@eu.tandem.test', platformEmailDomain)).toBeNull();
    expect(organizationEmailDomainOf(null, platformEmailDomain)).toBeNull();
  });
});

describe('decideSignupRole', () => {
  const decide = (email: string, organizationEmailDomain: string | null, isAgentSelfRegistrationEnabled: boolean) =>
    decideSignupRole({ email, platformEmailDomain, organizationEmailDomain, isAgentSelfRegistrationEnabled });

  it('refuses the platform staff domain (and its subdomains) whatever the settings', () => {
    for (const enabled of [true, false]) {
      for (const organizationDomain of ['acme.test', null, 'tandem.test']) {
        expect(decide('someone@tandem.test', organizationDomain, enabled)).toEqual({
          isAllowed: false,
          refusal: 'staff_signup_not_allowed',
        });
        expect(decide('someone@EU.Tandem.test', organizationDomain, enabled)).toEqual({
          isAllowed: false,
          refusal: 'staff_signup_not_allowed',
        });
      }
    }
  });

  it("makes an address on the organization's domain an agent when self-registration is on, and refuses it when off", () => {
    expect(decide('bob@acme.test', 'acme.test', true)).toEqual({ isAllowed: true, role: 'agent' });
    expect(decide('Bob@ACME.test', 'acme.test', true)).toEqual({ isAllowed: true, role: 'agent' });
    expect(decide('bob@acme.test', 'acme.test', false)).toEqual({ isAllowed: false, refusal: 'agent_self_registration_disabled' });
  });

  it('makes any other address a customer, whatever the self-registration setting', () => {
    for (const enabled of [true, false]) {
      expect(decide('carla@northwind.test', 'acme.test', enabled)).toEqual({ isAllowed: true, role: 'user' });
      expect(decide('carla@mail.acme.test', 'acme.test', enabled)).toEqual({ isAllowed: true, role: 'user' });
      expect(decide('carla@gmail.com', null, enabled)).toEqual({ isAllowed: true, role: 'user' });
    }
  });
});
