/**
 * The fast path (JSON.parse, positions only when a diagnostic needs them) gives exactly what the
 * full position-keeping path gives: same results, same effective configs, same deployment
 * findings, for every fixture file and every reference config. The full path is the same
 * pipeline with the quick parse switched off.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Check from '../../src/plugins/check.js';
import type * as Deploy from '../../src/deploy/index.js';
import { parseJsonQuick } from '../../src/core/parse/json-quick.js';
import { fixturesDir, repoRoot } from '../support/paths.js';
import { everyConfigFile } from '../support/data.js';

type Pipeline = { check: typeof Check; deploy: typeof Deploy };
let fast: Pipeline;
let full: Pipeline;

const load = async (): Promise<Pipeline> => ({
  check: await import('../../src/plugins/check.js'),
  deploy: await import('../../src/deploy/index.js'),
});

beforeAll(async () => {
  fast = await load();
  vi.resetModules();
  vi.doMock('../../src/core/parse/json-quick.js', () => ({ parseJsonQuick: () => undefined }));
  full = await load();
  vi.doUnmock('../../src/core/parse/json-quick.js');
  vi.resetModules();
});

const files = everyConfigFile();

async function both(path: string, extra: Partial<Check.CheckInput> = {}) {
  const text = readFileSync(path, 'utf8');
  const input: Check.CheckInput = { file: relative(repoRoot, path), text, format: /\.ya?ml$/.test(path) ? 'yaml' : 'json', ...extra };
  const [a, b] = [await fast.check.checkSource(input), await full.check.checkSource(input)];
  return {
    fast: { result: a.result, effective: a.effective, value: a.parsed.value },
    full: { result: b.result, effective: b.effective, value: b.parsed.value },
  };
}

describe('fast path parity', () => {
  it('covers the fixtures, the examples and (when present) the reference configs', () => {
    expect(files.length).toBeGreaterThan(250);
    expect(full.check.checkSource).not.toBe(fast.check.checkSource);
    // Both paths are exercised: most files parse quickly, the rest (duplicate keys, syntax) do not.
    const quick = files.filter((f) => f.endsWith('.json') && parseJsonQuick(readFileSync(f, 'utf8')) !== undefined).length;
    expect(quick).toBeGreaterThan(150);
    expect(quick).toBeLessThan(files.length);
  });

  it.each(files.map((f) => [relative(repoRoot, f), f]))('%s: same results and effective config', async (_, path) => {
    const { fast: a, full: b } = await both(path);
    expect(a).toStrictEqual(b);
  });

  it.each(files.filter((f) => f.endsWith('.json')).map((f) => [relative(repoRoot, f), f]))('%s: same with variables and a forced kind', async (_, path) => {
    const { fast: a, full: b } = await both(path, { kind: 'sink-http', variables: { uuid_agent: 'a1', path_state_persistent: '/srv' } });
    expect(a).toStrictEqual(b);
  });

  const roots = readdirSync(join(fixturesDir, 'deploy')).filter((d) => existsSync(join(fixturesDir, 'deploy', d, 'root')));
  it.each(roots)('deployment %s: same findings', async (name) => {
    const root = join(fixturesDir, 'deploy', name, 'root');
    const [a, b] = [await fast.deploy.lintDeployment(root), await full.deploy.lintDeployment(root)];
    expect(a.results).toStrictEqual(b.results);
  });
});
