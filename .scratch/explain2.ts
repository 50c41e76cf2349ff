import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { organizations } from '../src/server/db/schema.ts';
const db = await openDatabase({ dataDir: 'memory://' });
const [o] = await db.withPlatform((tx) => tx.insert(organizations).values({ name: 'B', businessModel: 'customer-service', subdomain: 'b' + Date.now() }).returning({ id: organizations.id }));
const organizationId = o!.id;
await db.withTenant({ organizationId }, (tx) => tx.execute(sql`insert into customers (organization_id, organization_name, contact_name, email, created_at) select ${organizationId}::uuid, 'Co ' || (i % 500), 'Name ' || i, 'customer' || i || '@example' || (i % 97) || '.test', now() - (i || ' minutes')::interval from generate_series(1, 100000) i`));
await db.withTenant({ organizationId }, async (tx) => { await tx.execute(sql`reset role`); await tx.execute(sql`analyze customers`); await tx.execute(sql`set role tandem_app`); });
const variants = {
  plain: sql`archived_at is null order by created_at desc, id desc`,
  withOrg: sql`archived_at is null order by organization_id desc, created_at desc, id desc`,
  searchGarcia: sql`archived_at is null and (contact_name ilike '%zzqy%' or organization_name ilike '%zzqy%' or email ilike '%zzqy%') order by created_at desc, id desc`,
  searchEmail: sql`archived_at is null and (contact_name ilike '%customer4242@%' or organization_name ilike '%customer4242@%' or email ilike '%customer4242@%') order by created_at desc, id desc`,
};
for (const [name, tail] of Object.entries(variants)) {
  const r = await db.withTenant({ organizationId }, (tx) => tx.execute(sql`explain analyze select id from customers where organization_id = ${organizationId} and ${tail} limit 51`));
  const lines = (r as any).rows.map((x: any) => x['QUERY PLAN']);
  console.log(name, lines.filter((l: string) => /Scan on|Execution/.test(l)).join(' | '));
}
await db.close();
