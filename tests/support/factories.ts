import { eq } from 'drizzle-orm';
import type { Role } from '../../src/domain/roles.ts';
import type { Database } from '../../src/server/db/client.ts';
import {
  agents,
  customers,
  notificationPreferences,
  organizationSettings,
  organizations,
  profiles,
  users,
} from '../../src/server/db/schema.ts';
import { uniqueName } from './server.ts';

export interface TestOrganization {
  id: string;
  name: string;
  subdomain: string;
}

export interface TestMember {
  id: string;
  email: string;
  name: string;
  role: Role;
  organizationId: string;
  /** The customer record of a role-user member, or the agent record of staff. */
  recordId: string | null;
}

export async function createOrganization(
  db: Database,
  overrides: Partial<typeof organizations.$inferInsert> = {},
): Promise<TestOrganization> {
  const subdomain = overrides.subdomain ?? uniqueName('org');
  const [row] = await db.withPlatform((tx) =>
    tx
      .insert(organizations)
      .values({ name: `Org ${subdomain}`, businessModel: 'customer-service', subdomain, ...overrides })
      .returning({ id: organizations.id, name: organizations.name, subdomain: organizations.subdomain }),
  );
  if (!row) throw new Error('organization not created');
  await db.withTenant({ organizationId: row.id }, (tx) => tx.insert(organizationSettings).values({ organizationId: row.id }));
  return row;
}

export async function createMember(
  db: Database,
  organization: { id: string },
  role: Role,
  overrides: { email?: string; name?: string; passwordHash?: string; approvalStatus?: 'approved' | 'pending' | 'rejected' } = {},
): Promise<TestMember> {
  const email = overrides.email ?? `${uniqueName(role)}@example.test`;
  const name = overrides.name ?? `Test ${role}`;
  const [user] = await db.withPlatform((tx) =>
    tx
      .insert(users)
      .values({ email, encryptedPassword: overrides.passwordHash ?? null, emailConfirmedAt: new Date(), userMetadata: { name } })
      .returning({ id: users.id }),
  );
  if (!user) throw new Error('user not created');
  const organizationId = organization.id;
  const recordId = await db.withTenant({ organizationId }, async (tx) => {
    await tx.insert(profiles).values({
      id: user.id,
      organizationId,
      email,
      name,
      role,
      hasOnboarded: true,
      approvalStatus: overrides.approvalStatus ?? 'approved',
    });
    await tx.insert(notificationPreferences).values({ userId: user.id, organizationId, roleType: role });
    if (role === 'user') {
      const [customer] = await tx
        .insert(customers)
        .values({ organizationId, userId: user.id, contactName: name, email })
        .returning({ id: customers.id });
      return customer?.id ?? null;
    }
    if (role === 'agent' || role === 'org_admin') {
      const [agent] = await tx
        .insert(agents)
        .values({ organizationId, userId: user.id, name, email, role: role === 'org_admin' ? 'admin' : 'agent' })
        .returning({ id: agents.id });
      return agent?.id ?? null;
    }
    return null;
  });
  return { id: user.id, email, name, role, organizationId, recordId };
}

/** An organization with an admin, two agents and two customers. */
export interface Org {
  organization: TestOrganization;
  admin: TestMember;
  agent: TestMember;
  otherAgent: TestMember;
  bob: TestMember;
  carol: TestMember;
}

export async function createOrg(db: Database): Promise<Org> {
  const organization = await createOrganization(db);
  return {
    organization,
    admin: await createMember(db, organization, 'org_admin', { name: 'Ada Admin' }),
    agent: await createMember(db, organization, 'agent', { name: 'Andy Agent' }),
    otherAgent: await createMember(db, organization, 'agent', { name: 'Olga Agent' }),
    bob: await createMember(db, organization, 'user', { name: 'Bob Smith' }),
    carol: await createMember(db, organization, 'user', { name: 'Carol Jones' }),
  };
}

/**
 * The database's platform organization (one per database), made when missing. Tests share the
 * worker's database, so each adds its own super admins and looks only at its own tickets.
 */
export async function platformOrganization(db: Database): Promise<TestOrganization> {
  const columns = { id: organizations.id, name: organizations.name, subdomain: organizations.subdomain };
  const find = () => db.withPlatform((tx) => tx.select(columns).from(organizations).where(eq(organizations.isPlatform, true)));
  let [platform] = await find();
  if (!platform) {
    await db.withPlatform((tx) =>
      tx
        .insert(organizations)
        .values({ name: 'Tandem Support', businessModel: 'customer-service', subdomain: uniqueName('support'), isPlatform: true })
        .onConflictDoNothing(),
    );
    [platform] = await find();
  }
  if (!platform) throw new Error('no platform organization');
  const organizationId = platform.id;
  await db.withTenant({ organizationId }, (tx) => tx.insert(organizationSettings).values({ organizationId }).onConflictDoNothing());
  return platform;
}
