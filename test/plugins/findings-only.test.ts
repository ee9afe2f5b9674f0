/**
 * A lint wants findings, not the effective config: for a text with no `${` it skips the
 * effective-config steps (defaults, inheritance, the second validation), and for one whose
 * variables those steps leave where they are written it finds what they would find on the config
 * as written (src/plugins/resolve/as-written.ts). That is exact only while those steps cannot
 * find anything else, which these tests hold true: the plugin schemas use no keyword that adding a
 * valid member could break, every default satisfies its own member's schema, an inherited channel
 * member accepts whatever its top-level member accepts, and the plugins' built-in values and what
 * they write for an ignored value satisfy their members' schemas. Then, on every fixture, example
 * and reference config, and on generated configs with variables and variable tables, both ways
 * give the same findings.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSource } from '../../src/plugins/check.js';
import { fastCheck } from '../../src/plugins/fast.js';
import { kindSpecs } from '../../src/plugins/kinds/index.js';
import { findingsAsWritten } from '../../src/plugins/resolve/as-written.js';
import { readingOf } from '../../src/plugins/validate.js';
import { validatorOf } from '../../src/plugins/validators.js';
import { defaultVariables, substituteRevertibly, variableTable } from '../../src/core/variables.js';
import { isPlainObject } from '../../src/core/value.js';
import { applyMutation, copyJson, mutations, placesOf, validConfigs } from './arbitraries.js';
import { isKindId, kinds, type KindId } from '../../src/plugins/kinds.js';
import { repoRoot } from '../support/paths.js';
import { pluginFixtureCases } from '../support/fixtures.js';
import { loadSchemasModule, strictAjv } from '../support/schemas.js';

const schemasModule = await loadSchemasModule();
const schemas = schemasModule.bundledSchemas();

/** Keywords whose verdict can turn from valid to invalid when a member is added or an array grows. */
const nonMonotone = [
  'not',
  'oneOf',
  'if',
  'then',
  'else',
  'dependentRequired',
  'dependentSchemas',
  'maxProperties',
  'propertyNames',
  'maxItems',
  'uniqueItems',
  'maxContains',
  'unevaluatedProperties',
  'unevaluatedItems',
];

/** Every schema object of a document with its JSON Pointer (names under properties/$defs are not keywords). */
function* schemaNodes(node: unknown, path = ''): Generator<[Record<string, unknown>, string]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* schemaNodes(item, `${path}/${i}`);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  yield [obj, path];
  for (const [key, value] of Object.entries(obj)) {
    if (key === 'default' || key === 'examples' || key === 'enum' || key === 'const') continue;
    if (key === 'properties' || key === '$defs' || key === 'patternProperties') {
      for (const [name, child] of Object.entries(value as Record<string, unknown>)) yield* schemaNodes(child, `${path}/${key}/${name}`);
    } else {
      yield* schemaNodes(value, `${path}/${key}`);
    }
  }
}

/** A schema node without what only documents it (at any depth), for comparing two members' rules. */
const rules = (node: Record<string, unknown>) => schemasModule.lean(node);

describe.each(schemas.map((s) => [s.kind, s.schema] as const))('%s: the effective-config steps cannot invalidate a valid config', (_kind, schema) => {
  it('uses no keyword that adding a valid member could break', () => {
    const found = [...schemaNodes(schema)].flatMap(([node, path]) => nonMonotone.filter((k) => k in node).map((k) => `${path}/${k}`));
    expect(found).toEqual([]);
  });

  it('has defaults that satisfy their own member schema', () => {
    const ajv = strictAjv();
    for (const [node, path] of schemaNodes(schema)) {
      if (!('default' in node)) continue;
      const check = ajv.compile({ ...node, $defs: schema.$defs });
      expect(check(node.default), `${path}: ${JSON.stringify(check.errors)}`).toBe(true);
    }
  });

  it('inherits channel members only from top-level members with the same rules', () => {
    const top = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    for (const [node, path] of schemaNodes(schema)) {
      if (!node['x-agentconf-inherit']) continue;
      const name = path.split('/').pop()!;
      expect(top[name], `${path} inherits a top-level member that does not exist`).toBeDefined();
      expect(rules(node), path).toEqual(rules(top[name]!));
    }
  });
});

/** Every config text the suite knows: fixtures, examples and reference configs. */
function configTexts(): { file: string; text: string; kind?: KindId }[] {
  const out: { file: string; text: string; kind?: KindId }[] = [];
  for (const c of pluginFixtureCases()) if (isKindId(c.kind)) out.push({ file: c.path, text: readFileSync(c.path, 'utf8'), kind: c.kind });
  const examples = join(repoRoot, 'examples');
  for (const folder of ['valid', 'invalid']) {
    for (const f of readdirSync(join(examples, folder))) out.push({ file: join(examples, folder, f), text: readFileSync(join(examples, folder, f), 'utf8') });
  }
  const reference = join(repoRoot, '..', 'shared', 'reference', 'configs');
  try {
    for (const f of readdirSync(reference)) {
      const kind = f.split('--')[0]!;
      out.push({ file: join(reference, f), text: readFileSync(join(reference, f), 'utf8'), ...(isKindId(kind) ? { kind } : {}) });
    }
  } catch {
    // no ../shared here: the fixtures and examples still count
  }
  return out;
}

describe('findings only (lint) and the whole pipeline give the same findings', () => {
  it.each(configTexts().map((c) => [c.file.slice(repoRoot.length), c] as const))('%s', async (_, c) => {
    const format = /\.ya?ml$/.test(c.file) ? 'yaml' : 'json';
    const input = { file: c.file, text: c.text, format, ...(c.kind ? { kind: c.kind } : {}) } as const;
    const whole = await checkSource(input);
    const findings = await checkSource({ ...input, effective: false });
    expect(findings.result).toEqual(whole.result);
  });
});

/**
 * Whether the lint of `text` finds the effective-config steps' findings on the config as written;
 * the config is left as it was either way.
 */
function takesShortcut(kind: KindId, text: string, variables: Readonly<Record<string, string>>): boolean {
  const value: unknown = JSON.parse(text);
  if (!text.includes('${') || !isPlainObject(value)) return false;
  const taken = findingsAsWritten(kind, value, variables, readingOf(kind, value), fastCheck) !== undefined;
  expect(value).toEqual(JSON.parse(text));
  return taken;
}

describe('the findings of the effective-config steps, found on the config as written', () => {
  it('the fixtures, examples and reference configs that name a variable take the way often enough for the comparison above to hold it', () => {
    let taken = 0;
    for (const c of configTexts()) {
      if (!c.kind || !c.file.endsWith('.json')) continue;
      try {
        if (takesShortcut(c.kind, c.text, defaultVariables())) taken++;
      } catch {
        // Not JSON: a parse fixture.
      }
    }
    expect(taken).toBeGreaterThan(10);
  });

  it('substitution in place puts back every string it replaced, also when the walk fails part way', () => {
    const config: Record<string, unknown> = { a: '${uuid_agent}/x', list: ['${uuid_site}', 2, { deep: '${nope}' }] };
    const found: unknown[] = [];
    const putBack = substituteRevertibly(config, defaultVariables(), found as never);
    expect(config.a).not.toBe('${uuid_agent}/x');
    putBack();
    expect(config).toEqual({ a: '${uuid_agent}/x', list: ['${uuid_site}', 2, { deep: '${nope}' }] });
    expect(found.length).toBe(1);
    // A member that throws when read, after one already replaced: the replaced one is put back.
    const failing: Record<string, unknown> = { a: '${uuid_agent}' };
    Object.defineProperty(failing, 'b', {
      enumerable: true,
      get: () => {
        throw new Error('unreadable');
      },
    });
    expect(() => substituteRevertibly(failing, defaultVariables(), [])).toThrow('unreadable');
    expect(failing.a).toBe('${uuid_agent}');
  });

  it('the plugins built-in values and what they write for an ignored value keep a valid config valid, and add or move no variable', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds.map((k) => k.id)).chain((kind) => fc.tuple(fc.constant(kind), validConfigs[kind])),
        ([kind, config]) => {
          const spec = kindSpecs[kind];
          const before = copyJson(config);
          const valid = validatorOf(kind)(config);
          spec.ignores?.(config);
          spec.starts?.(config);
          if (valid) expect(validatorOf(kind)(config), JSON.stringify(config)).toBe(true);
          expect(variableStrings(config)).toEqual(variableStrings(before));
        },
      ),
      { numRuns: 400 },
    );
  });

  /** A value some variable table may expand a variable to: tame, empty, URL-breaking, long, or naming another. */
  const variableValue = fc.oneof(
    fc.constantFrom('', ' ', 'a b', '-', '00-00', 'http://x', '/tmp', '${uuid_agent}', '${nope}', 'x'.repeat(300)),
    fc.string({ maxLength: 12 }),
  );
  const variableNames = fc.constantFrom('uuid_agent', 'uuid_serial', 'uuid_site', 'path_state_persistent', 'path_state_volatile', 'not_a_variable', 'mine');

  it.each(kinds.map((k) => [k.id] as const))(
    '%s: generated configs, valid and broken, under generated variable tables, give the same findings both ways',
    async (kind) => {
      const configs = fc.oneof(
        validConfigs[kind],
        fc.tuple(validConfigs[kind], fc.nat(), fc.nat()).map(([config, m, p]) => {
          const list = mutations[kind];
          const mutation = list[m % list.length]!;
          const places = placesOf(config, mutation);
          return places.length === 0 ? config : applyMutation(config, mutation, places[p % places.length]!).config;
        }),
      );
      const tally = { named: 0, taken: 0 };
      tallies.set(kind, tally);
      await fc.assert(
        fc.asyncProperty(configs, fc.dictionary(variableNames, variableValue, { maxKeys: 3 }), async (config, given) => {
          const variables = variableTable(given).table;
          const text = JSON.stringify(config, null, 2);
          const input = { file: `x-netify-${kind}.json`, text, format: 'json', kind, variables } as const;
          const whole = await checkSource(input);
          const findings = await checkSource({ ...input, effective: false });
          expect(findings.result).toEqual(whole.result);
          if (text.includes('${')) tally.named++;
          if (takesShortcut(kind, text, variables)) tally.taken++;
        }),
        { numRuns: 300 },
      );
    },
  );

  it('the generated configs that name a variable took that way often enough for the comparisons above to hold it', () => {
    // Kinds whose configs have little free text (proc-core, proc-aggregator) seldom name a variable:
    // a kind is held to the share only where it named one often enough for a share to mean
    // anything (fast-check draws anew each run: proc-aggregator once named 2, neither taken).
    const naming = [...tallies].filter(([, t]) => t.named > 0);
    expect(naming.length).toBeGreaterThanOrEqual(4);
    for (const [kind, t] of naming) if (t.named >= 20) expect(t.taken, kind).toBeGreaterThan(t.named / 5);
    const all = naming.reduce((a, [, t]) => ({ named: a.named + t.named, taken: a.taken + t.taken }), { named: 0, taken: 0 });
    expect(all.taken).toBeGreaterThan(all.named / 3);
  });
});

const tallies = new Map<KindId, { named: number; taken: number }>();

/** Every string of `value` that names a variable, with its pointer. */
function variableStrings(value: unknown, pointer = '', out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') {
    if (value.includes('${')) out.push([pointer, value]);
  } else if (Array.isArray(value)) value.forEach((v, i) => variableStrings(v, `${pointer}/${i}`, out));
  else if (isPlainObject(value)) for (const [k, v] of Object.entries(value)) variableStrings(v, `${pointer}/${k}`, out);
  return out;
}
