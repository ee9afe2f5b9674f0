/** Shared inputs for the format tests: a small but complete set of cases. */
import type { FormatContext } from '../../src/format/formatter.js';
import type { FileResult } from '../../src/core/report.js';

/** Line 3 is indented with a tab, so the caret has to keep it. */
export const sourceA = '{\n  "name": "edge",\n\t"log_interval": "10",\n  "log_intervall": 5\n}\n';

/**
 * An error and a warning with a suggestion (with source), a clean file, an error with no
 * position and no kind (Windows path with a space), and an info on `<stdin>` (no source).
 */
export const results: FileResult[] = [
  {
    file: 'configs/a.json',
    kind: 'sink-http',
    diagnostics: [
      {
        severity: 'error',
        code: 'schema/type',
        message: '"log_interval" must be an integer, got string',
        pointer: '/log_interval',
        line: 3,
        column: 18,
      },
      {
        severity: 'warning',
        code: 'key/unknown',
        message: 'unknown key "log_intervall"',
        pointer: '/log_intervall',
        suggestion: 'did you mean "log_interval"?',
        line: 4,
        column: 3,
      },
    ],
  },
  { file: 'configs/clean.yaml', kind: 'source-pcap', diagnostics: [] },
  {
    file: 'configs\\b c.yaml',
    diagnostics: [
      {
        severity: 'error',
        code: 'kind/undetected',
        message: 'cannot tell which plugin this config is for',
        pointer: '',
      },
    ],
  },
  {
    file: '<stdin>',
    diagnostics: [
      {
        severity: 'info',
        code: 'spec/divergence',
        message: 'the agent reads "flush" only at start',
        pointer: '/flush',
        line: 1,
        column: 1,
      },
    ],
  },
];

/** A context with colour off and the source of `configs/a.json`. */
export function context(overrides: Partial<FormatContext> = {}): FormatContext {
  return {
    color: false,
    sources: new Map([['configs/a.json', sourceA]]),
    version: '1.2.3',
    ...overrides,
  };
}

/** A single-file result, for focused cases. */
export function one(file: string, diagnostics: FileResult['diagnostics'], kind?: string): FileResult[] {
  return [kind === undefined ? { file, diagnostics } : { file, kind, diagnostics }];
}
