import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { organizations } from '../src/server/db/schema.ts';
import * as repository from '../src/server/features/customers/customers.repository.ts';
const db = await openDatabase({ dataDir: 'memory://' });
const [o] = await db.withPlatform((tx) => tx.insert(organizations).values({ name: 'B', businessModel: 'customer-service', subdomain: 'b' + Date.now() }).returning({ id: organizations.id }));
const organizationId = o!.id;
await db.withTenant({ organizationId }, (tx) => tx.execute(sql`insert into customers (organization_id, organization_name, contact_name, email, created_at) select ${organizationId}::uuid, 'Co ' || (i % 500), 'Name ' || i, 'c' || i || '@x.test', now() - (i || ' minutes')::interval from generate_series(1, 100000) i`));
await db.withTenant({ organizationId }, async (tx) => { await tx.execute(sql`reset role`); await tx.execute(sql`analyze customers`); await tx.execute(sql`set role tandem_app`); });
const q = (search: string | null) => db.withTenant({ organizationId }, async (tx) => {
  const query = tx.select({ id: sql`id` }).from(sql`customers`).toSQL();
  return null;
});
for (const search of [null, 'garcia', 'c4242@']) {
  const like = search ? `%${search}%` : null;
  const r = await db.withTenant({ organizationId }, (tx) => tx.execute(sql`explain analyze select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from customers where organization_id = ${organizationId} and archived_at is null ${like ? sql`and (contact_name ilike ${like} or organization_name ilike ${like} or email ilike ${like})` : sql``} order by created_at desc, id desc limit 51`));
  console.log(search, '\n', (r as any).rows.map((x: any) => x['QUERY PLAN']).join('\n'));
}
await db.close();
