/** SARIF 2.1.0, for GitHub code scanning and other static-analysis dashboards. */
import type { Diagnostic, DiagnosticCode, Severity } from '../diagnostic.js';
import type { FileResult } from '../report.js';
import type { Formatter } from './formatter.js';
import { ruleDescriptions } from './rules.js';
import { messageWithHint } from './wording.js';

const levels: Record<Severity, 'error' | 'warning' | 'note'> = {
  error: 'error',
  warning: 'warning',
  info: 'note',
};

/**
 * One run whose driver lists a rule per code that occurs (sorted, so output is stable) and one
 * result per diagnostic, pointing at its rule by id and index.
 */
export const formatSarif: Formatter = (results, ctx) => {
  const codes = [...new Set(results.flatMap((r) => r.diagnostics.map((d) => d.code)))].sort();
  const ruleIndex = new Map(codes.map((code, i) => [code, i] as const));
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'agentconf',
            version: ctx.version,
            rules: codes.map((id) => ({ id, shortDescription: { text: ruleDescriptions[id] } })),
          },
        },
        // Positions come from JavaScript string offsets; SARIF would otherwise assume code points.
        columnKind: 'utf16CodeUnits',
        results: results.flatMap((r) => r.diagnostics.map((d) => toResult(r, d, ruleIndex))),
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
};

function toResult(r: FileResult, d: Diagnostic, ruleIndex: ReadonlyMap<DiagnosticCode, number>) {
  const physicalLocation: Record<string, unknown> = { artifactLocation: { uri: toUri(r.file) } };
  if (d.line !== undefined) {
    physicalLocation.region =
      d.column === undefined ? { startLine: d.line } : { startLine: d.line, startColumn: d.column };
  }
  return {
    ruleId: d.code,
    ruleIndex: ruleIndex.get(d.code),
    level: levels[d.severity],
    message: { text: messageWithHint(d) },
    locations: [{ physicalLocation }],
  };
}

/**
 * The path as a relative URI reference: forward slashes, and percent-encoding for what a URI
 * cannot hold (spaces, `%`, `#`, `?`), so consumers do not read part of a name as a fragment or
 * query. `<stdin>` stays as is: it names no file, and consumers show it verbatim.
 */
export function toUri(file: string): string {
  if (file === '<stdin>') return file;
  // encodeURI throws on lone surrogates; such a name cannot be encoded faithfully anyway.
  const wellFormed = file.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
  const path = encodeURI(wellFormed.replace(/\\/g, '/')).replace(/[#?]/g, encodeURIComponent);
  // A colon in the first segment would parse as a URI scheme: `C:` in `C:/x`, `a:` in `a:b`.
  if (/^[A-Za-z]:\//.test(path)) return `file:///${path}`;
  return /^[^/]*:/.test(path) ? `./${path}` : path;
}
