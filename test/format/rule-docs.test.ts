/** docs/rules.md is what the rule table renders, and every code is explained in it. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleCodes, ruleDocs, rulesMarkdown } from '../../src/format/rule-docs.js';
import { ruleHelp } from '../../src/format/rule-help.js';
import { repo } from '../support/cli.js';

describe('the rule documentation', () => {
  it('docs/rules.md is fresh (regenerate: agentconf rules --format markdown > docs/rules.md)', () => {
    expect(readFileSync(join(repo, 'docs/rules.md'), 'utf8')).toBe(rulesMarkdown());
  });

  it('has a heading per code, which its docs point at', () => {
    const markdown = rulesMarkdown();
    for (const code of ruleCodes) {
      expect(markdown).toContain(`\n### ${code}\n`);
      expect(ruleDocs(code)).toMatch(new RegExp(`#${code.replace(/[^a-z0-9-]/g, '')}$`));
      expect(ruleHelp[code].why).toMatch(/^\S.*[.)]$/);
      expect(ruleHelp[code].fix).toMatch(/^\S.*[.)]$/);
    }
  });
});

describe('links', () => {
  it('no file the project ships or documents links to a host it does not have', () => {
    const host = ['agentconf', 'dev'].join('.');
    const run = spawnSync('grep', ['-rlF', host, 'src', 'schemas', 'scripts', 'docs', 'generated', 'README.md', 'examples', 'fixtures'], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(run.stdout).toBe('');
  });
});
