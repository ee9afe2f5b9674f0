/** docs/rules.md is what the rule table renders, and every code is explained in it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleCodes, ruleHelpUri, rulesMarkdown } from '../../src/format/rule-docs.js';
import { ruleHelp } from '../../src/format/rule-help.js';
import { repo } from '../support/cli.js';

describe('the rule documentation', () => {
  it('docs/rules.md is fresh (regenerate: agentconf rules --format markdown > docs/rules.md)', () => {
    expect(readFileSync(join(repo, 'docs/rules.md'), 'utf8')).toBe(rulesMarkdown());
  });

  it('has a heading per code, which its helpUri points at', () => {
    const markdown = rulesMarkdown();
    for (const code of ruleCodes) {
      expect(markdown).toContain(`\n### ${code}\n`);
      expect(ruleHelpUri(code)).toMatch(new RegExp(`#${code.replace(/[^a-z0-9-]/g, '')}$`));
      expect(ruleHelp[code].why).toMatch(/^\S.*[.)]$/);
      expect(ruleHelp[code].fix).toMatch(/^\S.*[.)]$/);
    }
  });
});
