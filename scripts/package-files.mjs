/**
 * Which files of the package are reachable: from package.json (`exports`, `bin`, `main`, `types`,
 * `typesVersions`), then from each reached module the relative modules it imports or requires
 * (for declarations, the declaration files), and the files beside it it names
 * (`main.cjs.v8cache`), and the `package.json` of a folder that holds a reached file (it sets the
 * module format of the files under it). A file no chain reaches is one no user can load.
 *
 * The build (scripts/bundle.mjs) writes `dist/.npmignore` from it, so the package leaves out what
 * tsc emits for the repository's own use (the command's modules, which the CLI bundles replace,
 * and declarations no entry's types refer to); test/package/contents.test.ts checks the packed list.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/** Files npm puts in every package, read by people rather than loaded, and the rules page the reports point at. */
const alwaysPacked = new Set(['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'docs/rules.md']);

/** The targets of an exports value (a string or nested conditions). */
function targets(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(targets);
  return [];
}

/** A path pattern with one `*` (an exports subpath pattern) -> the files it matches. */
function expand(pattern, files) {
  const path = normalize(pattern).replace(/^\.\//, '');
  if (!path.includes('*')) return [path];
  const [before, after] = path.split('*');
  return files.filter((f) => f.startsWith(before) && f.endsWith(after) && f.length >= before.length + after.length);
}

const SPECIFIER = /(?:from\s*|import\s*\(\s*|require\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g;
const LITERAL = /["']([\w.-]+\.(?:cjs|mjs|js|json|v8cache))["']/g;

/** The files `file` (under `root`) leads to, among `files`. */
function references(root, file, files) {
  if (!/\.(c|m)?js$|\.d\.ts$/.test(file)) return [];
  const text = readFileSync(join(root, file), 'utf8');
  const dir = dirname(file);
  const out = [];
  for (const [, spec] of text.matchAll(SPECIFIER)) {
    const target = normalize(join(dir, spec));
    const candidates = file.endsWith('.d.ts') ? [target.replace(/\.js$/, '.d.ts'), `${target}.d.ts`, join(target, 'index.d.ts')] : [target, `${target}.js`];
    out.push(...candidates.filter((c) => files.has(c)));
  }
  for (const [, name] of text.matchAll(LITERAL)) {
    const sibling = join(dir, name);
    if (files.has(sibling)) out.push(sibling);
    // The code-cache loader reads `<bundle>.v8cache` beside the bundle it loads.
    if (files.has(`${sibling}.v8cache`) && text.includes('.v8cache')) out.push(`${sibling}.v8cache`);
  }
  return out;
}

/** The files (paths relative to `root`, `/`-separated) that no export, command or module chain reaches. */
export function unreachableFiles(root, fileList) {
  const files = new Set(fileList);
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const starts = [
    ...[manifest.main, manifest.types].filter((p) => typeof p === 'string'),
    ...Object.values(manifest.bin ?? {}),
    ...targets(manifest.exports),
    ...Object.values(manifest.typesVersions ?? {}).flatMap((map) => Object.values(map).flat()),
  ].flatMap((p) => expand(p, fileList));
  const reached = new Set();
  const queue = starts.filter((f) => files.has(f));
  while (queue.length > 0) {
    const file = queue.pop();
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...references(root, file, files));
  }
  for (const file of [...reached]) {
    for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) if (files.has(join(dir, 'package.json'))) reached.add(join(dir, 'package.json'));
  }
  return fileList.filter((f) => !reached.has(f) && !alwaysPacked.has(f));
}

/** Writes `dist/.npmignore`: every file under dist/ that nothing reaches. */
export function writeDistIgnore(root) {
  const dist = join(root, 'dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name !== '.npmignore' && !e.name.endsWith('.v8cache'))
    .map((e) =>
      relative(root, join(e.parentPath ?? e.path, e.name))
        .split(sep)
        .join('/'),
    );
  const left = unreachableFiles(root, files).map((f) => `/${f.slice('dist/'.length)}`);
  writeFileSync(
    join(dist, '.npmignore'),
    `# Written by scripts/bundle.mjs (scripts/package-files.mjs). The code caches, made for the Node that\n# ran the build (src/cli/code-cache.ts), then what no export or command loads.\n*.v8cache\n${left.sort().join('\n')}\n`,
  );
}
