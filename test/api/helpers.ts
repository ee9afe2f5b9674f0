/** The API fixtures: fixtures/api/{objects/<Name>,requests,responses}/{valid,invalid}/. */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ExpectedDiagnostic } from '../support/diagnostics.js';
import { expectedDiagnostics, fixtureCases, fixtureGroups, type FixtureCase } from '../support/fixtures.js';
import { fixturesDir, repoRoot } from '../support/paths.js';

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

function casesIn(folder: string, base: Pick<ApiFixtureCase, 'group' | 'object'>): ApiFixtureCase[] {
  return fixtureCases(`api/${folder}`).map((c: FixtureCase) => ({
    ...base,
    verdict: c.verdict,
    file: c.file,
    path: c.path,
    expected: expectedDiagnostics(c),
    hasExpected: c.expectedPath !== undefined,
  }));
}

/** Every API fixture case, objects first (by name), then requests, then responses. */
export function apiFixtureCases(): ApiFixtureCase[] {
  return [
    ...fixtureGroups('api/objects').flatMap((object) => casesIn(`objects/${object}`, { group: 'objects', object })),
    ...casesIn('requests', { group: 'requests' }),
    ...casesIn('responses', { group: 'responses' }),
  ];
}

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
