import fc from 'fast-check';

/**
 * fast-check arbitraries read from the routes' contracts as OpenAPI publishes them (the JSON
 * Schema that fastify-type-provider-zod makes of each zod body and querystring). A value drawn
 * from `conforming(schema)` has the contract's shape; `mutated(schema)` breaks one thing in it.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

/** Anything JSON can carry, kept small. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

/** Strings that tend to hurt: empty, huge, unicode, SQL and path tricks, numbers as text. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'null',
    "' or 1=1 --",
    '../../etc/passwd',
    '%00',
    '\u0000',
    '😀'.repeat(3),
    'x'.repeat(5_000),
    '2026-02-30',
    '25:61',
    '1e309',
    '1e22',
    `a\u0000b`,
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/**
 * Values no contract admits and the database chokes on (issue 16 §4): numbers past 2^53 (JSON
 * writes 1e21 and up as '1e+21', which PostgreSQL cannot read as an integer) and NUL characters.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.constantFrom(
  1e21,
  -1e22,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '\u0000',
  'corte\u0000',
  ['\u0000'],
);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 120));
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((value) => value.length >= min && value.length <= max);
    } catch {
      // A pattern JavaScript cannot compile falls back to a plain string.
    }
  }
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl();
    default:
      return fc.string({ minLength: min, maxLength: max });
  }
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + (integer ? 1 : 0.01)
      : (schema.minimum ?? -1_000);
  const high =
    typeof schema.exclusiveMaximum === 'number'
      ? schema.exclusiveMaximum - (integer ? 1 : 0.01)
      : (schema.maximum ?? Math.max(low + 1, 100_000));
  if (integer) {
    return fc.integer({
      min: Math.ceil(Math.max(low, Number.MIN_SAFE_INTEGER)),
      max: Math.floor(Math.min(high, Number.MAX_SAFE_INTEGER)),
    });
  }
  // Money and the like: two decimal places, as the contracts carry them.
  return fc
    .integer({ min: Math.ceil(low * 100), max: Math.floor(Math.min(high, 1e9) * 100) })
    .map((cents) => cents / 100);
}

/** A value with the contract's shape (as far as JSON Schema can tell it). */
export function conforming(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) return fc.oneof(...union.map((s) => conforming(s, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return conforming(schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => conforming({ ...schema, type }, depth + 1)));
  }
  const base = ((): fc.Arbitrary<unknown> => {
    switch (types[0]) {
      case 'string':
        return stringOf(schema);
      case 'integer':
        return numberOf(schema, true);
      case 'number':
        return numberOf(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 6));
        return fc.array(conforming(schema.items, depth + 1), { minLength, maxLength });
      }
      case 'object':
      case undefined: {
        if (!schema.properties) return types[0] === 'object' ? fc.object({ maxDepth: 1 }) : anyJson;
        const required = new Set(schema.required ?? []);
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, child] of Object.entries(schema.properties)) {
          record[key] = conforming(child, depth + 1);
        }
        // Optional keys come and go: fc.record leaves them out now and then.
        return fc.record(record, {
          requiredKeys: [...required].filter((key) => key in record),
        });
      }
      default:
        return anyJson;
    }
  })();
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

type Mutation = (value: Record<string, unknown>) => fc.Arbitrary<unknown>;

const mutations: Mutation[] = [
  // One field dropped.
  (value) => {
    const keys = Object.keys(value);
    if (keys.length === 0) return fc.constant(value);
    return fc.constantFrom(...keys).map((key) => {
      const { [key]: _dropped, ...rest } = value;
      return rest;
    });
  },
  // One field replaced by anything at all.
  (value) => {
    const keys = Object.keys(value);
    if (keys.length === 0) return fc.constant(value);
    return fc
      .tuple(fc.constantFrom(...keys), fc.oneof(anyJson, nastyString))
      .map(([key, replacement]) => ({ ...value, [key]: replacement }));
  },
  // One field replaced by a hostile value: otherwise valid, so it reaches the database unless
  // the contract layer stops it.
  (value) => {
    const keys = Object.keys(value);
    if (keys.length === 0) return fc.constant(value);
    return fc
      .tuple(fc.constantFrom(...keys), hostileValue)
      .map(([key, replacement]) => ({ ...value, [key]: replacement }));
  },
  // An unknown field added.
  (value) =>
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 12 }), anyJson)
      .map(([key, extra]) => ({ ...value, [key]: extra })),
];

/** A valid-shaped value with one thing broken, or something else entirely. */
export function mutated(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return conforming(schema).chain((value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return fc.oneof(anyJson, nastyString);
    }
    return fc.oneof(...mutations.map((mutation) => mutation(value as Record<string, unknown>)));
  });
}

/** What a fuzzed route receives: a body drawn from its contract, a mutation of it, or noise. */
export function fuzzedBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), anyJson);
  return fc.oneof(
    { weight: 3, arbitrary: conforming(schema) },
    { weight: 4, arbitrary: mutated(schema) },
    { weight: 1, arbitrary: fc.oneof(anyJson, nastyString) },
  );
}
