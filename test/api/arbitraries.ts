/**
 * Values for the API objects, drawn from their bundled schemas (generated/schemas/api/): valid
 * objects, and where each can be broken by one rule (a typed value, a required member).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { childPointer } from '../../src/core/pointer.js';
import { repoRoot } from '../support/paths.js';

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
};

export const bundled = (name: string): Schema =>
  JSON.parse(readFileSync(join(repoRoot, 'generated', 'schemas', 'api', `${name}.schema.json`), 'utf8')) as Schema;

const resolve = (schema: Schema, root: Schema): Schema =>
  schema.$ref ? resolve((root.$defs as Record<string, Schema>)[schema.$ref.replace('#/$defs/', '')]!, root) : schema;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const date = fc
  .record({ y: fc.integer({ min: 1970, max: 2099 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
  .map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`);
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
  .map((t) => t.map((n) => pad(n)).join(':'));
const label = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/);

const formats: Record<string, fc.Arbitrary<string>> = {
  date,
  'iso-date-time': fc.tuple(date, time).map(([d, t]) => `${d} ${t}`),
  hostname: fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => labels.join('.')),
  uri: fc.tuple(fc.constantFrom('https', 'http'), label, label).map(([s, host, path]) => `${s}://${host}.example/${path}`),
  ipv4: fc.ipV4(),
  ipv6: fc.constantFrom('2001:db8::1', '::1', 'fe80::1:2:3:4'),
};
const patterns: Record<string, fc.Arbitrary<string>> = {
  '^[0-9]{3}\\.[0-9]{3}$': fc.tuple(fc.integer({ min: 100, max: 599 }), fc.integer({ min: 0, max: 999 })).map(([a, b]) => `${a}.${pad(b, 3)}`),
};

/** A valid value of `schema` (inside the bundled document `root`). */
export function valueOf(schema: Schema, root: Schema): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) {
    const { anyOf, ...rest } = s;
    return fc.oneof(...anyOf.map((branch) => valueOf({ ...rest, ...branch }, root)));
  }
  switch (s.type) {
    case 'object': {
      const props = s.properties ?? {};
      const known = fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valueOf(v, root)])), { requiredKeys: s.required ?? [] });
      if (typeof s.additionalProperties !== 'object') return known;
      const extra = fc.dictionary(
        label.filter((k) => !(k in props)),
        valueOf(s.additionalProperties, root),
        { maxKeys: 2 },
      );
      return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }));
    }
    case 'array':
      return fc.array(s.items ? valueOf(s.items, root) : fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 });
    case 'string':
      if (s.format && formats[s.format]) return formats[s.format]!;
      if (s.pattern && patterns[s.pattern]) return patterns[s.pattern]!;
      return fc.string({ maxLength: 12 });
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A place where one rule can be broken: a value with a type, or a required member. */
export type Breakable = { pointer: string; types: string[] } | { pointer: string; required: string };

/** Every breakable place of a valid `value` of `schema`. */
export function breakables(schema: Schema, root: Schema, value: unknown, pointer = ''): Breakable[] {
  const s = resolve(schema, root);
  const types = s.type ? [s.type] : (s.anyOf ?? []).flatMap((b) => (b.type ? [b.type] : []));
  const out: Breakable[] = types.length ? [{ pointer, types }] : [];
  if (s.type === 'object' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    for (const name of s.required ?? []) out.push({ pointer, required: name });
    for (const [k, member] of Object.entries(v)) {
      const sub = s.properties?.[k] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
      if (sub) out.push(...breakables(sub, root, member, childPointer(pointer, k)));
    }
  }
  if (s.type === 'array' && Array.isArray(value) && s.items) {
    value.forEach((item, i) => out.push(...breakables(s.items!, root, item, childPointer(pointer, i))));
  }
  return out;
}

/** A JSON value of none of `types` (integer counts as number's subtype). */
export function wrongTypeValue(types: string[]): unknown {
  const candidates: [string, unknown][] = [
    ['null', null],
    ['string', 'x'],
    ['number', 1.5],
    ['boolean', true],
    ['array', []],
    ['object', {}],
  ];
  return candidates.find(([t]) => !types.includes(t))![1];
}
