/** The API fixtures: fixtures/api/{objects/<Name>,requests,responses}/{valid,invalid}/. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fixturesDir, repoRoot, type ExpectedDiagnostic } from '../plugins/helpers.js';

export const apiFixturesDir = join(fixturesDir, 'api');

/** One API fixture case; `object` is the object name for objects/ cases. */
export interface ApiFixtureCase {
  group: 'objects' | 'requests' | 'responses';
  object?: string;
  verdict: 'valid' | 'invalid';
  /** Path relative to the repository, for test names. */
  file: string;
  path: string;
  expected: ExpectedDiagnostic[];
  hasExpected: boolean;
}

function casesIn(dir: string, base: Omit<ApiFixtureCase, 'verdict' | 'file' | 'path' | 'expected' | 'hasExpected'>): ApiFixtureCase[] {
  const out: ApiFixtureCase[] = [];
  for (const verdict of ['valid', 'invalid'] as const) {
    const at = join(dir, verdict);
    if (!existsSync(at)) continue;
    for (const file of readdirSync(at).sort()) {
      if (!file.endsWith('.json') || file.endsWith('.diagnostics.json')) continue;
      const expectedPath = join(at, file.replace(/\.json$/, '.diagnostics.json'));
      const hasExpected = existsSync(expectedPath);
      out.push({
        ...base,
        verdict,
        file: join(at, file).slice(fixturesDir.length - 'fixtures'.length),
        path: join(at, file),
        expected: hasExpected ? (JSON.parse(readFileSync(expectedPath, 'utf8')) as ExpectedDiagnostic[]) : [],
        hasExpected,
      });
    }
  }
  return out;
}

/** Every API fixture case, objects first (by name), then requests, then responses. */
export function apiFixtureCases(): ApiFixtureCase[] {
  const objectsDir = join(apiFixturesDir, 'objects');
  return [
    ...readdirSync(objectsDir).sort().flatMap((object) => casesIn(join(objectsDir, object), { group: 'objects', object })),
    ...casesIn(join(apiFixturesDir, 'requests'), { group: 'requests' }),
    ...casesIn(join(apiFixturesDir, 'responses'), { group: 'responses' }),
  ];
}

export const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** What scripts/families/api.mjs exports that the tests use (a JavaScript module without declarations). */
export interface ApiFamilyModule {
  operationModel(): { table: unknown[]; schemas: { name: string; schema: Record<string, unknown> }[] };
  apiIds: string[];
}

/** Loads the API family's generator module: the one reader of the operations descriptions. */
export async function loadApiFamily(): Promise<ApiFamilyModule> {
  const url = pathToFileURL(join(repoRoot, 'scripts', 'families', 'api.mjs')).href;
  return (await import(url)) as ApiFamilyModule;
}
