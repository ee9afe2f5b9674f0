/**
 * `agentconf lint` end to end: every --format on a fixed pair of files (one clean, one with an
 * error and a warning with a suggestion), and the options that change what is reported.
 */
import { describe, expect, it } from 'vitest';
import { sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { lines } from './helpers.js';
import { agentconf, repo } from './run.js';

const clean = 'fixtures/cli/netify-sink-ubus.json';
const broken = 'fixtures/cli/netify-sink-http.json';
const pair = [clean, broken];

describe('lint --format on a clean file and a file with an error and a warning', () => {
  it('text (the default)', () => {
    const run = agentconf(['lint', ...pair]);
    expect(run.stdout).toBe(
      lines(
        'fixtures/cli/netify-sink-http.json:2:19 error "tls_version1" must be a boolean (true or false), not a number (2.5) [schema/type]',
        '    1 | {',
        '  > 2 |   "tls_version1": 2.5,',
        '      |                   ^',
        '',
        'fixtures/cli/netify-sink-http.json:3:3 warning unknown key "tls_verfy": the published interface does not define it; did you mean "tls_verify"? [key/unknown]',
        '    2 |   "tls_version1": 2.5,',
        '  > 3 |   "tls_verfy": true,',
        '      |   ^',
        '',
        '✖ 2 problems (1 error, 1 warning) in 2 files',
      ),
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    // --format text is the same as no --format.
    expect(agentconf(['lint', '--format', 'text', ...pair])).toEqual(run);
  });

  it('json', () => {
    const run = agentconf(['lint', '--format', 'json', ...pair]);
    expect(run.stdout).toBe(
      JSON.stringify(
        {
          results: [
            { file: clean, kind: 'sink-ubus', diagnostics: [] },
            {
              file: broken,
              kind: 'sink-http',
              diagnostics: [
                {
                  severity: 'error',
                  code: 'schema/type',
                  message: '"tls_version1" must be a boolean (true or false), not a number (2.5)',
                  pointer: '/tls_version1',
                  line: 2,
                  column: 19,
                },
                {
                  severity: 'warning',
                  code: 'key/unknown',
                  message: 'unknown key "tls_verfy": the published interface does not define it; did you mean "tls_verify"?',
                  pointer: '/tls_verfy',
                  line: 3,
                  column: 3,
                  suggestion: 'tls_verify',
                },
              ],
            },
          ],
          summary: { files: 2, errors: 1, warnings: 1, infos: 0, hidden: 0 },
        },
        null,
        2,
      ) + '\n',
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
  });

  it('junit', () => {
    const run = agentconf(['lint', '--format', 'junit', ...pair]);
    expect(run.stdout).toBe(
      lines(
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="agentconf" tests="2" failures="1">',
        '  <testsuite name="agentconf" tests="2" failures="1" errors="0">',
        '    <properties>',
        '      <property name="agentconf.version" value="0.1.0"/>',
        '    </properties>',
        '    <testcase name="fixtures/cli/netify-sink-ubus.json" classname="sink-ubus"/>',
        '    <testcase name="fixtures/cli/netify-sink-http.json" classname="sink-http">',
        '      <failure message="1 error" type="lint">2:19 &quot;tls_version1&quot; must be a boolean (true or false), not a number (2.5) [schema/type]</failure>',
        '      <system-out>3:3 warning unknown key &quot;tls_verfy&quot;: the published interface does not define it; did you mean &quot;tls_verify&quot;? [key/unknown]</system-out>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
      ),
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
  });

  it('sarif', () => {
    const run = agentconf(['lint', '--format', 'sarif', ...pair]);
    const location = (startLine: number, startColumn: number) => [
      { physicalLocation: { artifactLocation: { uri: broken, uriBaseId: '%SRCROOT%' }, region: { startLine, startColumn } } },
    ];
    expect(run.stdout).toBe(
      JSON.stringify(
        {
          $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
          version: '2.1.0',
          runs: [
            {
              tool: {
                driver: {
                  name: 'agentconf',
                  version: '0.1.0',
                  rules: [
                    { id: 'key/unknown', shortDescription: { text: 'A key the interface does not list; the agent ignores it (often a typo).' } },
                    { id: 'schema/type', shortDescription: { text: 'A value has the wrong type.' } },
                  ],
                },
              },
              originalUriBaseIds: { '%SRCROOT%': { uri: pathToFileURL(repo + sep).href } },
              columnKind: 'utf16CodeUnits',
              results: [
                {
                  ruleId: 'schema/type',
                  ruleIndex: 1,
                  level: 'error',
                  message: { text: '"tls_version1" must be a boolean (true or false), not a number (2.5)' },
                  locations: location(2, 19),
                },
                {
                  ruleId: 'key/unknown',
                  ruleIndex: 0,
                  level: 'warning',
                  message: { text: 'unknown key "tls_verfy": the published interface does not define it; did you mean "tls_verify"?' },
                  locations: location(3, 3),
                },
              ],
            },
          ],
        },
        null,
        2,
      ) + '\n',
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
  });

  it('github', () => {
    const run = agentconf(['lint', '--format', 'github', ...pair]);
    expect(run.stdout).toBe(
      lines(
        '::error file=fixtures/cli/netify-sink-http.json,line=2,col=19,title=agentconf [schema/type]::"tls_version1" must be a boolean (true or false), not a number (2.5)',
        '::warning file=fixtures/cli/netify-sink-http.json,line=3,col=3,title=agentconf [key/unknown]::unknown key "tls_verfy": the published interface does not define it; did you mean "tls_verify"?',
        '✖ 2 problems (1 error, 1 warning) in 2 files',
      ),
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
  });
});

describe('lint of the clean file alone', () => {
  const expected: Record<string, string> = {
    text: lines('✔ 1 file checked, no problems'),
    json: lines(
      '{',
      '  "results": [',
      '    {',
      '      "file": "fixtures/cli/netify-sink-ubus.json",',
      '      "kind": "sink-ubus",',
      '      "diagnostics": []',
      '    }',
      '  ],',
      '  "summary": {',
      '    "files": 1,',
      '    "errors": 0,',
      '    "warnings": 0,',
      '    "infos": 0,',
      '    "hidden": 0',
      '  }',
      '}',
    ),
    junit: lines(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<testsuites name="agentconf" tests="1" failures="0">',
      '  <testsuite name="agentconf" tests="1" failures="0" errors="0">',
      '    <properties>',
      '      <property name="agentconf.version" value="0.1.0"/>',
      '    </properties>',
      '    <testcase name="fixtures/cli/netify-sink-ubus.json" classname="sink-ubus"/>',
      '  </testsuite>',
      '</testsuites>',
    ),
    github: lines('✔ 1 file checked, no problems'),
  };

  for (const [format, stdout] of Object.entries(expected)) {
    it(`--format ${format}: exit 0`, () => {
      expect(agentconf(['lint', '--format', format, clean])).toEqual({ stdout, stderr: '', status: 0 });
    });
  }

  it('--format sarif: exit 0, one run with no rules and no results', () => {
    const run = agentconf(['lint', '--format', 'sarif', clean]);
    expect(JSON.parse(run.stdout)).toEqual({
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'agentconf', version: '0.1.0', rules: [] } },
          originalUriBaseIds: { '%SRCROOT%': { uri: pathToFileURL(repo + sep).href } },
          columnKind: 'utf16CodeUnits',
          results: [],
        },
      ],
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('lint options', () => {
  it('--quiet drops the warning and keeps the error', () => {
    expect(agentconf(['lint', '--quiet', ...pair])).toEqual({
      stdout: lines(
        'fixtures/cli/netify-sink-http.json:2:19 error "tls_version1" must be a boolean (true or false), not a number (2.5) [schema/type]',
        '    1 | {',
        '  > 2 |   "tls_version1": 2.5,',
        '      |                   ^',
        '',
        '✖ 1 problem (1 error, 0 warnings) in 2 files; 1 finding not shown (--quiet)',
      ),
      stderr: '',
      status: 1,
    });
  });

  const warned = 'fixtures/cli/warnings-only-sink-ubus.json';
  const warning = lines(
    'fixtures/cli/warnings-only-sink-ubus.json:3:66 warning unknown key "enabel": the published interface does not define it; did you mean "enable"? [key/unknown]',
    '    2 |   "channels": {',
    '  > 3 |     "devices": { "path": "netify.devices", "function": "notify", "enabel": true }',
    '      |                                                                  ^',
    '',
    '✖ 1 problem (0 errors, 1 warning) in 1 file',
  );

  it('a warnings-only file passes (exit 0)', () => {
    expect(agentconf(['lint', warned])).toEqual({ stdout: warning, stderr: '', status: 0 });
  });

  it('--strict turns a warnings-only file into exit 1', () => {
    expect(agentconf(['lint', '--strict', warned])).toEqual({ stdout: warning, stderr: '', status: 1 });
  });

  it('--quiet on a warnings-only file: no output but the verdict, which counts what it hid; exit 0', () => {
    expect(agentconf(['lint', '--quiet', warned])).toEqual({
      stdout: lines('✔ 1 file checked, no problems; 1 finding not shown (--quiet)'),
      stderr: '',
      status: 0,
    });
  });

  it('--quiet --format json: the totals count what it hid, and say how much that is', () => {
    const run = agentconf(['lint', '--quiet', '--format', 'json', warned]);
    const doc = JSON.parse(run.stdout) as { results: { diagnostics: unknown[] }[]; summary: Record<string, number> };
    expect(doc.results[0]!.diagnostics).toEqual([]);
    expect(doc.summary).toEqual({ files: 1, errors: 0, warnings: 1, infos: 0, hidden: 1 });
    expect(run.status).toBe(0);
  });

  // Under --strict, warnings fail the run, so --quiet shows them.
  it('--strict --quiet on a warnings-only file: exit 1 and a verdict that does not say "no problems"', () => {
    const run = agentconf(['lint', '--strict', '--quiet', warned]);
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('no problems');
  });

  it('--kind forces a kind over the file name', () => {
    expect(agentconf(['lint', '--kind', 'sink-http', clean])).toEqual({
      stdout: lines(
        'fixtures/cli/netify-sink-ubus.json:3:16 error "devices" is missing the required member "url" [schema/required]',
        '    2 |   "channels": {',
        '  > 3 |     "devices": { "enable": true, "path": "netify.devices", "function": "notify" }',
        '      |                ^',
        '',
        'fixtures/cli/netify-sink-ubus.json:3:34 warning unknown key "path": the published interface does not define it [key/unknown]',
        '    2 |   "channels": {',
        '  > 3 |     "devices": { "enable": true, "path": "netify.devices", "function": "notify" }',
        '      |                                  ^',
        '',
        'fixtures/cli/netify-sink-ubus.json:3:60 warning unknown key "function": the published interface does not define it [key/unknown]',
        '    2 |   "channels": {',
        '  > 3 |     "devices": { "enable": true, "path": "netify.devices", "function": "notify" }',
        '      |                                                            ^',
        '',
        '✖ 3 problems (1 error, 2 warnings) in 1 file',
      ),
      stderr: '',
      status: 1,
    });
  });

  it('--kind also forces a kind on a file whose content tells another', () => {
    expect(agentconf(['lint', '--kind', 'sink-ubus', 'fixtures/cli/uploader.json'])).toEqual({
      stdout: lines(
        'fixtures/cli/uploader.json:3:14 error "stats" is missing the required member "path" [schema/required]',
        '    2 |   "channels": {',
        '  > 3 |     "stats": { "url": "https://collector.example.com/v1/stats" }',
        '      |              ^',
        '',
        'fixtures/cli/uploader.json:3:14 error "stats" is missing the required member "function" [schema/required]',
        '    2 |   "channels": {',
        '  > 3 |     "stats": { "url": "https://collector.example.com/v1/stats" }',
        '      |              ^',
        '',
        'fixtures/cli/uploader.json:3:16 warning unknown key "url": the published interface does not define it [key/unknown]',
        '    2 |   "channels": {',
        '  > 3 |     "stats": { "url": "https://collector.example.com/v1/stats" }',
        '      |                ^',
        '',
        '✖ 3 problems (2 errors, 1 warning) in 1 file',
      ),
      stderr: '',
      status: 1,
    });
  });
});

describe('where the kind comes from', () => {
  it('from the file name (netify-sink-ubus.json), from the content (uploader.json: channels with a url), or nowhere', () => {
    const run = agentconf(['lint', '--format', 'json', clean, 'fixtures/cli/uploader.json', 'fixtures/cli/mystery.json']);
    const doc = JSON.parse(run.stdout) as { results: { file: string; kind: string | null; diagnostics: { code: string }[] }[] };
    expect(doc.results.map((r) => [r.file, r.kind, r.diagnostics.map((d) => d.code)])).toEqual([
      [clean, 'sink-ubus', []],
      ['fixtures/cli/uploader.json', 'sink-http', []],
      ['fixtures/cli/mystery.json', null, ['kind/undetected']],
    ]);
    expect(run.status).toBe(1);
  });

  it('kind from content alone: a clean file passes', () => {
    expect(agentconf(['lint', 'fixtures/cli/uploader.json'])).toEqual({
      stdout: lines('✔ 1 file checked, no problems'),
      stderr: '',
      status: 0,
    });
  });

  it('undetectable kind: an error asking for --kind, exit 1', () => {
    expect(agentconf(['lint', 'fixtures/cli/mystery.json'])).toEqual({
      stdout: lines(
        "fixtures/cli/mystery.json:1:1 error cannot tell which plugin this config is for (no kind's distinctive members are present); pass --kind with one of proc-aggregator, proc-core, proc-dev-discovery, proc-intel, proc-lua, proc-python, sink-http, sink-ubus [kind/undetected]",
        '  > 1 | {',
        '      | ^',
        '',
        '✖ 1 problem (1 error, 0 warnings) in 1 file',
      ),
      stderr: '',
      status: 1,
    });
  });

  it('a file named after sink-log (no published schema) gets an info note and exit 0', () => {
    expect(agentconf(['lint', 'fixtures/cli/netify-sink-log.json'])).toEqual({
      stdout: lines(
        'fixtures/cli/netify-sink-log.json:1:1 info the interface publishes no schema for sink-log: checked for syntax only [kind/unsupported]',
        '  > 1 | {',
        '      | ^',
        '',
        '✔ 1 file checked, no problems; 1 note',
      ),
      stderr: '',
      status: 0,
    });
  });

  it('such a file is still parsed: a duplicate key in a sink-socket config is an error', () => {
    expect(agentconf(['lint', 'fixtures/cli/netify-sink-socket.json'])).toEqual({
      stdout: lines(
        'fixtures/cli/netify-sink-socket.json:1:1 info the interface publishes no schema for sink-socket: checked for syntax only [kind/unsupported]',
        '  > 1 | {',
        '      | ^',
        '',
        'fixtures/cli/netify-sink-socket.json:3:3 error duplicate key "path" (first at line 2, column 3): the agent keeps only one of them [parse/duplicate-key]',
        '  hint: remove one of them; only the last one takes effect here',
        '    2 |   "path": "/run/netifyd/a.sock",',
        '  > 3 |   "path": "/run/netifyd/b.sock"',
        '      |   ^',
        '',
        '✖ 1 problem (1 error, 0 warnings) in 1 file; 1 note',
      ),
      stderr: '',
      status: 1,
    });
  });
});
