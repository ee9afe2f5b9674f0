#!/usr/bin/env node
// Bundles what users load, so a cold start reads one module instead of dozens (most of the
// start-up cost of an ES-module program is loading its files):
// - dist/index.js (and one file per family entry): the library, browser-safe; types stay in
//   dist/src/*.d.ts;
// - dist/cli/main.cjs: the command, one CommonJS file that dist/cli/agentconf.cjs runs. Measured
//   on Node 20, a CommonJS entry starts about 10 ms sooner than any ES-module entry (the ES
//   module loader's own set-up), which is most of what a one-file lint costs over a bare node.
//   Modules a run does not need (resolve, deployments, YAML) are compiled only when called; the
//   records, receive and openapi commands are bundles of their own (dist/cli/NAME.cjs);
// - dist/cli/agentconf.cjs, the command as installed (package.json "bin"; src/cli/bin.ts), which
//   loads main.cjs with main.cjs's V8 code cache, made by linting the valid examples once (see
//   src/cli/code-cache.ts): a run then does not compile what a lint runs. The loader is also
//   built alone (dist/cli/code-cache.cjs), for the build and the tests.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { root } from './schemas.mjs';
import { sampleStream } from './record-samples.mjs';
import { writeDistIgnore } from './package-files.mjs';

// absWorkingDir and preserveSymlinks: the paths esbuild writes into the bundles (and hashes into
// chunk names) are relative to the repository, even where node_modules is a link, so a
// build in any folder gives the same bytes (dist/ is committed; `npm run check:built`).
const common = { bundle: true, format: 'esm', target: 'node20', minify: true, logLevel: 'warning', absWorkingDir: root, preserveSymlinks: true };
// --no-code-cache: no V8 code caches (the check of dist/ compares everything else).
const codeCaches = !process.argv.includes('--no-code-cache');

// tsc compiles src/ and generated/ to dist/ (what `agentconf/deploy` and `agentconf/lint` run, and the types), but does
// not copy the generated modules written as JavaScript (the fast validators, declared by a .d.ts
// beside each): copied here, so every import in dist/src/ resolves.
for (const entry of readdirSync(join(root, 'generated'), { recursive: true, encoding: 'utf8' })) {
  if (entry.endsWith('.js')) copyFileSync(join(root, 'generated', entry), join(root, 'dist', 'generated', entry));
}

// Browser-safe library entries, one per family (package.json "exports" names each).
const libraries = { index: 'src/index.ts', records: 'src/records/index.ts', api: 'src/api/index.ts' };
// The main entry loads the YAML parser (checkText of a YAML config) as a chunk of its own, when
// first needed: dist/chunks/.
rmSync(join(root, 'dist', 'chunks'), { recursive: true, force: true });
for (const [name, entry] of Object.entries(libraries)) {
  const out =
    name === 'index'
      ? { outdir: join(root, 'dist'), splitting: true, entryNames: name, chunkNames: 'chunks/[name]-[hash]' }
      : { outfile: join(root, 'dist', `${name}.js`) };
  await build({ ...common, entryPoints: [join(root, entry)], ...out, platform: 'neutral' });
}

// Node-only library entries (they read streams and use Node's zlib and buffers).
const nodeLibraries = { 'records-stream': 'src/records/stream/index.ts' };
for (const [name, entry] of Object.entries(nodeLibraries)) {
  await build({ ...common, entryPoints: [join(root, entry)], outfile: join(root, 'dist', `${name}.js`), platform: 'node', packages: 'external' });
}

const cli = join(root, 'dist', 'cli');
rmSync(cli, { recursive: true, force: true });
// Commands of the other families are bundles of their own, loaded when run: a lint of one config
// does not parse the records, receive and OpenAPI code (together more than the lint itself).
// Each is what its command (src/cli/commands/NAME.ts) imports when run: src/cli/run/NAME.ts.
const commandBundles = ['records', 'receive', 'openapi', 'lsp'];
// Each is loaded through the code-cache loader (src/cli/code-cache.ts, compiled into main.cjs), with
// a cache of its own beside it when the build made one (records, receive): records.cjs is about
// 460 KB, compiled at every run without one.
const separateCommands = {
  name: 'separate-commands',
  setup(b) {
    const names = new RegExp(`^\\.\\./run/(${commandBundles.join('|')})\\.js$`);
    b.onResolve({ filter: names }, (args) =>
      args.importer.startsWith(join(root, 'src', 'cli', 'commands')) ? { path: names.exec(args.path)[1], namespace: 'command-bundle' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'command-bundle' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(join(root, 'src', 'cli', 'code-cache.ts'))}).loadBundle(require('node:path').join(__dirname, ${JSON.stringify(`${args.path}.cjs`)}));`,
      loader: 'js',
      resolveDir: root,
    }));
  },
};
const yamlBeside = {
  name: 'yaml-beside',
  setup(b) {
    b.onResolve({ filter: /^yaml$/ }, () => ({ path: './yaml.cjs', external: true }));
  },
};
const cliCommon = {
  ...common,
  format: 'cjs',
  platform: 'node',
  // yaml, loaded only for YAML inputs, is a bundle of its own beside the command's (yaml.cjs,
  // below): the command needs nothing from node_modules, so a checkout runs it as it is.
  plugins: [yamlBeside],
  // src/files/package.ts finds the package from its own folder: import.meta.dirname is __dirname. The URL
  // is worked out only if some code asks for it (a URL parse costs about 0.3 ms at start-up).
  banner: { js: 'const importMeta = { get url() { return require("node:url").pathToFileURL(__filename).href; } };' },
  define: {
    'import.meta.url': 'importMeta.url',
    'import.meta.dirname': '__dirname',
    // The version, so the command does not read package.json at every start (src/cli/version.ts).
    AGENTCONF_BUNDLED_VERSION: JSON.stringify(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version),
  },
  // import() of another bundle or of yaml becomes require(): the code-cache loader runs main.cjs
  // as a script, where import() would need a loader of its own.
  supported: { 'dynamic-import': false },
  // The code-cache loader reads main.cjs as latin1: other characters are written as escapes.
  charset: 'ascii',
};
await build({ ...cliCommon, entryPoints: [join(root, 'src', 'cli', 'main.ts')], outfile: join(cli, 'main.cjs'), plugins: [yamlBeside, separateCommands] });
await build({
  ...cliCommon,
  stdin: { contents: "module.exports = require('yaml');", resolveDir: root, sourcefile: 'yaml.cjs' },
  outfile: join(cli, 'yaml.cjs'),
  plugins: [],
  banner: {},
  define: {},
});
for (const name of commandBundles) {
  await build({ ...cliCommon, entryPoints: [join(root, 'src', 'cli', 'run', `${name}.ts`)], outfile: join(cli, `${name}.cjs`) });
}
// The quick way of `lint FILE.json` (src/cli/quick.ts): what reporting one clean config needs, loaded instead of main.cjs.
await build({ ...cliCommon, entryPoints: [join(root, 'src', 'cli', 'quick.ts')], outfile: join(cli, 'quick.cjs') });
await build({ ...cliCommon, entryPoints: [join(root, 'src', 'cli', 'code-cache.ts')], outfile: join(cli, 'code-cache.cjs'), banner: {}, define: {} });
// The command as installed (package.json "bin"): the loader compiled into the script Node starts.
const command = join(cli, 'agentconf.cjs');
await build({ ...cliCommon, entryPoints: [join(root, 'src', 'cli', 'bin.ts')], outfile: command, banner: { js: '#!/usr/bin/env node' }, define: {} });
chmodSync(command, 0o755);
// The helper thread of a large lint (src/cli/worker.ts): the same loader, then main.cjs's lintWorker.
await build({ ...cliCommon, entryPoints: [join(root, 'src', 'cli', 'worker.ts')], outfile: join(cli, 'worker.cjs'), banner: {}, define: {} });

// The code cache: a lint of the valid examples, in a process of its own with no output, as a
// user's run would compile it. Only what a clean lint runs: the cache is read whole on every run,
// and the code that reports problems (twice the size) is compiled when there is one to report.
const exercise = `const { writeCodeCache } = require(${JSON.stringify(join(cli, 'code-cache.cjs'))});
writeCodeCache(${JSON.stringify(join(cli, 'main.cjs'))}, async (m) => { await m.main(['lint', ${JSON.stringify(join(root, 'examples', 'valid'))}]); process.exitCode = 0; })
  .catch((error) => { console.error(error); process.exitCode = 1; });`;
// The loader decodes the bundle as latin1, exact for ASCII, which esbuild writes (charset: 'ascii').
if (/[^\x00-\x7f]/.test(readFileSync(join(cli, 'main.cjs'), 'latin1')))
  throw new Error('dist/cli/main.cjs is not ASCII: the code-cache loader reads it as latin1');
const trained = !codeCaches ? { status: 0 } : spawnSync(process.execPath, ['-e', exercise], { stdio: ['ignore', 'ignore', 'inherit'] });
if (trained.status !== 0) throw new Error('making the code cache of dist/cli/main.cjs failed');

// The caches of the records, receive and quick bundles, made the same way: records by judging a
// stream of valid sample records of every type (written to a temporary file), receive by loading
// it (a server run is not made at build time: its cache holds what loading compiles), quick by
// answering a lint of the valid proc-core example.
const samples = mkdtempSync(join(tmpdir(), 'agentconf-build-'));
try {
  const stream = join(samples, 'records.ndjson');
  writeFileSync(stream, [...sampleStream(400)].map((r) => JSON.stringify(r)).join('\n') + '\n');
  const exercises = {
    records: `async (m) => { await m.runRecords({ paths: [${JSON.stringify(stream)}], maxProblems: 20, formatter: () => '', strict: false, color: false, version: '0' }); }`,
    receive: 'async () => {}',
    // Run in the temporary folder, where no settings file applies (a folder above the checkout may hold one).
    quick: `async (m) => { await m.quickReport(['lint', ${JSON.stringify(join(root, 'examples', 'valid', 'netify-proc-core.json'))}], ${JSON.stringify(samples)}); }`,
  };
  for (const [name, run] of codeCaches ? Object.entries(exercises) : []) {
    const file = join(cli, `${name}.cjs`);
    if (/[^\x00-\x7f]/.test(readFileSync(file, 'latin1'))) throw new Error(`dist/cli/${name}.cjs is not ASCII: the code-cache loader reads it as latin1`);
    const code = `const { writeCodeCache } = require(${JSON.stringify(join(cli, 'code-cache.cjs'))});
writeCodeCache(${JSON.stringify(file)}, ${run}).then(() => { process.exitCode = 0; }, (error) => { console.error(error); process.exitCode = 1; });`;
    const made = spawnSync(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (made.status !== 0) throw new Error(`making the code cache of dist/cli/${name}.cjs failed`);
  }
} finally {
  rmSync(samples, { recursive: true, force: true });
}

// The declarations again for a CommonJS consumer (the `require` condition of each entry's
// `types`): TypeScript reads a .d.ts as the module format of the package.json above it, and
// refuses (TS1479) to let a CommonJS file of a node16 project import the ES-module declarations
// of this "type": "module" package, although Node's require() loads the entries. The same files
// under dist/types-require/, whose package.json says commonjs, describe what require() returns.
const typesRequire = join(root, 'dist', 'types-require');
rmSync(typesRequire, { recursive: true, force: true });
for (const tree of ['src', 'generated']) {
  for (const entry of readdirSync(join(root, 'dist', tree), { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.d.ts')) continue;
    mkdirSync(dirname(join(typesRequire, tree, entry)), { recursive: true });
    copyFileSync(join(root, 'dist', tree, entry), join(typesRequire, tree, entry));
  }
}
writeFileSync(join(typesRequire, 'package.json'), '{ "type": "commonjs" }\n');

await import('./playground.mjs');

// What the package leaves out of dist/: what no export or command loads (scripts/package-files.mjs).
writeDistIgnore(root);
