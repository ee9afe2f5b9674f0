/**
 * A lint wants findings, not the effective config: for a text with no `${` it skips the
 * effective-config steps (defaults, inheritance, the second validation). That is exact only while
 * those steps cannot find anything there, which these tests hold true: the plugin schemas use no
 * keyword that adding a valid member could break, every default satisfies its own member's schema,
 * and an inherited channel member accepts whatever its top-level member accepts. Then, on every
 * fixture, example and reference config, both ways give the same findings.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSource } from '../../src/plugins/check.js';
import { isKindId, type KindId } from '../../src/plugins/kinds.js';
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
