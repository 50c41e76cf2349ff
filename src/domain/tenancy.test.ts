import { describe, expect, it } from 'vitest';
import { carriedSubdomainOf, detectTenancy, organizationUrl, subdomainOfHost, type Tenancy, withCarriedSubdomain } from './tenancy.ts';

describe('detectTenancy', () => {
  it('treats the confirm-email path as the main domain, even on a subdomain with the parameter', () => {
    expect(detectTenancy({ host: 'acme.localhost:3000', path: '/confirm-email', query: '?subdomain=globex' })).toEqual({
      kind: 'main',
      reason: 'confirm-email',
    });
    expect(detectTenancy({ host: 'acme.tandem.app', path: '/confirm-email/', query: '' })).toEqual({
      kind: 'main',
      reason: 'confirm-email',
    });
  });

  it('treats main=1 as the main domain before the subdomain parameter and the host', () => {
    expect(detectTenancy({ host: 'acme.localhost', path: '/', query: '?main=1&subdomain=globex' })).toEqual({
      kind: 'main',
      reason: 'main-parameter',
    });
    expect(detectTenancy({ host: 'localhost:3000', path: '/login', query: 'main=true' })).toEqual({
      kind: 'main',
      reason: 'main-parameter',
    });
  });

  it('ignores a main parameter that is not set to 1 or true', () => {
    expect(detectTenancy({ host: 'localhost', path: '/', query: '?main=0&subdomain=acme' })).toEqual({
      kind: 'subdomain',
      subdomain: 'acme',
      source: 'parameter',
    });
  });

  it('uses the subdomain parameter before the host, in lower case', () => {
    expect(detectTenancy({ host: 'acme.localhost:3000', path: '/login', query: '?subdomain=Globex' })).toEqual({
      kind: 'subdomain',
      subdomain: 'globex',
      source: 'parameter',
    });
  });

  it('ignores a subdomain parameter that cannot be a subdomain', () => {
    for (const value of ['', 'a.b', '-acme', 'acme-', 'ac me', 'x'.repeat(64)]) {
      expect(detectTenancy({ host: 'localhost', path: '/', query: `?subdomain=${encodeURIComponent(value)}` })).toEqual({
        kind: 'main',
        reason: 'host',
      });
    }
  });

  it('takes the subdomain from a host of three or more labels', () => {
    expect(detectTenancy({ host: 'acme.tandem.app', path: '/', query: '' })).toEqual({
      kind: 'subdomain',
      subdomain: 'acme',
      source: 'host',
    });
    expect(detectTenancy({ host: 'support.help.example.com:8443', path: '/tickets', query: '?page=2' })).toEqual({
      kind: 'subdomain',
      subdomain: 'support',
      source: 'host',
    });
  });

  it('takes the subdomain from {sub}.localhost', () => {
    expect(detectTenancy({ host: 'acme.localhost:3000', path: '/', query: '' })).toEqual({
      kind: 'subdomain',
      subdomain: 'acme',
      source: 'host',
    });
  });

  it('falls back to the main domain', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'tandem.app',
      'www.tandem.app',
      'app.tandem.app',
      'www.localhost',
      '127.0.0.1:3000',
      '[::1]:3000',
    ]) {
      expect(detectTenancy({ host, path: '/', query: '' })).toEqual({ kind: 'main', reason: 'host' });
    }
  });
});

describe('subdomainOfHost', () => {
  it('ignores the port, the case and a trailing dot', () => {
    expect(subdomainOfHost('ACME.Tandem.App.:443')).toBe('acme');
  });

  it('never takes an IP address for a subdomain', () => {
    expect(subdomainOfHost('10.0.0.12')).toBeNull();
  });
});

describe('withCarriedSubdomain', () => {
  const fromParameter: Tenancy = { kind: 'subdomain', subdomain: 'globex', source: 'parameter' };
  const fromHost: Tenancy = { kind: 'subdomain', subdomain: 'acme', source: 'host' };
  const main: Tenancy = { kind: 'main', reason: 'host' };

  it('adds the parameter to internal links when the tenancy came from it', () => {
    expect(withCarriedSubdomain('/login', fromParameter)).toBe('/login?subdomain=globex');
    expect(withCarriedSubdomain('/tickets?status=open#top', fromParameter)).toBe('/tickets?status=open&subdomain=globex#top');
    expect(withCarriedSubdomain('/?subdomain=acme', fromParameter)).toBe('/?subdomain=globex');
  });

  it('leaves links alone on a subdomain host and on the main domain', () => {
    expect(withCarriedSubdomain('/login', fromHost)).toBe('/login');
    expect(withCarriedSubdomain('/login', main)).toBe('/login');
  });

  it('leaves external and protocol-relative links alone', () => {
    expect(withCarriedSubdomain('https://example.com/', fromParameter)).toBe('https://example.com/');
    expect(withCarriedSubdomain('//example.com/', fromParameter)).toBe('//example.com/');
    expect(withCarriedSubdomain('mailto:help@example.com', fromParameter)).toBe('mailto:help@example.com');
  });

  it('names the carried subdomain only when it came from the parameter', () => {
    expect(carriedSubdomainOf(fromParameter)).toBe('globex');
    expect(carriedSubdomainOf(fromHost)).toBeNull();
    expect(carriedSubdomainOf(main)).toBeNull();
  });
});

describe('organizationUrl', () => {
  it('puts the subdomain in front of the main domain, on the public URL’s scheme and port', () => {
    expect(organizationUrl({ publicUrl: 'http://localhost:3210', appDomain: 'localhost', subdomain: 'acme', path: '/dashboard' })).toBe(
      'http://acme.localhost:3210/dashboard',
    );
    expect(
      organizationUrl({
        publicUrl: 'https://www.tandem.example',
        appDomain: 'tandem.example',
        subdomain: 'acme',
        path: '/welcome?confirmed=true',
      }),
    ).toBe('https://acme.tandem.example/welcome?confirmed=true');
  });

  it('carries the subdomain as a parameter on a bare IP address', () => {
    expect(organizationUrl({ publicUrl: 'http://127.0.0.1:3000', appDomain: '127.0.0.1', subdomain: 'acme', path: '/dashboard' })).toBe(
      'http://127.0.0.1:3000/dashboard?subdomain=acme',
    );
  });
});
