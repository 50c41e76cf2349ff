import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema object the fuzzer reads. */
export interface OpenApiSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  additionalProperties?: OpenApiSchema | boolean;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
}

/** Values seen in the API's own answers (ids, dates, address segments): path parameters that exist. */
export type KnownValues = readonly string[];

/** Texts that broke servers before: control characters, unicode edge cases, injection and parser bait. */
const edgeStrings = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f',
  '\u0085\u2028\u2029',
  '\u200b\u200d\ufeff',
  '\u202eevil\u202c',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '\uffff\ufffe',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301',
  'İıßẞǅ',
  'ᄀᄀᄀ각',
  '𝕏',
  '%',
  '%00',
  '%ZZ',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE tickets; --',
  '<script>alert(1)</script>',
  '\u0024{7*7}{{7*7}}',
  '\\',
  '\\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x1F',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '0000-00-00',
  '2024-02-30',
  '2024-13-01',
  '9999-12-31T23:59:59.999Z',
  '-271821-04-20T00:00:00Z',
  '24:00',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
];

function longStrings(maxLength: number | undefined): fc.Arbitrary<string> {
  const lengths = [
    ...new Set([maxLength, maxLength === undefined ? undefined : maxLength + 1, 10_000, 300_000].filter((n) => n !== undefined)),
  ];
  return fc
    .tuple(fc.constantFrom(...lengths), fc.constantFrom('a', '😀', 'é', '\u0301', ' '))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));
}

/** Characters that break parsers, databases and renderers, to mix into texts. */
const nastyCharacters = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\u2028',
  '\ufeff',
  '\uffff',
  '\ud800',
  '\udfff',
  '😀',
  '\u0301',
  'é',
  'ß',
  '%',
  '\\',
  '"',
  "'",
  '<',
  '\n',
  'a',
  ' ',
);

/** Any text at all, leaning on the edges. */
export function hostileString(maxLength?: number): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...edgeStrings), weight: 3 },
    { arbitrary: fc.string({ unit: nastyCharacters, minLength: 1, maxLength: Math.min(maxLength ?? 24, 24) }), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 32 }), weight: 2 },
    { arbitrary: longStrings(maxLength), weight: 1 },
  );
}

/** Stands for JSON nested thousands of levels deep, written out by `jsonText` (a value that deep would overflow the stack of JSON.stringify). */
const deeplyNested: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(64, 1000, 20_000), fc.constantFrom('array', 'object'))
  .map(([depth, kind]) => `@@deep:${depth}:${kind}@@`);

/** A generated value as a JSON text, with its deep-nesting markers written out. */
export function jsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/"@@deep:(\d+):(array|object)@@"/g, (_, depth: string, kind: string) => {
    const levels = Number(depth);
    return kind === 'array' ? `${'['.repeat(levels)}1${']'.repeat(levels)}` : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  });
}

/** A JSON value of any shape, whatever the schema wants. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0,
    2 ** 53,
    -(2 ** 63),
    1e308,
    5e-324,
    [],
    {},
    [null],
    JSON.parse('{"__proto__":{"isAdmin":true}}'),
  ),
  hostileString(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(hostileString(), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 5 }),
  deeplyNested,
);

function typesOf(schema: OpenApiSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function numberBounds(schema: OpenApiSchema, isInteger: boolean): { min: number; max: number; edges: number[] } {
  const step = isInteger ? 1 : 0.001;
  const low = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + step : schema.minimum;
  const high = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - step : schema.maximum;
  const min = Math.max(low ?? -(2 ** 31), Number.MIN_SAFE_INTEGER);
  const max = Math.min(high ?? 2 ** 31, Number.MAX_SAFE_INTEGER);
  return { min, max, edges: [min, max, min - 1, max + 1, 0, -1, 2 ** 31, 2 ** 53 + 2, -(2 ** 53) - 2, 0.5] };
}

function stringFor(schema: OpenApiSchema, known: KnownValues): fc.Arbitrary<string> {
  const hostile = hostileString(schema.maxLength);
  const known_ = known.length > 0 ? [fc.constantFrom(...known)] : [];
  if (schema.format === 'uuid') return fc.oneof(fc.uuid(), ...known_, ...known_, hostile);
  if (schema.format === 'date-time' || schema.format === 'date') {
    const dates = fc
      .date({ noInvalidDate: true })
      .map((date) => (schema.format === 'date' ? date.toISOString().slice(0, 10) : date.toISOString()));
    return fc.oneof(dates, hostile);
  }
  if (schema.format === 'email') return fc.oneof(fc.emailAddress(), hostile);
  const shaped: fc.Arbitrary<string>[] = [];
  if (schema.pattern) {
    try {
      shaped.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot generate from: the hostile texts still reach it.
    }
  }
  shaped.push(fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) }));
  return fc.oneof(...shaped, ...known_, { arbitrary: hostile, weight: 3 });
}

/**
 * Values for a schema: mostly of its shape with hostile contents (edge numbers, huge and strange texts,
 * known ids), each property sometimes of the wrong type, and now and then a value of no shape at all.
 */
export function valueFor(schema: OpenApiSchema, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: shapedValueFor(schema, known, depth), weight: 12 }, { arbitrary: wrongValue, weight: 1 });
}

function shapedValueFor(schema: OpenApiSchema, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  const variants: fc.Arbitrary<unknown>[] = [];
  if (schema.const !== undefined) variants.push(fc.constant(schema.const));
  if (schema.enum) variants.push(fc.constantFrom(...schema.enum));
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) variants.push(shapedValueFor(alternative, known, depth));
  if (schema.allOf?.length) variants.push(shapedValueFor(Object.assign({}, ...schema.allOf), known, depth));
  if (schema.nullable) variants.push(fc.constant(null));
  if (!schema.enum && schema.const === undefined) {
    for (const type of typesOf(schema)) {
      if (type === 'string') variants.push(stringFor(schema, known));
      else if (type === 'integer' || type === 'number') {
        const isInteger = type === 'integer';
        const { min, max, edges } = numberBounds(schema, isInteger);
        const inRange = isInteger ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
        variants.push(fc.oneof(inRange, fc.constantFrom(...edges)));
      } else if (type === 'boolean') variants.push(fc.boolean());
      else if (type === 'null') variants.push(fc.constant(null));
      else if (type === 'array') {
        const items = schema.items ? valueFor(schema.items, known, depth + 1) : wrongValue;
        const maxLength = Math.min(schema.maxItems ?? 5, 5);
        variants.push(fc.array(items, { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength }));
        if (schema.maxItems !== undefined) variants.push(fc.constant(Array.from({ length: schema.maxItems + 1 }, () => null)));
      } else if (type === 'object') variants.push(objectFor(schema, known, depth));
    }
  }
  return variants.length > 0 ? fc.oneof(...variants) : wrongValue;
}

function objectFor(schema: OpenApiSchema, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant({});
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueFor(property, known, depth + 1)]));
  const required = (schema.required ?? []).filter((name) => name in properties);
  const shaped = fc.record(model, { requiredKeys: required });
  const extra =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(hostileString(), valueFor(schema.additionalProperties, known, depth + 1), { maxKeys: 4 })
      : fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'unknownField', ''), wrongValue, { maxKeys: 2 });
  // Mostly the shape alone; sometimes with keys the schema does not name, sometimes with a required one missing.
  return fc.oneof(
    { arbitrary: shaped, weight: 6 },
    { arbitrary: fc.tuple(shaped, extra).map(([value, more]) => ({ ...more, ...value })), weight: 1 },
    { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
  );
}
