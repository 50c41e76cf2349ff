import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { defaultPermissionMatrix, type PermissionMatrix } from '../../src/domain/agent-permissions.ts';
import type { Org, TestMember, TestOrganization } from './factories.ts';
import { accessTokenFor } from './server.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  /** The signed-in member; none for an anonymous call. */
  as?: TestMember;
  /** The organization whose host the call is made on; the main domain when null or absent. */
  on?: TestOrganization | null;
  body?: unknown;
  /** A body sent as it is, such as an uploaded image, with its content type; instead of `body`. */
  raw?: Buffer;
  contentType?: string;
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
        ...(options.contentType ? { 'content-type': options.contentType } : {}),
      },
      ...(options.raw ? { payload: options.raw } : options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
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
