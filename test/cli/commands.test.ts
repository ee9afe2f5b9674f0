/** The command table: every command's help says each of its options, and the format names come from the registries. */
import { describe, expect, it } from 'vitest';
import { commands, overview } from '../../src/cli/commands/index.js';
import { mainHelp } from '../../src/cli/help.js';
import { run } from '../../src/cli/main.js';
import { kindsFormats } from '../../src/format/kinds.js';
import { formatNames } from '../../src/format/index.js';

describe('the commands', () => {
  it('are each listed once, and all shown in the overview', () => {
    const names = commands.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(overview.map((c) => c.name).sort()).toEqual([...names].sort());
    for (const name of names) expect(mainHelp(overview)).toContain(`agentconf ${name}`);
  });

  it.each(commands.map((c) => [c.name, c] as const))('%s: the help says every option, each with a description', (_name, command) => {
    for (const [name, option] of Object.entries(command.options)) {
      expect(command.usage).toContain(`--${name}`);
      expect(option.help.trim()).not.toBe('');
    }
    expect(command.usage).toContain('-h, --help');
    // Every label fits its column: the descriptions line up.
    const rows = command.usage.split('\n').filter((line) => /^ {2}-/.test(line));
    // (a wider label stands alone on its line, its description on the next)
    for (const line of rows) expect((line.slice(21, 23) === '  ' && line[23] !== ' ') || (line.length > 21 && !line.slice(2).includes('  '))).toBe(true);
  });

  it.each(['lint', 'records', 'receive'])('%s --format lists every result format', (name) => {
    // An option's description may go on over indented lines: read it as one.
    const usage = commands.find((c) => c.name === name)!.usage.replace(/\n {23}/g, ' ');
    const line = usage.split('\n').find((l) => l.trimStart().startsWith('--format'))!;
    for (const format of formatNames) expect(line).toContain(format);
  });

  it('an unknown format names the ones the command has', async () => {
    await expect(run(['kinds', '--format', 'yaml'])).rejects.toThrow(`formats are ${Object.keys(kindsFormats).join(', ')}`);
  });
});
