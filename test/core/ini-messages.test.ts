/** Found by the attack run (scripts/attack): INI messages quoted a whole 150 KB line. */
import { describe, expect, it } from 'vitest';
import { parseIni } from '../../src/deploy/ini.js';

describe('parseIni messages', () => {
  const long = 'x'.repeat(150_000);
  it.each([
    ['an unclosed section header', `[${long}\n`],
    ['a line that is no entry', `[a]\n${long}\n`],
    ['a duplicate key in a long section', `[${long}]\n${long} = 1\n${long} = 2\n`],
  ])('%s: the message stays within 1,000 characters', (_, text) => {
    const { diagnostics } = parseIni(text);
    expect(diagnostics.length).toBeGreaterThan(0);
    for (const d of diagnostics) expect(d.message.length).toBeLessThanOrEqual(1000);
  });
});
