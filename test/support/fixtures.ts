/**
 * The one fixture walker. Every family lays its cases out the same way: a folder with `valid/` and
 * `invalid/`, each holding `<name>.json|.yaml|.yml` and, when the case must say something,
 * `<name>.diagnostics.json` (a list of {@link ExpectedDiagnostic}). It is used by
 * fixtures/plugins/<kind>/, fixtures/records/<schema>/ and fixtures/api/{objects/<Name>,requests,responses}/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KindId } from '../../src/plugins/index.js';
import type { ExpectedDiagnostic } from './diagnostics.js';
import { fixturesDir } from './paths.js';

export const verdicts = ['valid', 'invalid'] as const;
export type Verdict = (typeof verdicts)[number];

/** One fixture case. */
export interface FixtureCase {
  verdict: Verdict;
  /** The data file's name, such as `minimal.yaml`. */
  name: string;
  /** Path relative to the repository, for test names. */
  file: string;
  path: string;
  /** Path of the sibling `.diagnostics.json`, when there is one. */
  expectedPath?: string;
}

/** A case of a folder of cases, such as one kind of fixtures/plugins/. */
export interface GroupedFixtureCase extends FixtureCase {
  /** The folder it is under: a kind, a record schema, an API object. */
  group: string;
}

const dataFile = /^(.*)\.(json|yaml|yml)$/;

/** The cases of `fixtures/<folder>/{valid,invalid}/`, by verdict and file name; none when it does not exist. */
export function fixtureCases(folder: string): FixtureCase[] {
  const out: FixtureCase[] = [];
  for (const verdict of verdicts) {
    const dir = join(fixturesDir, folder, verdict);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.diagnostics.json')) continue;
      const m = dataFile.exec(name);
      if (!m) continue;
      const expectedPath = join(dir, `${m[1]}.diagnostics.json`);
      out.push({
        verdict,
        name,
        file: `fixtures/${folder}/${verdict}/${name}`,
        path: join(dir, name),
        ...(existsSync(expectedPath) ? { expectedPath } : {}),
      });
    }
  }
  return out;
}

/** The cases of every subfolder of `fixtures/<folder>/`, by subfolder name, then as {@link fixtureCases}. */
export function groupedFixtureCases(folder: string): GroupedFixtureCase[] {
  const dir = join(fixturesDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((group) => fixtureCases(`${folder}/${group}`).map((c) => ({ ...c, group })));
}

/** The subfolders of `fixtures/<folder>/`, sorted: the kinds, record schemas or API objects that have cases. */
export function fixtureGroups(folder: string): string[] {
  const dir = join(fixturesDir, folder);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : [];
}

/** What a case's `.diagnostics.json` lists; none when it has none. */
export function expectedDiagnostics(c: FixtureCase): ExpectedDiagnostic[] {
  return c.expectedPath ? (JSON.parse(readFileSync(c.expectedPath, 'utf8')) as ExpectedDiagnostic[]) : [];
}

/** The plugin-config cases, fixtures/plugins/<kind>/, with their kind. */
export function pluginFixtureCases(): (GroupedFixtureCase & { kind: KindId })[] {
  return groupedFixtureCases('plugins').map((c) => ({ ...c, kind: c.group as KindId }));
}
