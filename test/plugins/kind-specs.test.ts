/**
 * One spec per kind, in one table: every kind of the catalog has a spec under its own id and
 * fixtures to prove it, and detection, the kind's rules, its divergences and what it sends where
 * are reached through the table (a spec under a misspelt key would never run, and these tests
 * would say so).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/diagnostic.js';
import { detectKind } from '../../src/plugins/detect.js';
import { kindSpecs, type KindSpec } from '../../src/plugins/kinds/index.js';
import { kinds } from '../../src/plugins/kinds.js';
import { validate } from '../../src/plugins/validate.js';
import { lintDeployment } from '../../src/deploy/index.js';
import { httpEndpoints } from '../../src/receive/endpoints.js';
import { kindIds } from '../support/catalogs.js';
import { readData } from '../support/data.js';
import { pluginFixtureCases } from '../support/fixtures.js';
import { fixturesDir } from '../support/paths.js';
import type { KindId } from '../../src/plugins/kinds.js';

/** The valid configs of each kind, from its fixtures. */
const validConfigs = new Map<KindId, unknown[]>(kindIds.map((kind) => [kind, []]));
for (const c of pluginFixtureCases()) if (c.verdict === 'valid') validConfigs.get(c.kind)!.push(readData(c.path));
const validConfig = (kind: KindId): unknown => validConfigs.get(kind)![0];

const saved: [KindId, KindSpec][] = [];

/** Changes a kind's spec in the table for one test (restored after it). */
function patch(kind: KindId, change: Record<string, unknown>): void {
  saved.push([kind, { ...kindSpecs[kind] }]);
  Object.assign(kindSpecs[kind], change);
}

afterEach(() => {
  for (const [kind, spec] of saved.splice(0).reverse()) Object.assign(kindSpecs[kind], spec);
});

const marker = (kind: KindId): Diagnostic => ({ severity: 'info', code: 'field/behaviour', message: `marker of ${kind}`, pointer: '' });

describe('the table of kind specs', () => {
  it('holds one spec per kind of the catalog, each under its own id', () => {
    expect(Object.keys(kindSpecs).sort()).toEqual([...kindIds].sort());
    for (const [key, spec] of Object.entries(kindSpecs)) expect(spec.id, key).toBe(key);
  });

  it('gives each kind its role, which the catalog reports', () => {
    for (const kind of kinds) {
      expect(kind.role, kind.id).toBe(kindSpecs[kind.id].role);
      // The agent's own naming: processors are proc-*, sinks sink-*.
      expect(kind.id.startsWith(kind.role === 'sink' ? 'sink-' : 'proc-'), kind.id).toBe(true);
    }
  });

  it.each(kindIds)('%s has valid and invalid fixtures', (kind) => {
    for (const verdict of ['valid', 'invalid']) {
      const dir = join(fixturesDir, 'plugins', kind, verdict);
      expect(existsSync(dir) && readdirSync(dir).length > 0, `fixtures/plugins/${kind}/${verdict}/`).toBe(true);
    }
  });
});

describe.each(kindIds)('%s is checked through its spec', (kind) => {
  it('detection by content takes its signature', () => {
    for (const other of kindIds) patch(other, { signature: () => other === kind });
    expect(detectKind('config.json', {})).toEqual({ kind });
  });

  it('its own signature fits some valid config of it', () => {
    const configs = validConfigs.get(kind)!;
    expect(configs.some((c) => kindSpecs[kind].signature(c as Record<string, unknown>))).toBe(true);
  });

  it('validate runs its rules', () => {
    patch(kind, { rules: [() => [marker(kind)]] });
    expect(validate(kind, validConfig(kind)).diagnostics).toContainEqual(marker(kind));
    for (const other of kindIds.filter((k) => k !== kind)) {
      expect(validate(other, validConfig(other)).diagnostics, other).not.toContainEqual(marker(kind));
    }
  });

  it('validate reports its divergences, as notes', () => {
    patch(kind, { divergences: [() => [{ pointer: '', message: `divergence of ${kind}` }]] });
    expect(validate(kind, validConfig(kind)).diagnostics).toContainEqual({
      severity: 'info',
      code: 'spec/divergence',
      message: `divergence of ${kind}`,
      pointer: '',
    });
  });
});

describe('what a kind sends where, read by deploy and receive', () => {
  const root = join(fixturesDir, 'receive', 'deployment', 'root');
  const endpoints = async () => httpEndpoints((await lintDeployment(root)).model);

  it('an HTTP sink is one whose spec delivers over HTTP', async () => {
    expect((await endpoints()).length).toBeGreaterThan(0);
    patch('sink-http', { delivers: 'ubus' });
    expect(await endpoints()).toEqual([]);
  });

  it('a processor sends what its spec says, via the members its spec names', async () => {
    const aggregate = async () => (await endpoints()).find((e) => e.channel === 'aggregate')!;
    expect((await aggregate()).senders).toMatchObject([{ processor: 'proc-aggregator', carries: 'batch' }]);
    patch('proc-aggregator', { sends: { via: 'sinks', payload: { carries: ['marker'], describes: 'markers' } } });
    expect((await aggregate()).senders).toMatchObject([{ processor: 'proc-aggregator', carries: ['marker'], describes: 'markers' }]);
    patch('proc-aggregator', { sends: { via: 'sink_targets', payload: { carries: 'batch', describes: 'aggregator batches' } } });
    expect((await aggregate()).senders).toEqual([]);
  });
});
