#!/usr/bin/env node
// Builds dist/ from src/ and generated/: tsc (the declarations, and `agentconf/deploy` and `agentconf/lint`), then the
// bundles (scripts/bundle.mjs). dist/ is committed, as a JavaScript action's build is: a git
// dependency, the pre-commit hooks and the Action run it as checked out, installing nothing to
// build it. Deterministic: the same sources give the same bytes, whatever the folder they are in.
// The V8 code caches (`*.v8cache`) are the exception: made for the very Node build that runs the
// build, they are neither committed nor packed (src/cli/code-cache.ts).
// Usage: node scripts/build.mjs            write dist/ (with the code caches of this Node)
//        node scripts/build.mjs --check    fail if dist/ is not what the sources build: builds a copy
//                                          of the sources in a temporary folder and compares
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { root } from './schemas.mjs';

/** What the build reads, besides node_modules. */
const inputs = ['package.json', 'tsconfig.json', 'tsconfig.build.json', 'src', 'generated', 'scripts', 'examples/valid'];

/** A build product made for the Node that ran the build, left out of the comparison. */
const isLocal = (path) => path.endsWith('.v8cache');

/** Builds dist/ in `dir` (a repository or a copy of its inputs); throws on failure. */
function build(dir, options = []) {
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  const steps = [
    [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.build.json')],
    [join(dir, 'scripts', 'bundle.mjs'), ...options],
  ];
  for (const args of steps) {
    const run = spawnSync(process.execPath, args, { cwd: dir, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`the build failed: node ${args.map((a) => relative(dir, a) || a).join(' ')}`);
  }
}

/** The files under `dir`, relative and `/`-separated, without the local build products. */
function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((f) => !isLocal(f))
    .sort();
}

if (process.argv.includes('--check')) {
  const copy = mkdtempSync(join(tmpdir(), 'agentconf-check-built-'));
  try {
    for (const input of inputs) cpSync(join(root, input), join(copy, input), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    build(copy, ['--no-code-cache']);
    const built = listFiles(join(copy, 'dist'));
    const present = new Set(listFiles(join(root, 'dist')));
    const stale = built.filter((f) => !present.has(f) || !readFileSync(join(root, 'dist', f)).equals(readFileSync(join(copy, 'dist', f))));
    const extra = [...present].filter((f) => !built.includes(f)).map((f) => `${f} (not built any more)`);
    if (stale.length + extra.length > 0) {
      console.error(`dist/ is not what the sources build: ${[...stale, ...extra].join(', ')}\nRun \`npm run build:dist\` and commit dist/.`);
      process.exit(1);
    }
    console.log(`dist/ is what the sources build (${built.length} files)`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
} else {
  build(root);
}
