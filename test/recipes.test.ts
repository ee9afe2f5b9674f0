/**
 * The four "how to add" recipes, checked: a new plugin kind, record schema, API operation or
 * object, or output format fails here until it has its fixtures or expected-output test. The lists
 * come from the generated catalogs and the formatter registry, so nothing here names one by hand.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { objectNames, operations, validateRequest, type ApiRequest } from '../src/api/index.js';
import { formatNames } from '../src/format/index.js';
import { kindIds, recordSchemaIds } from './support/catalogs.js';
import { cliCases } from './support/cli-cases.js';
import { readJson } from './support/data.js';
import { fixtureCases, fixtureGroups, verdicts } from './support/fixtures.js';
import { repoRoot } from './support/paths.js';

/** The verdicts `fixtures/<folder>/` has at least one case of. */
const verdictsIn = (folder: string) => [...new Set(fixtureCases(folder).map((c) => c.verdict))].sort();
const both = [...verdicts].sort();

describe('a plugin kind', () => {
  it.each(kindIds)('%s has valid and invalid fixtures', (kind) => {
    expect(verdictsIn(`plugins/${kind}`)).toEqual(both);
  });

  it('has a folder of fixtures only if it is in the catalog', () => {
    expect(fixtureGroups('plugins')).toEqual([...kindIds].sort());
  });
});

describe('a record schema', () => {
  it.each(recordSchemaIds)('%s has valid and invalid fixtures', (schema) => {
    expect(verdictsIn(`records/${schema}`)).toEqual(both);
  });

  it('has a folder of fixtures only if it is in the catalog', () => {
    expect(fixtureGroups('records')).toEqual([...recordSchemaIds].sort());
  });
});

describe('an API object and an API operation', () => {
  it.each([...objectNames])('object %s has a valid fixture', (name) => {
    expect(verdictsIn(`api/objects/${name}`)).toContain('valid');
  });

  /** The operations a valid request or response fixture names by its method and URL. */
  const covered = new Set(
    ['api/requests', 'api/responses'].flatMap((folder) =>
      fixtureCases(folder)
        .filter((c) => c.verdict === 'valid')
        .map((c) => {
          const { method, url } = readJson(c.path) as { method: string; url: string };
          const operation = validateRequest({ method, url } as ApiRequest).operation;
          return operation ? `${operation.api} ${operation.id}` : c.file;
        }),
    ),
  );

  it.each(operations.map((op) => `${op.api} ${op.id}`))('operation %s has a valid request or response fixture', (operation) => {
    expect(covered.has(operation)).toBe(true);
  });
});

describe('an output format', () => {
  /** The `--format` values the CLI cases run. */
  const inCases = new Set(cliCases().flatMap(({ kase }) => kase.args.filter((_, i) => kase.args[i - 1] === '--format')));

  it.each([...formatNames])('%s has its expected-output test (test/format/<name>.test.ts) or a CLI case', (format) => {
    expect(existsSync(join(repoRoot, 'test', 'format', `${format}.test.ts`)) || inCases.has(format)).toBe(true);
  });
});
