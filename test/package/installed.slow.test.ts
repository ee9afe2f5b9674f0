/**
 * The package as users get it: `npm pack`, installed into a fresh project, run there on every Node
 * release line `engines` admits (the first and the last release of each line that starts inside
 * it, the last of the others), each binary installed from the npm registry (`node-<os>-<arch>`,
 * the platform package of `node`). On each: the command (a clean and a failing lint), the six
 * entries imported as ES modules and required as CommonJS; once: a type-check of the six entries
 * under TypeScript's node16 resolution (from an ES module and from a CommonJS file) and node10. Where the registry cannot be reached the suite
 * is skipped, except in CI, where it fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const manifest = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { engines: { node: string }; exports: Record<string, unknown> };
const platformPackage = `node-${process.platform}-${process.arch}`;

/** The releases tested: they must stay the ones `engines` admits (a test below holds the two together). */
const releases = ['20.19.0', '20.20.0', '22.13.0', '22.23.3', '24.21.0', '25.9.0', '26.10.0'];
const entries = Object.keys(manifest.exports)
  .filter((e) => !e.includes('*') && !e.endsWith('.json'))
  .map((e) => (e === '.' ? 'agentconf' : `agentconf/${e.slice(2)}`));

/** Where a release's `node` is, under an install folder. */
const binaryIn = (prefix: string) => join(prefix, 'node_modules', platformPackage, 'bin', 'node');

/**
 * The `node` binary of a release, installed once into the temporary folder; undefined when it
 * cannot be. Installed into a folder of its own first, then moved into place by one rename: a
 * second test run on the machine at the same time (two clones' `.ci/run`) found the binary
 * while the first was still writing it, and could not start it.
 */
function nodeBinary(version: string): string | undefined {
  const prefix = join(tmpdir(), `agentconf-node-${version}`);
  if (existsSync(binaryIn(prefix))) return binaryIn(prefix);
  const staging = mkdtempSync(`${prefix}-installing-`);
  const install = spawnSync('npm', ['install', '--prefix', staging, '--no-audit', '--no-fund', '--no-save', `${platformPackage}@${version}`], {
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (install.status === 0 && existsSync(binaryIn(staging))) {
    try {
      renameSync(staging, prefix);
    } catch {
      // Another run moved its install into place first (or an old, broken one is there): use
      // the one in place when it is whole, else this one where it is.
      if (existsSync(binaryIn(prefix))) rmSync(staging, { recursive: true, force: true });
      else return binaryIn(staging);
    }
    return binaryIn(prefix);
  }
  rmSync(staging, { recursive: true, force: true });
  if (process.env.CI) throw new Error(`cannot install ${platformPackage}@${version}: ${install.stderr}`);
  return undefined;
}

/** A script that loads every entry and checks each gives functions that work. */
function entryScript(style: 'esm' | 'cjs'): string {
  const load = (entry: string) => (style === 'esm' ? `await import(${JSON.stringify(entry)})` : `require(${JSON.stringify(entry)})`);
  const body = `
const main = ${load('agentconf')};
const records = ${load('agentconf/records')};
const stream = ${load('agentconf/records/stream')};
const api = ${load('agentconf/api')};
const deploy = ${load('agentconf/deploy')};
const lint = ${load('agentconf/lint')};
const out = {
  main: main.validate('sink-http', { channels: { a: { url: 'http://x/y' } } }).valid,
  kinds: main.kinds.length,
  records: typeof records.validateRecord,
  stream: typeof stream.readRecords,
  api: typeof api.validateObject,
  deploy: typeof deploy.lintDeployment,
  lint: (await new lint.LintEngine().lintFiles(['examples/valid'])).summary.errors,
};
console.log(JSON.stringify(out));`;
  return style === 'esm' ? body : `(async () => {${body}})();`;
}

const typeCheckSource = `import { validate, type KindId } from 'agentconf';
import { validateRecord } from 'agentconf/records';
import { readRecords } from 'agentconf/records/stream';
import { validateObject } from 'agentconf/api';
import { lintDeployment } from 'agentconf/deploy';
import { LintEngine, type LintReport } from 'agentconf/lint';
const kind: KindId = 'sink-http';
const report: Promise<LintReport> = new LintEngine({ concurrency: 'auto' }).lintFiles(['examples']);
export const uses = [validate(kind, {}).valid, validateRecord, readRecords, validateObject, lintDeployment, report];
`;

describe.skipIf(process.platform !== 'linux' && process.platform !== 'darwin')('the installed package', () => {
  let project = '';
  let skip: string | undefined;

  beforeAll(() => {
    const work = mkdtempSync(join(tmpdir(), 'agentconf-package-'));
    project = join(work, 'project');
    mkdirSync(project);
    // pack writes the tarball's description as JSON on stdout (dist/ is committed: no build runs).
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
    ) as { filename: string }[];
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', join(work, packed[0]!.filename)], {
      cwd: project,
      encoding: 'utf8',
      timeout: 300_000,
    });
    if (install.status !== 0) {
      if (process.env.CI) throw new Error(`cannot install the packed tarball: ${install.stderr}`);
      skip = `the packed tarball cannot be installed here: ${install.stderr.trim().split('\n').pop()}`;
      return;
    }
    cpSync(join(repo, 'examples'), join(project, 'examples'), { recursive: true });
    // Enough configs for several chunks on several threads.
    for (let copy = 0; copy < 20; copy++) cpSync(join(repo, 'examples', 'invalid'), join(project, 'many', String(copy)), { recursive: true });
    writeFileSync(join(project, 'entries.mjs'), entryScript('esm'));
    writeFileSync(join(project, 'entries.cjs'), entryScript('cjs'));
  }, 600_000);

  afterAll(() => {
    if (project) rmSync(dirname(project), { recursive: true, force: true });
  });

  it('engines admits exactly the release lines tested, from the first release that loads the entries with require()', () => {
    expect(manifest.engines.node).toBe('^20.19.0 || ^22.13.0 || >=24.0.0');
    expect(new Set(releases.map((r) => r.split('.')[0]))).toEqual(new Set(['20', '22', '24', '25', '26']));
  });

  it('the package holds what its exports and command name', (ctx) => {
    if (skip) return ctx.skip(skip);
    const installed = join(project, 'node_modules', 'agentconf');
    expect(existsSync(join(installed, 'dist', 'cli', 'agentconf.cjs'))).toBe(true);
    expect(readdirSync(join(installed, 'generated', 'schemas')).sort()).toEqual(['api', 'output', 'plugins', 'records', 'settings']);
  });

  it('exports the published schemas (strict Ajv compiles each), the schema catalog and the OpenAPI documents', (ctx) => {
    if (skip) return ctx.skip(skip);
    const resolve = createRequire(join(project, 'package.json')).resolve;
    const read = (specifier: string) => JSON.parse(readFileSync(resolve(specifier), 'utf8')) as Record<string, unknown>;
    const schemas = ['plugins/sink-http', 'plugins/proc-core', 'records/flow', 'api/LicenseObject'].map((id) => read(`agentconf/schemas/${id}.schema.json`));
    for (const schema of schemas) {
      const ajv = new Ajv2020Module.default({ strict: true, allErrors: true });
      addFormatsModule.default(ajv);
      expect(typeof ajv.compile(schema)).toBe('function');
    }
    const catalog = read('agentconf/schema-catalog.json') as { schemas: unknown[] };
    expect(catalog.schemas.length).toBeGreaterThan(0);
    for (const api of ['datafeeds', 'events', 'integrator']) expect(read(`agentconf/openapi/${api}.json`).openapi).toMatch(/^3\.1/);
    expect(read('agentconf/package.json').name).toBe('agentconf');
  });

  it.for(releases)('Node %s runs the command and loads every entry, as ES modules and from require()', { timeout: 600_000 }, (version, ctx) => {
    if (skip) return ctx.skip(skip);
    const node = nodeBinary(version);
    if (node === undefined) return ctx.skip(`${platformPackage}@${version} cannot be installed here`);
    const command = join(project, 'node_modules', 'agentconf', 'dist', 'cli', 'agentconf.cjs');
    const run = (args: string[]) => spawnSync(node, args, { cwd: project, encoding: 'utf8' });
    const valid = run([command, 'lint', 'examples/valid']);
    expect({ status: valid.status, signal: valid.signal, stderr: valid.stderr }).toEqual({ status: 0, signal: null, stderr: '' });
    expect(run([command, 'lint', 'examples/invalid']).status).toBe(1);
    // On three threads (each helper thread loads the installed bundle; one that fails says so on
    // stderr): the report one thread writes.
    const one = run([command, 'lint', '--concurrency', 'off', 'many']);
    const threaded = run([command, 'lint', '--concurrency', '3', 'many']);
    expect({ status: threaded.status, stdout: threaded.stdout, stderr: threaded.stderr }).toEqual({ status: 1, stdout: one.stdout, stderr: '' });
    // With --cache, made and then read (node:crypto, the atomic write in pieces): the same report.
    for (let time = 0; time < 2; time++) {
      const cached = run([command, 'lint', '--cache', 'many']);
      expect({ time, status: cached.status, stdout: cached.stdout, stderr: cached.stderr }).toEqual({ time, status: 1, stdout: one.stdout, stderr: '' });
    }
    // The package holds no V8 code cache (one serves a single build of Node): from Node 22 on, the
    // command keeps its bytecode in Node's compile cache (here under a temporary folder of the
    // test's own), and a run that reads it reports the same; Node 20 has none and writes nothing.
    const temporary = mkdtempSync(join(tmpdir(), 'agentconf-compile-cache-'));
    try {
      const withCache = (args: string[]) => spawnSync(node, args, { cwd: project, encoding: 'utf8', env: { ...process.env, TMPDIR: temporary } });
      const first = withCache([command, 'lint', 'many']);
      const folder = join(temporary, 'node-compile-cache');
      const kept = existsSync(folder) ? readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
      const second = withCache([command, 'lint', 'many']);
      expect({ status: first.status, stdout: first.stdout, stderr: first.stderr }).toEqual({ status: 1, stdout: one.stdout, stderr: '' });
      expect({ status: second.status, stdout: second.stdout, stderr: second.stderr }).toEqual({ status: 1, stdout: one.stdout, stderr: '' });
      expect(kept > 0).toBe(Number(version.split('.')[0]) >= 22);
    } finally {
      rmSync(temporary, { recursive: true, force: true });
    }
    const want = { main: true, kinds: 8, records: 'function', stream: 'function', api: 'function', deploy: 'function', lint: 0 };
    for (const script of ['entries.mjs', 'entries.cjs']) {
      const loaded = run([script]);
      expect({ script, stderr: loaded.stderr, out: loaded.stdout.trim() }).toEqual({ script, stderr: '', out: JSON.stringify(want) });
    }
    expect(entries).toHaveLength(6);
  });

  it.for(['node16', 'node16 from CommonJS', 'node10'])(
    'TypeScript finds the types of every entry under %s resolution',
    { timeout: 120_000 },
    (variant, ctx) => {
      if (skip) return ctx.skip(skip);
      const resolution = variant.split(' ')[0]!;
      const dir = join(project, `types-${variant.replace(/ /g, '-')}`);
      mkdirSync(dir, { recursive: true });
      // node16: an ES module consumer (use.mts), and a CommonJS one (use.cts, where TypeScript
      // refused ES-module declarations with TS1479); node10: a CommonJS one, as older set-ups are.
      const file = join(dir, variant === 'node16' ? 'use.mts' : variant === 'node10' ? 'use.ts' : 'use.cts');
      writeFileSync(
        file,
        variant === 'node16' ? typeCheckSource : `${typeCheckSource}import agentconf = require('agentconf');\nexport const required = agentconf.kinds;\n`,
      );
      const module = resolution === 'node16' ? 'node16' : 'commonjs';
      const tsc = spawnSync(
        process.execPath,
        [
          join(repo, 'node_modules', 'typescript', 'bin', 'tsc'),
          '--noEmit',
          '--strict',
          '--module',
          module,
          '--moduleResolution',
          resolution,
          '--target',
          'es2022',
          '--types',
          'node',
          '--typeRoots',
          join(repo, 'node_modules', '@types'),
          file,
        ],
        { cwd: project, encoding: 'utf8' },
      );
      expect(tsc.stdout + tsc.stderr).toBe('');
      expect(tsc.status).toBe(0);
    },
  );
});
