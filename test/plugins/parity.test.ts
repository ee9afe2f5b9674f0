/**
 * The precompiled validators in generated/ say what Ajv says when it compiles the source schemas
 * at run time: same verdict, same (instancePath, keyword) errors. A stale generated/ fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKindId, kindById, type KindId } from '../../src/plugins/index.js';
import { validatorOf } from '../../src/plugins/validators.js';
import { brokenConfig, validConfigs } from './arbitraries.js';
import { hasReference, referenceDir, repoRoot } from '../support/paths.js';
import { kindIds } from '../support/catalogs.js';
import { readData } from '../support/data.js';
import { pluginFixtureCases } from '../support/fixtures.js';
import { strictAjv } from '../support/schemas.js';

const schemaDir = join(repoRoot, 'schemas');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

/** Runtime validators compiled from schemas/ (not from generated/). */
const runtime: Record<string, ValidateFunction> = (() => {
  const ajv = strictAjv();
  for (const f of readdirSync(join(schemaDir, 'common')).sort()) ajv.addSchema(readJson(join(schemaDir, 'common', f)));
  const out: Record<string, ValidateFunction> = {};
  for (const f of readdirSync(join(schemaDir, 'plugins')).sort()) {
    const schema = readJson(join(schemaDir, 'plugins', f));
    out[f.replace(/\.schema\.json$/, '')] = ajv.compile(schema);
  }
  return out;
})();

interface Verdict {
  valid: boolean;
  errors: string[];
}

const summarize = (valid: boolean, errors: readonly { instancePath: string; keyword: string }[] | null | undefined): Verdict => ({
  valid,
  errors: [...new Set((errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`))].sort(),
});

function both(kind: KindId, value: unknown): { runtime: Verdict; generated: Verdict } {
  const r = runtime[kind]!;
  const g = validatorOf(kind);
  return { runtime: summarize(r(value), r.errors), generated: summarize(g(value), g.errors) };
}

function expectParity(kind: KindId, value: unknown): void {
  const { runtime: r, generated: g } = both(kind, value);
  expect(g).toEqual(r);
}

it('compiles a runtime validator for every kind, and only for kinds', () => {
  expect(Object.keys(runtime).sort()).toEqual([...kindIds].sort());
  for (const kind of kindIds) expect(runtime[kind]!.schema).toMatchObject({ $id: kindById(kind)!.schemaId });
});

describe('fixtures', () => {
  it.each(pluginFixtureCases().map((c) => [c.file, c] as const))('%s', (_, c) => {
    expectParity(c.kind, readData(c.path));
  });
});

describe.skipIf(!hasReference)('reference configs', () => {
  const dir = join(referenceDir, 'configs');
  const files =
    hasReference && existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort()
      : [];
  const ofKnownKind = files.map((f) => [f, f.split('--')[0]!] as const).filter(([, kind]) => isKindId(kind));
  it.each(ofKnownKind)('%s', (file, kind) => {
    expectParity(kind as KindId, readJson(join(dir, file)));
  });
});

describe('generated configs', () => {
  it.each(kindIds)('%s, valid and broken', (kind) => {
    fc.assert(
      fc.property(
        fc.oneof(
          validConfigs[kind],
          brokenConfig(kind).map((b) => b.config),
        ),
        (value) => expectParity(kind, value),
      ),
      { numRuns: 50 },
    );
  });
});
