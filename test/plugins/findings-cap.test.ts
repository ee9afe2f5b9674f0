/**
 * The findings cap (issue 21/23): past `maxFindings` the library counts findings instead of
 * building them, and what it lists is exactly the start of what an uncapped check lists.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapes } from '../../generated/plugins/shapes.js';
import type { Shape } from '../../src/core/shape.js';
import type { Diagnostic } from '../../src/core/diagnostic.js';
import { findingsIn, isLeftOffNote } from '../../src/core/cap.js';
import { checkSource } from '../../src/plugins/check.js';
import { validate } from '../../src/plugins/validate.js';
import { repoRoot } from '../support/paths.js';
import { tempDir } from '../support/temp.js';
import { bin } from '../support/cli.js';

/** Findings by code, each note counted as the findings it stands for. */
function byCode(diagnostics: readonly Diagnostic[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of diagnostics) out[`${d.severity} ${d.code}`] = (out[`${d.severity} ${d.code}`] ?? 0) + findingsIn(d);
  return out;
}

/** A value for `shape`: its members, misspelt and unknown ones, values of the wrong type, nested. */
function valueFor(shape: Shape | undefined, depth: number): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(fc.integer({ min: -2, max: 70_000 }), fc.constantFrom('a', 'http://127.0.0.1/', '', '${x}'), fc.boolean(), fc.constant(null));
  if (shape === undefined || depth === 0) return leaf;
  if (shape.items) return fc.oneof(leaf, fc.array(valueFor(shape.items, depth - 1), { maxLength: 3 }));
  if (!shape.props && !shape.each) return leaf;
  const names = [...Object.keys(shape.props ?? {}), 'extra', 'unknown_a', 'unknown_b', 'tmeout', '7', 'channel_x'];
  const object = fc
    .uniqueArray(fc.constantFrom(...names), { maxLength: 12 })
    .chain((keys) =>
      fc.tuple(...keys.map((k) => valueFor(shape.props?.[k] ?? shape.each, depth - 1))).map((values) => Object.fromEntries(keys.map((k, i) => [k, values[i]]))),
    );
  return fc.oneof({ weight: 1, arbitrary: leaf }, { weight: 4, arbitrary: object });
}

const kindIds = ['sink-http', 'proc-core', 'sink-ubus'] as const;
const configs = fc.constantFrom(...kindIds).chain((kind) =>
  fc.tuple(
    fc.constant(kind),
    valueFor(shapes[kind], 4).filter((v) => typeof v === 'object' && v !== null && !Array.isArray(v)),
  ),
);

describe('the findings cap', () => {
  it('the first N findings are those an uncapped check lists first, in document order; the rest counted by code', async () => {
    await fc.assert(
      fc.asyncProperty(configs, fc.integer({ min: 1, max: 12 }), async ([kind, value], max) => {
        const text = JSON.stringify(value, null, 1);
        const file = `netify-${kind}.json`;
        const all = (await checkSource({ file, kind, text, format: 'json', maxFindings: Infinity })).result.diagnostics;
        const capped = (await checkSource({ file, kind, text, format: 'json', maxFindings: max })).result.diagnostics;
        expect(all.some(isLeftOffNote)).toBe(false);
        const listed = capped.filter((d) => !isLeftOffNote(d));
        expect(listed).toEqual(all.slice(0, max));
        expect(capped.slice(listed.length).every(isLeftOffNote)).toBe(true);
        expect(byCode(capped)).toEqual(byCode(all));
      }),
      { numRuns: 150 },
    );
  });

  it('validate: the first N in the order it finds them, a truncated count, validity kept', () => {
    fc.assert(
      fc.property(configs, fc.integer({ min: 1, max: 12 }), ([kind, value], max) => {
        const all = validate(kind, value, { maxFindings: Infinity });
        const capped = validate(kind, value, { maxFindings: max });
        expect(all.truncated).toBeUndefined();
        expect(capped.diagnostics.slice(0, max)).toEqual(all.diagnostics.slice(0, max));
        expect(capped.truncated ?? 0).toBe(Math.max(0, all.diagnostics.length - max));
        expect(capped.valid).toBe(all.valid);
        expect(byCode(capped.diagnostics)).toEqual(byCode(all.diagnostics));
      }),
      { numRuns: 150 },
    );
  });

  it('defaults to 1,000, with the line the command prints when it caps', () => {
    const config: Record<string, unknown> = { channels: {} };
    for (let i = 0; i < 1500; i++) config[`unknown_${i}`] = 1;
    const result = validate('sink-http', config);
    expect(result).toMatchObject({ valid: true, truncated: 500 });
    expect(result.diagnostics).toHaveLength(1001);
    expect(result.diagnostics.at(-1)).toEqual({
      severity: 'warning',
      code: 'key/unknown',
      message: '... and 500 more key/unknown findings in this file, not listed (agentconf lists the first 1,000 of a file)',
      pointer: '',
    });
    // An error left off still makes the value invalid.
    const wrong: Record<string, unknown> = { channels: 1 };
    for (let i = 0; i < 5; i++) wrong[`unknown_${i}`] = 1;
    const one = validate('sink-http', wrong, { maxFindings: 1 });
    expect(one.valid).toBe(false);
    expect(one.diagnostics.filter((d) => !isLeftOffNote(d))).toHaveLength(1);
  });
});

// Counted, not timed. The child's heap is 64 MB: the 300,000-key config itself takes about 40 MB
// of it, and building its 300,000 findings needs more than 95 MB, so the uncapped check runs out of
// memory while the capped one (1,000 findings built) passes. The library is the built one (dist/).
describe('300,000 unknown keys in a 64 MB heap', () => {
  const entry = join(repoRoot, 'dist', 'index.js');
  let tmp: ReturnType<typeof tempDir>;
  beforeAll(() => {
    tmp = tempDir('agentconf-cap-');
  });
  afterAll(() => tmp.remove());

  const script = `
    const { validate } = await import(process.argv[1]);
    const config = { channels: {} };
    for (let i = 0; i < 300000; i++) config['unknown_' + i] = 1;
    const result = validate('sink-http', config, process.argv[2] === 'all' ? { maxFindings: Infinity } : {});
    console.log(JSON.stringify({ listed: result.diagnostics.length, truncated: result.truncated ?? 0, last: result.diagnostics.at(-1).message }));
  `;
  const child = (mode: string) =>
    spawnSync(process.execPath, ['--max-old-space-size=64', '--input-type=module', '-e', script, entry, mode], { encoding: 'utf8', timeout: 120_000 });

  it.skipIf(!existsSync(entry))('the capped check passes, the uncapped one exhausts the heap', () => {
    const capped = child('cap');
    expect(capped.status).toBe(0);
    expect(JSON.parse(capped.stdout)).toEqual({
      listed: 1001,
      truncated: 299_000,
      last: '... and 299,000 more key/unknown findings in this file, not listed (agentconf lists the first 1,000 of a file)',
    });
    const all = child('all');
    expect(all.status).not.toBe(0);
    expect(all.stderr).toMatch(/heap out of memory/);
  });

  it.skipIf(!existsSync(bin))('agentconf lint in the same heap: 1,000 listed, all counted', () => {
    const config: Record<string, unknown> = { channels: {} };
    for (let i = 0; i < 300_000; i++) config[`unknown_${i}`] = 1;
    writeFileSync(tmp.path('netify-sink-http.json'), JSON.stringify(config));
    const run = spawnSync(process.execPath, ['--max-old-space-size=64', bin, 'lint', 'netify-sink-http.json'], {
      cwd: tmp.dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
      timeout: 120_000,
    });
    expect(run.status).toBe(0);
    expect(run.stdout.match(/\[key\/unknown\]/g)).toHaveLength(1001);
    expect(run.stdout).toContain('... and 299,000 more key/unknown findings in this file, not listed (agentconf lists the first 1,000 of a file)');
    expect(run.stdout).toMatch(/✖ 300000 problems \(0 errors, 300000 warnings\) in 1 file\n$/);
  });
});
