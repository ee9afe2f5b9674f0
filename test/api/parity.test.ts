/**
 * The precompiled API validators in generated/ say what Ajv says when it compiles the sources at
 * run time (schemas/api/ with ajv-formats, and the operation schemas the generator derives from
 * schemas/api/operations/): same verdict, same (instancePath, keyword) errors, on every fixture and
 * on arbitrary values.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { objectNames, type ApiRequest, type ApiResponse } from '../../src/api/index.js';
import { prepareRequest } from '../../src/api/request.js';
import { prepareResponse } from '../../src/api/response.js';
import { apiValidator } from '../../src/api/validators.js';
import { repoRoot } from '../support/paths.js';
import { strictAjv } from '../support/schemas.js';
import { apiFixtureCases, loadApiFamily } from './helpers.js';
import { readJson } from '../support/data.js';

const addFormats = addFormatsModule as unknown as (ajv: unknown) => void;
const runtime = new Map<string, ValidateFunction>();

beforeAll(async () => {
  const ajv = strictAjv();
  addFormats(ajv);
  const dir = join(repoRoot, 'schemas', 'api');
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  ajv.addSchema(read(join(dir, 'shared', 'fields.schema.json')));
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) ajv.addSchema(read(join(dir, f)));
  for (const name of objectNames) runtime.set(name, ajv.getSchema(`urn:agentconf:schemas/5/api/${name}.schema.json`)!);
  for (const { name, schema } of (await loadApiFamily()).operationModel().schemas) runtime.set(name, ajv.compile(schema));
});

const summarize = (valid: boolean, errors: readonly { instancePath: string; keyword: string }[] | null | undefined) => ({
  valid,
  errors: [...new Set((errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`))].sort(),
});

function expectParity(name: string, value: unknown): void {
  const r = runtime.get(name);
  const g = apiValidator(name);
  expect(r, `runtime validator ${name}`).toBeDefined();
  expect(g, `generated validator ${name}`).toBeDefined();
  expect(summarize(g!(value), g!.errors), name).toEqual(summarize(r!(value), r!.errors));
}

describe('fixtures', () => {
  it.each(apiFixtureCases().map((c) => [c.file, c] as const))('%s', (_, c) => {
    const value = readJson(c.path);
    if (c.group === 'objects') return expectParity(c.object!, value);
    const prepared = c.group === 'requests' ? prepareRequest(value as ApiRequest) : prepareResponse(value as ApiResponse);
    if ('diagnostic' in prepared) return;
    const names = 'validators' in prepared ? prepared.validators : [prepared.op.request];
    for (const name of names) expectParity(name, prepared.value);
  });
});

it('has a runtime validator for every generated one', async () => {
  const generated = Object.keys(await import('../../generated/api/validators.js'));
  expect(generated.filter((n) => !runtime.has(n))).toEqual([]);
});

describe('arbitrary values', () => {
  it.each([...objectNames])('%s', (name) => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => expectParity(name, value)),
      { numRuns: 100 },
    );
  });
});
