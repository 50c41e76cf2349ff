import { describe, expect, it } from 'vitest';
import { apiKeyPrefixOf, expiryProblemOf, isApiKeyToken, isApiKeyUsable, requiredApiKeyScope } from './api-keys.ts';

describe('API keys', () => {
  const key = `tdm_0123456789ab_${'x'.repeat(43)}`;

  it('tells a key from a JWT by its start, and reads its prefix only when it is shaped like one', () => {
    expect(isApiKeyToken(key)).toBe(true);
    expect(isApiKeyToken('eyJhbGciOiJFUzI1NiJ9.e30.sig')).toBe(false);
    expect(apiKeyPrefixOf(key)).toBe('tdm_0123456789ab');
    expect(apiKeyPrefixOf('tdm_0123456789ab_short')).toBeNull();
    expect(apiKeyPrefixOf(`tdm_0123456789AB_${'x'.repeat(43)}`)).toBeNull();
    expect(apiKeyPrefixOf(`tdm_0123456789ab-${'x'.repeat(43)}`)).toBeNull();
  });

  it("gives a route its declared scope, else its agent permission's, else none", () => {
    expect(requiredApiKeyScope({ apiKeyScope: 'calendar' })).toBe('calendar');
    expect(requiredApiKeyScope({ permission: 'customers.delete' })).toBe('customers');
    expect(requiredApiKeyScope({ permission: 'tickets.create' })).toBe('tickets:write');
    expect(requiredApiKeyScope({ permission: 'settings.edit' })).toBeNull();
    expect(requiredApiKeyScope({})).toBeNull();
  });

  it('takes an expiry in the future within two years, and stops a key once revoked or expired', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(expiryProblemOf(null, now)).toBeNull();
    expect(expiryProblemOf(new Date('2026-02-01T00:00:00Z'), now)).toBeNull();
    expect(expiryProblemOf(new Date('2025-12-31T00:00:00Z'), now)).toMatch(/future/);
    expect(expiryProblemOf(new Date('2029-01-01T00:00:00Z'), now)).toMatch(/two years/);
    expect(isApiKeyUsable({ revokedAt: null, expiresAt: null }, now)).toBe(true);
    expect(isApiKeyUsable({ revokedAt: now, expiresAt: null }, now)).toBe(false);
    expect(isApiKeyUsable({ revokedAt: null, expiresAt: now }, now)).toBe(false);
  });
});
