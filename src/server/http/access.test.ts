import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../tests/support/factories.ts';
import { accessTokenFor, buildTestApp, testDatabase } from '../../../tests/support/server.ts';
import type { Access } from '../../domain/roles.ts';
import { TENANT_HEADER } from './tenancy.ts';

type CallerName = 'anonymous' | 'customer' | 'agent' | 'org_admin';

/** Who each access level turns away: everyone it does not admit, among an organization's own members and strangers. */
const refusedCallers: Record<Access, CallerName[]> = {
  public: [],
  authenticated: ['anonymous'],
  customer: ['anonymous', 'agent', 'org_admin'],
  staff: ['anonymous', 'customer'],
  org_admin: ['anonymous', 'customer', 'agent'],
  super_admin: ['anonymous', 'customer', 'agent', 'org_admin'],
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
  const tokens: Record<CallerName, string | null> = { anonymous: null, customer: null, agent: null, org_admin: null };

  beforeAll(async () => {
    const db = await testDatabase();
    app = await buildTestApp();
    organization = await createOrganization(db);
    for (const role of ['customer', 'agent', 'org_admin'] as const) {
      const member: TestMember = await createMember(db, organization, role === 'customer' ? 'user' : role);
      tokens[role] = await accessTokenFor(member);
    }
  });
  afterAll(() => app.close());

  it('is refused with 401 or 403 on every route of the API document, whatever the body, query and address, never told what is wrong with them', async () => {
    const operations = operationsOf(app.swagger() as never);
    expect(operations.length).toBeGreaterThan(100);
    const answers: string[] = [];
    for (const operation of operations) {
      // Every address parameter malformed: no route takes "x%00" for an id, a date or a token.
      const url = operation.path.replace(/\{[^}]+\}/g, 'x%00');
      const query = Object.fromEntries([...operation.queryNames, 'unknown'].map((name) => [name, ['x\u0000', '-1']]));
      for (const caller of refusedCallers[operation.access]) {
        const token = tokens[caller];
        for (const body of operation.method === 'GET' ? [undefined] : malformedBodies) {
          const response = await app.inject({
            method: operation.method as 'GET',
            url,
            query,
            headers: {
              [TENANT_HEADER]: organization.subdomain,
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { payload: body }),
          });
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
});
