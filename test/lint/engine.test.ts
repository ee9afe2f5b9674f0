/**
 * The lint engine (`agentconf/lint`, src/lint/) on real files in temporary folders: what it gives
 * a program is what `agentconf lint` reports for the same inputs, in the same order; its cache and
 * fixes do what the command's do; a wrong option is a `LintEngineError` that names it.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LintEngine, LintEngineError, type LintEngineOptions } from '../../src/lint/index.js';
import { agentconf, repo } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

const temps: (() => void)[] = [];
afterEach(() => {
  for (const remove of temps.splice(0)) remove();
});

/** A folder of configs: the valid and invalid examples, nested, with a file that is no config. */
function folder(): { dir: string; path: (name: string) => string } {
  const temp = tempDir('agentconf-engine-');
  temps.push(temp.remove);
  cpSync(join(repo, 'examples', 'invalid'), temp.path('configs/b-invalid'), { recursive: true });
  cpSync(join(repo, 'examples', 'valid'), temp.path('configs/a-valid'), { recursive: true });
  writeFileSync(temp.path('configs/package.json'), '{ "name": "x", "version": "1.0.0" }\n');
  return temp;
}

/** What `agentconf lint --format json` reports, run in `cwd`. */
function commandReport(args: string[], cwd: string): { results: unknown[]; summary: Record<string, number> } {
  const run = agentconf(['lint', '--format', 'json', ...args], { cwd });
  return JSON.parse(run.stdout) as { results: unknown[]; summary: Record<string, number> };
}

describe('LintEngine.lintFiles', () => {
  it('gives the results agentconf lint reports for the same folder, in the same order', async () => {
    const temp = folder();
    const report = await new LintEngine().lintFiles([temp.path('configs')]);
    const command = commandReport([temp.path('configs')], temp.dir);
    // The report lists the files checked; the skipped package.json is counted, not listed.
    expect(report.results.filter((r) => !r.skipped)).toEqual(command.results);
    expect(report.results.filter((r) => r.skipped).map((r) => r.file)).toEqual([temp.path('configs/package.json')]);
    expect(report.results.slice(0, 8).every((r) => r.file.includes('a-valid') && r.diagnostics.length === 0)).toBe(true);
    expect({ ...report.summary, hidden: 0 }).toEqual(command.summary);
    expect(report.summary).toMatchObject({ files: 11, skipped: 1, errors: 7, warnings: 4 });
    expect(report.ioFailed).toBe(false);
    // Texts are kept only when asked for (code frames).
    expect(report.sources.size).toBe(0);
  });

  it('keeps the text of each file with findings when asked, and only those', async () => {
    const temp = folder();
    const report = await new LintEngine({ texts: true }).lintFiles([temp.path('configs')]);
    const withFindings = report.results.filter((r) => r.diagnostics.length > 0).map((r) => r.file);
    expect([...report.sources.keys()]).toEqual(withFindings);
    for (const file of withFindings) expect(report.sources.get(file)).toBe(readFileSync(file, 'utf8'));
  });

  it('iterateFiles gives the same results one at a time, in the same order', async () => {
    const temp = folder();
    const engine = new LintEngine();
    const whole = await engine.lintFiles([temp.path('configs')]);
    const run = engine.iterateFiles([temp.path('configs')]);
    const one: unknown[] = [];
    for await (const file of run) one.push(file.result);
    expect(one).toEqual(whole.results);
    expect({ notes: run.notes, ioFailed: run.ioFailed }).toEqual({ notes: '', ioFailed: false });
  });

  it('reports a path that cannot be read as an io/read result, not a throw', async () => {
    const temp = folder();
    const report = await new LintEngine().lintFiles([temp.path('missing.json'), '']);
    expect(report.ioFailed).toBe(true);
    expect(report.results.map((r) => r.diagnostics.map((d) => d.code))).toEqual([['io/read'], ['io/read']]);
  });

  it('applies rule levels per file and ignore patterns, and says when a file named is ignored', async () => {
    const temp = folder();
    const invalid = temp.path('configs/b-invalid/netify-proc-aggregator.json');
    const named = temp.path('configs/b-invalid/netify-sink-http.json');
    const engine = new LintEngine({ rules: { levelsFor: () => ({ 'key/unknown': 'off' }), ignored: (file) => file === named } });
    const report = await engine.lintFiles([invalid, named]);
    expect(report.results.map((r) => [r.file, r.diagnostics.map((d) => d.code)])).toEqual([
      [named, ['file/ignored']],
      [invalid, ['schema/required', 'schema/type', 'schema/enum', 'schema/pattern']],
    ]);
    const unignored = await new LintEngine({ rules: { levelsFor: () => ({}), ignored: () => true }, noIgnore: true }).lintFiles([named]);
    expect(unignored.results[0]!.diagnostics.some((d) => d.code === 'file/ignored')).toBe(false);
  });
});

describe('LintEngine.lintText', () => {
  it('gives the result lintFiles gives for a file of that name and text', async () => {
    const file = join(repo, 'examples', 'invalid', 'netify-proc-aggregator.json');
    const engine = new LintEngine();
    const text = await engine.lintText(readFileSync(file, 'utf8'), { filePath: file });
    const files = await engine.lintFiles([file]);
    expect(text.result).toEqual(files.results[0]);
    expect(text.format).toBe('json');
  });

  it('tells a nameless text by its content, and skips what is no config only when asked', async () => {
    const engine = new LintEngine();
    const yaml = await engine.lintText('plugin_name: x\n');
    expect(yaml.result.file).toBe('<stdin>');
    const skipped = await engine.lintText('{ "name": "x", "version": "1.0.0" }', { filePath: 'package.json', skipNonConfig: true });
    expect(skipped.result).toMatchObject({ skipped: true, diagnostics: [] });
    const named = await engine.lintText('{ "name": "x", "version": "1.0.0" }', { filePath: 'package.json' });
    expect(named.result.diagnostics.map((d) => d.code)).toContain('kind/undetected');
  });
});

describe('LintEngine.lintDeployment', () => {
  it('gives the results agentconf lint --root reports', async () => {
    for (const fixture of ['clean-two-pipelines', 'channel-missing']) {
      const root = join(repo, 'fixtures', 'deploy', fixture, 'root');
      const lint = await new LintEngine().lintDeployment(root);
      const command = commandReport(['--root', root], repo);
      // The JSON format writes a loader file's kind, which it has none of, as null.
      expect(lint.results.filter((r) => !r.skipped).map((r) => ({ ...r, kind: r.kind ?? null }))).toEqual(command.results);
      expect(lint.summary.errors).toBe(command.summary.errors);
      expect(lint.model.root).toBe(root);
    }
  });
});

describe('the cache and fixes through the engine', () => {
  it('a second run with the cache gives the same results, from the cache file', async () => {
    const temp = folder();
    const cache = { location: temp.path('lint-cache') };
    const first = await new LintEngine({ cache }).lintFiles([temp.path('configs')]);
    expect(existsSync(cache.location)).toBe(true);
    expect(readFileSync(cache.location, 'utf8')).toMatch(/^\{"agentconf-cache":1,/);
    const second = await new LintEngine({ cache }).lintFiles([temp.path('configs')]);
    expect(second.results).toEqual(first.results);
    expect(second.notes).toBe('');
  });

  it('refuses a cache location that is a config, before checking anything', async () => {
    const temp = folder();
    const config = temp.path('configs/a-valid/netify-proc-core.json');
    const before = readFileSync(config, 'utf8');
    const engine = new LintEngine({ cache: { location: config } });
    await expect(engine.lintFiles([temp.path('configs')])).rejects.toThrow(LintEngineError);
    await expect(engine.lintFiles([temp.path('configs')])).rejects.toThrow(/is not an agentconf cache/);
    expect(readFileSync(config, 'utf8')).toBe(before);
  });

  it("fix 'write' rewrites the files as agentconf lint --fix does, and reports the texts as fixed", async () => {
    const ours = folder();
    const theirs = folder();
    const report = await new LintEngine({ fix: 'write' }).lintFiles([ours.path('configs/b-invalid')]);
    agentconf(['lint', '--fix', theirs.path('configs/b-invalid')]);
    for (const name of readdirSync(ours.path('configs/b-invalid'))) {
      const file = join('configs', 'b-invalid', name);
      expect(readFileSync(ours.path(file), 'utf8')).toBe(readFileSync(theirs.path(file), 'utf8'));
    }
    expect(report.notes).toMatch(/netify-proc-aggregator\.json: fixed 2 findings\n/);
    const after = await new LintEngine().lintFiles([ours.path('configs/b-invalid')]);
    expect(report.results).toEqual(after.results);
  });

  it("fix 'dry-run' gives the diff agentconf lint --fix-dry-run prints and writes nothing", async () => {
    const temp = folder();
    const file = temp.path('configs/b-invalid/netify-proc-aggregator.json');
    const before = readFileSync(file, 'utf8');
    const report = await new LintEngine({ fix: 'dry-run' }).lintFiles([file]);
    expect(report.diffs).toBe(agentconf(['lint', '--fix-dry-run', file]).stdout);
    expect(report.diffs).toContain('+  "log_interval": 60,');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('the helper threads of the built engine (dist/src/lint/, as the package loads it)', () => {
  it('give, on two threads, the results one thread gives', async () => {
    const built = (await import(join(repo, 'dist', 'src', 'lint', 'index.js'))) as typeof import('../../src/lint/index.js');
    const temp = tempDir('agentconf-engine-');
    temps.push(temp.remove);
    for (let copy = 0; copy < 12; copy++) cpSync(join(repo, 'examples', 'invalid'), temp.path(`many/${String(copy).padStart(2, '0')}`), { recursive: true });
    const one = await new built.LintEngine({ concurrency: 'off' }).lintFiles([temp.path('many')]);
    const two = await new built.LintEngine({ concurrency: 2 }).lintFiles([temp.path('many')]);
    expect(two.notes).toBe('');
    expect(two.results).toEqual(one.results);
    expect(one.results).toHaveLength(36);
    // A run stopped after its first file stops its helpers; a run after it is whole again.
    const run = new built.LintEngine({ concurrency: 2 }).iterateFiles([temp.path('many')]);
    for await (const file of run) {
      expect(file.result).toEqual(one.results[0]);
      break;
    }
    const again: unknown[] = [];
    for await (const file of run) again.push(file.result);
    expect(again).toEqual(one.results);
    expect(run.notes).toBe('');
  });
});

describe('a wrong option', () => {
  const wrong: [string, unknown, RegExp][] = [
    ['an unknown option', { concurency: 2 }, /LintEngine has no option "concurency"; its options: kind, variables/],
    ['a kind that is none', { kind: 'sink-htp' }, /kind "sink-htp" is no plugin kind/],
    ['a thread count out of range', { concurrency: 0 }, /concurrency must be 'off', 'auto' or a whole number from 1 to 64, not 0/],
    ['a variable that is no string', { variables: { a: 1 } }, /variables\.a must be a string/],
    ['a cache without a location', { cache: {} }, /cache must be an object with a location/],
    ['a fix mode that is none', { fix: true }, /fix must be 'write' or 'dry-run', not true/],
    ['rules without levelsFor', { rules: {} }, /rules must be an object with a levelsFor\(file\) function/],
    ['the cache with fixes', { cache: { location: 'x' }, fix: 'write' }, /cache keeps the results of a lint and fix rewrites files/],
    ['the cache on threads', { cache: { location: 'x' }, concurrency: 'auto' }, /the cache is kept on one thread/],
    ['fixes on threads', { fix: 'dry-run', concurrency: 2 }, /fixes are applied a file at a time/],
  ];
  it.each(wrong)('%s is a LintEngineError that names it', (_, options, message) => {
    const build = () => new LintEngine(options as LintEngineOptions);
    expect(build).toThrow(LintEngineError);
    expect(build).toThrow(message);
  });

  it('paths that are no list of strings are one too', async () => {
    await expect(new LintEngine().lintFiles('configs' as unknown as string[])).rejects.toThrow(/lintFiles takes a list of paths/);
  });
});
