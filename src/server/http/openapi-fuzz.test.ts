import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonText, type KnownValues, type OpenApiSchema, valueFor, wrongValue } from '../../../tests/support/openapi-arbitraries.ts';
import { createScratchDatabase } from '../../../tests/support/scratch-database.ts';
import { accessTokenFor, buildTestApp, testConfig, unlimitedAuthSettings } from '../../../tests/support/server.ts';
import { type Access, admitsPlatformSuperAdmin } from '../../domain/roles.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { DEMO_PASSWORD, seedDemoData } from '../features/demo/demo.seed.ts';
import { TENANT_HEADER } from './tenancy.ts';

/**
 * Every operation of the server's OpenAPI document, called with generated addresses, queries and bodies
 * by a caller its x-access admits, and every route the document leaves out: no answer is a 5xx, and every
 * 4xx has the error shape (decision 072). Replay a run with FUZZ_SEED=<the seed printed>; FUZZ_RUNS sets
 * the cases per operation (200 on PostgreSQL, 50 on the embedded database unless set).
 */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
// The full count on PostgreSQL, the engine of production; a quarter on the embedded database, whose run CI makes first.
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? (process.env.DATABASE_URL ? 200 : 50));
console.info(`openapi fuzz: seed ${seed}, ${runsPerOperation} cases per operation (replay with FUZZ_SEED=${seed})`);

type CallerName = 'anonymous' | 'org_admin' | 'agent' | 'customer' | 'super_admin';
const callersByAccess: Record<Access, CallerName[]> = {
  public: ['anonymous'],
  authenticated: ['org_admin', 'customer', 'agent'],
  customer: ['customer'],
  staff: ['org_admin', 'agent'],
  org_admin: ['org_admin'],
  super_admin: ['super_admin'],
  staff_or_super_admin: ['org_admin', 'agent', 'super_admin'],
  org_admin_or_super_admin: ['org_admin', 'super_admin'],
};

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: OpenApiSchema;
}
interface Operation {
  method: string;
  path: string;
  /** Who may call it, from the document's x-access; null for a route the document leaves out (the auth service, the dev mailbox). */
  access: Access | null;
  parameters: Parameter[];
  body?: OpenApiSchema;
}
type OpenApiDocument = { paths: Record<string, Record<string, Record<string, unknown>>> };
interface FuzzRequest {
  caller: CallerName;
  isOnMainDomain: boolean;
  url: string;
  query: Record<string, string | string[]>;
  payload?: { data: string | Uint8Array; contentType: string };
}

/** What the undocumented routes (mostly the auth service) are sent: the fields and parameters such services read. */
const guessedBody: OpenApiSchema = {
  type: 'object',
  properties: {
    email: { anyOf: [{ enum: ['alice@acme.test', 'carla@northwind.test'] }, { type: 'string', format: 'email' }] },
    password: { anyOf: [{ enum: ['Sturdy-pass-1!', DEMO_PASSWORD] }, { type: 'string', maxLength: 200 }] },
    data: { type: 'object', properties: { name: { type: 'string' } }, additionalProperties: { type: 'string' } },
    refresh_token: { type: 'string' },
    auth_code: { type: 'string', format: 'uuid' },
    code_verifier: { type: 'string', minLength: 43, maxLength: 128 },
    code_challenge: { type: 'string' },
    code_challenge_method: { enum: ['s256', 'plain'] },
    token: { type: 'string' },
    type: { enum: ['signup', 'recovery', 'invite', 'email_change', 'magiclink', 'email'] },
    name: { type: 'string' },
  },
};
const guessedQueryParameters: Parameter[] = [
  { in: 'query', name: 'grant_type', schema: { enum: ['password', 'refresh_token', 'pkce'] } },
  { in: 'query', name: 'type', schema: { enum: ['signup', 'recovery', 'invite', 'email_change'] } },
  { in: 'query', name: 'token', schema: { type: 'string' } },
  { in: 'query', name: 'redirect_to', schema: { type: 'string' } },
  { in: 'query', name: 'scope', schema: { enum: ['global', 'local', 'others'] } },
];

// A database of its own: the demo data set, and a run that changes and deletes whatever it may.
const scratch = process.env.DATABASE_URL ? await createScratchDatabase() : undefined;
const db = scratch ? await scratch.open() : await openDatabase({ dataDir: 'memory://' });
// Sign-in limits would turn the auth service's cases into 429s.
const config = testConfig(unlimitedAuthSettings);
await seedDemoData({ db, config, reset: false });
const app = await buildTestApp({ db, config });
const documented = documentedOperationsOf(app.swagger() as unknown as OpenApiDocument);
const operations = inOrder([...documented, ...undocumentedOperations(documented)]);
const demoAccounts = await demoAccountsOf({
  org_admin: 'alice@acme.test',
  agent: 'andy@acme.test',
  customer: 'carla@northwind.test',
  super_admin: `admin@${config.PLATFORM_EMAIL_DOMAIN}`,
});
const known = await harvestKnownValues();

const answers = { cases: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };

afterAll(async () => {
  console.info(
    `openapi fuzz: ${documented.length} documented operations and ${operations.length - documented.length} others, ${answers.cases} cases answered ${JSON.stringify(answers)} (seed ${seed})`,
  );
  await app.close();
  await db.close();
  await scratch?.drop();
});

function documentedOperationsOf(document: OpenApiDocument): Operation[] {
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (operation.requestBody as { content?: Record<string, { schema: OpenApiSchema }> } | undefined)?.content;
      found.push({
        method: method.toUpperCase(),
        path,
        access: operation['x-access'] as Access,
        parameters: (operation.parameters as Parameter[] | undefined) ?? [],
        body: content?.['application/json']?.schema,
      });
    }
  }
  return found;
}

/** Every route of the router with its methods, from its printed tree (each line a child of the line above it one level up). */
function routesOfRouter(): { path: string; methods: string[] }[] {
  const routes: { path: string; methods: string[] }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents.splice(depth, parents.length, path);
    if (match[3]) routes.push({ path, methods: match[3].split(', ') });
  }
  return routes;
}

/** The routes the document leaves out (hidden: the auth service, the dev mailbox, the realtime socket), but the API's own documentation pages. */
function undocumentedOperations(documentedOnes: Operation[]): Operation[] {
  const isDocumented = new Set(documentedOnes.map(({ method, path }) => `${method} ${path}`));
  const found: Operation[] = [];
  for (const route of routesOfRouter()) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    if (path.startsWith('/api/docs') || path.includes('*')) continue;
    for (const method of route.methods) {
      if (method === 'HEAD' || isDocumented.has(`${method} ${path}`)) continue;
      const parameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        in: 'path' as const,
        name: name ?? '',
        schema: { type: 'string' },
      }));
      found.push({
        method,
        path,
        access: null,
        parameters: [...parameters, ...guessedQueryParameters],
        body: method === 'GET' ? undefined : guessedBody,
      });
    }
  }
  return found;
}

/** Reads first and deletions last, so that what one operation removes does not starve the others of data. */
function inOrder(all: Operation[]): Operation[] {
  const rank = (method: string) => (method === 'GET' ? 0 : method === 'DELETE' ? 2 : 1);
  return all.sort((a, b) => rank(a.method) - rank(b.method));
}

function callersOf(operation: Operation): CallerName[] {
  return operation.access ? callersByAccess[operation.access] : ['anonymous', 'org_admin', 'customer'];
}

/** Found once: the fuzzing may change the accounts' addresses (PUT /auth/v1/user). */
async function demoAccountsOf(emails: Record<Exclude<CallerName, 'anonymous'>, string>) {
  const accounts: Partial<Record<CallerName, { id: string; email: string }>> = {};
  for (const [caller, email] of Object.entries(emails)) {
    const [user] = await db.withPlatform((tx) => tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email)));
    if (!user) throw new Error(`the demo data has no ${email}`);
    accounts[caller as CallerName] = user;
  }
  return accounts;
}

/** Tokens of new sessions: an operation may have ended the earlier ones (a sign-out, a password change). */
async function tokensOfDemoAccounts(): Promise<Record<CallerName, string | null>> {
  const tokens: Record<CallerName, string | null> = { anonymous: null, org_admin: null, agent: null, customer: null, super_admin: null };
  for (const [caller, user] of Object.entries(demoAccounts)) tokens[caller as CallerName] = await accessTokenFor(user, config, db);
  return tokens;
}

async function send(method: string, request: FuzzRequest, tokens: Record<CallerName, string | null>) {
  const token = tokens[request.caller];
  return app.inject({
    method: method as 'GET',
    url: request.url,
    query: request.query,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.isOnMainDomain ? {} : { [TENANT_HEADER]: 'acme' }),
      ...(request.payload ? { 'content-type': request.payload.contentType } : {}),
    },
    ...(request.payload ? { payload: Buffer.from(request.payload.data) } : {}),
  });
}

/** Ids, dates and address segments in the demo data's answers: path parameters of things that exist. */
async function harvestKnownValues(): Promise<KnownValues> {
  const tokens = await tokensOfDemoAccounts();
  const values = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) || /^\d{4}-\d{2}-\d{2}$/.test(value))
        values.add(value);
      else if (/^(https?:\/\/[^/]+)?\/api\//.test(value)) values.add(value.split('?')[0]?.split('/').pop() ?? '');
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const read = async (operation: Operation, url: string) => {
    for (const caller of callersOf(operation)) {
      const response = await send('GET', { caller, isOnMainDomain: caller === 'super_admin', url, query: {} }, tokens);
      if (response.headers['content-type']?.includes('json')) collect(response.json());
    }
  };
  const reads = operations.filter((operation) => operation.method === 'GET');
  for (const operation of reads.filter((read) => !read.path.includes('{'))) await read(operation, operation.path);
  // A second round reads the things found, whose details name more (comments, appointments, photos).
  const firstRound = [...values].slice(0, 20);
  for (const operation of reads.filter((read) => read.path.includes('{'))) {
    for (const value of firstRound) await read(operation, operation.path.replace(/\{[^}]+\}/g, value));
  }
  values.delete('');
  return [...values].slice(0, 400);
}

function queryValue(value: unknown): string | string[] {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : jsonText(item)));
  return jsonText(value);
}

function pathSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : jsonText(value);
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate has no UTF-8 form: send the bytes such a segment would have.
    return '%ED%A0%80';
  }
}

const rawBodies = fc.oneof(
  fc.constantFrom(
    { data: '{', contentType: 'application/json' },
    { data: '{"a":', contentType: 'application/json' },
    { data: '', contentType: 'application/json' },
    { data: 'null', contentType: 'application/json' },
    { data: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
    { data: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
    { data: '['.repeat(100_000), contentType: 'application/json' },
    { data: 'x'.repeat(1_100_000), contentType: 'application/json' },
    { data: 'subject=a&description=b', contentType: 'application/x-www-form-urlencoded' },
    { data: '--x\r\n\r\n', contentType: 'multipart/form-data' },
    { data: 'plain', contentType: 'text/plain; charset=utf-8' },
    { data: '{}', contentType: 'application/json; charset=latin1' },
  ),
  fc
    .tuple(fc.uint8Array({ maxLength: 64 }), fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'application/octet-stream'))
    .map(([data, contentType]) => ({ data, contentType })),
);

function requestsFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(
      ...pathParameters.map((parameter) =>
        fc.oneof(
          { arbitrary: known.length > 0 ? fc.constantFrom(...known) : fc.uuid(), weight: 3 },
          { arbitrary: valueFor(parameter.schema, known).map(pathSegment), weight: 3 },
          { arbitrary: fc.constantFrom('%', '%E0%A4%A', '%00', '..', '%2F', 'a'.repeat(5000)), weight: 1 },
        ),
      ),
    )
    .map((segments) => {
      let index = 0;
      // biome-ignore lint/style/noNonNullAssertion: one segment per parameter of the path
      return operation.path.replace(/\{[^}]+\}/g, (match) => (index < segments.length ? String(segments[index++]!) : match));
    });
  const query = fc
    .tuple(
      fc.record(
        Object.fromEntries(queryParameters.map((parameter) => [parameter.name, valueFor(parameter.schema, known).map(queryValue)])),
        { requiredKeys: [] },
      ),
      fc.option(fc.dictionary(fc.constantFrom('unknown', '__proto__', 'subdomain', 'a[b]'), wrongValue.map(queryValue), { maxKeys: 2 }), {
        freq: 4,
      }),
    )
    .map(([named, extra]) => ({ ...(extra ?? {}), ...named }) as Record<string, string | string[]>);
  const json = (schema: OpenApiSchema | undefined) =>
    (schema ? valueFor(schema, known) : wrongValue).map((value) => ({ data: jsonText(value), contentType: 'application/json' }));
  const hasBody = operation.body !== undefined || operation.method !== 'GET';
  const payload = hasBody
    ? fc.oneof(
        { arbitrary: json(operation.body), weight: operation.body ? 8 : 2 },
        { arbitrary: rawBodies, weight: 1 },
        fc.constant(undefined),
      )
    : fc.constant(undefined);
  const callers = callersOf(operation);
  return fc.record({
    caller: fc.constantFrom(...callers),
    // Public routes are also read on the main domain; super admins work there, on escalations and platform settings too.
    isOnMainDomain:
      operation.access === 'super_admin'
        ? fc.constant(true)
        : operation.access === 'public' || operation.access === null || admitsPlatformSuperAdmin(operation.access)
          ? fc.boolean()
          : fc.constant(false),
    url: path,
    query,
    payload,
  });
}

function seedOf(operation: Operation): number {
  let hash = seed;
  for (const character of `${operation.method} ${operation.path}`) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}

function describeAnswer(request: FuzzRequest, status: number, body: string): string {
  const shown = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);
  return `${status} for ${request.caller} ${shown(request.url)} query ${shown(JSON.stringify(request.query))} body ${shown(String(request.payload?.data ?? ''))}: ${shown(body)}`;
}

/** The API's error shape; under /auth/v1 the auth service's own (GoTrue's, which auth-js reads). */
function isErrorShape(path: string, body: Record<string, unknown>): boolean {
  if (path.startsWith('/auth/'))
    return typeof body.code === 'number' && typeof body.error_code === 'string' && typeof body.msg === 'string';
  return (
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    body.message.length > 0 &&
    (body.field === undefined || typeof body.field === 'string')
  );
}

describe('every operation of the OpenAPI document, and every route it leaves out, under generated hostile input', () => {
  it('finds the operations, their access, the routes left out, and things of the demo data to address', () => {
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter((operation) => !operation.access)).toEqual([]);
    expect(operations.filter((operation) => !operation.access).map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['POST /auth/v1/token', 'PUT /auth/v1/user', 'POST /auth/v1/logout', 'GET /dev/mail']),
    );
    expect(known.length).toBeGreaterThan(20);
  });

  for (const operation of operations) {
    it(`${operation.method} ${operation.path} (${operation.access ?? 'not in the document'}) answers no 5xx, and every 4xx in the error shape`, async () => {
      const tokens = await tokensOfDemoAccounts();
      await fc.assert(
        fc.asyncProperty(requestsFor(operation), async (request) => {
          const response = await send(operation.method, request, tokens);
          answers.cases++;
          answers[`${Math.floor(response.statusCode / 100)}xx` as '2xx']++;
          const detail = () => describeAnswer(request, response.statusCode, response.body);
          if (response.statusCode >= 500) throw new Error(`a server error: ${detail()}`);
          if (response.statusCode >= 400) {
            const body = response.headers['content-type']?.includes('json') ? (response.json() as Record<string, unknown>) : {};
            if (!isErrorShape(operation.path, body)) throw new Error(`not the error shape: ${detail()}`);
          }
        }),
        { seed: seedOf(operation), numRuns: runsPerOperation, endOnFailure: false },
      );
    }, 120_000);
  }
});
