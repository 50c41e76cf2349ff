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
