import { describe, expect, it } from 'vitest';
import { isPasswordSignInRefusedBySso, normalizeSsoDomain, ssoRoleFor } from './sso.ts';

describe('single sign-on rules', () => {
  const mapping = { agentClaimName: 'groups', agentClaimValue: 'support', unmappedAccounts: 'customer' as const };

  it('makes an agent of someone whose claim equals or lists the value, a customer or nobody otherwise', () => {
    expect(ssoRoleFor(mapping, { groups: ['staff', 'support'] })).toBe('agent');
    expect(ssoRoleFor({ ...mapping, agentClaimName: 'dept' }, { dept: 'support' })).toBe('agent');
    expect(ssoRoleFor(mapping, { groups: ['supporters'] })).toBe('customer');
    expect(ssoRoleFor({ ...mapping, unmappedAccounts: 'none' }, { groups: [] })).toBeNull();
    expect(ssoRoleFor({ ...mapping, agentClaimName: null }, { groups: ['support'] })).toBe('customer');
  });

  it('refuses passwords at the verified domain when SSO is required, except for the break-glass admin', () => {
    const rule = { email: 'ana@contoso.com', userId: 'ana', isRequired: true, verifiedDomain: 'contoso.com', breakGlassUserId: 'root' };
    expect(isPasswordSignInRefusedBySso(rule)).toBe(true);
    expect(isPasswordSignInRefusedBySso({ ...rule, userId: 'root' })).toBe(false);
    expect(isPasswordSignInRefusedBySso({ ...rule, email: 'ana@sub.contoso.com' })).toBe(false);
    expect(isPasswordSignInRefusedBySso({ ...rule, verifiedDomain: null })).toBe(false);
    expect(isPasswordSignInRefusedBySso({ ...rule, isRequired: false })).toBe(false);
  });

  it('reads a domain as admins type it', () => {
    expect(normalizeSsoDomain(' Contoso.COM. ')).toBe('contoso.com');
    expect(normalizeSsoDomain('contoso')).toBeNull();
    expect(normalizeSsoDomain('https://contoso.com')).toBeNull();
  });
});
