import { describe, expect, it } from 'vitest';
import type { DiagnosticCode } from '../../src/core/diagnostic.js';
import { ruleDescriptions } from '../../src/format/rules.js';
import { ruleSarifHelp } from '../../src/format/rule-docs.js';
import { ruleHelp } from '../../src/format/rule-help.js';
import { artifactLocation, fingerprint, formatSarif, toUri } from '../../src/format/sarif.js';
import { context, one, results } from './fixtures.js';

// No copy of the official SARIF 2.1.0 JSON schema ships in node_modules, so these are
// structural checks of the members the schema requires and of our own invariants.

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: {
    physicalLocation: { artifactLocation: { uri: string }; region?: Record<string, number> };
  }[];
}
interface SarifLog {
  $schema: string;
  version: string;
  runs: {
    tool: {
      driver: {
        name: string;
        version: string;
        rules: { id: string; shortDescription: { text: string } }[];
      };
    };
    columnKind: string;
    results: SarifResult[];
  }[];
}

function parse(text: string): SarifLog {
  return JSON.parse(text) as SarifLog;
}

describe('sarif format', () => {
  it('renders the fixture exactly', () => {
    const where = (uri: string) => (uri.startsWith('urn:') ? { uri } : { uri, uriBaseId: '%SRCROOT%' });
    const rule = (id: DiagnosticCode) => ({
      id,
      shortDescription: { text: ruleDescriptions[id] },
      fullDescription: { text: `${ruleDescriptions[id]} ${ruleHelp[id].why}` },
      help: ruleSarifHelp(id),
    });
    const location = (uri: string, region?: object) => [
      {
        physicalLocation: region ? { artifactLocation: where(uri), region } : { artifactLocation: where(uri) },
      },
    ];
    const expected = {
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'agentconf',
              version: '1.2.3',
              rules: [rule('key/unknown'), rule('kind/undetected'), rule('schema/type'), rule('spec/divergence')],
            },
          },
          columnKind: 'utf16CodeUnits',
          results: [
            {
              ruleId: 'schema/type',
              ruleIndex: 2,
              level: 'error',
              message: { text: '"log_interval" must be an integer, got string' },
              locations: location('configs/a.json', { startLine: 3, startColumn: 18 }),
            },
            {
              ruleId: 'key/unknown',
              ruleIndex: 0,
              level: 'warning',
              message: { text: 'unknown key "log_intervall" (hint: did you mean "log_interval"?)' },
              locations: location('configs/a.json', { startLine: 4, startColumn: 3 }),
            },
            {
              ruleId: 'kind/undetected',
              ruleIndex: 1,
              level: 'error',
              message: { text: 'cannot tell which plugin this config is for' },
              locations: location('configs/b%20c.yaml'),
            },
            {
              ruleId: 'spec/divergence',
              ruleIndex: 3,
              level: 'note',
              message: { text: 'the agent reads "flush" only at start' },
              locations: location('urn:agentconf:stdin', { startLine: 1, startColumn: 1 }),
            },
          ],
        },
      ],
    };
    const log = JSON.parse(formatSarif(results, context({ color: true })));
    for (const r of log.runs[0].results) {
      expect(r.partialFingerprints['agentconf/v1']).toMatch(/^[0-9a-f]{16}$/);
      delete r.partialFingerprints;
    }
    expect(log).toEqual(expected);
  });

  it('has the members SARIF 2.1.0 requires', () => {
    const log = parse(formatSarif(results, context()));
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json');
    expect(log.runs).toHaveLength(1);
    const run = log.runs[0]!;
    expect(run.tool.driver.name).toBe('agentconf');
    expect(run.tool.driver.version).toBe('1.2.3');
    for (const r of run.results) {
      expect(typeof r.message.text).toBe('string');
      expect(['error', 'warning', 'note']).toContain(r.level);
      for (const l of r.locations) {
        const region = l.physicalLocation.region;
        if (region) {
          expect(region.startLine).toBeGreaterThanOrEqual(1);
          expect(Object.keys(region).every((k) => k === 'startLine' || k === 'startColumn')).toBe(true);
        }
      }
    }
  });

  it('lists each used code once, sorted, and points every ruleIndex at its rule', () => {
    const codes: DiagnosticCode[] = ['var/unknown', 'io/read', 'schema/enum', 'io/read', 'var/unknown', 'deploy/sink-unused'];
    const log = parse(
      formatSarif(
        one(
          'a',
          codes.map((code) => ({ severity: 'warning', code, message: code, pointer: '' })),
        ),
        context(),
      ),
    );
    const run = log.runs[0]!;
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(['deploy/sink-unused', 'io/read', 'schema/enum', 'var/unknown']);
    for (const rule of run.tool.driver.rules) {
      expect(rule.shortDescription.text).toBe(ruleDescriptions[rule.id as DiagnosticCode]);
    }
    expect(run.results.map((r) => r.ruleId)).toEqual(codes);
    for (const r of run.results) expect(run.tool.driver.rules[r.ruleIndex]!.id).toBe(r.ruleId);
  });

  it('maps severities to levels', () => {
    const log = parse(
      formatSarif(
        one(
          'a',
          (['error', 'warning', 'info'] as const).map((severity) => ({
            severity,
            code: 'io/read',
            message: 'm',
            pointer: '',
          })),
        ),
        context(),
      ),
    );
    expect(log.runs[0]!.results.map((r) => r.level)).toEqual(['error', 'warning', 'note']);
  });

  it('omits the region without a line and the column without a column', () => {
    const log = parse(
      formatSarif(
        one('a', [
          { severity: 'error', code: 'io/read', message: 'm', pointer: '' },
          { severity: 'error', code: 'io/read', message: 'm', pointer: '', line: 7 },
        ]),
        context(),
      ),
    );
    const [noLine, noColumn] = log.runs[0]!.results;
    expect(noLine!.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: 'a', uriBaseId: '%SRCROOT%' } });
    expect(noColumn!.locations[0]!.physicalLocation.region).toEqual({ startLine: 7 });
  });

  it('has an empty rule and result list when there is nothing to report', () => {
    const run = parse(formatSarif([{ file: 'a', diagnostics: [] }], context())).runs[0]!;
    expect(run.tool.driver.rules).toEqual([]);
    expect(run.results).toEqual([]);
  });

  it('fingerprints a finding by code, file and place: the same across runs and line moves, else different', () => {
    const fp = (d: object, file = 'a.json') =>
      parse(formatSarif(one(file, [{ severity: 'error', code: 'io/read', message: 'm', pointer: '/x', ...d }]), context())).runs[0]!.results[0] as unknown as {
        partialFingerprints: Record<string, string>;
      };
    expect(fp({ line: 1 }).partialFingerprints).toEqual(fp({ line: 9, message: 'other words' }).partialFingerprints);
    expect(fp({}).partialFingerprints).not.toEqual(fp({ pointer: '/y' }).partialFingerprints);
    expect(fp({}).partialFingerprints).not.toEqual(fp({}, 'b.json').partialFingerprints);
    expect(fp({}).partialFingerprints).not.toEqual(fp({ code: 'io/read', record: 2 }).partialFingerprints);
    expect(fingerprint('')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('turns paths into URI references', () => {
    expect(toUri('configs/a.json')).toBe('configs/a.json');
    expect(toUri('configs\\sub\\a.json')).toBe('configs/sub/a.json');
    expect(toUri('../a b/#1?%.json')).toBe('../a%20b/%231%3F%25.json');
    expect(toUri('/abs/a.json')).toBe('file:///abs/a.json');
    expect(toUri('C:\\x\\a.json')).toBe('file:///C:/x/a.json');
    expect(toUri('é.json')).toBe('%C3%A9.json');
    expect(toUri('a:b.json')).toBe('./a:b.json');
    expect(toUri('dir/a:b.json')).toBe('dir/a:b.json');
    expect(toUri('bad\ud800.json')).toBe('bad%EF%BF%BD.json');
  });

  it('places files relative to %SRCROOT% (the base folder), others by absolute file URI, stdin by a URN', () => {
    const base = 'file:///work/repo/';
    expect(artifactLocation('configs/a.json', base)).toEqual({ uri: 'configs/a.json', uriBaseId: '%SRCROOT%' });
    expect(artifactLocation('/work/repo/x/a b.json', base)).toEqual({ uri: 'x/a%20b.json', uriBaseId: '%SRCROOT%' });
    expect(artifactLocation('../other/a.json', base)).toEqual({ uri: 'file:///work/other/a.json' });
    expect(artifactLocation('/etc/netifyd/a.json', base)).toEqual({ uri: 'file:///etc/netifyd/a.json' });
    expect(artifactLocation('<stdin>', base)).toEqual({ uri: 'urn:agentconf:stdin' });
    for (const file of ['a.json', '/abs/a.json', '<stdin>', '../b.json']) {
      const { uri } = artifactLocation(file, base);
      // Every uri is a valid URI reference: it resolves against the base.
      expect(() => new URL(uri, base)).not.toThrow();
    }
    const run = parse(formatSarif(one('a.json', [{ severity: 'error', code: 'io/read', message: 'm', pointer: '' }]), { ...context(), baseUri: base }))
      .runs[0]! as unknown as Record<string, unknown>;
    expect(run.originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: base } });
  });

  it('describes every diagnostic code in one sentence', () => {
    for (const [code, text] of Object.entries(ruleDescriptions)) {
      expect(code).toMatch(/^[a-z]+\/[a-z-]+$/);
      expect(text).toMatch(/^[A-Z].*\.$/);
    }
  });
});
