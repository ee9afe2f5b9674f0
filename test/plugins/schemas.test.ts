/** The schema sources: they compile strictly, are documented, and bundle to self-contained files. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { patternWords } from '../../src/core/patterns.js';
import { repoRoot } from '../support/paths.js';
import { loadSchemasModule, strictAjv, type SchemasModule } from '../support/schemas.js';

const schemaDir = join(repoRoot, 'schemas');

/** Every file under schemas/, relative to it, sorted. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [relative(schemaDir, join(dir, e.name))]))
    .sort();
}

const allFiles = listFiles(schemaDir);
/** The plugin-config and telemetry families (the API family has its own suite, test/api/schemas.test.ts). */
const files = allFiles.filter((f) => /^(common|plugins|records)\//.test(f));
const read = (file: string) => JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as Record<string, unknown>;
const commonFiles = files.filter((f) => f.startsWith('common/'));

type Visit = (node: Record<string, unknown>, path: string) => void;

/**
 * Visits every schema object in a document (not the names under properties/$defs, nor the
 * values of annotations such as `examples` and `default`).
 */
function walkSchemas(node: unknown, visit: Visit, path = '#'): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => walkSchemas(item, visit, `${path}/${i}`));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  visit(schema, path);
  for (const [key, value] of Object.entries(schema)) {
    if (['examples', 'default', 'const', 'enum', 'required', 'title', 'description', '$comment'].includes(key)) continue;
    if (['properties', '$defs', 'patternProperties', 'dependentSchemas'].includes(key) && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value)) walkSchemas(sub, visit, `${path}/${key}/${name}`);
    } else {
      walkSchemas(value, visit, `${path}/${key}`);
    }
  }
}

describe('schemas/', () => {
  it('holds only *.schema.json files: common/, plugins/, records/, settings/ and output/, and the API family in api/', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const f of allFiles) {
      expect(f).toMatch(
        /^(common|plugins|records|settings|output)\/[a-z0-9_-]+\.schema\.json$|^api\/(shared\/)?[A-Za-z0-9-]+\.schema\.json$|^api\/operations\/[a-z]+\.json$/,
      );
    }
  });

  it.each(files)('%s compiles with Ajv 2020-12 in strict mode', (file) => {
    const ajv = strictAjv();
    for (const common of commonFiles) ajv.addSchema(read(common));
    const schema = read(file);
    const validate = ajv.getSchema(String(schema.$id)) ?? ajv.compile(schema);
    expect(typeof validate).toBe('function');
  });

  it.each(files)('%s documents every property (and definition) with a title and a description', (file) => {
    const missing: string[] = [];
    walkSchemas(read(file), (schema, path) => {
      for (const group of ['properties', '$defs'] as const) {
        const members = schema[group];
        if (!members || typeof members !== 'object') continue;
        for (const [name, sub] of Object.entries(members as Record<string, Record<string, unknown>>)) {
          for (const annotation of ['title', 'description']) {
            const text = sub[annotation];
            if (typeof text !== 'string' || text.trim() === '') missing.push(`${path}/${group}/${name} lacks ${annotation}`);
          }
        }
      }
    });
    expect(missing).toEqual([]);
  });

  it('gives every pattern words in patternWords, and patternWords no stale entry', () => {
    const used = new Set<string>();
    for (const file of allFiles) {
      walkSchemas(read(file), (schema, path) => {
        if (typeof schema.pattern === 'string') {
          used.add(schema.pattern);
          expect(Object.hasOwn(patternWords, schema.pattern), `${file} ${path}: ${schema.pattern}`).toBe(true);
        }
      });
    }
    expect(used.size).toBeGreaterThan(0);
    expect(Object.keys(patternWords).filter((p) => !used.has(p))).toEqual([]);
  });
});

describe('bundled schemas (scripts/schemas.mjs)', () => {
  let mod: SchemasModule;
  beforeAll(async () => {
    mod = await loadSchemasModule();
  });

  it('reads every file of schemas/', () => {
    const { common, plugins } = mod.readSchemas();
    expect([...common, ...plugins].map((e) => e.file).sort()).toEqual(files.filter((f) => /^(common|plugins)\//.test(f)));
  });

  it('have only local $refs, each resolving inside the bundle, and compile alone', () => {
    const bundles = mod.bundledSchemas();
    expect(bundles.map((b) => b.file)).toEqual(files.filter((f) => f.startsWith('plugins/')));
    for (const { kind, schema } of bundles) {
      walkSchemas(schema, (node, path) => {
        if (node.$ref === undefined) return;
        const ref = String(node.$ref);
        expect(ref.startsWith('#'), `${kind} ${path}: ${ref}`).toBe(true);
        const target = ref
          .slice(2)
          .split('/')
          .filter(Boolean)
          .reduce<unknown>((at, token) => (at as Record<string, unknown> | undefined)?.[token.replace(/~1/g, '/').replace(/~0/g, '~')], schema);
        expect(target, `${kind} ${path}: ${ref} resolves`).toBeTypeOf('object');
      });
      const ajv = strictAjv();
      expect(typeof ajv.compile(schema)).toBe('function');
      expect(typeof strictAjv().compile(mod.lean(schema) as object)).toBe('function');
    }
  });

  // src/core/ajv-errors.ts tells anyOf branches apart by schema path; errors inside a $ref
  // carry the target's path, so a branch holding a $ref would be misread.
  it('hold no $ref inside an anyOf branch', () => {
    for (const { kind, schema } of mod.bundledSchemas()) {
      walkSchemas(schema, (node, path) => {
        for (const [i, branch] of ((node.anyOf as unknown[] | undefined) ?? []).entries()) {
          walkSchemas(branch as Record<string, unknown>, (inner, innerPath) => {
            expect(inner.$ref, `${kind} ${path}/anyOf/${i}${innerPath}`).toBeUndefined();
          });
        }
      });
    }
  });
});
