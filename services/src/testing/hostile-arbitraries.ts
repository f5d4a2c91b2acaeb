import { samples } from '@cenacle/infra/files/testing/sample-files.ts';
import fc from 'fast-check';
import { z } from 'zod';
import { multipartBody } from './multipart.ts';

/**
 * Generated hostile input for the property test of every route: values that broke the foundation
 * before (text PostgreSQL cannot store, ids in upper case, year 0, sub-grosz and infinite amounts,
 * non-object bodies) mixed with values close to valid, so validation is passed as often as refused.
 */
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'a\ud800b',
    '\udc00',
    '',
    ' ',
    '0000-01-01',
    '9999-12-31',
    '1e309',
    'NaN',
    '-1',
    '=cmd|x',
    '%00',
    '../../etc',
    'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D',
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ minLength: 1001, maxLength: 1100 }),
  fc.uuid().map((u) => u.toUpperCase()),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, 1e-9, -1e-9, 0.005, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, 10_000_000.01),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    hostileText,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  examples?: unknown[];
  maximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** Replaces `{"$ref": "#/$defs/X"}` by the definition (schemas with a meta id are defined once). */
function inlineRefs(node: JsonSchema, defs: Record<string, JsonSchema>, depth = 0): JsonSchema {
  if (depth > 8) return {};
  const resolved = node.$ref ? (defs[node.$ref.replace('#/$defs/', '')] ?? {}) : node;
  const inline = (n: JsonSchema) => inlineRefs(n, defs, depth + 1);
  return {
    ...resolved,
    ...(resolved.properties
      ? {
          properties: Object.fromEntries(Object.entries(resolved.properties).map(([k, v]) => [k, inline(v)])),
        }
      : {}),
    ...(resolved.items ? { items: inline(resolved.items) } : {}),
    ...(resolved.anyOf ? { anyOf: resolved.anyOf.map(inline) } : {}),
    ...(resolved.oneOf ? { oneOf: resolved.oneOf.map(inline) } : {}),
  };
}

/** A value close to what the schema accepts (sometimes exactly that), for one JSON-schema node. */
function nearValid(schema: JsonSchema, known: fc.Arbitrary<string>, depth = 0): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => nearValid(s, known, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  // A schema that shows what it takes (a date in either of its spellings): mostly those, and near them.
  if (schema.examples?.length) {
    const { examples: _examples, ...rest } = schema;
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...schema.examples) },
      nearValid(rest, known, depth),
    );
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (depth > 3 || properties.length === 0) return fc.constant({});
      return fc.record(
        Object.fromEntries(properties.map(([key, s]) => [key, fieldValue(s, known, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((key) => key in (schema.properties ?? {})) },
      );
    }
    case 'array':
      return fc.array(schema.items ? fieldValue(schema.items, known, depth + 1) : hostileValue, {
        maxLength: 3,
      });
    case 'string':
      if (schema.format === 'uuid') return known;
      if (schema.format === 'date')
        return fc.constantFrom('2027-07-01', '2027-07-14', '0000-01-01', '2027-02-30');
      if (schema.format === 'date-time')
        return fc.constantFrom('2026-11-23T10:00:00Z', '0001-01-01T00:00:00Z');
      return fc.oneof(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom('POL', 'true', '0', '12.5'),
      );
    case 'number':
    case 'integer':
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 1, max: 1000 }) },
        fc.double({ min: 0.01, max: 100, noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileValue;
  }
}

/** A field's value: mostly near-valid, sometimes hostile. */
function fieldValue(schema: JsonSchema, known: fc.Arbitrary<string>, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: nearValid(schema, known, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Input for a schema the route declares (its body, query or params), or anything for none. */
export function inputFor(schema: unknown, known: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  // Duck-typed: the route may hold a schema built by another copy of zod.
  if (!schema || typeof (schema as { safeParse?: unknown }).safeParse !== 'function') return hostileValue;
  const raw = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const json = inlineRefs(raw, raw.$defs ?? {});
  return fc.oneof(
    { weight: 5, arbitrary: nearValid(json, known) },
    // A body that is not an object at all: the shape that once crashed a cross-field check.
    { weight: 1, arbitrary: fc.constantFrom(null, [], 42, 'text', true, {}) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/**
 * JSON bodies nested past the API's limit, as text (JSON.stringify itself overflows on them): they
 * once overflowed the stack of the text guard and answered 500 on every JSON route.
 */
export const deepJsonText: fc.Arbitrary<string> = fc.constantFrom(
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  `{"id":${'['.repeat(65)}${']'.repeat(65)}}`,
);

/** Text of a URL part; a lone surrogate cannot be UTF-8 encoded, so it travels as its bytes would. */
export function urlPart(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/**
 * A multipart body for an upload route: the expected field or another, a hostile file name, and
 * content that is a real document, an executable or random bytes (sometimes cut short).
 */
export const hostileMultipart: fc.Arbitrary<{ payload: Buffer; contentType: string }> = fc
  .record({
    field: fc.oneof({ weight: 4, arbitrary: fc.constant('document') }, { weight: 1, arbitrary: hostileText }),
    fileName: hostileText,
    content: fc.oneof(
      fc.constantFrom(...Object.values(samples)),
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    ),
    cutAt: fc.option(fc.nat({ max: 300 })),
  })
  .map(({ field, fileName, content, cutAt }) => {
    const body = multipartBody(field, fileName, content);
    return cutAt === null ? body : { ...body, payload: body.payload.subarray(0, cutAt) };
  });
