import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { accessTokenFor, uniqueName } from '../../../../tests/support/server.ts';
import { defaultPermissionMatrix, type PermissionMatrix } from '../../../domain/agent-permissions.ts';
import type { Database } from '../../db/client.ts';
import { organizationSettings, organizations } from '../../db/schema.ts';
import type { NotifiedEvent } from '../../realtime/publish-event.ts';
import { REALTIME_CHANNEL } from '../../realtime/publish-event.ts';

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  /** The signed-in member; none for an anonymous call. */
  as?: TestMember;
  /** The organization whose host the call is made on; the main domain when null or absent. */
  on?: TestOrganization | null;
  body?: unknown;
}

export type Call = (method: Method, url: string, options?: CallOptions) => Promise<LightMyRequestResponse>;

/** Calls the app as the web app does on localhost: the organization in the subdomain header, a bearer token. */
export function callerFor(app: FastifyInstance): Call {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (member: TestMember) => {
    const cached = tokens.get(member.id) ?? accessTokenFor(member);
    tokens.set(member.id, cached);
    return cached;
  };
  return async (method, url, options = {}) =>
    app.inject({
      method,
      url,
      headers: {
        ...(options.as ? { authorization: `Bearer ${await tokenOf(options.as)}` } : {}),
        ...(options.on ? { 'x-tenant-subdomain': options.on.subdomain } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
    });
}

/** Has the org admin save the agent permission matrix: the defaults, with these boxes of each area changed. */
export async function setAgentPermissions(
  call: Call,
  org: Org,
  changes: { [Area in keyof PermissionMatrix]?: Partial<PermissionMatrix[Area]> },
  isStrict = false,
): Promise<void> {
  const matrix = Object.fromEntries(
    Object.entries(defaultPermissionMatrix).map(([area, actions]) => [area, { ...actions, ...changes[area as keyof PermissionMatrix] }]),
  );
  const saved = await call('PUT', '/api/agent-permissions', { as: org.admin, on: org.organization, body: { matrix, isStrict } });
  if (saved.statusCode !== 200) throw new Error(`permissions not saved: ${saved.statusCode} ${saved.body}`);
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

/** Every realtime event published while it listens, as the server processes receive them. */
export async function recordRealtimeEvents(db: Database) {
  const events: NotifiedEvent[] = [];
  const stop = await db.listen(REALTIME_CHANNEL, (notification) => events.push(...(JSON.parse(notification) as NotifiedEvent[])));
  return {
    events,
    /** Waits for notifications in flight: an event published by a committed request arrives within moments. */
    settle: () => new Promise((resolve) => setTimeout(resolve, 150)),
    stop,
  };
}
