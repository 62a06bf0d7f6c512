// fast-check arbitraries for request parts, made from the shared zod schemas a route validates with.
// zod-fast-check, the library for this, supports zod 3 only (peer zod ^3.18, fast-check < 4), so the
// schema goes through zod 4's own JSON Schema export (input side: before defaults and transforms)
// and a small walk over that turns it into values. Most values fit the schema, so calls get past
// validation into the handlers; at every level some are replaced by hostile ones (wrong types,
// boundary lengths, NUL, deep nesting, prototype keys), so validation itself is attacked too.
// `hints` offer real values by property name (an event's id, its code) so handlers find their rows.
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
};

export type Hints = Record<string, readonly unknown[]>;

/** JSON Schema of what a zod schema accepts (transforms and refinements cannot be expressed: any). */
export function inputJsonSchema(schema: unknown): JsonSchema {
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values nobody should send: wrong types, edge numbers, strings that break naive code. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -1e308,
    2 ** 53 + 1,
    0.5,
    '',
    ' ',
    '\u0000',
    'null',
    '[]',
    '{}',
    '__proto__',
    '../../etc/passwd',
    '%00',
    'NaN',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 1, max: 300 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
);

function stringFor(s: JsonSchema, name: string | undefined, hints: Hints): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [];
  if (s.format === 'uuid') options.push(fc.uuid({ version: 4 }), fc.uuid());
  else if (s.format === 'date-time') {
    options.push(
      fc.date({ min: new Date(-62_000_000_000_000), max: new Date(250_000_000_000_000), noInvalidDate: true }).map((d) => d.toISOString()),
    );
  } else if (s.format === 'email') options.push(fc.emailAddress());
  else if (s.pattern) options.push(fc.stringMatching(new RegExp(s.pattern)));
  else {
    const minLength = s.minLength ?? 0;
    const maxLength = Math.min(s.maxLength ?? 200, 4000);
    options.push(fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 60) }));
    options.push(fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, minLength + 20) }));
  }
  // Exactly at the bounds, and one past them.
  if (s.maxLength !== undefined && s.maxLength <= 20_000)
    options.push(fc.constantFrom('x'.repeat(s.maxLength), 'x'.repeat(s.maxLength + 1)));
  const hinted = name ? hints[name] : undefined;
  if (hinted?.length) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hinted) }, { weight: 2, arbitrary: fc.oneof(...options) });
  return fc.oneof(...options);
}

/** An arbitrary for values of `schema`; `name` is the property it fills, for the hints. */
export function arbitraryFor(schema: JsonSchema, hints: Hints = {}, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const fitting = fittingFor(schema, hints, name, depth);
  // One value in ten at each level is hostile: deep enough to reach the handler, often enough to
  // try every field's validation.
  return fc.oneof({ weight: 9, arbitrary: fitting }, { weight: 1, arbitrary: hostileValue });
}

function fittingFor(s: JsonSchema, hints: Hints, name: string | undefined, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union) return fc.oneof(...union.map((branch) => arbitraryFor(branch, hints, name, depth + 1)));
  const type = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => fittingFor({ ...s, type: t }, hints, name, depth)));
  switch (type[0]) {
    case 'string':
      return stringFor(s, name, hints);
    case 'integer':
      return fc.oneof(
        fc.integer({ min: Math.max(s.minimum ?? -1e9, -1e15), max: Math.min(s.maximum ?? 1e9, 1e15) }),
        fc.constantFrom(...[s.minimum, s.maximum].filter((x): x is number => x !== undefined).flatMap((x) => [x, x - 1, x + 1]), 0),
      );
    case 'number':
      return fc.double({ min: s.minimum, max: s.maximum, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = s.items ?? {};
      // Short arrays mostly (every element is a row to check); now and then as long as allowed.
      const maxLength = Math.min(s.maxItems ?? 20, depth > 1 ? 3 : 8);
      const short = fc.array(arbitraryFor(items, hints, name, depth + 1), { minLength: s.minItems ?? 0, maxLength });
      if (s.maxItems === undefined || s.maxItems > 600) return short;
      const full = fittingFor(items, hints, name, depth + 1).chain((one) =>
        fc.constantFrom(s.maxItems!, s.maxItems! + 1).map((n) => Array.from({ length: n }, () => one)),
      );
      return fc.oneof({ weight: 9, arbitrary: short }, { weight: 1, arbitrary: full });
    }
    case 'object': {
      const properties = s.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0) {
        // A record (partialRecord of languages, a free map): its keys from propertyNames.
        const keyArb = s.propertyNames
          ? (fittingFor(s.propertyNames, hints, undefined, depth + 1) as fc.Arbitrary<string>)
          : fc.string({ maxLength: 10 });
        const valueSchema = typeof s.additionalProperties === 'object' ? s.additionalProperties : {};
        return fc.dictionary(keyArb, arbitraryFor(valueSchema, hints, undefined, depth + 1), { maxKeys: 3 });
      }
      const record = fc.record(Object.fromEntries(keys.map((key) => [key, arbitraryFor(properties[key]!, hints, key, depth + 1)])), {
        requiredKeys: s.required ?? [],
      });
      // Sometimes a required key goes missing, or an unknown one comes along.
      return fc.oneof(
        { weight: 8, arbitrary: record },
        {
          weight: 1,
          arbitrary: fc.record({}, { requiredKeys: [] }).chain(() =>
            fc.record(Object.fromEntries(keys.map((key) => [key, arbitraryFor(properties[key]!, hints, key, depth + 1)])), {
              requiredKeys: [],
            }),
          ),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(record, fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }))
            .map(([o, k, v]) => ({ ...(o as object), [k]: v })),
        },
      );
    }
    default:
      // `{}`: anything (z.unknown, or a part JSON Schema cannot say).
      return fc.jsonValue({ maxDepth: 3 });
  }
}
