import { describe, expect, it } from 'vitest';
import { formatJson } from '../../src/format/json.js';
import { context, one, results } from './fixtures.js';

describe('json format', () => {
  it('renders the fixture exactly', () => {
    expect(formatJson(results, context())).toBe(`{
  "results": [
    {
      "file": "configs/a.json",
      "kind": "sink-http",
      "diagnostics": [
        {
          "severity": "error",
          "code": "schema/type",
          "message": "\\"log_interval\\" must be an integer, got string",
          "pointer": "/log_interval",
          "line": 3,
          "column": 18
        },
        {
          "severity": "warning",
          "code": "key/unknown",
          "message": "unknown key \\"log_intervall\\"",
          "pointer": "/log_intervall",
          "line": 4,
          "column": 3,
          "suggestion": "did you mean \\"log_interval\\"?"
        }
      ]
    },
    {
      "file": "configs/clean.yaml",
      "kind": "source-pcap",
      "diagnostics": []
    },
    {
      "file": "configs\\\\b c.yaml",
      "kind": null,
      "diagnostics": [
        {
          "severity": "error",
          "code": "kind/undetected",
          "message": "cannot tell which plugin this config is for",
          "pointer": "",
          "line": null,
          "column": null
        }
      ]
    },
    {
      "file": "<stdin>",
      "kind": null,
      "diagnostics": [
        {
          "severity": "info",
          "code": "spec/divergence",
          "message": "the agent reads \\"flush\\" only at start",
          "pointer": "/flush",
          "line": 1,
          "column": 1
        }
      ]
    }
  ],
  "summary": {
    "files": 4,
    "skipped": 0,
    "errors": 2,
    "warnings": 1,
    "infos": 1,
    "hidden": 0
  }
}
`);
  });

  it('ignores colour and keeps the documented key order whatever the input order', () => {
    const input = one('a', [
      {
        column: 2,
        line: 1,
        suggestion: 's',
        pointer: '/p',
        message: 'm',
        code: 'schema/enum',
        severity: 'warning',
      },
    ]);
    const out = formatJson(input, context({ color: true }));
    expect(out).not.toContain('\u001b');
    const parsed = JSON.parse(out) as { results: { diagnostics: object[] }[] };
    expect(Object.keys(parsed)).toEqual(['results', 'summary']);
    expect(Object.keys(parsed.results[0]!)).toEqual(['file', 'kind', 'diagnostics']);
    expect(Object.keys(parsed.results[0]!.diagnostics[0]!)).toEqual(['severity', 'code', 'message', 'pointer', 'line', 'column', 'suggestion']);
  });

  it('renders no results as an empty list', () => {
    expect(formatJson([], context())).toBe(
      '{\n  "results": [],\n  "summary": {\n    "files": 0,\n    "skipped": 0,\n    "errors": 0,\n    "warnings": 0,\n    "infos": 0,\n    "hidden": 0\n  }\n}\n',
    );
  });
});
