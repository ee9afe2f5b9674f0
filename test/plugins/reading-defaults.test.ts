/**
 * A lint's effective config reuses the verdicts its check found on the same object
 * (`applyVerdicts`) instead of reading the config again after the schema's defaults are filled
 * in (`applyReading`). That holds only if the defaults add nothing the plugin ignores or cuts:
 * every proc-core and sink-http config among the fixtures, the examples and the reference
 * configs, and generated valid and broken ones, give the same effective config either way.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shapes } from '../../generated/plugins/shapes.js';
import { fillDefaults } from '../../src/plugins/resolve/defaults.js';
import { applyReading, applyVerdicts, readingTables, Reading } from '../../src/plugins/reading/index.js';
import { isPlainObject } from '../../src/core/value.js';
import { applyMutation, copyJson, mutations, placesOf, validConfigs } from './arbitraries.js';
import { everyConfigFile } from '../support/data.js';

const kinds = ['proc-core', 'sink-http'] as const;

/** The effective config both ways, from a config of `kind`. */
function bothWays(kind: (typeof kinds)[number], config: Record<string, unknown>) {
  const table = readingTables[kind]!;
  const again = copyJson(config);
  fillDefaults(again, shapes[kind]!);
  applyReading(table, again);
  const reused = copyJson(config);
  const reading = new Reading(table, reused);
  fillDefaults(reused, shapes[kind]!);
  applyVerdicts(reading.verdicts);
  const changes = reading.verdicts.some((v) => v.effect.does === 'ignores' && v.target !== undefined);
  return { again, reused, changes };
}

function configsOf(kind: string): Record<string, unknown>[] {
  const files = everyConfigFile(/\.json$/);
  const out: Record<string, unknown>[] = [];
  for (const file of files.filter((f) => f.includes(kind))) {
    try {
      const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (isPlainObject(value)) out.push(value);
    } catch {
      // Not JSON: a parse fixture.
    }
  }
  return out;
}

describe('reused verdicts give the effective config a second reading gives', () => {
  for (const kind of kinds) {
    it(`on every ${kind} config of the fixtures, the examples and the reference`, () => {
      const configs = configsOf(kind);
      expect(configs.length).toBeGreaterThan(20);
      let changed = 0;
      for (const config of configs) {
        const { again, reused, changes } = bothWays(kind, config);
        expect(reused).toEqual(again);
        if (changes) changed++;
      }
      // Some of them hold values the plugin ignores: the comparison has something to compare.
      expect(changed).toBeGreaterThan(3);
    });

    it(`on generated valid and broken ${kind} configs`, () => {
      const broken = fc.tuple(validConfigs[kind], fc.nat(), fc.nat()).map(([config, m, p]) => {
        const list = mutations[kind];
        const mutation = list[m % list.length]!;
        const places = placesOf(config, mutation);
        return places.length === 0 ? config : applyMutation(config, mutation, places[p % places.length]!).config;
      });
      fc.assert(
        fc.property(fc.oneof(validConfigs[kind], broken), (config) => {
          const { again, reused } = bothWays(kind, config);
          expect(reused).toEqual(again);
        }),
        { numRuns: 300 },
      );
    });
  }
});
