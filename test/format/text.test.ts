import { describe, expect, it } from 'vitest';
import { formatText } from '../../src/format/text.js';
import type { Diagnostic } from '../../src/core/diagnostic.js';
import { context, one, results } from './fixtures.js';

const ESC = '\u001b';

function err(extra: Partial<Diagnostic> = {}): Diagnostic {
  return { severity: 'error', code: 'schema/type', message: 'bad', pointer: '/x', ...extra };
}

describe('text format', () => {
  it('renders the fixture exactly, colour off', () => {
    expect(formatText(results, context())).toBe(
      [
        'configs/a.json:3:18 error "log_interval" must be an integer, got string [schema/type]',
        '    2 |   "name": "edge",',
        '  > 3 | \t"log_interval": "10",',
        '      | \t                ^',
        '',
        'configs/a.json:4:3 warning unknown key "log_intervall" [key/unknown]',
        '  hint: did you mean "log_interval"?',
        '    3 | \t"log_interval": "10",',
        '  > 4 |   "log_intervall": 5',
        '      |   ^',
        '',
        'configs\\b c.yaml error cannot tell which plugin this config is for [kind/undetected]',
        '',
        '<stdin>:1:1 info the agent reads "flush" only at start [spec/divergence]',
        '',
        '✖ 3 problems (2 errors, 1 warning) in 4 files; 1 note',
        '',
      ].join('\n'),
    );
  });

  it('renders the fixture exactly, colour on', () => {
    const red = (s: string) => `${ESC}[31m${s}${ESC}[39m`;
    const yellow = (s: string) => `${ESC}[33m${s}${ESC}[39m`;
    const cyan = (s: string) => `${ESC}[36m${s}${ESC}[39m`;
    const dim = (s: string) => `${ESC}[2m${s}${ESC}[22m`;
    const bold = (s: string) => `${ESC}[1m${s}${ESC}[22m`;
    expect(formatText(results, context({ color: true }))).toBe(
      [
        `configs/a.json:3:18 ${red('error')} "log_interval" must be an integer, got string [schema/type]`,
        `${dim('    2 |')} ${dim('  "name": "edge",')}`,
        `${dim('  > 3 |')} ${dim('\t"log_interval": "10",')}`,
        `${dim('      |')} \t                ${red('^')}`,
        '',
        `configs/a.json:4:3 ${yellow('warning')} unknown key "log_intervall" [key/unknown]`,
        '  hint: did you mean "log_interval"?',
        `${dim('    3 |')} ${dim('\t"log_interval": "10",')}`,
        `${dim('  > 4 |')} ${dim('  "log_intervall": 5')}`,
        `${dim('      |')}   ${yellow('^')}`,
        '',
        `configs\\b c.yaml ${red('error')} cannot tell which plugin this config is for [kind/undetected]`,
        '',
        `<stdin>:1:1 ${cyan('info')} the agent reads "flush" only at start [spec/divergence]`,
        '',
        bold(red('✖ 3 problems (2 errors, 1 warning) in 4 files; 1 note')),
        '',
      ].join('\n'),
    );
  });

  it('emits no escape codes with colour off, even for hostile input', () => {
    const hostile = one('a.json', [err({ message: `x${ESC}[2Jy`, suggestion: `${ESC}]0;t\u0007`, line: 1, column: 2 })]);
    const out = formatText(hostile, context({ sources: new Map([['a.json', `{${ESC}[31m}`]]) }));
    expect(out).not.toContain(ESC);
    expect(out).toContain('a.json:1:2 error x\\u001b[2Jy [schema/type]');
    expect(out).toContain('  hint: \\u001b]0;t\\u0007');
    // One replacement character per control keeps the caret under column 2.
    expect(out).toContain('  > 1 | {\ufffd[31m}\n      |  ^\n');
  });

  it('keeps each diagnostic on one line when the message has newlines', () => {
    const out = formatText(one('a.json', [err({ message: 'one\ntwo\r\nthree' })]), context());
    expect(out).toBe('a.json error one\\ntwo\\r\\nthree [schema/type]\n\n✖ 1 problem (1 error, 0 warnings) in 1 file\n');
  });

  it('prints nothing for clean files and a check mark summary', () => {
    const clean = [
      { file: 'a.json', diagnostics: [] },
      { file: 'b.json', diagnostics: [] },
    ];
    expect(formatText(clean, context())).toBe('✔ 2 files checked, no problems\n');
    expect(formatText([clean[0]!], context())).toBe('✔ 1 file checked, no problems\n');
    expect(formatText([], context())).toBe('✔ 0 files checked, no problems\n');
    expect(formatText(clean, context({ color: true }))).toBe(`${ESC}[1m${ESC}[32m✔ 2 files checked, no problems${ESC}[39m${ESC}[22m\n`);
  });

  it('pluralises every count independently', () => {
    const warn: Diagnostic = { ...err(), severity: 'warning' };
    expect(formatText(one('a', [warn]), context())).toMatch(/\n✖ 1 problem \(0 errors, 1 warning\) in 1 file\n$/);
    expect(formatText(one('a', [err(), err(), warn, warn]), context())).toMatch(/\n✖ 4 problems \(2 errors, 2 warnings\) in 1 file\n$/);
  });

  it('shows info findings but does not count them as problems', () => {
    const info: Diagnostic = { ...err(), severity: 'info' };
    expect(formatText(one('a', [info]), context())).toBe('a info bad [schema/type]\n\n✔ 1 file checked, no problems; 1 note\n');
  });

  it('uses a yellow verdict when there are only warnings', () => {
    const out = formatText(one('a', [{ ...err(), severity: 'warning' }]), context({ color: true }));
    expect(out.endsWith(`${ESC}[1m${ESC}[33m✖ 1 problem (0 errors, 1 warning) in 1 file${ESC}[39m${ESC}[22m\n`)).toBe(true);
  });

  it('prints the file alone without a line, and the line alone without a column', () => {
    const src = new Map([['a', 'first\nsecond\n']]);
    expect(formatText(one('a', [err()]), context({ sources: src }))).toContain('a error bad [schema/type]\n\n');
    // No column: the frame still marks the line, but there is no caret line.
    expect(formatText(one('a', [err({ line: 2 })]), context({ sources: src }))).toBe(
      'a:2 error bad [schema/type]\n    1 | first\n  > 2 | second\n\n✖ 1 problem (1 error, 0 warnings) in 1 file\n',
    );
  });

  it('has no context line for line 1 and pads the gutter to the widest number', () => {
    const src = new Map([
      ['a', 'x\ny\n'],
      ['b', Array.from({ length: 12 }, (_, i) => `l${i + 1}`).join('\n')],
    ]);
    expect(formatText(one('a', [err({ line: 1, column: 1 })]), context({ sources: src }))).toContain('a:1:1 error bad [schema/type]\n  > 1 | x\n      | ^\n');
    expect(formatText(one('b', [err({ line: 10, column: 2 })]), context({ sources: src }))).toContain(
      'b:10:2 error bad [schema/type]\n     9 | l9\n  > 10 | l10\n       |  ^\n\n',
    );
  });

  it('skips the frame when the source is missing or the line is past its end', () => {
    const src = new Map([['a', 'only\n']]);
    const expected = 'a:9:1 error bad [schema/type]\n\n✖ 1 problem (1 error, 0 warnings) in 1 file\n';
    expect(formatText(one('a', [err({ line: 9, column: 1 })]), context({ sources: src }))).toBe(expected);
    expect(formatText(one('a', [err({ line: 9, column: 1 })]), context({ sources: new Map() }))).toBe(expected);
  });

  it('handles CRLF sources and an empty context line', () => {
    const src = new Map([['a', '{\r\n\r\n  "k": 1\r\n}']]);
    expect(formatText(one('a', [err({ line: 3, column: 8 })]), context({ sources: src }))).toContain('    2 |\n  > 3 |   "k": 1\n      |        ^\n');
  });

  it('puts the caret past the end of the line when the column is', () => {
    const src = new Map([['a', '{"a": 1']]);
    expect(formatText(one('a', [err({ line: 1, column: 8 })]), context({ sources: src }))).toContain('  > 1 | {"a": 1\n      |        ^\n');
  });

  it('shows a window of long lines around the column, caret still aligned', () => {
    const long = '{' + '"k":1,'.repeat(100) + '"bad":"x"}';
    const column = long.indexOf('"bad"') + 1;
    const out = formatText(one('a', [err({ line: 1, column })]), context({ sources: new Map([['a', long]]) }));
    const [code, caret] = out.split('\n').slice(1, 3) as [string, string];
    expect(code.startsWith('  > 1 | …')).toBe(true);
    expect(code.length).toBeLessThan(140);
    expect(code[caret.indexOf('^')]).toBe('"');
    expect(code.slice(caret.indexOf('^'))).toMatch(/^"bad":"x"}$/);
  });

  it('cuts a long context line to the same window', () => {
    const long = 'a'.repeat(100) + 'b'.repeat(100);
    const src = new Map([['f', `${long}\n${long}`]]);
    const out = formatText(one('f', [err({ line: 2, column: 151 })]), context({ sources: src }));
    const [before, code, caret] = out.split('\n').slice(1, 4) as [string, string, string];
    expect(before).toBe(code.replace('> 2', '  1'));
    expect(code.endsWith('…')).toBe(false);
    expect(caret.indexOf('^')).toBe(code.length - 50);
  });

  it('never prints half of a surrogate pair cut by the window', () => {
    const long = '😀'.repeat(200);
    const out = formatText(one('f', [err({ line: 1, column: 201 })]), context({ sources: new Map([['f', long]]) }));
    expect(out).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });
});
