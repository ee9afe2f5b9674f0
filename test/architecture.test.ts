/**
 * The layout is the architecture (docs/architecture.md): `src/core/` is the engine every family
 * shares; `plugins/`, `records/` and `api/` are the families; `files/` reads, walks and writes
 * files (Node); `deploy/` and `receive/` are features on top of them; `format/` renders results;
 * `lint/` is the lint engine (folders, cache, threads, fixes); `cli/` is the thin command. Imports only
 * run down this list, never up or sideways between families, and the library layers never load a
 * Node built-in that a browser lacks (except where a layer is Node-only by design).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(repo, 'src');

/** What each folder of src/ may import, besides itself and its own generated/ folder. */
const allowed: Record<string, readonly string[]> = {
  core: [],
  plugins: ['core'],
  records: ['core'],
  api: ['core'],
  format: ['core'],
  files: ['core'],
  deploy: ['core', 'plugins', 'files'],
  receive: ['core', 'plugins', 'records', 'deploy', 'files'],
  // The rule table of format/ (rules.ts) tells the lint cache which codes a cached finding may hold.
  lint: ['core', 'plugins', 'files', 'deploy', 'format'],
  cli: ['core', 'plugins', 'records', 'api', 'format', 'files', 'deploy', 'receive', 'lint'],
};
/** The generated/ folder each layer reads. */
const generatedOf: Record<string, string | undefined> = { plugins: 'plugins', records: 'records', api: 'api', cli: 'settings' };

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(dir, f));
}

interface Edge {
  file: string;
  from: string;
  to: string;
}

/** Every relative import of every file of src/, as an edge between top-level folders. */
function edges(): Edge[] {
  const out: Edge[] = [];
  for (const path of sources(src)) {
    const file = relative(repo, path).split(sep).join('/');
    const from = file.split('/')[1]!;
    const text = readFileSync(path, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = relative(repo, join(dirname(path), m[1]!))
        .split(sep)
        .join('/');
      const [top, second] = target.split('/');
      out.push({ file, from: from.endsWith('.ts') ? 'index' : from, to: top === 'src' ? second!.replace(/\.[jt]s$/, '') : `${top}/${second}` });
    }
  }
  return out;
}

describe('the layout', () => {
  const all = edges();

  it('src/ holds the entry and the layers, nothing else', () => {
    const entries = readdirSync(src).sort();
    expect(entries).toEqual([...Object.keys(allowed), 'index.ts'].sort());
  });

  it('has edges to check (the walk finds imports)', () => {
    expect(all.length).toBeGreaterThan(300);
    expect(all.some((e) => e.from === 'plugins' && e.to === 'core')).toBe(true);
  });

  it.each(Object.keys(allowed))('%s/ imports only the layers below it', (layer) => {
    const wrong = all
      .filter((e) => e.from === layer && e.to !== layer)
      .filter((e) => !allowed[layer]!.includes(e.to))
      .filter((e) => e.to !== `generated/${generatedOf[layer]}`)
      .map((e) => `${e.file} -> ${e.to}`);
    expect(wrong).toEqual([]);
  });

  it('the package entry re-exports the plugin-config family and the text checks on texts in memory only', () => {
    const entry = all.filter((e) => e.from === 'index').map((e) => e.to);
    expect(entry).toEqual(['plugins', 'deploy', 'deploy', 'core']);
    const text = readFileSync(join(src, 'index.ts'), 'utf8');
    expect([...text.matchAll(/from '\.\/((?:deploy|core)\/[^']+)'/g)].map((m) => m[1])).toEqual(['deploy/text.js', 'deploy/model.js', 'core/report.js']);
  });

  it('core/ loads no Node built-in: the engine runs in a browser (files/ is where files are read)', () => {
    const nodeImports = sources(join(src, 'core'))
      .filter((path) => /(?:from|import)\s*\(?\s*'node:/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(repo, path).split(sep).join('/'));
    expect(nodeImports).toEqual([]);
  });

  it('no family-neutral layer (core, format) reads generated/', () => {
    expect(all.filter((e) => (e.from === 'core' || e.from === 'format') && e.to.startsWith('generated/'))).toEqual([]);
  });
});
