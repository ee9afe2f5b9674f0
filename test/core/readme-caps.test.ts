/**
 * The caps table of docs/bad-input.md (which the README's "Bad input" points at) states each cap
 * with the constant that holds it: this test reads the constant from the source and the value
 * from the table, so the two cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths.js';

const section = readFileSync(join(repoRoot, 'docs', 'bad-input.md'), 'utf8');
const rows = section
  .split('\n')
  .filter((line) => /^\| .* \| `src\/[^`]+` `[A-Za-z_.]+` \|$/.test(line))
  .map((line) => {
    const cells = line.split(' | ');
    const [, file, name] = /`(src\/[^`]+)` `([A-Za-z_.]+)`/.exec(cells.at(-1)!)!;
    return { cap: cells[0]!.slice(2), value: cells[1]!, file: file!, name: name! };
  });

/** The value of `name` (or `object.member`) as the source writes it: `8 * 1024 * 1024`, `1_000`, `1 << 20`. */
function constant(file: string, name: string): number {
  let text = readFileSync(join(repoRoot, file), 'utf8');
  const parts = name.split('.');
  for (const part of parts.slice(0, -1)) text = text.slice(text.search(new RegExp(`\\bconst ${part}\\b`)));
  const match = new RegExp(`\\b${parts.at(-1)}\\s*[=:]\\s*([0-9_*<> ]+)[,;\\n]`).exec(text);
  if (!match) throw new Error(`${name} not found in ${file}`);
  return Function(`return (${match[1]!.replace(/_/g, '')});`)() as number;
}

const units: Record<string, number> = { KiB: 1024, MiB: 1024 ** 2, GiB: 1024 ** 3, s: 1000 };

/** The first number of a table cell, in its unit: `8 MiB`, `1,000 levels`, `30 s` (in ms). */
function stated(value: string): number {
  const [, digits, unit] = /([0-9][0-9,]*)\s*(KiB|MiB|GiB|s\b)?/.exec(value)!;
  return Number(digits!.replace(/,/g, '')) * (unit ? units[unit]! : 1);
}

describe('docs/bad-input.md', () => {
  it('states at least the caps of findings, sizes, nesting, keys, connections, timeouts and output', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(section).toContain('^20.19.0 || ^22.13.0 || >=24.0.0');
    const engines = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).engines.node;
    expect(section).toContain(engines);
  });

  it.each(rows.map((r) => [r.cap, r]))('%s: the table says what the constant holds', (_, row) => {
    expect(stated(row.value)).toBe(constant(row.file, row.name));
  });
});

describe("README's Set-up", () => {
  it('names the Node releases engines admits, each line from its first admitted release', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const setUp = readme.slice(readme.indexOf('\n## Set-up\n'), readme.indexOf('\n## ', readme.indexOf('\n## Set-up\n') + 1));
    const engines = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).engines.node as string;
    // `^20.19.0 || ^22.13.0 || >=24.0.0` -> 20.19+, 22.13+, 24+
    const lines = engines.split('||').map((range) => {
      const [major, minor] = range
        .trim()
        .replace(/^[\^>=]+/, '')
        .split('.');
      return minor === '0' ? `${major}+` : `${major}.${minor}+`;
    });
    expect(lines).toEqual(['20.19+', '22.13+', '24+']);
    for (const line of lines) expect(setUp).toContain(line);
  });
});
