import { describe, expect, it } from 'vitest';
import { tenantKeyOf } from './tenancy.ts';

describe('tenantKeyOf', () => {
  it('takes the first label of {sub}.APP_DOMAIN and of *.localhost', () => {
    expect(tenantKeyOf('acme.tandem.app', 'tandem.app', undefined)).toEqual({ subdomain: 'acme' });
    expect(tenantKeyOf('Acme.localhost:3000', 'localhost', undefined)).toEqual({ subdomain: 'acme' });
  });

  it('uses the carried subdomain parameter only on the main domain', () => {
    expect(tenantKeyOf('localhost:3000', 'localhost', 'Globex')).toEqual({ subdomain: 'globex' });
    expect(tenantKeyOf('tandem.app', 'tandem.app', 'globex')).toEqual({ subdomain: 'globex' });
    expect(tenantKeyOf('acme.tandem.app', 'tandem.app', 'globex')).toEqual({ subdomain: 'acme' });
  });

  it('treats the main domain, www and app as no organization', () => {
    expect(tenantKeyOf('tandem.app', 'tandem.app', undefined)).toBeNull();
    expect(tenantKeyOf('www.tandem.app', 'tandem.app', undefined)).toBeNull();
    expect(tenantKeyOf('app.tandem.app', 'tandem.app', undefined)).toBeNull();
    expect(tenantKeyOf('a.b.tandem.app', 'tandem.app', undefined)).toBeNull();
  });

  it('looks any other host up as a custom domain', () => {
    expect(tenantKeyOf('help.example.com:443', 'tandem.app', 'acme')).toEqual({ domain: 'help.example.com' });
  });
});
