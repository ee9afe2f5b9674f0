import { describe, expect, it } from 'vitest';
import { escapeData, escapeProperty, formatGithub } from '../../src/format/github.js';
import { context, one, results } from './fixtures.js';

describe('github format', () => {
  it('renders the fixture exactly', () => {
    expect(formatGithub(results, context({ color: true }))).toBe(
      [
        '::error file=configs/a.json,line=3,col=18,title=agentconf [schema/type]::"log_interval" must be an integer, got string',
        '::warning file=configs/a.json,line=4,col=3,title=agentconf [key/unknown]::unknown key "log_intervall" (hint: did you mean "log_interval"?)',
        '::error file=configs\\b c.yaml,line=1,title=agentconf [kind/undetected]::cannot tell which plugin this config is for',
        '::notice file=<stdin>,line=1,col=1,title=agentconf [spec/divergence]::the agent reads "flush" only at start',
        '✖ 3 problems (2 errors, 1 warning) in 4 files; 1 note',
        '',
      ].join('\n'),
    );
  });

  it('prints only the summary when everything is clean', () => {
    expect(formatGithub([{ file: 'a', diagnostics: [] }], context())).toBe('✔ 1 file checked, no problems\n');
  });

  it('escapes message data: %, and CR and LF as visible escapes, but not : or ,', () => {
    const out = formatGithub(
      one('a.json', [
        {
          severity: 'error',
          code: 'schema/range',
          message: '100% bad,\r\nsee: docs',
          pointer: '',
          line: 2,
          column: 1,
        },
      ]),
      context(),
    );
    expect(out.split('\n')[0]).toBe('::error file=a.json,line=2,col=1,title=agentconf [schema/range]::100%25 bad,\\r\\nsee: docs');
  });

  it('escapes property values: also : and ,', () => {
    const out = formatGithub(one('C:\\dir,x\n%y.json', [{ severity: 'warning', code: 'key/unknown', message: 'm', pointer: '' }]), context());
    expect(out.split('\n')[0]).toBe('::warning file=C%3A\\dir%2Cx\\n%25y.json,line=1,title=agentconf [key/unknown]::m');
  });

  // Issue 21: ESC, C1 controls (U+009B CSI, U+0085 NEL), DEL and bidi marks from file names and
  // keys were copied into annotations.
  it('copies no control character or bidi mark from input into an annotation', () => {
    const out = formatGithub(
      one('a\u001b[2K\u009b\u0085\u007f\u202e.json', [
        { severity: 'warning', code: 'key/unknown', message: 'unknown key "\u001b]8;;x\u0007\u2028"', pointer: '' },
      ]),
      context(),
    );
    expect(out.split('\n')[0]).toBe(
      '::warning file=a\\u001b[2K\\u009b\\u0085\\u007f\\u202e.json,line=1,title=agentconf [key/unknown]::unknown key "\\u001b]8;;x\\u0007\\u2028"',
    );
  });

  it('escapes % first, so escapes are not escaped twice', () => {
    expect(escapeData('%0A\n')).toBe('%250A%0A');
    expect(escapeProperty('%3A:')).toBe('%253A%3A');
  });

  it('keeps one command per line whatever the message holds', () => {
    const out = formatGithub(
      one('a', [
        {
          severity: 'info',
          code: 'var/unknown',
          message: 'a\nb\rc',
          pointer: '',
          suggestion: 'x\ny',
        },
      ]),
      context(),
    );
    expect(out).toBe('::notice file=a,line=1,title=agentconf [var/unknown]::a\\nb\\rc (hint: x\\ny)\n✔ 1 file checked, no problems; 1 note\n');
  });
});
