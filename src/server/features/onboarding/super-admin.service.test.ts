import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../../../tests/support/factories.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../../../tests/support/scratch-database.ts';
import { testConfig, uniqueName } from '../../../../tests/support/server.ts';
import { systemClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { domains, notificationPreferences, organizations, profiles, users } from '../../db/schema.ts';
import { promoteSuperAdmin } from './super-admin.service.ts';

const config = testConfig({ PLATFORM_EMAIL_DOMAIN: 'tandem.test' });

describe('promoteSuperAdmin (npm run super-admin -- <email>)', () => {
  // The platform organization is one per database: these tests get a database of their own.
  let scratch: ScratchDatabase;
  let db: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    db = await scratch.open();
  });

  afterAll(async () => {
    await db.close();
    await scratch.drop();
  });

  async function createAccount(options: { email: string; isConfirmed: boolean; name?: string }): Promise<string> {
    const [row] = await db.withPlatform((tx) =>
      tx
        .insert(users)
        .values({
          email: options.email,
          emailConfirmedAt: options.isConfirmed ? new Date() : null,
          userMetadata: options.name ? { name: options.name } : {},
        })
        .returning({ id: users.id }),
    );
    return row?.id ?? '';
  }

  const promote = (email: string) => promoteSuperAdmin({ db, config, clock: systemClock, email });

  it('refuses an address on any other domain', async () => {
    await expect(promote('mallory@example.test')).rejects.toThrow(
      'Only tandem.test accounts can be super admins, and mallory@example.test is not one.',
    );
  });

  it('refuses an address without an account, and an account that has not confirmed its address', async () => {
    await expect(promote('nobody@tandem.test')).rejects.toThrow(
      'No account uses nobody@tandem.test. Sign up with it and confirm the e-mail address first.',
    );
    await createAccount({ email: 'pending@tandem.test', isConfirmed: false });
    await expect(promote('pending@tandem.test')).rejects.toThrow(
      'pending@tandem.test has not confirmed its e-mail address yet. Confirm it from the e-mail we sent, then run this again.',
    );
    const platforms = await db.withPlatform((tx) => tx.select().from(organizations).where(eq(organizations.isPlatform, true)));
    expect(platforms).toEqual([]);
  });

  it('creates the platform organization and makes the account a super admin; running it again changes nothing', async () => {
    const userId = await createAccount({ email: 'root@tandem.test', isConfirmed: true, name: 'Rita Root' });

    const first = await promote(' Root@Tandem.test ');

    expect(first).toMatchObject({
      email: 'root@tandem.test',
      isAlreadySuperAdmin: false,
      platform: { name: 'Tandem Support', subdomain: 'support', isNew: true },
    });
    const [platform] = await db.withPlatform((tx) => tx.select().from(organizations).where(eq(organizations.isPlatform, true)));
    expect(platform).toMatchObject({
      subdomain: 'support',
      subscriptionStatus: 'active',
      trialEndDate: null,
      isApproved: true,
      isActive: true,
    });
    const rows = await db.withTenant({ organizationId: platform?.id ?? null }, async (tx) => ({
      profiles: await tx.select().from(profiles),
      preferences: await tx.select().from(notificationPreferences),
      domains: await tx.select().from(domains),
    }));
    expect(rows.profiles).toMatchObject([
      { id: userId, email: 'root@tandem.test', name: 'Rita Root', role: 'super_admin', hasOnboarded: true },
    ]);
    expect(rows.preferences).toMatchObject([{ userId, roleType: 'super_admin' }]);
    expect(rows.domains).toMatchObject([{ domain: 'support.localhost', isVerified: true }]);
    const [account] = await db.withPlatform((tx) => tx.select({ appMetadata: users.appMetadata }).from(users).where(eq(users.id, userId)));
    expect(account?.appMetadata).toMatchObject({ role: 'super_admin', organization_id: platform?.id });

    const again = await promote('root@tandem.test');
    expect(again).toMatchObject({ isAlreadySuperAdmin: true, platform: { id: platform?.id, isNew: false } });
    expect(await db.withTenant({ organizationId: platform?.id ?? null }, (tx) => tx.select().from(profiles))).toHaveLength(1);
  });

  it('adds a second super admin to the same platform organization', async () => {
    await createAccount({ email: 'second@tandem.test', isConfirmed: true });
    const promotion = await promote('second@tandem.test');
    expect(promotion.platform.isNew).toBe(false);
    expect(await db.withPlatform((tx) => tx.select().from(organizations).where(eq(organizations.isPlatform, true)))).toHaveLength(1);
  });

  it('refuses an account that is a member of another organization', async () => {
    const acme = await createOrganization(db);
    const userId = await createAccount({ email: `${uniqueName('moonlighter')}@tandem.test`, isConfirmed: true });
    const [user] = await db.withPlatform((tx) => tx.select().from(users).where(eq(users.id, userId)));
    await db.withTenant({ organizationId: acme.id }, (tx) =>
      tx.insert(profiles).values({ id: userId, organizationId: acme.id, email: user?.email ?? '', role: 'agent' }),
    );
    await expect(promote(user?.email ?? '')).rejects.toThrow(
      'is a member of another organization; a super admin belongs to the platform organization only.',
    );
  });

  it('prints how to use the command when no address is given', async () => {
    const run = promisify(execFile)(process.execPath, ['src/server/features/onboarding/super-admin-cli.ts'], { env: { ...process.env } });
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run super-admin -- <email>') });
  });
});
