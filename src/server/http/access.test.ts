import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createOrganization,
  platformOrganization,
  type TestMember,
  type TestOrganization,
} from '../../../tests/support/factories.ts';
import { accessTokenFor, buildTestApp, testDatabase } from '../../../tests/support/server.ts';
import { type Access, admitsPlatformSuperAdmin } from '../../domain/roles.ts';
import { TENANT_HEADER } from './tenancy.ts';

type CallerName = 'anonymous' | 'customer' | 'agent' | 'org_admin' | 'super_admin';

/**
 * Who each access level turns away on an organization's host: everyone it does not admit, among the organization's
 * own members and strangers (the super admin is a member of the platform organization, not of this one).
 */
const refusedCallers: Record<Access, CallerName[]> = {
  public: [],
  authenticated: ['anonymous'],
  customer: ['anonymous', 'agent', 'org_admin', 'super_admin'],
  staff: ['anonymous', 'customer', 'super_admin'],
  org_admin: ['anonymous', 'customer', 'agent', 'super_admin'],
  super_admin: ['anonymous', 'customer', 'agent', 'org_admin'],
  staff_or_super_admin: ['anonymous', 'customer', 'super_admin'],
  org_admin_or_super_admin: ['anonymous', 'customer', 'agent', 'super_admin'],
};

interface Operation {
  method: string;
  path: string;
  access: Access;
  queryNames: string[];
}

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      access: operation['x-access'] as Access,
      queryNames: ((operation.parameters as { in: string; name: string }[] | undefined) ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name),
    })),
  );
}

/** Bodies no route accepts: broken JSON, and JSON of no route's shape. */
const malformedBodies = ['{"subject": ', '[[["not", "an", "object"]]]'];

describe('a caller the route does not admit', () => {
  let app: FastifyInstance;
  let organization: TestOrganization;
  const tokens: Record<CallerName, string | null> = { anonymous: null, customer: null, agent: null, org_admin: null, super_admin: null };
  let operations: Operation[];

  /** A malformed request to every address parameter, query parameter and, but for a GET, body of the operation. */
  function requestsOf(operation: Operation, caller: CallerName, subdomain: string | null) {
    // Every address parameter malformed: no route takes "x%00" for an id, a date or a token.
    const url = operation.path.replace(/\{[^}]+\}/g, 'x%00');
    const query = Object.fromEntries([...operation.queryNames, 'unknown'].map((name) => [name, ['x\u0000', '-1']]));
    const token = tokens[caller];
    return (operation.method === 'GET' ? [undefined] : malformedBodies).map((body) =>
      app.inject({
        method: operation.method as 'GET',
        url,
        query,
        headers: {
          ...(subdomain ? { [TENANT_HEADER]: subdomain } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: body }),
      }),
    );
  }

  beforeAll(async () => {
    const db = await testDatabase();
    app = await buildTestApp();
    organization = await createOrganization(db);
    for (const role of ['customer', 'agent', 'org_admin'] as const) {
      const member: TestMember = await createMember(db, organization, role === 'customer' ? 'user' : role);
      tokens[role] = await accessTokenFor(member);
    }
    // A super admin belongs to the platform organization; their tokens are aal2 (accessTokenFor).
    tokens.super_admin = await accessTokenFor(await createMember(db, await platformOrganization(db), 'super_admin'));
    operations = operationsOf(app.swagger() as never);
  });
  afterAll(() => app.close());

  it('is refused with 401 or 403 on every route of the API document, whatever the body, query and address, never told what is wrong with them', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const answers: string[] = [];
    for (const operation of operations) {
      for (const caller of refusedCallers[operation.access]) {
        for (const response of await Promise.all(requestsOf(operation, caller, organization.subdomain))) {
          const expected = caller === 'anonymous' ? 401 : 403;
          if (response.statusCode !== expected)
            answers.push(
              `${operation.method} ${operation.path} (${operation.access}) as ${caller}: ${response.statusCode} ${response.body}`,
            );
        }
      }
    }
    expect(answers).toEqual([]);
  });

  it('on the main domain, is refused before the body is read, while a super admin is admitted where the level says so', async () => {
    const levels = operations.filter((operation) => admitsPlatformSuperAdmin(operation.access));
    expect(levels.length).toBeGreaterThan(5);
    const answers: string[] = [];
    for (const operation of levels) {
      for (const caller of ['customer', 'agent', 'org_admin', 'super_admin'] as const) {
        for (const response of await Promise.all(requestsOf(operation, caller, null))) {
          const code = response.json<{ code?: string }>().code;
          const isRefused = [401, 403].includes(response.statusCode) || code === 'organization_not_found';
          // Without an organization, a member of one learns only that the address names none (the product's message).
          const isRightAnswer = caller === 'super_admin' ? !isRefused : response.statusCode === 404 && code === 'organization_not_found';
          if (!isRightAnswer)
            answers.push(
              `${operation.method} ${operation.path} (${operation.access}) as ${caller}: ${response.statusCode} ${response.body}`,
            );
        }
      }
    }
    expect(answers).toEqual([]);
  });
});
