/**
 * The express lane of a folder lint (src/plugins/express/): a JSON config its kind's grammar takes
 * is reported clean without the pipeline. That is exact only while the pipeline finds nothing in
 * any config the grammar takes, which these tests hold true: the lint of a file with the lane and
 * without it (the same module with the lane switched off) gives the same result, on every
 * fixture, example and reference config, under the name of each kind with a grammar and under its
 * own; on configs drawn from the grammar itself (most of which the lane must take); on the valid
 * configs of the property tests and on each of them broken by one rule; each with the default
 * variable table and with tables whose values fit and do not fit where they are named.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as File from '../../src/lint/file.js';
import { expressGrammars, expressVerdict, expressWalk, type ExpressVerdict } from '../../src/plugins/express/index.js';
import type { Grammar } from '../../src/plugins/express/model.js';
import { shapeAt } from '../../src/plugins/express/findings.js';
import { defaultVariables, substituteVariables, variableTable } from '../../src/core/variables.js';
import type { Shape } from '../../src/core/shape.js';
import { shapes } from '../../generated/plugins/shapes.js';
import { leavesVariables } from '../../src/plugins/resolve/as-written.js';
import { variableScope } from '../../src/plugins/resolve/variables.js';
import { validatorOf } from '../../src/plugins/validators.js';
import { applyMutation, mutations, placesOf, validConfigs } from './arbitraries.js';
import { repoRoot } from '../support/paths.js';
import { everyConfigFile } from '../support/data.js';
import { expressConfig, expressKinds, variableTables } from './express-arbitraries.js';

let express: typeof File;
let full: typeof File;

beforeAll(async () => {
  express = await import('../../src/lint/file.js');
  vi.resetModules();
  vi.doMock('../../src/plugins/express/index.js', () => ({ expressWalk: () => undefined }));
  full = await import('../../src/lint/file.js');
  vi.doUnmock('../../src/plugins/express/index.js');
  vi.resetModules();
});

const files = everyConfigFile(/\.json$/);

/** The lint of `text` as the file `name`, with the lane and without: both results, and whether the lane took it. */
async function both(name: string, text: string, variables: Readonly<Record<string, string>>) {
  const options: File.FileLintOptions = { variables, paths: [] };
  const [a, b] = [await express.lintText(name, text, options, false), await full.lintText(name, text, options, false)];
  return { express: a, full: b };
}

/** How many of the checked texts each way of the lane took: each test below must reach both, not only the way around them. */
const taken = { clean: 0, 'unknown members': 0 };
async function same(name: string, text: string, variables: Readonly<Record<string, string>> = defaultVariables()): Promise<ExpressVerdict> {
  const { express: a, full: b } = await both(name, text, variables);
  expect(a).toStrictEqual(b);
  const verdict = laneVerdict(name, text, variables);
  if (verdict !== undefined) taken[verdict]++;
  return verdict;
}

function laneVerdict(name: string, text: string, variables: Readonly<Record<string, string>>): ExpressVerdict {
  const kind = expressKinds.find((k) => name.endsWith(`-${k}.json`));
  if (kind === undefined) return undefined;
  try {
    return expressVerdict(kind, text, JSON.parse(text), variables);
  } catch {
    return undefined;
  }
}

const overrides = variableTable({ uuid_agent: 'a b', uuid_serial: '', path_state_persistent: '/srv/${uuid_site}' }).table;

describe('express lane', () => {
  it('covers the fixtures, the examples and (when present) the reference configs', () => {
    expect(files.length).toBeGreaterThan(150);
  });

  it.each(files.map((f) => [relative(repoRoot, f), f]))('%s: the same result under every name, with and without variables', async (_, path) => {
    const text = readFileSync(path, 'utf8');
    for (const variables of [defaultVariables(), overrides]) {
      await same(relative(repoRoot, path), text, variables);
      for (const kind of expressKinds) await same(`fixture-netify-${kind}.json`, text, variables);
    }
  });

  it('takes some fixtures each way, so the comparison above reaches both', () => {
    expect(taken.clean).toBeGreaterThan(5);
    expect(taken['unknown members']).toBeGreaterThan(0);
  });

  for (const kind of expressKinds) {
    const name = `configs/01-netify-${kind}.json`;

    it(`${kind}: configs drawn from its grammar lint the same with and without it, and it takes a good share of them each way`, async () => {
      const took = { clean: 0, 'unknown members': 0, none: 0 };
      await fc.assert(
        fc.asyncProperty(expressConfig(kind), variableTables, fc.boolean(), async (config, variables, pretty) => {
          took[(await same(name, JSON.stringify(config, null, pretty ? 2 : undefined), variables)) ?? 'none']++;
        }),
        { numRuns: 400 },
      );
      // Drawn 400 at a time, each way came out 113-141 clean and 44-70 with unknown members (ten
      // samples of each kind): the bounds are far below, so that no draw fails them.
      expect(took.clean).toBeGreaterThan(400 / 8);
      expect(took['unknown members']).toBeGreaterThan(400 / 20);
    });

    it(`${kind}: valid configs of the property tests, and each broken by one rule, lint the same with and without it`, async () => {
      const broken = fc.tuple(validConfigs[kind], fc.constantFrom(...mutations[kind]), fc.nat()).map(([config, m, i]) => {
        const places = placesOf(config, m);
        return places.length === 0 ? config : applyMutation(config, m, places[i % places.length]!).config;
      });
      await fc.assert(
        fc.asyncProperty(fc.oneof(validConfigs[kind], broken, expressConfig(kind)), variableTables, async (config, variables) => {
          await same(name, JSON.stringify(config, null, 2), variables);
        }),
        { numRuns: 400 },
      );
    });
  }

  it('leaves texts its values cannot speak for to the pipeline: fractions and exponents, escapes, a byte-order mark', () => {
    const variables = defaultVariables();
    const config = { channels: { a: { url: 'https://example.com/x', timeout_connect: 30 } } };
    const text = JSON.stringify(config);
    expect(expressVerdict('sink-http', text, config, variables)).toBe('clean');
    for (const spelt of [text.replace('30', '30.0'), text.replace('30', '3e1'), text.replace('/x', '\\/x'), `\uFEFF${text}`]) {
      expect(expressVerdict('sink-http', spelt, config, variables)).toBeUndefined();
    }
  });

  it('takes a variable only where the plugin expands it and only with a value that fits there', () => {
    const config = (url: string) => ({ channels: { a: { url } } });
    const check = (url: string, variables = defaultVariables()) => expressVerdict('sink-http', JSON.stringify(config(url)), config(url), variables) === 'clean';
    expect(check('https://example.com/${uuid_agent}')).toBe(true);
    expect(check('https://example.com/${path_state_persistent}/x')).toBe(true);
    expect(check('https://example.com/${path_shared_data}')).toBe(false);
    expect(check('https://example.com/${nope}')).toBe(false);
    expect(check('https://example.com/${uuid_agent')).toBe(false);
    expect(check('https://${uuid_agent}.example.com/')).toBe(false);
    expect(check('https://example.com/${uuid_agent}', variableTable({ uuid_agent: 'a b' }).table)).toBe(false);
  });

  /**
   * Where a grammar and its kind's shape disagree, as `place: problem` lines. The lane's findings
   * take for granted that members nobody reads are those the unknown-key walk reports: a grammar
   * allows them only in an object whose shape lists its members (not a map, not closed), lists
   * every member the shape does but those the plugin reads there, and knows no member the shape does not.
   */
  function disagreements(grammar: Grammar, shape: Shape | undefined, at: string): string[] {
    if (shape === undefined) return [`${at}: no shape`];
    if ('items' in grammar) return disagreements(grammar.items, shape.items, `${at}/*`);
    if ('names' in grammar) return shape.each === undefined ? [`${at}: a map the shape does not hold`] : disagreements(grammar.each, shape.each, `${at}/*`);
    if (!('members' in grammar)) return [];
    const props = shape.props;
    if (props === undefined || shape.each !== undefined || shape.closed) return [`${at}: an object whose shape lists no members, or is a map, or closed`];
    const out = Object.keys(grammar.members).flatMap((name) =>
      Object.hasOwn(props, name) ? disagreements(grammar.members[name]!, props[name], `${at}/${name}`) : [`${at}/${name}: not in the shape`],
    );
    const others = grammar.others;
    if (others !== undefined)
      for (const name of Object.keys(props))
        if (!Object.hasOwn(grammar.members, name) && !others.except.includes(name)) out.push(`${at}/${name}: in the shape, neither a member nor an exception`);
    return out;
  }

  it.each(expressKinds)('%s: its grammar agrees with its shape on which members are known', (kind) => {
    expect(disagreements(expressGrammars[kind]!, shapes[kind], '')).toStrictEqual([]);
    expect(shapeAt(shapes[kind]!, [])).toBe(shapes[kind]);
  });

  it.each(expressKinds)(
    '%s: a config it takes keeps its variables through the effective-config steps, and passes the validator after substitution as before',
    async (kind) => {
      const validate = validatorOf(kind);
      let taken = 0;
      await fc.assert(
        fc.property(expressConfig(kind), variableTables, (config, variables) => {
          const text = JSON.stringify(config);
          if (expressWalk(kind, text, config, variables) === undefined || !validate(config)) return;
          taken++;
          expect(leavesVariables(kind, config as Record<string, unknown>, undefined)).toBe(true);
          expect(validate(substituteVariables(config, variables, [], '', undefined, variableScope(kind)))).toBe(true);
        }),
        { numRuns: 400 },
      );
      expect(taken).toBeGreaterThan(400 / 8);
    },
  );

  it('takes no config whose expansions add more than substitution allows a config (the pipeline reports var/too-long)', async () => {
    // Each reference (13 characters) to a 4,096-character value adds 4,083: 2,055 of them add
    // 8,390,565, 1,957 more than the 8 MiB substitution allows; 2,054 add 8,386,482, within it.
    const variables = variableTable({ uuid_agent: 'a'.repeat(4096) }).table;
    const header = (n: number) => '${uuid_agent}'.repeat(n);
    const config = (n: number) => ({ channels: { a: { url: 'https://example.com/x', headers: { 'X-A': header(n) } } } });
    const text = (n: number) => JSON.stringify(config(n), null, 2);
    expect(expressVerdict('sink-http', text(2054), config(2054), variables)).toBe('clean');
    expect(expressVerdict('sink-http', text(2055), config(2055), variables)).toBeUndefined();
    const name = 'configs/01-netify-sink-http.json';
    for (const n of [2054, 2055]) await same(name, text(n), variables);
    const { express: over } = await both(name, text(2055), variables);
    expect(over.result.diagnostics.map((d) => d.code)).toStrictEqual(['var/too-long']);
  });

  it('keeps no more members nobody reads than the lint lists: past 1,000 the pipeline counts the rest', async () => {
    const variables = defaultVariables();
    const config = (n: number) => ({
      channels: { a: { url: 'https://example.com/x', ...Object.fromEntries(Array.from({ length: n }, (_, i) => [`x${i}`, i])) } },
    });
    const name = 'configs/01-netify-sink-http.json';
    for (const [n, verdict] of [
      [1000, 'unknown members'],
      [1001, undefined],
    ] as const) {
      const text = JSON.stringify(config(n), null, 2);
      expect(expressVerdict('sink-http', text, config(n), variables)).toBe(verdict);
      await same(name, text, variables);
    }
    const { express: over } = await both(name, JSON.stringify(config(1001), null, 2), variables);
    expect(over.result.diagnostics.length).toBe(1001);
    expect(over.result.diagnostics.at(-1)?.message).toMatch(/1 more/);
  });

  it('takes members nobody reads only where its grammar allows them, and none the plugin reads there', () => {
    const variables = defaultVariables();
    const verdict = (config: unknown) => expressVerdict('sink-http', JSON.stringify(config), config, variables);
    expect(verdict({ channels: { a: { url: 'https://example.com/x', header: { 'X-A': '${uuid_agent}' } } } })).toBe('unknown members');
    expect(verdict({ channels: { a: { url: 'https://example.com/x' } }, extra: [1, { b: '${nope}' }] })).toBe('unknown members');
    expect(verdict({ channels: { a: { url: 'https://example.com/x' } }, url: 'https://example.com/y' })).toBeUndefined();
    expect(verdict({ channels: { a: { url: 'https://example.com/x' } }, headers: {} })).toBeUndefined();
  });
});
