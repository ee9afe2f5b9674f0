/**
 * The library's text checks give exactly what the command prints: for every config and loader
 * fixture and reference file, `checkText` against `agentconf lint`, and for every deployment
 * (fixtures, the reference deployments, the agent-runs cases) `checkDeployment` on the folder's
 * texts against `agentconf lint --root` on the folder. Both sides run the built package
 * (`dist/index.js` and the real command).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';
import { fixturesDir, referenceDir, repoRoot } from '../support/paths.js';

type Lib = typeof import('../../src/index.js');
const lib = (): Promise<Lib> => import(join(repoRoot, 'dist', 'index.js')) as Promise<Lib>;

interface Shown {
  severity: string;
  code: string;
  message: string;
  pointer: string;
  line: number | null;
  column: number | null;
  suggestion?: string;
}
/** A finding as the JSON format prints it. */
const shown = (d: {
  severity: string;
  code: string;
  message: string;
  pointer: string;
  line?: number | null;
  column?: number | null;
  suggestion?: string;
}): Shown => ({
  severity: d.severity,
  code: d.code,
  message: d.message,
  pointer: d.pointer,
  line: d.line ?? null,
  column: d.column ?? null,
  ...(d.suggestion === undefined ? {} : { suggestion: d.suggestion }),
});

function files(dir: string, keep: (path: string) => boolean = () => true): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile() && keep(f))
    .sort();
}

/** `agentconf lint --format json ...args`: findings per file as printed. */
function cliFindings(args: string[], cwd?: string): Map<string, Shown[]> {
  const run = agentconf(['lint', '--format', 'json', ...args], cwd ? { cwd } : {});
  const out = JSON.parse(run.stdout) as { results: { file: string; diagnostics: Shown[] }[] };
  return new Map(out.results.map((r) => [r.file, r.diagnostics.map(shown)]));
}

const configFixtures = files(join(fixturesDir, 'plugins'), (f) => /\.(json|ya?ml|conf)$/.test(f) && !f.endsWith('.diagnostics.json'));
const referenceFiles = ['configs', 'loaders'].flatMap((d) => files(join(referenceDir, d)));

describe('checkText gives what agentconf lint prints', () => {
  it.each([
    ['the plugin fixtures', configFixtures],
    ['the reference configs and loader files', referenceFiles],
  ])('%s', async (_name, paths) => {
    if (paths.length === 0) return; // no reference data beside this clone
    const { checkText } = await lib();
    const relativePaths = paths.map((p) => relative(repoRoot, p).split(sep).join('/'));
    const printed = cliFindings(relativePaths);
    expect(printed.size).toBe(relativePaths.length);
    for (const file of relativePaths) {
      const got = await checkText(readFileSync(join(repoRoot, file), 'utf8'), { filename: file });
      expect({ file, diagnostics: got.diagnostics.map(shown) }).toEqual({ file, diagnostics: printed.get(file) });
    }
  });

  it('a loader file and a YAML config with no name: told from the content, as lint - tells them', async () => {
    const { checkText } = await lib();
    for (const text of ['[proc-core]\nplugin_library = /usr/lib/x.so\nenabel = yes\n', 'sinks:\n  sink-log: {}\nfoo: 1\n', '{"sinks": {}, "x": 1}']) {
      const run = agentconf(['lint', '--format', 'json', '-'], { stdin: text });
      const printed = (JSON.parse(run.stdout) as { results: { diagnostics: Shown[] }[] }).results[0]!.diagnostics.map(shown);
      const got = await checkText(text);
      expect(got.diagnostics.map(shown)).toEqual(printed);
      expect(printed.length).toBeGreaterThan(0);
    }
  });
});

/** Every deployment folder: the fixtures' roots (with their options), the reference ones, the agent-runs cases. */
function deployments(): { name: string; root: string; variables: Record<string, string> }[] {
  const out: { name: string; root: string; variables: Record<string, string> }[] = [];
  const deployFixtures = join(fixturesDir, 'deploy');
  for (const name of readdirSync(deployFixtures).sort()) {
    const options = join(deployFixtures, name, 'options.json');
    const given = existsSync(options) ? (JSON.parse(readFileSync(options, 'utf8')) as { variables?: Record<string, string> }) : {};
    // A folder with no loader folder is no deployment: the command refuses it (exit 2, test/cli/misc.test.ts).
    if (name !== 'no-plugins-folder') out.push({ name: `fixtures/deploy/${name}`, root: join(deployFixtures, name, 'root'), variables: given.variables ?? {} });
  }
  const reference = join(referenceDir, 'deployments');
  if (existsSync(reference))
    for (const name of readdirSync(reference).sort()) out.push({ name: `deployments/${name}`, root: join(reference, name), variables: {} });
  const cases = join(referenceDir, 'agent-runs', 'config-cases');
  if (existsSync(cases)) for (const name of readdirSync(cases).sort()) out.push({ name: `agent-runs/${name}`, root: join(cases, name, 'etc'), variables: {} });
  return out.filter((d) => existsSync(d.root));
}

describe('checkDeployment gives what agentconf lint --root prints', () => {
  it.each(deployments().map((d) => [d.name, d] as const))('%s', async (_name, { root, variables }) => {
    const { checkDeployment } = await lib();
    const args = ['--root', '.', ...Object.entries(variables).flatMap(([k, v]) => ['--var', `${k}=${v}`])];
    const printed = cliFindings(args, root);
    const texts = new Map(files(root).map((f) => [relative(root, f).split(sep).join('/'), readFileSync(f, 'utf8')]));
    const results = await checkDeployment(texts, { variables, folder: root });
    expect(new Map(results.map((r) => [r.file, r.diagnostics.map(shown)]))).toEqual(printed);
  });
});
