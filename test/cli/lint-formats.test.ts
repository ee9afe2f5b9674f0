/**
 * `agentconf lint` end to end: every --format on a fixed pair of files (one clean, one with an
 * error and a warning with a suggestion), and the options that change what is reported. The
 * exact-output checks are data in fixtures/cli/cases/lint/ (test/cli/cases.test.ts); what is
 * left here reads the output (SARIF names this folder's URL) or checks a part of it.
 */
import { ruleSarifHelp } from '../../src/format/rule-docs.js';
import { ruleHelp } from '../../src/format/rule-help.js';
import { fingerprint } from '../../src/format/sarif.js';
import { describe, expect, it } from 'vitest';
import { sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { agentconf, repo } from '../support/cli.js';

const clean = 'fixtures/cli/netify-sink-ubus.json';
const broken = 'fixtures/cli/netify-sink-http.json';
const pair = [clean, broken];

describe('lint --format on a clean file and a file with an error and a warning', () => {
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
                    {
                      id: 'key/unknown',
                      shortDescription: { text: 'A key the interface does not list; the agent ignores it (often a typo).' },
                      fullDescription: { text: `A key the interface does not list; the agent ignores it (often a typo). ${ruleHelp['key/unknown'].why}` },
                      help: ruleSarifHelp('key/unknown'),
                    },
                    {
                      id: 'schema/type',
                      shortDescription: { text: 'A value has the wrong type.' },
                      fullDescription: { text: `A value has the wrong type. ${ruleHelp['schema/type'].why}` },
                      help: ruleSarifHelp('schema/type'),
                    },
                  ],
                },
              },
              originalUriBaseIds: { '%SRCROOT%': { uri: pathToFileURL(repo + sep).href } },
              columnKind: 'utf16CodeUnits',
              results: [
                {
                  ruleId: 'key/unknown',
                  ruleIndex: 0,
                  level: 'warning',
                  message: { text: 'unknown key "tls_verfy": the published interface does not define it; did you mean "tls_verify"?' },
                  locations: location(2, 3),
                  partialFingerprints: { 'agentconf/v1': fingerprint(`key/unknown\0${broken}\0/tls_verfy\0\0`) },
                },
                {
                  ruleId: 'schema/type',
                  ruleIndex: 1,
                  level: 'error',
                  message: {
                    text: '"X-Id" must be a string, not a number (2.5); sink-http 1.0.13 stops the agent on "headers" member "X-Id": 2.5: get<map<string, string>>() throws on a header value that is not a string',
                  },
                  locations: location(4, 86),
                  partialFingerprints: { 'agentconf/v1': fingerprint(`schema/type\0${broken}\0/channels/stats/headers/X-Id\0\0`) },
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
});

describe('lint of the clean file alone', () => {
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
  const warned = 'fixtures/cli/warnings-only-sink-ubus.json';

  it('--quiet --format json: the totals count what it hid, and say how much that is', () => {
    const run = agentconf(['lint', '--quiet', '--format', 'json', warned]);
    const doc = JSON.parse(run.stdout) as { results: { diagnostics: unknown[] }[]; summary: Record<string, number> };
    expect(doc.results[0]!.diagnostics).toEqual([]);
    expect(doc.summary).toEqual({ files: 1, skipped: 0, errors: 0, warnings: 1, infos: 0, hidden: 1 });
    expect(run.status).toBe(0);
  });

  // Under --strict, warnings fail the run, so --quiet shows them.
  it('--strict --quiet on a warnings-only file: exit 1 and a verdict that does not say "no problems"', () => {
    const run = agentconf(['lint', '--strict', '--quiet', warned]);
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('no problems');
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
});
