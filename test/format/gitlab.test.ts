import { describe, expect, it } from 'vitest';
import { formatGitlab, repositoryPath } from '../../src/format/gitlab.js';
import { context, one, results } from './fixtures.js';

const issues = (text: string) =>
  JSON.parse(text) as {
    description: string;
    check_name: string;
    fingerprint: string;
    severity: string;
    location: { path: string; lines: { begin: number } };
  }[];

describe('gitlab format', () => {
  it('renders the fixture exactly', () => {
    const out = formatGitlab(results, context({ color: true }));
    expect(issues(out).map((i) => [i.description, i.check_name, i.severity, i.location.path, i.location.lines.begin])).toEqual([
      ['"log_interval" must be an integer, got string', 'schema/type', 'major', 'configs/a.json', 3],
      ['unknown key "log_intervall" (hint: did you mean "log_interval"?)', 'key/unknown', 'minor', 'configs/a.json', 4],
      ['cannot tell which plugin this config is for', 'kind/undetected', 'major', 'configs/b c.yaml', 1],
      ['the agent reads "flush" only at start', 'spec/divergence', 'info', '<stdin>', 1],
    ]);
    expect(out.startsWith('[\n  {\n    "description": ')).toBe(true);
    expect(out.endsWith(']\n')).toBe(true);
    for (const issue of issues(out)) expect(issue.fingerprint).toMatch(/^[0-9a-f]{16}$/);
  });

  it('renders no findings as an empty array', () => {
    expect(formatGitlab([{ file: 'a.json', diagnostics: [] }], context())).toBe('[]\n');
  });

  it('gives each finding its own fingerprint, stable when lines move', () => {
    const twice = one('a.json', [
      { severity: 'warning', code: 'key/unknown', message: 'm', pointer: '/x', line: 2 },
      { severity: 'warning', code: 'key/unknown', message: 'm', pointer: '/x', line: 3 },
    ]);
    const [a, b] = issues(formatGitlab(twice, context()));
    expect(a!.fingerprint).not.toBe(b!.fingerprint);
    const moved = issues(formatGitlab(one('a.json', [{ severity: 'warning', code: 'key/unknown', message: 'm', pointer: '/x', line: 9 }]), context()));
    expect(moved[0]!.fingerprint).toBe(a!.fingerprint);
  });

  it('places a --var finding on line 1 of a path of that name, its message saying where', () => {
    const out = issues(
      formatGitlab(
        [{ file: '--var', commandLine: true, diagnostics: [{ severity: 'error', code: 'var/unknown', message: 'm', pointer: '', line: 4 }] }],
        context(),
      ),
    );
    expect(out[0]).toMatchObject({ description: '--var: m', location: { path: '--var', lines: { begin: 1 } } });
  });

  it('writes paths relative to the repository, with forward slashes and no ./', () => {
    expect(repositoryPath('/home/u/repo/configs/a.json', 'file:///home/u/repo/')).toBe('configs/a.json');
    expect(repositoryPath('/home/u/repo%20x/a.json', 'file:///home/u/repo%2520x/')).toBe('a.json');
    expect(repositoryPath('/elsewhere/a.json', 'file:///home/u/repo/')).toBe('/elsewhere/a.json');
    expect(repositoryPath('./configs\\a.json', undefined)).toBe('configs/a.json');
    expect(repositoryPath('C:\\repo\\a.json', 'file:///C:/repo/')).toBe('a.json');
  });

  it('writes input text as JSON escapes, never as control characters', () => {
    const out = formatGitlab(one('a\u001b.json', [{ severity: 'error', code: 'parse/syntax', message: 'bad \u202e', pointer: '' }]), context());
    expect(out).toContain('"path": "a\\u001b.json"');
    expect(out).toContain('bad \\u202e');
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
  });
});
