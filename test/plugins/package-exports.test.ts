/**
 * Every subpath the package exports loads in Node as a user's import would load it (by the
 * package's own name, through package.json "exports"), from the built dist/, and its types exist:
 * for an ES module and, under dist/types-require/ (a CommonJS folder), the same for require().
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths.js';

const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string | { types: { require: string; default: string }; default: string }>;
};
// Modules; the data exports (schemas, catalog, OpenAPI documents, package.json) are files.
const subpaths = Object.entries(pkg.exports).filter(([subpath]) => !subpath.includes('*') && !subpath.endsWith('.json'));

describe('package exports', () => {
  it('lists the library families, the deployment lint and the lint engine', () => {
    expect(subpaths.map(([subpath]) => subpath)).toEqual(expect.arrayContaining(['.', './records', './records/stream', './api', './deploy', './lint']));
  });

  it('names data files that exist', () => {
    const data = Object.entries(pkg.exports).filter(([subpath]) => subpath.endsWith('.json') || subpath.includes('*'));
    expect(data.map(([subpath]) => subpath).sort()).toEqual(['./openapi/*', './package.json', './schema-catalog.json', './schemas/*']);
    for (const [, target] of data) expect(existsSync(join(repoRoot, String(target).replace(/\*.*$/, ''))), String(target)).toBe(true);
  });

  it.each(subpaths)('%s loads by the package name, and has its types', async (subpath, target) => {
    expect(typeof target).toBe('object');
    const { types, default: file } = target as { types: { require: string; default: string }; default: string };
    expect(types.require).toBe(types.default.replace('./dist/', './dist/types-require/'));
    for (const declarations of [types.default, types.require]) expect(existsSync(join(repoRoot, declarations)), declarations).toBe(true);
    expect(JSON.parse(readFileSync(join(repoRoot, 'dist', 'types-require', 'package.json'), 'utf8'))).toEqual({ type: 'commonjs' });
    expect(existsSync(join(repoRoot, file)), file).toBe(true);
    const specifier = subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`;
    const loaded = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
    expect(Object.keys(loaded).length).toBeGreaterThan(0);
  });
});
