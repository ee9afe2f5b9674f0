/** Shared by the library suites: fixture discovery, the reference folder, and small comparisons. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import { build, type BuildResult } from 'esbuild';
import YAML from 'yaml';
import type { Diagnostic } from '../../src/core/diagnostic.js';
import { kinds, type KindId } from '../../src/plugins/index.js';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const fixturesDir = join(repoRoot, 'fixtures');
export const referenceDir = join(repoRoot, '..', 'shared', 'reference');
export const hasReference = existsSync(referenceDir);

export const kindIds: KindId[] = kinds.map((k) => k.id);

/** What a `<name>.diagnostics.json` lists. */
export interface ExpectedDiagnostic {
  severity: Diagnostic['severity'];
  code: Diagnostic['code'];
  pointer: string;
  suggestion?: string;
  message?: string;
}

/** One fixture case. */
export interface FixtureCase {
  kind: KindId;
  verdict: 'valid' | 'invalid';
  name: string;
  /** Path relative to the repository, for test names. */
  file: string;
  path: string;
  /** Path of the sibling `.diagnostics.json`, when there is one. */
  expectedPath?: string;
}

const dataFile = /^(.*)\.(json|yaml|yml)$/;

/** Every fixture case, sorted by kind, verdict and file name. */
export function fixtureCases(): FixtureCase[] {
  const out: FixtureCase[] = [];
  const pluginsDir = join(fixturesDir, 'plugins');
  if (!existsSync(pluginsDir)) return out;
  for (const kindDir of readdirSync(pluginsDir).sort()) {
    for (const verdict of ['valid', 'invalid'] as const) {
      const dir = join(pluginsDir, kindDir, verdict);
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir).sort()) {
        if (file.endsWith('.diagnostics.json')) continue;
        const m = dataFile.exec(file);
        if (!m) continue;
        const expectedPath = join(dir, `${m[1]}.diagnostics.json`);
        out.push({
          kind: kindDir as KindId,
          verdict,
          name: file,
          file: `fixtures/plugins/${kindDir}/${verdict}/${file}`,
          path: join(dir, file),
          ...(existsSync(expectedPath) ? { expectedPath } : {}),
        });
      }
    }
  }
  return out;
}

/** Reads a JSON or YAML data file. */
export function readData(path: string): unknown {
  const text = readFileSync(path, 'utf8');
  // Merge keys (`<<: *defaults`) as agentconf reads them.
  return /\.ya?ml$/.test(path) ? YAML.parse(text, { merge: true }) : JSON.parse(text);
}

/** Whether a produced diagnostic satisfies one expected entry. */
function satisfies(d: Diagnostic, want: ExpectedDiagnostic): boolean {
  return (
    d.severity === want.severity &&
    d.code === want.code &&
    d.pointer === want.pointer &&
    (want.suggestion === undefined || d.suggestion === want.suggestion) &&
    (want.message === undefined || d.message.includes(want.message))
  );
}

/**
 * Matches produced diagnostics to expected ones as a multiset (a maximum bipartite matching, so
 * the order of either list never matters): each expected entry takes its own produced diagnostic
 * with the same severity, code, pointer, and suggestion and message part when given. Returns the
 * unmatched of both sides; both empty means equal.
 */
export function matchDiagnostics(
  produced: readonly Diagnostic[],
  expected: readonly ExpectedDiagnostic[],
): { missing: ExpectedDiagnostic[]; unexpected: Diagnostic[] } {
  const owner: (number | undefined)[] = produced.map(() => undefined);
  const tryAssign = (w: number, seen: Set<number>): boolean => {
    for (let p = 0; p < produced.length; p++) {
      if (seen.has(p) || !satisfies(produced[p]!, expected[w]!)) continue;
      seen.add(p);
      if (owner[p] === undefined || tryAssign(owner[p]!, seen)) {
        owner[p] = w;
        return true;
      }
    }
    return false;
  };
  const missing = expected.filter((_, w) => !tryAssign(w, new Set()));
  const unexpected = produced.filter((_, p) => owner[p] === undefined);
  return { missing, unexpected };
}

/** A deep-frozen value (objects and arrays), for checking nothing writes to an input. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/** One schema file: its path relative to schemas/ and its parsed content. */
export interface SchemaFile {
  file: string;
  schema: Record<string, unknown>;
}

/** What scripts/schemas.mjs exports (a JavaScript module without type declarations). */
export interface SchemasModule {
  readSchemas(): { common: SchemaFile[]; plugins: SchemaFile[] };
  bundledSchemas(): { kind: string; file: string; schema: Record<string, unknown> }[];
  lean(node: unknown): unknown;
  published(schema: unknown): unknown;
}

/** Loads scripts/schemas.mjs, the one reader of schemas/ that the generator uses too. */
export async function loadSchemasModule(): Promise<SchemasModule> {
  const url = pathToFileURL(join(repoRoot, 'scripts', 'schemas.mjs')).href;
  return (await import(url)) as SchemasModule;
}

/**
 * A strict Ajv for JSON Schema 2020-12 that knows our annotation keyword. (Ajv is CommonJS; under
 * NodeNext its default import is `module.exports`, whose `default` is the class.)
 */
export function strictAjv(): Ajv2020 {
  const ajv = new Ajv2020Module.default({ strict: true, allErrors: true });
  ajv.addKeyword('x-agentconf-inherit');
  ajv.addKeyword('x-agentconf-alias-of');
  return ajv;
}
export type Ajv2020 = InstanceType<typeof Ajv2020Module.default>;

/** A library entry (`src/index.ts`, `src/api/index.ts`) bundled by esbuild for the browser, in memory, with its inputs listed. */
export function browserBundle(entry: string): Promise<BuildResult<{ write: false; metafile: true }>> {
  return build({ entryPoints: [join(repoRoot, entry)], bundle: true, platform: 'browser', format: 'esm', write: false, metafile: true, logLevel: 'silent' });
}
