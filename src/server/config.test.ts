import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_MAX_CONNECTION_WAIT_MS, loadConfig } from './config.ts';

describe('configuration', () => {
  it('refuses an access token lifetime the web app would refresh in a loop, naming the variable', () => {
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '60' })).toThrow(
      'ACCESS_TOKEN_TTL_SECONDS: must be at least 120 seconds: the web app refreshes tokens 90 s before they expire',
    );
    expect(loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '120' }).ACCESS_TOKEN_TTL_SECONDS).toBe(120);
    expect(loadConfig({}).ACCESS_TOKEN_TTL_SECONDS).toBe(3600);
  });

  it('believes forwarded addresses only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.4']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(
      'TRUST_PROXY: must be true, false, a number of hops or a list of addresses',
    );
  });

  it('runs one process per core on PostgreSQL, one on the embedded database, which refuses more by name', () => {
    expect(loadConfig({}).processCount).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/tandem' }).processCount).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/tandem', WEB_CONCURRENCY: '3' }).processCount).toBe(3);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY: must be 1 on the embedded database, which one process at a time may open; set DATABASE_URL to run several',
    );
  });

  it('keeps backups beside DATA_DIR by default, and refuses scheduled backups on PostgreSQL by name', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/tandem/data' }).backupDir).toBe('/var/lib/tandem/backups');
    expect(loadConfig({ BACKUP_DIR: '/mnt/backups' }).backupDir).toBe('/mnt/backups');
    expect(loadConfig({}).BACKUP_KEEP).toBe(7);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.example/tandem', BACKUP_INTERVAL_HOURS: '24' })).toThrow(
      'BACKUP_INTERVAL_HOURS: applies to the embedded database only; on PostgreSQL back up with pg_dump',
    );
  });

  it('bounds the embedded database’s queue by its wait by default, and leaves PostgreSQL to the count of waiting transactions', () => {
    expect(loadConfig({}).MAX_CONNECTION_WAIT_MS).toBe(EMBEDDED_MAX_CONNECTION_WAIT_MS);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/tandem' }).MAX_CONNECTION_WAIT_MS).toBe(0);
    expect(loadConfig({ MAX_CONNECTION_WAIT_MS: '0' }).MAX_CONNECTION_WAIT_MS).toBe(0);
    expect(loadConfig({}).MAX_WAITING_FOR_CONNECTION).toBe(100);
  });

  it('turns the mail receiver on only with a domain to receive for, and its STARTTLS only with both certificate and key', () => {
    expect(() => loadConfig({ INBOUND_SMTP_PORT: '2525' })).toThrow('INBOUND_SMTP_PORT');
    expect(loadConfig({ INBOUND_EMAIL_DOMAIN: 'Mail.Example.com', INBOUND_SMTP_PORT: '2525' }).INBOUND_EMAIL_DOMAIN).toBe(
      'mail.example.com',
    );
    expect(() => loadConfig({ INBOUND_SMTP_TLS_CERT: '/etc/tandem/cert.pem' })).toThrow(
      'INBOUND_SMTP_TLS_KEY: INBOUND_SMTP_TLS_CERT and INBOUND_SMTP_TLS_KEY go together: set both, or neither',
    );
  });
});
