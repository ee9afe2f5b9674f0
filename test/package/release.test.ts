/**
 * The release scheme (CHANGELOG.md, "Versions and releases"): the package version has its
 * changelog heading, the README's snippets pin a commit (no release is tagged yet), and a tag
 * `vX.Y.Z` that exists names a commit whose package.json says X.Y.Z.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repo } from '../support/cli.js';

const version = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string }).version;
const changelog = readFileSync(join(repo, 'CHANGELOG.md'), 'utf8');
const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' });

describe('releases', () => {
  it('the version has a changelog heading with a date, and an Unreleased heading above it', () => {
    const headings = [...changelog.matchAll(/^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$/gm)].map((m) => [m[1], m[2]]);
    expect(headings[0]).toEqual(['Unreleased', undefined]);
    expect(headings.find((h) => h[0] === version)?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("the README's snippets pin a commit, never a tag (none is released yet)", () => {
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    expect([...readme.matchAll(/(?:rev: |agentconf[@#]|checkout )(v\d+\.\d+\.\d+\S*)/g)].map((m) => m[1])).toEqual([]);
    expect(readme).toContain('git -C .agentconf checkout "$AGENTCONF_COMMIT"');
    expect(readme).toContain('"git+$AGENTCONF_URL#$AGENTCONF_COMMIT"');
  });

  it('every release tag names a commit of that version', (ctx) => {
    const tags = git('tag', '--list', 'v*');
    if (tags.status !== 0) return ctx.skip('not a git checkout');
    for (const tag of tags.stdout.split('\n').filter((t) => /^v\d+\.\d+\.\d+$/.test(t))) {
      const manifest = git('show', `${tag}:package.json`);
      expect(manifest.status, manifest.stderr).toBe(0);
      expect((JSON.parse(manifest.stdout) as { version: string }).version).toBe(tag.slice(1));
      expect(changelog).toContain(`## [${tag.slice(1)}] - `);
    }
  });
});
