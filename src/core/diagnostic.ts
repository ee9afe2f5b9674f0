/**
 * The one shape every problem takes, whatever found it (parser, schema, lint rule, resolver, CLI).
 */

/** How bad a finding is. Only `error` makes a config invalid; `warning` and `info` never do. */
export type Severity = 'error' | 'warning' | 'info';

/**
 * The closed set of diagnostic codes. A code names the rule, never the wording, so tools can
 * filter on it while messages improve.
 */
export type DiagnosticCode =
  // reading and parsing
  | 'parse/syntax'
  | 'parse/duplicate-key'
  | 'parse/too-deep'
  | 'parse/empty'
  | 'parse/not-object'
  | 'io/read'
  | 'file/ignored'
  | 'parse/precision'
  // kind detection
  | 'kind/undetected'
  | 'kind/unsupported'
  // schema rules
  | 'schema/type'
  | 'schema/required'
  | 'schema/enum'
  | 'schema/pattern'
  | 'schema/range'
  | 'schema/length'
  | 'schema/additional'
  | 'schema/invalid'
  // lint rules beyond the schema
  | 'key/unknown'
  | 'spec/divergence'
  | 'field/behaviour'
  | 'ref/sink-target'
  // resolution
  | 'var/unknown'
  | 'var/too-long'
  | 'resolve/effective-invalid'
  // deployments
  | 'deploy/duplicate-tag'
  | 'deploy/missing-library'
  | 'deploy/role-mismatch'
  | 'deploy/missing-config'
  | 'deploy/config-unchecked'
  | 'deploy/version-dependent'
  | 'deploy/ignored-file'
  | 'deploy/ignored-section'
  | 'deploy/unknown-kind'
  | 'deploy/sink-not-loaded'
  | 'deploy/channel-missing'
  | 'deploy/sink-unused'
  // the library's caller, and agentconf itself
  | 'call/argument'
  | 'internal/error'
  // telemetry records and the streams that carry them
  | 'record/not-object'
  | 'record/no-type'
  | 'record/unknown-type'
  | 'record/aggregator-batch'
  | 'record/framing'
  | 'record/truncated'
  | 'record/too-large'
  | 'record/agent-release'
  | 'record/legacy-document'
  | 'record/stream'
  // HTTP API objects, requests and responses
  | 'schema/format'
  | 'api/unknown-object'
  | 'api/url'
  | 'api/unknown-operation'
  | 'api/method'
  | 'api/auth'
  | 'api/content-type'
  | 'api/status'
  | 'api/alternatives'
  // traffic received by `agentconf receive`
  | 'receive/method'
  | 'receive/bad-request'
  | 'receive/timeout'
  | 'receive/too-large'
  | 'receive/headers'
  | 'receive/body'
  | 'receive/unknown-channel'
  | 'receive/unexpected-type'
  | 'receive/format-mismatch'
  | 'receive/header-missing'
  | 'receive/no-posts';

/** One problem, located by JSON Pointer and, when the source text is known, by 1-based position. */
export interface Diagnostic {
  severity: Severity;
  code: DiagnosticCode;
  /** One sentence a person understands. */
  message: string;
  /**
   * JSON Pointer (RFC 6901) of the offending value; for a missing member, of the object that
   * lacks it. `''` is the whole document.
   */
  pointer: string;
  /** A concrete fix, e.g. the key that was probably meant. */
  suggestion?: string;
  /** 1-based line of the offending value, when the source text is known. */
  line?: number;
  /** 1-based column of the offending value, when the source text is known. */
  column?: number;
  /** 0-based index of the record in its stream, for findings on telemetry records. */
  record?: number;
  /** Byte offset in the stream of the record (or of the framing problem), for telemetry streams. */
  offset?: number;
}

/** True when any diagnostic is an error; false for what is no array or cannot be read (a revoked proxy, a throwing getter). */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  try {
    if (!Array.isArray(diagnostics)) return false;
    const isError = (d: unknown) => typeof d === 'object' && d !== null && (d as Diagnostic).severity === 'error';
    // A sparse array of length 2^32 - 1 is walked by its members, not by its length.
    if (diagnostics.length > 1_000_000) return Object.keys(diagnostics).some((key) => isError(diagnostics[key as unknown as number]));
    for (let i = 0; i < diagnostics.length; i++) if (isError(diagnostics[i])) return true;
    return false;
  } catch {
    return false;
  }
}

/** Orders diagnostics by position (those without one first); stable for equal positions. */
export function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}
